import { useMemo, useState } from 'react';
import type { OrderView } from '../../../contract/orders';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useNow } from '../../hooks/use-now';
import { BoardStaleNotice } from '../vendor-dashboard/board-stale-notice';
import { useVendorOrders, useVendorProfile } from '../vendor-dashboard/api';
import { primeNewOrderAudio, useNewOrderAlert } from '../vendor-dashboard/use-new-order-alert';
import { AllDayPanel } from './all-day-panel';
import { EightySixDialog } from './eighty-six-dialog';
import { KitchenHeader, NewOrderBar } from './kitchen-bars';
import { allDayCounts, kitchenTickets } from './kitchen-rules';
import { TicketCard } from './ticket-card';
import { useDoneLines } from './use-done-lines';
import { useKitchenActions } from './use-kitchen-actions';

/** The new-order beep repeats this often until someone acknowledges it. */
export const ALERT_REPEAT_MS = 8_000;

const isOnBoard = (order: OrderView) =>
  order.status !== 'completed' && order.status !== 'cancelled' && !order.isHeld;

function TicketGrid({
  tickets,
  prepMinutes,
  lines,
  actions,
}: {
  tickets: readonly OrderView[];
  prepMinutes: number;
  lines: ReturnType<typeof useDoneLines>;
  actions: ReturnType<typeof useKitchenActions>;
}) {
  // a kitchen clock: elapsed times count in seconds
  const now = useNow(1000).getTime();
  if (tickets.length === 0) {
    return (
      <div className="grid content-center justify-items-center gap-2 rounded-2xl border-2 border-dashed border-border p-10 text-center">
        <p className="text-2xl font-bold">No tickets</p>
        <p className="text-lg text-muted-foreground">New paid orders appear here.</p>
      </div>
    );
  }
  return (
    <ul
      aria-label="Tickets"
      className="grid grid-cols-[repeat(auto-fill,minmax(19rem,1fr))] content-start gap-3"
    >
      {tickets.map((ticket) => (
        <li key={ticket.id} className="grid">
          <TicketCard
            ticket={ticket}
            now={now}
            prepMinutes={prepMinutes}
            isDone={lines.isDone}
            onToggleLine={lines.toggle}
            onBump={() => void actions.bump(ticket)}
            isBumping={actions.busyOrderId === ticket.id}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The kitchen screen, for a tablet on the counter. Tickets are the paid orders still to
 * make (held ones wait until fired), the one to start first at the top, with the 'all day' counts beside them.
 */
export function KitchenPage() {
  const orders = useVendorOrders();
  const profile = useVendorProfile();
  const board: OrderView[] | undefined = useMemo(
    () => orders.data?.filter(isOnBoard),
    [orders.data],
  );
  const alert = useNewOrderAlert(board, { repeatEveryMs: ALERT_REPEAT_MS });
  const prepMinutes = profile.data?.estimatedPrepTime ?? 0;
  const tickets = useMemo(() => kitchenTickets(board ?? [], prepMinutes), [board, prepMinutes]);
  const liveLineIds = useMemo(
    () => (board ?? []).flatMap((order) => order.items.map((line) => line.id)),
    [board],
  );
  const lines = useDoneLines(liveLineIds);
  const counts = useMemo(() => allDayCounts(tickets, lines.isDone), [tickets, lines.isDone]);
  const actions = useKitchenActions();
  const [isEightySixOpen, setEightySixOpen] = useState(false);
  const recallable = board?.find(
    (order) => order.id === actions.lastBumped && order.status === 'ready',
  );

  return (
    // any tap wakes the browser's audio, so the repeating beep can sound
    <main
      id="main"
      onPointerDownCapture={primeNewOrderAudio}
      className="grid min-h-dvh content-start gap-3 p-3 md:p-4"
    >
      <KitchenHeader
        vendorName={profile.data?.name}
        ticketCount={orders.data ? tickets.length : undefined}
        recallId={recallable?.id}
        isBusy={actions.busyOrderId !== undefined}
        onRecall={() => recallable && void actions.recall(recallable.id)}
        onEightySix={() => setEightySixOpen(true)}
      />
      <NewOrderBar orderIds={alert.unacknowledged} onAcknowledge={alert.acknowledge} />
      {orders.data ? <BoardStaleNotice updatedAt={orders.dataUpdatedAt} /> : null}
      {orders.isPending ? (
        <Skeleton className="h-96" />
      ) : !orders.data ? (
        <LoadError title="We couldn't load your orders." query={orders} />
      ) : (
        <div className="grid items-start gap-3 lg:grid-cols-[18rem_1fr]">
          <AllDayPanel counts={counts} />
          <TicketGrid tickets={tickets} prepMinutes={prepMinutes} lines={lines} actions={actions} />
        </div>
      )}
      {isEightySixOpen ? <EightySixDialog onClose={() => setEightySixOpen(false)} /> : null}
    </main>
  );
}
