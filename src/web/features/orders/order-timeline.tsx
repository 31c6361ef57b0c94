import type { OrderView, TimelineEntry } from '../../../contract/orders';
import { Skeleton } from '../../components/ui/skeleton';
import { useOrderTimeline } from './api';
import { formatDateTime } from '../../lib/format';
import { formatMoney } from '../../../contract/money';

const PLACED_LABEL = 'Order Placed';

type Actor = TimelineEntry['actorRole'];

/** Who made a change, in the words a customer or a vendor uses. */
export const ACTOR_LABELS: Record<Actor, string> = {
  user: 'by customer',
  vendor: 'by vendor',
  admin: 'by admin',
  system: 'by system',
};

/**
 * accounts spec 2.8: 'Order Placed', then every status update the server recorded, and by whom;
 * each refund joins them at its time, with its reason.
 */
export function OrderTimeline({ order }: { order: OrderView }) {
  const timeline = useOrderTimeline(order.id);
  const updates = timeline.data ?? [];
  // the customer places the order; the server's own record says so once it has loaded
  const placedBy = updates.find((entry) => entry.label === PLACED_LABEL)?.actorRole ?? 'user';
  const entries = [
    {
      key: 'placed',
      label: PLACED_LABEL,
      note: null as string | null,
      at: order.createdAt,
      actor: placedBy,
    },
    ...updates
      .filter((entry) => entry.label !== PLACED_LABEL)
      .map((entry) => ({
        key: String(entry.id),
        label: entry.label,
        note: entry.note,
        at: entry.createdAt,
        actor: entry.actorRole,
      })),
    ...order.refunds.map((refund) => ({
      key: `refund-${refund.id}`,
      label: `Refunded ${formatMoney(refund.amountCents)}`,
      note: refund.reason,
      at: refund.createdAt,
      actor: refund.actorRole,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section aria-labelledby="order-timeline-title" className="grid gap-3">
      <h3 id="order-timeline-title" className="text-sm font-semibold">
        Order timeline
      </h3>
      <ol className="grid gap-3 border-l-2 border-border pl-4">
        {entries.map((entry) => (
          <li key={entry.key} className="relative grid gap-0.5">
            <span
              aria-hidden
              className="absolute -left-[1.42rem] top-1.5 size-2.5 rounded-full bg-primary"
            />
            <span className="text-sm font-medium">{entry.label}</span>
            <span className="flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              <span aria-hidden>·</span>
              <span>{ACTOR_LABELS[entry.actor]}</span>
            </span>
            {entry.note ? (
              <span className="text-xs text-muted-foreground">{entry.note}</span>
            ) : null}
          </li>
        ))}
      </ol>
      {timeline.isPending ? <Skeleton className="h-8" /> : null}
      {timeline.isError ? (
        <p className="text-xs text-muted-foreground">
          Later updates could not be loaded.{' '}
          <button
            type="button"
            onClick={() => void timeline.refetch()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Try again
          </button>
        </p>
      ) : null}
    </section>
  );
}
