import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PartnershipView } from '../../../contract/partnerships';
import type { MenuItemView } from '../../../contract/vendors';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useAddToCart } from '../vendors/cart-items';
import { fetchVendorWithMenu } from '../vendors/api';

const added = (item: MenuItemView) =>
  toast({
    title: 'Added to cart',
    description: `${item.name} at the artist special price.`,
    variant: 'success',
  });

/**
 * accounts spec 2.13 'Add Artist Special to Cart': the vendor's own menu item goes into
 * the real cart at the special price, carrying the partnership; another vendor's cart is replaced
 * only after the customer agrees (render `cartSwitch` with CartSwitchDialog).
 */
export function useAddSpecial() {
  const client = useQueryClient();
  const { add, cartSwitch } = useAddToCart({ onAdded: added });
  const [addingId, setAddingId] = useState<number | null>(null);

  const addSpecial = useCallback(
    async (partnership: PartnershipView) => {
      setAddingId(partnership.id);
      try {
        const { vendor, menu } = await fetchVendorWithMenu(client, partnership.vendorId);
        const item = menu.find((entry) => entry.id === partnership.menuItemId);
        if (!item?.isAvailable || !vendor.isActive) {
          toast({
            title: 'Not available',
            description: `${partnership.vendorName} isn't selling ${partnership.menuItemName} right now.`,
            variant: 'destructive',
          });
          return;
        }
        add(item, vendor, {
          partnershipId: partnership.id,
          priceCents: partnership.specialPriceCents,
        });
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error, "We couldn't add it to your cart. Try again."),
          variant: 'destructive',
        });
      } finally {
        setAddingId(null);
      }
    },
    [add, client],
  );
  return { addSpecial, addingId, cartSwitch };
}
