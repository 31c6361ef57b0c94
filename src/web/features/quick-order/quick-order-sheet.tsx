import { Dialog as DialogPrimitive } from 'radix-ui';
import { ArrowLeft, ShoppingBag, X, Zap } from 'lucide-react';
import { useLocation } from 'wouter';
import { formatMoney } from '../../../contract/money';
import { Button } from '../../components/ui/button';
import { DIALOG_CLOSE, useReturnFocus } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { useCart } from '../cart/cart-provider';
import { DETAIL_DEFAULT_PREP_MINUTES, prepMinutes } from '../vendors/cart-items';
import { useQuickOrder } from './quick-order-provider';
import { PopularItems, VendorChoice } from './quick-order-steps';
import { useSheetDrag } from './use-sheet-drag';

// customer spec 9, quick order constants, in one place for the sheet's readers.
export { VENDOR_CLEAR_DELAY_MS } from './quick-order-provider';
export { QUICK_ORDER_MAX_ITEMS, QUICK_ORDER_MAX_VENDORS } from './quick-order-steps';
export { CLOSE_OFFSET, CLOSE_VELOCITY } from './use-sheet-drag';

/**
 * customer spec 2, Quick Order bottom sheet. Radix Dialog gives the focus trap, Escape, the
 * backdrop tap and the dialog semantics; the sheet look and the drag-to-close are ours.
 * Mount it once inside CartProvider and QuickOrderProvider.
 */
export function QuickOrderSheet() {
  const { isOpen, vendor, close, chooseVendor } = useQuickOrder();
  const drag = useSheetDrag(close);
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="quick-order-backdrop"
          className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[1px] transition-opacity duration-200 starting:opacity-0"
        />
        <DialogPrimitive.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[80dvh] w-full max-w-xl flex-col rounded-t-3xl border border-b-0 border-border bg-card text-card-foreground shadow-2xl outline-none',
            'transition-transform duration-200 ease-out starting:translate-y-full',
            drag.isDragging && 'transition-none',
          )}
          style={drag.offset > 0 ? { transform: `translateY(${drag.offset}px)` } : undefined}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus(event);
            // focus the sheet itself: no focus ring jumps onto Close for touch users, and
            // screen readers start at the title
            event.preventDefault();
            if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <div
            {...drag.handlers}
            className="shrink-0 cursor-grab touch-none select-none px-4 pb-3 pt-2 active:cursor-grabbing"
          >
            <div
              aria-hidden
              className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-muted-foreground/40"
            />
            <div className="flex items-center gap-2">
              {vendor ? (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => chooseVendor(null)}
                  aria-label="Back to vendor choice"
                >
                  <ArrowLeft className="size-5!" />
                </Button>
              ) : (
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
                  <Zap className="size-5" aria-hidden />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <DialogPrimitive.Title className="text-lg font-bold leading-tight">
                  Quick Order
                </DialogPrimitive.Title>
                <DialogPrimitive.Description className="text-sm text-muted-foreground">
                  Fast food for busy shows
                </DialogPrimitive.Description>
              </div>
              <DialogPrimitive.Close asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Close quick order"
                  {...DIALOG_CLOSE}
                >
                  <X className="size-5!" />
                </Button>
              </DialogPrimitive.Close>
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-4">
            {vendor ? <PopularItems vendor={vendor} /> : <VendorChoice onChoose={chooseVendor} />}
          </div>
          <QuickOrderFooter onCheckout={close} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Shown while the cart has items: count, ready time, total and Quick Checkout. */
function QuickOrderFooter({ onCheckout }: { onCheckout: () => void }) {
  const { itemCount, totalCents, vendor } = useCart();
  const [, navigate] = useLocation();
  if (itemCount === 0) return null;
  const quickCheckout = () => {
    // customer spec 5: Quick Checkout does nothing with an empty cart
    if (itemCount === 0) return;
    onCheckout();
    navigate('/checkout');
  };
  return (
    <div className="shrink-0 border-t border-border bg-card px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
      <div className="mb-2.5 flex items-end justify-between gap-3" aria-live="polite">
        <p className="min-w-0 text-sm font-semibold">
          {itemCount} {itemCount === 1 ? 'item' : 'items'} · Ready in{' '}
          {prepMinutes(vendor, DETAIL_DEFAULT_PREP_MINUTES)} min
        </p>
        <p className="shrink-0 text-right text-xs text-muted-foreground">
          <span className="text-lg font-bold text-foreground" data-testid="quick-order-total">
            {formatMoney(totalCents)}
          </span>{' '}
          + tax & fees
        </p>
      </div>
      <Button size="lg" onClick={quickCheckout} className="w-full">
        <ShoppingBag aria-hidden />
        Quick Checkout
      </Button>
    </div>
  );
}
