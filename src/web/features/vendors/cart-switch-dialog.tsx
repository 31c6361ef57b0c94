import { Button } from '../../components/ui/button';
import { DialogFooter, ModalDialog } from '../../components/ui/dialog';
import { itemCountText } from '../../lib/format';
import type { VendorSwitch } from './cart-items';

/**
 * customer spec 4, cart rule 1: an order comes from one vendor, so adding another vendor's item
 * (or reordering from another vendor) replaces the cart. Asked first, with keeping the cart as the safe default.
 */
export function CartSwitchDialog({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: VendorSwitch | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return pending ? (
    <ModalDialog
      role="alertdialog"
      title={`Start a new order from ${pending.vendor.name}?`}
      description={`Your cart has ${itemCountText(pending.cartItemCount)} from ${pending.cartVendorName}. An order comes from one vendor, so they will be removed.`}
      onClose={onCancel}
    >
      <DialogFooter>
        <Button variant="outline" size="lg" onClick={onCancel} autoFocus>
          Keep my cart
        </Button>
        <Button size="lg" onClick={onConfirm}>
          Start new order
        </Button>
      </DialogFooter>
    </ModalDialog>
  ) : null;
}
