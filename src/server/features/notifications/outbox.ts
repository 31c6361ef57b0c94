import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';
import type { LiveMessage, OrderUpdateFacts } from '../../realtime/events';

// architecture guide, side effects: what a change tells (a stored notification, an order's live
// update, any other live message built in realtime/events.ts) is written to the outbox in the
// change's own transaction and sent after the commit from that record (outbox-sender.ts), so a
// crash between the commit and the send loses nothing.

/** A receipt e-mail to send: after the payment (refundId null) or after that refund. */
export type ReceiptEmailRecord = { orderId: number; to: string; refundId: number | null };

/** One thing to send after the commit. */
export type OutboxMessage =
  | { kind: 'notification'; notificationId: number }
  | ({ kind: 'email' } & ReceiptEmailRecord)
  | ({ kind: 'order_update' } & OrderUpdateFacts)
  | LiveMessage;

/** Sent records are kept this long (to look into), then purged by the housekeeping. */
export const SENT_OUTBOX_TTL_MS = 24 * 60 * 60_000;

/** Writes `messages` to the outbox; run it in the transaction of the change that causes them. */
export async function addToOutbox(tx: Executor, messages: readonly OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(messages.map(({ kind, ...payload }) => ({ kind, payload })));
}

/** Deletes records sent more than `SENT_OUTBOX_TTL_MS` ago. */
export async function purgeSentOutbox(db: Executor, now: Date = new Date()): Promise<void> {
  const sentBefore = new Date(now.getTime() - SENT_OUTBOX_TTL_MS);
  await db.delete(outbox).where(lt(outbox.sentAt, sentBefore));
}

/** An order's live update (order_update to its customer, vendor and owner) as it is now. */
export const orderUpdateMessage = (order: OrderUpdateFacts): OutboxMessage => ({
  kind: 'order_update',
  id: order.id,
  userId: order.userId,
  vendorId: order.vendorId,
  status: order.status,
  paymentStatus: order.paymentStatus,
  ownerUserId: order.ownerUserId,
});
