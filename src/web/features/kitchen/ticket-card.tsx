import { AlarmClock, Check, CircleCheck, Clock, Flame, type LucideIcon } from 'lucide-react';
import type { OrderView } from '../../../contract/orders';
import { STATUS_LABELS } from '../../../contract/order-status';
import { OrderLineDetails } from '../../components/order-line-details';
import { cn } from '../../lib/cn';
import { formatClockTime } from '../../lib/format';
import {
  formatElapsed,
  startByTime,
  TIMING_LABELS,
  ticketTiming,
  type KitchenOrder,
  type TicketTiming,
} from './kitchen-rules';

type Ticket = KitchenOrder & Pick<OrderView, 'customerFirstName' | 'specialInstructions'>;

// colour, an icon and a word for each timing, so colour is never the only sign (WCAG 1.4.1)
const TIMING_LOOK: Record<TicketTiming, { icon: LucideIcon; header: string }> = {
  'on-time': { icon: Clock, header: 'bg-muted text-foreground' },
  late: { icon: AlarmClock, header: 'bg-accent text-accent-foreground' },
  'very-late': { icon: Flame, header: 'bg-destructive text-destructive-foreground' },
};

function TicketLines({
  ticket,
  isDone,
  onToggleLine,
}: {
  ticket: Ticket;
  isDone: (lineId: number) => boolean;
  onToggleLine: (lineId: number) => void;
}) {
  return (
    <ul className="grid gap-1.5 p-2">
      {ticket.items.map((line) => {
        const done = isDone(line.id);
        return (
          <li key={line.id}>
            <button
              type="button"
              aria-pressed={done}
              onClick={() => onToggleLine(line.id)}
              className={cn(
                'flex min-h-14 w-full items-start gap-3 rounded-xl border-2 px-3 py-2 text-left text-xl font-semibold',
                done
                  ? 'border-success bg-background text-muted-foreground'
                  : 'border-border bg-background',
              )}
            >
              <span className="tabular-nums">{line.quantity}×</span>
              <span className="grid flex-1 gap-0.5">
                <span className={done ? 'line-through' : undefined}>{line.name}</span>
                <OrderLineDetails line={line} size="large" />
                {done ? (
                  <span className="flex items-center gap-1 text-base text-success">
                    <CircleCheck className="size-5" aria-hidden /> Done
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One ticket: how long until it must start, or since (colour, icon and word turn when it is due
 * and a prep time after), its lines to tap done, and a bump bar. The bump is a bar of its own rather than the
 * whole ticket, so tapping a line never sends an order to Ready by accident.
 */
export function TicketCard({
  ticket,
  now,
  prepMinutes,
  isDone,
  onToggleLine,
  onBump,
  isBumping,
}: {
  ticket: Ticket;
  now: number;
  prepMinutes: number;
  isDone: (lineId: number) => boolean;
  onToggleLine: (lineId: number) => void;
  onBump: () => void;
  isBumping: boolean;
}) {
  const elapsed = now - startByTime(ticket, prepMinutes);
  const timing = ticketTiming(elapsed, prepMinutes);
  const { icon: Icon, header } = TIMING_LOOK[timing];
  const allDone = ticket.items.every((line) => isDone(line.id));
  return (
    <article
      aria-label={`Ticket #${ticket.id}`}
      className="flex flex-col overflow-hidden rounded-2xl border-2 border-border bg-card"
    >
      <header className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2', header)}>
        <h2 className="text-2xl font-bold">#{ticket.id}</h2>
        <span className="text-lg font-semibold">{ticket.customerFirstName}</span>
        <span className="ml-auto flex items-center gap-1.5 text-2xl font-bold tabular-nums">
          <Icon className="size-6" aria-hidden />
          <span>
            {elapsed < 0 ? `Start in ${formatElapsed(-elapsed)}` : formatElapsed(elapsed)}
          </span>
        </span>
        <span className="w-full text-base font-semibold">
          {TIMING_LABELS[timing]} · {STATUS_LABELS[ticket.status]} · Due{' '}
          {formatClockTime(ticket.pickupTime)}
        </span>
      </header>
      {ticket.specialInstructions ? (
        <p className="border-b-2 border-border px-3 py-2 text-lg font-semibold">
          Instructions: {ticket.specialInstructions}
        </p>
      ) : null}
      <TicketLines ticket={ticket} isDone={isDone} onToggleLine={onToggleLine} />
      <button
        type="button"
        onClick={onBump}
        disabled={isBumping}
        className={cn(
          'mt-auto flex min-h-16 items-center justify-center gap-2 text-xl font-bold disabled:opacity-60',
          allDone ? 'bg-success text-background' : 'bg-primary text-primary-foreground',
        )}
      >
        <Check className="size-6" aria-hidden />
        {isBumping ? 'Bumping...' : `Bump #${ticket.id} to Ready`}
      </button>
    </article>
  );
}
