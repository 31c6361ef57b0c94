import { Ban, MessageSquareWarning, TriangleAlert } from 'lucide-react';
import { mentionsAllergy, removalLabel } from '../../contract/menu-rules';
import type { OrderItemView } from '../../contract/orders';
import { cn } from '../lib/cn';

// Under an order line, what the cook must not miss: the options added, the ingredients left out
// (set apart, in capitals, with an icon) and the customer's note, flagged when it is about an
// allergy. Spans only, so it fits inside the kitchen's line button.

const SIZES = {
  /** The order board's cards and the order modal. */
  compact: { text: 'text-sm', icon: 'size-4', removal: 'px-1.5 py-0.5 text-xs' },
  /** The kitchen screen, read from a step away. */
  large: { text: 'text-lg', icon: 'size-5', removal: 'px-2 py-0.5 text-base' },
} as const;

type LineDetails = Pick<OrderItemView, 'options' | 'notes'>;

/** Whether a line has options or a note to show under it. */
export const hasLineDetails = (line: LineDetails) => line.options.length > 0 || Boolean(line.notes);

export function AllergyMarker({ size = 'compact' }: { size?: keyof typeof SIZES }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md bg-destructive px-1.5 font-bold uppercase text-destructive-foreground',
        SIZES[size].text,
      )}
    >
      <TriangleAlert className={SIZES[size].icon} aria-hidden /> Allergy
    </span>
  );
}

export function OrderLineDetails({
  line,
  size = 'compact',
}: {
  line: LineDetails;
  size?: keyof typeof SIZES;
}) {
  const look = SIZES[size];
  if (!hasLineDetails(line)) return null;
  const added = line.options.filter((option) => !option.isRemoval);
  const removed = line.options.filter((option) => option.isRemoval);
  return (
    <span className={cn('grid justify-items-start gap-1 font-normal', look.text)}>
      {added.length > 0 ? <span>{added.map((option) => option.name).join(', ')}</span> : null}
      {removed.length > 0 ? (
        <span className="flex flex-wrap gap-1">
          {removed.map((option) => (
            <span
              key={option.id}
              className={cn(
                'inline-flex items-center gap-1 rounded-md border-2 border-foreground font-extrabold uppercase tracking-wide',
                look.removal,
              )}
            >
              <Ban className={look.icon} aria-hidden />
              {removalLabel(option.name)}
            </span>
          ))}
        </span>
      ) : null}
      {line.notes ? (
        <span className="flex flex-wrap items-center gap-1.5 rounded-md bg-accent/25 px-1.5 py-0.5 font-semibold">
          {mentionsAllergy(line.notes) ? <AllergyMarker size={size} /> : null}
          <MessageSquareWarning className={cn('shrink-0', look.icon)} aria-hidden />
          <span className="min-w-0">Note: {line.notes}</span>
        </span>
      ) : null}
    </span>
  );
}
