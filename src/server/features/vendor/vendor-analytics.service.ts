import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { PAID_PAYMENT_STATUSES } from '../../../contract/enums';
import type { Executor } from '../../db/client';
import {
  SERVICE_DAY_START_HOUR,
  startOfServiceDay,
  type VendorAnalytics,
} from '../../../contract/vendor';
import {
  eventVendors,
  events,
  menuItems,
  orderItems,
  orderRevenueCents,
  orderTipCents,
  orderStatusHistory,
  orders,
  type Event,
} from '../../db/schema';
import { eventEndsAt } from '../../../contract/pickup';
import { eventSchedule } from '../vendors/vendors.service';

// accounts spec 2.9: the dashboard tiles and the Analytics tab. Every figure is a SQL aggregate
// (counts cast to int, sums to bigint); nothing queries per order. Definitions are on the
// VendorAnalytics type in the contract; every figure counts the same orders (`counted`), so the
// order counts, revenue, averages and charts agree.

const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const TOP_ITEMS = 5;
const REVENUE_DAYS = 14;
/** ordersByQuarterHour covers the rush around the end of the show. */
const RUSH_BEFORE_END_MS = 2 * 60 * MINUTE_MS;
const RUSH_AFTER_END_MS = 60 * MINUTE_MS;

/**
 * The vendor's paid orders, excluding cancelled ones; revenue sums what each earns the vendor
 * (orderRevenueCents), a meal ticket's part included, tips left out (summed on their own) and
 * refunds taken off.
 */
const counted = (vendorId: number) =>
  and(
    eq(orders.vendorId, vendorId),
    inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES]),
    sql`${orders.status} <> 'cancelled'`,
  );

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** bigint sums arrive as strings from pg and numbers from PGlite. */
const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);
const roundOneDecimal = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 10) / 10;

/** 'YYYY-MM-DD' of a date in the server's time zone. */
export function localDateKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

async function readTotals(db: Executor, vendorId: number, todayStart: Date) {
  const isToday = sql`${orders.createdAt} >= ${timestamp(todayStart)}`;
  const [row] = await db
    .select({
      totalOrders: sql<number>`count(*)::int`,
      totalRevenueCents: sql<string | number>`coalesce(sum(${orderRevenueCents}), 0)::bigint`,
      totalTipsCents: sql<string | number>`coalesce(sum(${orderTipCents}), 0)::bigint`,
      todayOrders: sql<number>`(count(*) filter (where ${isToday}))::int`,
      todayRevenueCents: sql<
        string | number
      >`coalesce(sum(${orderRevenueCents}) filter (where ${isToday}), 0)::bigint`,
    })
    .from(orders)
    .where(counted(vendorId));
  return {
    totalOrders: row?.totalOrders ?? 0,
    totalRevenueCents: toNumber(row?.totalRevenueCents),
    totalTipsCents: toNumber(row?.totalTipsCents),
    todayOrders: row?.todayOrders ?? 0,
    todayRevenueCents: toNumber(row?.todayRevenueCents),
  };
}

/** Confirmed -> ready per order from the timeline (first of each), averaged over today's orders. */
async function readAveragePrepMinutes(db: Executor, vendorId: number, todayStart: Date) {
  const perOrder = db
    .select({
      confirmedAt:
        sql`min(${orderStatusHistory.createdAt}) filter (where ${orderStatusHistory.status} = 'confirmed')`.as(
          'confirmed_at',
        ),
      readyAt:
        sql`min(${orderStatusHistory.createdAt}) filter (where ${orderStatusHistory.status} = 'ready')`.as(
          'ready_at',
        ),
    })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(and(counted(vendorId), gte(orders.createdAt, todayStart)))
    .groupBy(orderStatusHistory.orderId)
    .as('per_order');
  const [row] = await db
    .select({
      minutes: sql<
        number | null
      >`(avg(extract(epoch from (${perOrder.readyAt} - ${perOrder.confirmedAt}))) / 60)::float8`,
    })
    .from(perOrder)
    .where(
      sql`${perOrder.confirmedAt} is not null and ${perOrder.readyAt} >= ${perOrder.confirmedAt}`,
    );
  return roundOneDecimal(row?.minutes);
}

async function readTopItems(db: Executor, vendorId: number) {
  const sold = sql<number>`sum(${orderItems.quantity})::int`;
  return db
    .select({ menuItemId: menuItems.id, name: menuItems.name, count: sold })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
    .where(counted(vendorId))
    .groupBy(menuItems.id, menuItems.name)
    .orderBy(desc(sold), asc(menuItems.name))
    .limit(TOP_ITEMS);
}

async function countMenuItems(db: Executor, vendorId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), eq(menuItems.isArchived, false)));
  return row?.count ?? 0;
}

