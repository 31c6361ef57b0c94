import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ACTOR_ROLES, isPaidStatus, PAID_PAYMENT_STATUSES } from '../../../contract/enums';
import {
  refundableCents,
  REFUND_TOO_LARGE_MESSAGE,
  type RefundLine,
} from '../../../contract/refunds';
import type { Executor } from '../../db/client';
import { orders, paymentIntents, refunds, users, type Order, type Refund } from '../../db/schema';
import { addToOutbox } from '../notifications/outbox';
import { AppError } from '../../errors';

type ActorRole = (typeof ACTOR_ROLES)[number];

// Every refund is a record (demo: no real money moves). The order keeps the running total, and
// one conditional UPDATE adds to it only while it stays within what was paid, so refunds racing
// each other can never give back more than the customer paid.

/** Locks the order's row for the rest of `tx`: its refunds and cancels run one at a time. */
export async function lockOrder(tx: Executor, orderId: number): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

export type NewRefund = {
  orderId: number;
  amountCents: number;
  reason: string;
  lines?: RefundLine[];
  actor: { userId: number; role: ActorRole };
  now: Date;
  /** A receipt e-mail is recorded with the refund (a mail server is set). */
  emailsReceipt?: boolean;
};

/** Records a refund of a paid order; 409 when it would give back more than is left. */
export async function recordRefund(tx: Executor, refund: NewRefund): Promise<Refund> {
  const { orderId, amountCents } = refund;
  const [updated] = await tx
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${amountCents}`,
      paymentStatus: sql`case when ${orders.refundedCents} + ${amountCents} >= ${orders.totalCents}
        then 'refunded' else 'partially_refunded' end`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES]),
        sql`${orders.refundedCents} + ${amountCents} <= ${orders.totalCents}`,
      ),
    )
    .returning({ id: orders.id });
  if (!updated) throw await refundTooLarge(tx, orderId);
  const [intent] = await tx
    .select({ id: paymentIntents.id, receiptEmail: paymentIntents.receiptEmail })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.orderId, orderId), eq(paymentIntents.status, 'succeeded')))
    .limit(1);
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId,
      paymentIntentId: intent?.id ?? null,
      amountCents,
      reason: refund.reason,
      lines: refund.lines ?? [],
      actorUserId: refund.actor.userId,
      actorRole: refund.actor.role,
      createdAt: refund.now,
    })
    .returning();
  if (!row) throw new Error('the refund was not stored');
  if (refund.emailsReceipt) {
    // to the address the card was paid with, else the customer's account
    const to = intent?.receiptEmail ?? (await customerEmail(tx, orderId));
    if (to) await addToOutbox(tx, [{ kind: 'email', orderId, to, refundId: row.id }]);
  }
  return row;
}

async function customerEmail(tx: Executor, orderId: number): Promise<string | undefined> {
  const [customer] = await tx
    .select({ email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return customer?.email;
}

async function refundTooLarge(tx: Executor, orderId: number): Promise<AppError> {
  const [order] = await tx
    .select({ totalCents: orders.totalCents, refundedCents: orders.refundedCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  const left = order ? refundableCents(order) : 0;
  return new AppError('REFUND_TOO_LARGE', 409, REFUND_TOO_LARGE_MESSAGE(left));
}

/**
 * A paid order being cancelled gives back everything still left of what was paid, as one record;
 * nothing when a meal ticket covered it or refunds already gave it all back.
 */
export async function refundRemainder(
  tx: Executor,
  order: Pick<Order, 'id' | 'paymentStatus' | 'totalCents' | 'refundedCents'>,
  refund: Omit<NewRefund, 'orderId' | 'amountCents' | 'lines'>,
): Promise<Refund | null> {
  const left = refundableCents(order);
  if (!isPaidStatus(order.paymentStatus) || left === 0) return null;
  return recordRefund(tx, { ...refund, orderId: order.id, amountCents: left });
}
