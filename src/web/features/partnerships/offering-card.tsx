import { BadgeCheck, CalendarDays, Clock, MapPin, Store, Ticket } from 'lucide-react';
import { formatMoney } from '../../../contract/money';
import {
  availabilityTone,
  OFFERING_BUTTON_LABEL,
  OFFERING_TYPE_LABEL,
  type AvailabilityTone,
  type OfferingButtonState,
  type SpecialOfferingView,
} from '../../../contract/partnerships';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { ArtistQuote } from './artist-bits';

const BAR_TONE: Record<AvailabilityTone, string> = {
  green: 'bg-success',
  yellow: 'bg-accent',
  red: 'bg-destructive',
};

/** accounts spec 4: the availability bar, 'N of M left', coloured by how much is left. */
export function AvailabilityBar({
  remaining,
  available,
}: {
  remaining: number;
  available: number;
}) {
  const tone = availabilityTone(remaining, available);
  const percent = available > 0 ? Math.min(100, Math.max(0, (remaining / available) * 100)) : 0;
  return (
    <div className="grid gap-1.5">
      <p className="flex justify-between text-sm">
        <span className="font-semibold tabular-nums">
          {remaining} of {available} left
        </span>
      </p>
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
        <div
          data-testid="availability-fill"
          data-tone={tone}
          className={cn('h-full rounded-full transition-[width]', BAR_TONE[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** accounts spec 2.13, VIP Experiences: a limited offering and its pre-order button. */
export function OfferingCard({
  offering,
  state,
  onPreOrder,
}: {
  offering: SpecialOfferingView;
  state: OfferingButtonState;
  onPreOrder: () => void;
}) {
  const headingId = `offering-${offering.id}-title`;
  const isPastDeadline = state === 'closed';
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="accent">{OFFERING_TYPE_LABEL[offering.offeringType]}</Badge>
        {offering.isArtistApproved ? (
          <Badge variant="success">
            <BadgeCheck className="size-3.5" aria-hidden />
            Artist Approved
          </Badge>
        ) : null}
      </div>
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-bold leading-tight">
          {offering.title}
        </h3>
        <p className="text-sm text-muted-foreground">{offering.description}</p>
      </div>
      <p className="text-2xl font-extrabold tabular-nums">{formatMoney(offering.priceCents)}</p>
      <ul className="grid gap-1 text-sm">
        <li className="flex items-start gap-1.5">
          <Store className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          {offering.vendorName}
        </li>
        <li className="flex items-start gap-1.5">
          <Ticket className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            {offering.eventName}, {formatDateTime(offering.eventDate)}
          </span>
        </li>
        {offering.preOrderDeadline ? (
          <li className="flex items-start gap-1.5">
            <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            {isPastDeadline ? 'Pre-orders closed' : 'Pre-order by'}{' '}
            {formatDateTime(offering.preOrderDeadline)}
          </li>
        ) : null}
      </ul>
      <AvailabilityBar
        remaining={offering.remainingQuantity}
        available={offering.availableQuantity}
      />
      {offering.artistMessage ? (
        <ArtistQuote message={offering.artistMessage} artistName={offering.artistName} />
      ) : null}
      {offering.pickupInstructions ? (
        <p className="flex items-start gap-1.5 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            <span className="font-semibold">Pickup: </span>
            {offering.pickupInstructions}
          </span>
        </p>
      ) : null}
      <Button
        size="lg"
        className="mt-auto"
        variant={state === 'open' ? 'default' : 'secondary'}
        disabled={state !== 'open'}
        onClick={onPreOrder}
        aria-haspopup={state === 'open' ? 'dialog' : undefined}
        aria-label={`${OFFERING_BUTTON_LABEL[state]}: ${offering.title}`}
      >
        <CalendarDays aria-hidden />
        {OFFERING_BUTTON_LABEL[state]}
      </Button>
    </article>
  );
}
