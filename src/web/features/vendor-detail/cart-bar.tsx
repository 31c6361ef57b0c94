import { useState } from 'react';
import { useLocation } from 'wouter';
import { ChevronUp, ShoppingBag } from 'lucide-react';
import { cartLineKey } from '../../../contract/cart';
import {
  lineMaxQuantity,
  noteStableKeys,
  setLineNote,
  stockCapText,
} from '../../../contract/cart-line-changes';
import { formatMoney } from '../../../contract/money';
import { LineChoices } from '../../components/line-choices';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useCart } from '../cart/cart-provider';
import { LineNoteEditor } from '../cart/line-note-editor';
import { useStockCountOf } from '../vendors/stock-counts';
import { AllergenLine, StockCapLine } from '../vendors/menu-item-badges';
import { QuantityStepper } from '../vendors/quantity-stepper';

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * customer spec 2, Vendor detail: the cart bar, kept above the phone's bottom navigation. It folds
 * open to show every line with quantity steppers (0 removes the line, cart rule 5).
 */
export function CartBar() {
  const cart = useCart();
  const [isExpanded, setIsExpanded] = useState(false);
  const [, navigate] = useLocation();
  const stockCountOf = useStockCountOf(cart.vendor?.id ?? null);
  if (cart.itemCount === 0) return null;
  const renderKeys = noteStableKeys(cart.items.map((line) => cartLineKey(line)));
  const total = formatMoney(cart.totalCents);
  const checkout = () => {
    // customer spec 5: the Checkout button does nothing with an empty cart
    if (cart.itemCount === 0) return;
    navigate('/checkout');
  };
  return (
    <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 mt-6 md:bottom-4">
      <section
        aria-label="Your cart"
        className="overflow-hidden rounded-2xl border border-border bg-card/95 shadow-2xl backdrop-blur"
      >
        {isExpanded ? (
          <ul
            id="cart-bar-lines"
            className="max-h-[40dvh] divide-y divide-border overflow-y-auto px-3"
          >
            {cart.items.map((line, index) => (
              <li key={renderKeys[index]} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold">{line.name}</p>
                  <LineChoices options={line.options ?? []} notes={line.notes} />
                  <AllergenLine allergens={line.allergens ?? []} />
                  <p className="text-xs text-muted-foreground">
                    {formatMoney(Math.round(line.price * 100) * line.quantity)}
                  </p>
                  <StockCapLine text={stockCapText(cart, line.id, stockCountOf(line))} />
                  <LineNoteEditor
                    name={line.name}
                    notes={line.notes}
                    onSave={(notes) =>
                      cart.replaceCart(setLineNote(cart, cartLineKey(line), notes))
                    }
                  />
                </div>
                <QuantityStepper
                  name={line.name}
                  quantity={line.quantity}
                  onChange={(quantity) => cart.setQuantity(cartLineKey(line), quantity)}
                  max={lineMaxQuantity(cart, line, stockCountOf(line))}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className={cn('flex items-center gap-2 p-2', isExpanded && 'border-t border-border')}>
          <button
            type="button"
            onClick={() => setIsExpanded((expanded) => !expanded)}
            aria-expanded={isExpanded}
            aria-controls="cart-bar-lines"
            aria-label={`${isExpanded ? 'Hide cart' : 'Edit cart'}, ${itemsText(cart.itemCount)} from ${cart.vendor?.name ?? 'your vendor'}`}
            className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-xl px-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ShoppingBag className="size-5 shrink-0 text-primary" aria-hidden />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold tabular-nums">
                {itemsText(cart.itemCount)}
              </span>
              <span className="block truncate text-xs text-muted-foreground">
                {cart.vendor?.name ?? 'Your order'}
              </span>
            </span>
            <ChevronUp
              className={cn(
                'ml-auto size-4 shrink-0 transition-transform',
                isExpanded && 'rotate-180',
              )}
              aria-hidden
            />
          </button>
          <Button
            onClick={checkout}
            aria-label={`Checkout, ${itemsText(cart.itemCount)}, ${total}`}
          >
            Checkout
            <span className="tabular-nums">{total}</span>
          </Button>
        </div>
      </section>
    </div>
  );
}
