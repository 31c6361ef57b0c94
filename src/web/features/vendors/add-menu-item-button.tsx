import { useState } from 'react';
import { portionsLeftFor } from '../../../contract/cart-line-changes';
import { canMeetRequiredGroups } from '../../../contract/menu-rules';
import type { MenuItemView, VendorView } from '../../../contract/vendors';
import { SlidersHorizontal } from 'lucide-react';
import { AddToCartButton } from '../../components/add-to-cart-button';
import { Button } from '../../components/ui/button';
import { useCart } from '../cart/cart-provider';
import type { ArtistSpecial, LineChoice } from './cart-items';
import { OptionPicker } from './option-picker';

/** Whether the item can go in the cart now: not sold out, and its required groups can be met. */
export const canOrderItem = (item: MenuItemView) =>
  item.stockCount !== 0 && canMeetRequiredGroups(item.optionGroups);

/** An item with a required group ("Size") opens its choices before it goes in the cart. */
export const mustChooseOptions = (item: MenuItemView) =>
  item.optionGroups.some((group) => group.minChoices > 0);

/**
 * A menu item's Add button. An item with a required group opens the option picker first; any
 * other goes in the cart at once, and one with optional groups ("Add-ons") has an Options button
 * beside it for choosing them. Focus comes back to the button that opened the picker. Once the
 * cart holds every portion left of a counted item, Add waits (the server would refuse more).
 */
export function AddMenuItemButton({
  item,
  vendor,
  add,
  disabled,
  className,
}: {
  item: MenuItemView;
  vendor: VendorView;
  add: (
    item: MenuItemView,
    vendor: VendorView,
    special?: ArtistSpecial,
    choice?: LineChoice,
  ) => void;
  disabled: boolean;
  className?: string;
}) {
  const [isPicking, setIsPicking] = useState(false);
  const mustChoose = mustChooseOptions(item);
  const mayChoose = !mustChoose && item.optionGroups.length > 0;
  const cart = useCart();
  const isAllInCart = portionsLeftFor(cart, item.id, item.stockCount) === 0;
  const isDisabled = disabled || !canOrderItem(item) || isAllInCart;
  return (
    <>
      <AddToCartButton
        itemName={item.name}
        onAdd={() => (mustChoose ? setIsPicking(true) : add(item, vendor))}
        disabled={isDisabled}
        opensDialog={mustChoose}
        className={className}
      />
      {mayChoose ? (
        <Button
          variant="outline"
          className={className}
          onClick={() => setIsPicking(true)}
          disabled={isDisabled}
          aria-label={`Choose options for ${item.name}`}
          aria-haspopup="dialog"
        >
          <SlidersHorizontal aria-hidden />
          Options
        </Button>
      ) : null}
      {isPicking ? (
        <OptionPicker
          item={item}
          onClose={() => setIsPicking(false)}
          onAdd={(choice) => {
            setIsPicking(false);
            add(item, vendor, undefined, choice);
          }}
        />
      ) : null}
    </>
  );
}
