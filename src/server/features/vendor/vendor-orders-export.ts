import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
import { centsToDecimal } from '../../../contract/money';
import { describeChoices } from '../../../contract/menu-rules';
import { SERVICE_DAY_START_HOUR } from '../../../contract/vendor';
import type { ExportRange } from '../../../contract/exports';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { CsvCell } from '../../http/csv-download';

// GET /api/vendor/orders/export.csv: the vendor's orders placed in a range of service days, one
// row per line, the order's figures repeated on each of its lines so any row can be filtered alone.

const PAGE_ROWS = 500;

/** The first and the last instant of a range of service days (05:00 to 05:00, server time). */
export function serviceDayBounds({ from, to }: ExportRange): { start: Date; end: Date } {
  const at = (date: string, extraDays: number) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, day + extraDays, SERVICE_DAY_START_HOUR);
  };
  return { start: at(from, 0), end: at(to, 1) };
}

const pad = (value: number) => String(value).padStart(2, '0');
/** '2026-11-29 23:05', server time: what a spreadsheet reads as a date and time. */
export const spreadsheetTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;

const money = (cents: number) => centsToDecimal(cents);

/** The rows, read a page at a time in order and line order (keyset, so nothing is read twice). */
export async function* vendorOrderRows(
  db: Executor,
  vendorId: number,
  range: ExportRange,
  pageRows = PAGE_ROWS,
): AsyncGenerator<CsvCell[]> {
  const { start, end } = serviceDayBounds(range);
  let after = { orderId: 0, itemId: 0 };
  for (;;) {
    const page = await db
      .select({ order: orders, item: orderItems })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.vendorId, vendorId),
          gte(orders.createdAt, start),
          lt(orders.createdAt, end),
          or(
            gt(orderItems.orderId, after.orderId),
            and(eq(orderItems.orderId, after.orderId), gt(orderItems.id, after.itemId)),
          ),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.id))
      .limit(pageRows);
    for (const { order, item } of page) yield rowOf(order, item);
    const last = page.at(-1);
    if (!last || page.length < pageRows) return;
    after = { orderId: last.item.orderId, itemId: last.item.id };
  }
}

function rowOf(order: typeof orders.$inferSelect, item: typeof orderItems.$inferSelect): CsvCell[] {
  return [
    order.id,
    spreadsheetTime(order.createdAt),
    order.status,
    order.paymentStatus,
    item.name,
    describeChoices(item.options),
    item.notes ?? '',
    item.quantity,
    item.refundedQuantity,
    money(item.unitPriceCents),
    money(item.unitPriceCents * item.quantity),
    money(order.subtotalCents),
    money(order.discountCents),
    money(order.serviceFeeCents),
    money(order.taxCents),
    money(order.mealAllowanceCents),
    money(order.tipCents),
    money(order.totalCents),
    money(order.refundedCents),
    spreadsheetTime(order.pickupTime),
    spreadsheetTime(order.lastStatusUpdate),
  ];
}
