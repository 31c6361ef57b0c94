import type { OrderView } from '../../../contract/orders';
import type { CartLineOption } from '../../../contract/cart';
import type { Allergen } from '../../../contract/menu-rules';
import { AlertTriangle, Minus, Plus, Trash2 } from 'lucide-react';
import { formatMoney } from '../../../contract/money';
import { MAX_LINE_QUANTITY } from '../../../contract/order-limits';
import { noteStableKeys } from '../../../contract/cart-line-changes';
import { cn } from '../../lib/cn';
import { LineChoices } from '../../components/line-choices';
import { AllergenLine, StockCapLine } from '../vendors/menu-item-badges';
import { LineNoteEditor } from '../cart/line-note-editor';

export type SummaryLine = {
  id: number;
  /** Tells apart two lines of one item chosen differently (the cart's line key). */
  key: string;
  name: string;
  options: readonly CartLineOption[];
  notes: string | null;
  /** A cart line's allergens (an order's lines do not carry them). */
  allergens?: readonly Allergen[];
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  imageUrl?: string | null;
  /** Why the line cannot be ordered now (sold out, off the menu): the server's words. */
  problem?: string;
  /** A cart line's highest quantity: lower than the line maximum when few portions are left. */
  maxQuantity?: number;
  /** "Only 3 left" when the cart holds every portion left of the item. */
  stockCap?: string | null;
};

function QuantityStepper({
  line,
  onChange,
}: {
  line: SummaryLine;
  onChange: (quantity: number) => void;
}) {
  const isLast = line.quantity <= 1;
  const control =
    'flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted disabled:opacity-40';
  return (
    <div className="flex items-center rounded-full border border-border bg-background">
      <button
        type="button"
        className={cn(control, isLast && 'text-destructive')}
        // customer spec 4, cart rule 5: quantity 0 removes the line
        onClick={() => onChange(line.quantity - 1)}
        aria-label={isLast ? `Remove ${line.name}` : `Decrease quantity of ${line.name}`}
      >
        {isLast ? (
          <Trash2 className="size-4" aria-hidden />
        ) : (
          <Minus className="size-4" aria-hidden />
        )}
      </button>
      <span className="w-7 text-center font-semibold tabular-nums" aria-live="polite">
        <span className="sr-only">Quantity of {line.name}: </span>
        {line.quantity}
      </span>
      <button
        type="button"
        className={control}
        onClick={() => onChange(line.quantity + 1)}
        disabled={line.quantity >= (line.maxQuantity ?? MAX_LINE_QUANTITY)}
        aria-label={`Increase quantity of ${line.name}`}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/** A line the vendor cannot make now: the reason, and the way to order the rest without it. */
function UnorderableLine({ line, onRemove }: { line: SummaryLine; onRemove?: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="flex items-start gap-1.5 text-sm font-medium text-destructive">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {line.problem}
      </p>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${line.name}`}
          className="flex h-11 items-center gap-1.5 rounded-full border border-border px-4 text-sm font-semibold hover:bg-muted"
        >
          <Trash2 className="size-4" aria-hidden />
          Remove
        </button>
      ) : null}
    </div>
  );
}

/** An order's items as summary lines. */
export function orderSummaryLines(order: Pick<OrderView, 'items'>): SummaryLine[] {
  return order.items.map((item) => ({
    id: item.id,
    key: String(item.id),
    name: item.name,
    options: item.options,
    notes: item.notes,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    lineTotalCents: item.unitPriceCents * item.quantity,
  }));
}

/**
 * The order's lines; with `onQuantityChange` each line gets big one-thumb steppers, and with
 * `onNoteChange` a note for the kitchen it can add or edit.
 */
export function OrderSummaryLines({
  lines,
  onQuantityChange,
  onNoteChange,
}: {
  lines: readonly SummaryLine[];
  onQuantityChange?: (lineKey: string, quantity: number) => void;
  onNoteChange?: (lineKey: string, notes: string) => void;
}) {
  const keys = noteStableKeys(lines.map((line) => line.key));
  return (
    <ul className="grid divide-y divide-border">
      {lines.map((line, index) => (
        <li key={keys[index]} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          {line.imageUrl ? (
            <img
              src={line.imageUrl}
              alt=""
              loading="lazy"
              className="size-14 shrink-0 rounded-xl bg-muted object-cover"
            />
          ) : null}
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex items-start justify-between gap-3">
              <p className="line-clamp-2 font-medium">{line.name}</p>
              <p className="shrink-0 font-semibold tabular-nums">
                {formatMoney(line.lineTotalCents)}
              </p>
            </div>
            <LineChoices options={line.options} notes={line.notes} />
            <AllergenLine allergens={line.allergens ?? []} />
            {onQuantityChange && !line.problem ? (
              <StockCapLine text={line.stockCap ?? null} />
            ) : null}
            {onNoteChange && !line.problem ? (
              <LineNoteEditor
                name={line.name}
                notes={line.notes}
                onSave={(notes) => onNoteChange(line.key, notes)}
              />
            ) : null}
            {line.problem ? (
              <UnorderableLine
                line={line}
                onRemove={onQuantityChange ? () => onQuantityChange(line.key, 0) : undefined}
              />
            ) : (
              <div className="flex items-center justify-between gap-3">
                <p className="text-xs text-muted-foreground">
                  {onQuantityChange ? '' : `${line.quantity} × `}
                  {formatMoney(line.unitPriceCents)} each
                </p>
                {onQuantityChange ? (
                  <QuantityStepper
                    line={line}
                    onChange={(quantity) => onQuantityChange(line.key, quantity)}
                  />
                ) : null}
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
