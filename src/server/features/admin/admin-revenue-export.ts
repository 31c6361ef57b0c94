import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../contract/money';
import type { ExportRange } from '../../../contract/exports';
import type { Executor } from '../../db/client';
import { events, orderRevenueCents, orderTipCents, orders, vendors } from '../../db/schema';
import type { CsvCell } from '../../http/csv-download';
import { serviceDayBounds, spreadsheetTime } from '../vendor/vendor-orders-export';
import { counted } from './admin-analytics.service';

// GET /api/admin/reports/revenue.csv: the platform's revenue over a range of service days, one
// block of rows per vendor, one per event, and a total row. The orders counted are the admin
// analytics' (paid, not cancelled), so the figures agree with the Revenue card.

/** Net revenue = paid − refunds − tips kept + meal tickets (never below 0 per order). */
type Figures = {
  orders: number;
  paidCents: number;
  refundedCents: number;
  tipCents: number;
  mealTicketCents: number;
  revenueCents: number;
};

/** bigint sums arrive as strings from pg and numbers from PGlite. */
const sumOf = (cents: unknown) => sql<string | number>`coalesce(sum(${cents}), 0)::bigint`;
const figureColumns = {
  orders: sql<number>`count(*)::int`,
  paidCents: sumOf(orders.totalCents),
  refundedCents: sumOf(orders.refundedCents),
  tipCents: sumOf(orderTipCents),
  mealTicketCents: sumOf(orders.mealAllowanceCents),
  revenueCents: sumOf(orderRevenueCents),
};
type RawFigures = { [K in keyof Figures]: string | number };
const toFigures = (row: RawFigures): Figures => ({
  orders: Number(row.orders),
  paidCents: Number(row.paidCents),
  refundedCents: Number(row.refundedCents),
  tipCents: Number(row.tipCents),
  mealTicketCents: Number(row.mealTicketCents),
  revenueCents: Number(row.revenueCents),
});

const figureCells = (figures: Figures): CsvCell[] => [
  figures.orders,
  centsToDecimal(figures.paidCents),
  centsToDecimal(figures.refundedCents),
  centsToDecimal(figures.tipCents),
  centsToDecimal(figures.mealTicketCents),
  centsToDecimal(figures.revenueCents),
];

const addFigures = (a: Figures, b: Figures): Figures => ({
  orders: a.orders + b.orders,
  paidCents: a.paidCents + b.paidCents,
  refundedCents: a.refundedCents + b.refundedCents,
  tipCents: a.tipCents + b.tipCents,
  mealTicketCents: a.mealTicketCents + b.mealTicketCents,
  revenueCents: a.revenueCents + b.revenueCents,
});
const NO_FIGURES: Figures = {
  orders: 0,
  paidCents: 0,
  refundedCents: 0,
  tipCents: 0,
  mealTicketCents: 0,
  revenueCents: 0,
};

/** The rows: vendors by name, events by date (orders outside any event last), then the total. */
export async function* revenueRows(db: Executor, range: ExportRange): AsyncGenerator<CsvCell[]> {
  const { start, end } = serviceDayBounds(range);
  const inRange = and(counted, gte(orders.createdAt, start), lt(orders.createdAt, end));

  const byVendor = await db
    .select({ id: vendors.id, name: vendors.name, ...figureColumns })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(inRange)
    .groupBy(vendors.id, vendors.name)
    .orderBy(asc(vendors.name), asc(vendors.id));
  let total = NO_FIGURES;
  for (const row of byVendor) {
    const figures = toFigures(row);
    total = addFigures(total, figures);
    yield ['vendor', row.id, row.name, '', ...figureCells(figures)];
  }

  const byEvent = await db
    .select({ id: events.id, name: events.name, date: events.eventDate, ...figureColumns })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.eventId))
    .where(inRange)
    .groupBy(events.id, events.name, events.eventDate)
    .orderBy(sql`${events.eventDate} asc nulls last`, asc(events.id));
  for (const row of byEvent) {
    yield [
      'event',
      row.id,
      row.name ?? 'No event',
      row.date ? spreadsheetTime(row.date).slice(0, 10) : '',
      ...figureCells(toFigures(row)),
    ];
  }

  yield ['total', '', 'All vendors', '', ...figureCells(total)];
}
