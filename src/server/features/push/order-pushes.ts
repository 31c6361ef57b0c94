import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/order-status';
import type { OrderStatusPush } from '../../../contract/push';
import type { Executor } from '../../db/client';
import { outbox, pushSubscriptions } from '../../db/schema';

/** What one push record asks the sender to deliver to one device. */
export type PushRecord = {
  subscriptionId: number;
  message: OrderStatusPush;
  urgency: 'high' | 'normal';
  /** Seconds the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  /** A newer push with the same topic replaces one still waiting at the push service. */
  topic: string;
};

type PushRule = Pick<PushRecord, 'urgency' | 'ttlSeconds'>;

// ready: the customer should walk over now, and past a quarter of an hour the news is stale;
// a delay or a cancellation matters until the pickup, an hour at most.
const PUSHED_STATUSES: Partial<Record<OrderStatus, PushRule>> = {
  ready: { urgency: 'high', ttlSeconds: 15 * 60 },
  delayed: { urgency: 'normal', ttlSeconds: 60 * 60 },
  cancelled: { urgency: 'normal', ttlSeconds: 60 * 60 },
};

/** One topic per order (URL-safe base64 alphabet, at most 32 characters). */
export const orderPushTopic = (orderId: number) => `order-${orderId}`;

/**
 * Records a push of the order's new status to every device of its customer, one outbox record
 * per device, so a dead endpoint never holds up the others. Run it in the transaction of the
 * status change; the push sender delivers after the commit. Other statuses push nothing.
 */
export async function recordOrderStatusPush(
  tx: Executor,
  push: { userId: number } & Omit<OrderStatusPush, 'type'>,
): Promise<void> {
  const rule = PUSHED_STATUSES[push.status];
  if (!rule) return;
  const message: OrderStatusPush = {
    type: 'order_status',
    orderId: push.orderId,
    status: push.status,
    title: push.title,
    body: push.body,
    ...(push.status === 'ready' && push.pickupCode ? { pickupCode: push.pickupCode } : {}),
  };
  const shared: Omit<PushRecord, 'subscriptionId'> = {
    message,
    ...rule,
    topic: orderPushTopic(push.orderId),
  };
  // one statement: a record for each live subscription, none when there is none
  await tx.execute(sql`insert into ${outbox} (kind, payload)
    select 'push', jsonb_build_object('subscriptionId', ${pushSubscriptions.id})
      || ${JSON.stringify(shared)}::jsonb
    from ${pushSubscriptions}
    where ${and(
      eq(pushSubscriptions.userId, push.userId),
      or(isNull(pushSubscriptions.expiresAt), gt(pushSubscriptions.expiresAt, sql`now()`)),
    )}
    order by ${pushSubscriptions.id}`);
}