/** The latest event that has started and that the vendor is assigned to or took orders for. */
async function findLatestEvent(
  db: Executor,
  vendorId: number,
  now: Date,
): Promise<Event | undefined> {
  const assigned = db
    .select({ id: eventVendors.eventId })
    .from(eventVendors)
    .where(eq(eventVendors.vendorId, vendorId));
  const orderedAt = db
    .select({ id: orders.eventId })
    .from(orders)
    .where(eq(orders.vendorId, vendorId));
  const [event] = await db
    .select()
    .from(events)
    .where(
      and(
        lte(events.eventDate, now),
        or(inArray(events.id, assigned), inArray(events.id, orderedAt)),
      ),
    )
    .orderBy(desc(events.eventDate), desc(events.id))
    .limit(1);
  return event;
}

/** The 15-minute buckets around the end of the vendor's latest event, and that end. */
async function readOrdersByQuarterHour(db: Executor, vendorId: number, now: Date) {
  const event = await findLatestEvent(db, vendorId, now);
  if (!event) return { eventEndsAt: null, buckets: [] };
  const end = eventEndsAt(eventSchedule(event)).getTime();
  const start = new Date(end - RUSH_BEFORE_END_MS);
  const stop = new Date(end + RUSH_AFTER_END_MS);
  const rows = await db
    .select({
      bucket: sql<number>`floor(extract(epoch from (${orders.createdAt} - ${timestamp(start)})) / ${QUARTER_HOUR_MS / 1000})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(counted(vendorId), gte(orders.createdAt, start), lt(orders.createdAt, stop)))
    // by position: the same expression with fresh parameters would not match for PostgreSQL
    .groupBy(sql`1`);
  const counts = new Map(rows.map((row) => [row.bucket, row.count]));
  const bucketCount = (RUSH_BEFORE_END_MS + RUSH_AFTER_END_MS) / QUARTER_HOUR_MS;
  const buckets = Array.from({ length: bucketCount }, (_, index) => ({
    start: new Date(start.getTime() + index * QUARTER_HOUR_MS).toISOString(),
    count: counts.get(index) ?? 0,
  }));
  return { eventEndsAt: new Date(end).toISOString(), buckets };
}

/**
 * The last 14 service days (today's included) in the server's time zone, every day present. An
 * order belongs to the service day of its local time less the start hour (00:30 -> the night
 * before), the same rule as startOfServiceDay.
 */
async function readRevenueByDay(db: Executor, vendorId: number, todayStart: Date) {
  const days = Array.from({ length: REVENUE_DAYS }, (_, index) => {
    const day = new Date(todayStart);
    day.setDate(day.getDate() - (REVENUE_DAYS - 1 - index));
    return day;
  });
  const first = days[0] ?? todayStart;
  const rows = await db
    .select({
      date: sql<string>`to_char(((${orders.createdAt} at time zone ${serverTimeZone()}) - ${SERVICE_DAY_START_HOUR}::int * interval '1 hour')::date, 'YYYY-MM-DD')`,
      revenueCents: sql<string | number>`sum(${orderRevenueCents})::bigint`,
    })
    .from(orders)
    .where(and(counted(vendorId), gte(orders.createdAt, first)))
    .groupBy(sql`1`);
  const byDate = new Map(rows.map((row) => [row.date, toNumber(row.revenueCents)]));
  return days.map((day) => {
    const date = localDateKey(day);
    return { date, revenueCents: byDate.get(date) ?? 0 };
  });
}

/** GET /api/vendor/analytics for one vendor at `now`. */
export async function getVendorAnalytics(
  db: Executor,
  vendorId: number,
  now: Date = new Date(),
): Promise<VendorAnalytics> {
  // "today" is the service day, as on the board (GET /api/vendor/orders)
  const todayStart = startOfServiceDay(now);
  const [totals, avgPrepMinutes, topItems, menuItemCount, rush, revenueByDay] = await Promise.all([
    readTotals(db, vendorId, todayStart),
    readAveragePrepMinutes(db, vendorId, todayStart),
    readTopItems(db, vendorId),
    countMenuItems(db, vendorId),
    readOrdersByQuarterHour(db, vendorId, now),
    readRevenueByDay(db, vendorId, todayStart),
  ]);
  return {
    totalOrders: totals.totalOrders,
    totalRevenue: totals.totalRevenueCents / 100,
    totalRevenueCents: totals.totalRevenueCents,
    totalTips: totals.totalTipsCents / 100,
    totalTipsCents: totals.totalTipsCents,
    // one average, under the spec's name too (docs/decisions.md)
    avgPickupTime: avgPrepMinutes,
    avgPrepMinutes,
    topItems,
    todayOrders: totals.todayOrders,
    todayRevenueCents: totals.todayRevenueCents,
    menuItemCount,
    ordersByQuarterHour: rush.buckets,
    eventEndsAt: rush.eventEndsAt,
    revenueByDay,
  };
}
