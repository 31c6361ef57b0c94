import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { DEMO_CARDS, type DemoCardNumber } from '../../../contract/payments';
import { cn } from '../../lib/cn';

/** customer spec 5: the four demo cards, written the way they are printed. */
export const TEST_CARDS: {
  number: DemoCardNumber;
  display: string;
  label: string;
  succeeds: boolean;
  cvc: string;
}[] = [
  { number: '4242424242424242', display: '4242 4242 4242 4242', label: 'Visa', cvc: '123' },
  { number: '5555555555554444', display: '5555 5555 5555 4444', label: 'Mastercard', cvc: '123' },
  // American Express cards have a 4-digit CVC; the server checks it
  { number: '378282246310005', display: '3782 822463 10005', label: 'Amex', cvc: '1234' },
  { number: '4000000000000002', display: '4000 0000 0000 0002', label: 'Visa', cvc: '123' },
].map((card) => ({
  ...card,
  number: card.number as DemoCardNumber,
  succeeds: DEMO_CARDS[card.number as DemoCardNumber].outcome === 'succeed',
}));

export type TestCard = (typeof TEST_CARDS)[number];

const outcomeText = (card: TestCard) => (card.succeeds ? 'succeeds' : 'declined');

/** The test-card hint; with `onUse` each card is a button that fills the form. */
export function TestCardHint({
  onUse,
  className,
}: {
  onUse?: (card: TestCard) => void;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-xl border border-dashed border-border bg-muted/40 p-3', className)}
    >
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <FlaskConical className="size-4 text-accent" aria-hidden />
        Test cards
        {onUse ? (
          <span className="font-normal text-muted-foreground">· tap one to use it</span>
        ) : null}
      </h3>
      <ul className="mt-2 grid gap-1">
        {TEST_CARDS.map((card) => {
          const content = (
            <>
              <span className="grid">
                <span className="whitespace-nowrap font-mono text-sm tabular-nums">
                  {card.display}
                </span>
                <span className="text-xs text-muted-foreground">{card.label}</span>
              </span>
              <span
                className={cn(
                  'ml-auto shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold',
                  card.succeeds
                    ? 'bg-success/15 text-success'
                    : 'bg-destructive/15 text-destructive',
                )}
              >
                {card.succeeds ? 'Succeeds' : 'Declined'}
              </span>
            </>
          );
          return (
            <li key={card.number}>
              {onUse ? (
                <button
                  type="button"
                  onClick={() => onUse(card)}
                  aria-label={`Use test card ${card.display} (${card.label}, ${outcomeText(card)})`}
                  className="flex min-h-12 w-full items-center gap-2 rounded-lg px-2 py-1 text-left hover:bg-muted focus-visible:bg-muted"
                >
                  {content}
                </button>
              ) : (
                <div className="flex min-h-11 items-center gap-2 px-2 py-1">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 px-2 text-xs text-muted-foreground">
        Any future expiry date and any 3- or 4-digit CVC.
      </p>
    </section>
  );
}
