import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { z } from 'zod';
import { formatMoney } from '../../../contract/money';
import {
  formatTicketCode,
  mealTicketViewSchema,
  ticketLeftCents,
  type MealTicketView,
} from '../../../contract/talent-crew';
import { Badge } from '../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { parsedQueryFn } from '../../lib/api';
import { formatDateTime } from '../../lib/format';

// the QR library loads only for the few accounts that have meal tickets, not in the main bundle
const MealTicketCode = lazy(() =>
  import('../../components/meal-ticket-code').then((module) => ({
    default: module.MealTicketCode,
  })),
);

export const mealTicketKeys = { mine: ['/api/profile/meal-tickets'] as const };

/** GET /api/profile/meal-tickets: the tickets of the crew member linked to this account. */
export const useMyMealTickets = () =>
  useQuery({
    queryKey: mealTicketKeys.mine,
    queryFn: parsedQueryFn(z.array(mealTicketViewSchema)),
  });

const STATUS_LABEL = {
  issued: { label: 'Ready to use', variant: 'success' },
  redeemed: { label: 'Redeemed', variant: 'secondary' },
  expired: { label: 'Expired', variant: 'outline' },
  void: { label: 'Void', variant: 'outline' },
} as const;

function TicketDetails({ ticket }: { ticket: MealTicketView }) {
  const status = STATUS_LABEL[ticket.status];
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{ticket.programName}</span>
        <Badge variant={status.variant}>{status.label}</Badge>
      </p>
      <p>
        {formatMoney(ticket.allowanceCents)} allowance
        {ticket.spentCents > 0 ? `, ${formatMoney(ticket.spentCents)} spent` : ''}
        {ticket.status === 'issued' && ticket.spentCents > 0
          ? `, ${formatMoney(ticketLeftCents(ticket))} left`
          : ''}
      </p>
      <p className="text-muted-foreground">
        Valid {formatDateTime(ticket.validFrom)} – {formatDateTime(ticket.validUntil)}
      </p>
    </div>
  );
}

/**
 * accounts spec 2.12: a crew member signed in with the e-mail the admin entered sees their meal
 * tickets, code and QR, to show at the counter or use at checkout. Hidden for everyone else.
 */
export function MyMealTickets() {
  const tickets = useMyMealTickets();
  const list = tickets.data ?? [];
  if (list.length === 0) return null;
  const usable = list.filter((ticket) => ticket.status === 'issued');
  const others = list.filter((ticket) => ticket.status !== 'issued');
  return (
    <Card role="region" aria-labelledby="my-meal-tickets-title">
      <CardHeader>
        <CardTitle id="my-meal-tickets-title" className="text-base">
          My meal tickets
        </CardTitle>
        <CardDescription>
          Show the code or QR at a vendor&apos;s counter, or enter it at checkout.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {usable.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tickets to use right now.</p>
        ) : (
          <ul className="grid gap-3">
            {usable.map((ticket) => (
              <li
                key={ticket.id}
                className="grid gap-3 rounded-2xl border border-border p-4 sm:grid-cols-[auto_1fr] sm:items-center"
              >
                <Suspense
                  fallback={
                    <p className="text-center font-mono text-3xl font-black">
                      {formatTicketCode(ticket.code)}
                    </p>
                  }
                >
                  <MealTicketCode code={ticket.code} size={132} />
                </Suspense>
                <TicketDetails ticket={ticket} />
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 ? (
          <ul aria-label="Used and past tickets" className="grid gap-2">
            {others.map((ticket) => (
              <li key={ticket.id} className="grid gap-1 rounded-xl bg-muted/50 p-3">
                <span className="font-mono font-semibold">{formatTicketCode(ticket.code)}</span>
                <TicketDetails ticket={ticket} />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
