import { and, eq, sql } from 'drizzle-orm';
import { isPaidStatus } from '../../../contract/enums';
import type { RefundView } from '../../../contract/orders';
import {
  linesRefundCents,
  REFUND_NOT_PAID_MESSAGE,
  type RefundLine,
} from '../../../contract/refunds';
import { formatMoney } from '../../../contract/money';
import type { Database, Transaction } from '../../db/client';
import { orderItems, type User, type Vendor } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../errors';
import { runIdempotent, type IdempotentResult } from '../../http/idempotency';
import type { EventBus } from '../../realtime/bus';
import { recordOrderRefunded, type NotifyLog } from '../notifications/notifications.service';
import { sendOutbox } from '../notifications/outbox-sender';
import { releaseRefundedLines } from '../orders/order-cancellation';
import { lockOrder, recordRefund } from '../orders/order-refunds';
import {
  findOrderWithRelations,
  toRefundView,
  type OrderWithRelations,
} from '../orders/order-views';

export type VendorRefund = {
  vendor: Vendor;
  actor: User;
  orderId: number;
  body: { amount: number; reason: string; lines?: RefundLine[] | undefined };
  /** A receipt e-mail is recorded with the refund (a mail server is set). */
  emailsReceipt?: boolean;
};

/**
 * POST /api/vendor/orders/{orderId}/refunds: part of a paid order back to its customer, as an
 * amount or as whole lines (whose portions and drop stock come back). With an Idempotency-Key a
 * double submit answers the first refund instead of making a second.
 */
export async function refundVendorOrder(
  db: Database,
  request: VendorRefund & { idempotencyKey?: string; path: string; bus?: EventBus; log: NotifyLog },
): Promise<IdempotentResult<RefundView>> {
  const { idempotencyKey, path, bus, log, ...refund } = request;
  const result = await runIdempotent<RefundView>(
    db,
    {
      userId: refund.actor.id,
      key: idempotencyKey,
      method: 'POST',
      path,
      body: { orderId: refund.orderId, ...refund.body },
    },
    async (tx) => ({ statusCode: 201, body: await refundOrder(tx, refund, new Date()) }),
  );
  if (!result.isReplay) await sendOutbox(db, bus, log);
  return result;
}

async function refundOrder(
  tx: Transaction,
  { vendor, actor, orderId, body, emailsReceipt }: VendorRefund,
  now: Date,
): Promise<RefundView> {
  await lockOrder(tx, orderId);
  const order = await findOrderWithRelations(tx, orderId);
  if (!order || order.vendorId !== vendor.id) throw notFound('Order');
  if (!isPaidStatus(order.paymentStatus) && order.paymentStatus !== 'refunded')
    throw new AppError('CONFLICT', 409, REFUND_NOT_PAID_MESSAGE);
  const lines = body.lines ?? [];
  checkLines(order, lines);
  if (lines.length > 0) {
    const given = new Map(order.items.map((item) => [item.id, item.refundedQuantity]));
    const linesCents = linesRefundCents(order, lines, given);
    if (linesCents !== body.amount)
      throw invalidField(
        'body.amount',
        `Amount must be ${formatMoney(linesCents)}, what the customer paid for the chosen lines`,
      );
  }
  // a fully refunded order has nothing left: recordRefund answers 409 with what is left
  const refund = await recordRefund(tx, {
    orderId,
    amountCents: body.amount,
    reason: body.reason,
    lines,
    actor: { userId: actor.id, role: 'vendor' },
    now,
    emailsReceipt,
  });
  await giveLinesBack(tx, order, lines);
  await recordOrderRefunded(tx, orderId, refund);
  return toRefundView(refund);
}

/** Each line must be on the order, with no more pieces than refunds have not given back yet. */
function checkLines(order: OrderWithRelations, lines: readonly RefundLine[]) {
  const asked = new Map<number, number>();
  lines.forEach((line, index) => {
    const item = order.items.find((candidate) => candidate.id === line.orderItemId);
    if (!item)
      throw invalidField(`body.lines.${index}.orderItemId`, 'This line is not on the order');
    const total = (asked.get(item.id) ?? 0) + line.quantity;
    asked.set(item.id, total);
    const left = item.quantity - item.refundedQuantity;
    if (total > left)
      throw invalidField(
        `body.lines.${index}.quantity`,
        left === 0
          ? `${item.name} has already been refunded`
          : `Only ${left} of ${item.name} can be refunded`,
      );
  });
}

async function giveLinesBack(
  tx: Transaction,
  order: OrderWithRelations,
  lines: readonly RefundLine[],
) {
  const released = [];
  for (const line of lines) {
    // the lock holds the order, so this cannot miss; the condition keeps the count honest anyway
    const [item] = await tx
      .update(orderItems)
      .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${line.quantity}` })
      .where(
        and(
          eq(orderItems.id, line.orderItemId),
          eq(orderItems.orderId, order.id),
          sql`${orderItems.refundedQuantity} + ${line.quantity} <= ${orderItems.quantity}`,
        ),
      )
      .returning();
    if (!item) throw new AppError('CONFLICT', 409, 'This line was refunded a moment ago.');
    released.push({ ...item, quantity: line.quantity });
  }
  // a cancelled order already gave all its stock back
  if (order.status !== 'cancelled') await releaseRefundedLines(tx, released);
}
