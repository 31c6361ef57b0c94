import { formatMoney } from '../../../contract/money';
import type { PriceBreakdown as Figures } from '../../../contract/pricing';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';

/** The discount line's label (customer spec 2, Search: the vendor's '20% OFF' badge). */
export const VENDOR_OFFER_LABEL = 'Top-rated offer (20% OFF)';

/** The line of a talent & crew meal ticket's allowance (accounts spec 3). */
export function mealTicketLabel(code: string | null | undefined): string {
  return code ? `Meal ticket ${code}` : 'Meal ticket';
}

/** The server's figures, with a meal ticket's allowance when the quote or order carries one. */
type BreakdownFigures = Figures & {
  mealAllowanceCents?: number;
  mealTicketCode?: string | null;
  /** The customer's tip for the vendor, in the total. */
  tipCents?: number;
};

/**
 * customer spec 9: subtotal, service fee, tax and total, with the vendor's '20% OFF', a tip and
 * a meal ticket's allowance as their own lines when they apply. The figures always come from the server (quote or order), so what is
 * shown is what is charged.
 */
export function PriceBreakdown({
  figures,
  serviceFeeLabel,
  isUpdating = false,
}: {
  figures: BreakdownFigures | null;
  /** 'Service fee' (browse: flat $2.00) or 'Service fee (5%)' (demo). */
  serviceFeeLabel: string;
  isUpdating?: boolean;
}) {
  if (!figures) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Calculating your total">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-5" />
        ))}
      </div>
    );
  }
  const rows = [
    { label: 'Subtotal', text: formatMoney(figures.subtotalCents) },
    ...(figures.discountCents > 0
      ? [{ label: VENDOR_OFFER_LABEL, text: `−${formatMoney(figures.discountCents)}` }]
      : []),
    { label: serviceFeeLabel, text: formatMoney(figures.serviceFeeCents) },
    { label: 'Tax (8%)', text: formatMoney(figures.taxCents) },
    ...(figures.tipCents ? [{ label: 'Tip', text: formatMoney(figures.tipCents) }] : []),
    ...(figures.mealAllowanceCents
      ? [
          {
            label: mealTicketLabel(figures.mealTicketCode),
            text: `−${formatMoney(figures.mealAllowanceCents)}`,
          },
        ]
      : []),
  ];
  return (
    <dl
      aria-label="Price breakdown"
      aria-busy={isUpdating}
      className={cn('grid gap-2 text-sm transition-opacity', isUpdating && 'opacity-60')}
    >
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="tabular-nums">{row.text}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-3 border-t border-border pt-3 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(figures.totalCents)}</dd>
      </div>
    </dl>
  );
}
