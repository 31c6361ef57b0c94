import { MessageSquareText } from 'lucide-react';
import { removalLabel, type ChosenOption } from '../../contract/menu-rules';
import { cn } from '../lib/cn';

/**
 * A line's chosen options and its note for the kitchen, as the cart, the checkout and the order
 * show them: additions first, then each removal set apart in bold ("No onions"), as on the ticket.
 */
export function LineChoices({
  options,
  notes,
  className,
}: {
  options: readonly Pick<ChosenOption, 'name' | 'isRemoval'>[];
  notes?: string | null;
  className?: string;
}) {
  const added = options.filter((option) => !option.isRemoval).map((option) => option.name);
  const removed = options.filter((option) => option.isRemoval).map((option) => option.name);
  if (added.length === 0 && removed.length === 0 && !notes) return null;
  return (
    <div className={cn('grid gap-0.5 text-xs text-muted-foreground', className)}>
      {added.length > 0 || removed.length > 0 ? (
        <p>
          {added.join(', ')}
          {added.length > 0 && removed.length > 0 ? '; ' : null}
          {removed.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : null}
              <strong className="font-semibold text-foreground">{removalLabel(name)}</strong>
            </span>
          ))}
        </p>
      ) : null}
      {notes ? (
        <p className="flex items-start gap-1">
          <MessageSquareText className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>
            <span className="sr-only">Note: </span>
            {notes}
          </span>
        </p>
      ) : null}
    </div>
  );
}
