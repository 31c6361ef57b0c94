import { Minus, Plus, Trash2 } from 'lucide-react';
import { MAX_LINE_QUANTITY } from '../../../contract/order-limits';
import { cn } from '../../lib/cn';

/**
 * Minus / quantity / plus with 44 px targets. Minus at 1 asks for 0, which cart rule 5 turns
 * into removing the line; plus is disabled at the line maximum the server accepts. With `min` of
 * 1 or more nothing is removed: minus stops there instead.
 */
export function QuantityStepper({
  name,
  quantity,
  onChange,
  disabled = false,
  min = 0,
  max = MAX_LINE_QUANTITY,
  className,
}: {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  min?: number;
  max?: number;
  className?: string;
}) {
  const isLast = quantity <= 1 && min < 1;
  const isAtMin = min >= 1 && quantity <= min;
  const isAtMax = quantity >= max;
  const buttonClass =
    'flex size-11 shrink-0 items-center justify-center rounded-xl text-foreground transition-colors hover:bg-muted active:bg-muted disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className={cn(
        'inline-flex items-center justify-between rounded-xl border border-border bg-background',
        className,
      )}
    >
      <button
        type="button"
        className={buttonClass}
        onClick={() => onChange(quantity - 1)}
        disabled={disabled || isAtMin}
        aria-label={isLast ? `Remove ${name}` : `Decrease quantity of ${name}`}
      >
        {isLast ? (
          <Trash2 className="size-4 text-destructive" aria-hidden />
        ) : (
          <Minus className="size-4" aria-hidden />
        )}
      </button>
      <span className="min-w-7 text-center text-sm font-bold tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        className={buttonClass}
        onClick={() => onChange(quantity + 1)}
        disabled={disabled || isAtMax}
        aria-label={`Increase quantity of ${name}`}
        // below the line maximum the cap is the portions left, which the caller says in text
        title={isAtMax && max >= MAX_LINE_QUANTITY ? `At most ${max} per order` : undefined}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
