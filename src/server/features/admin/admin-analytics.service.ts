import { and, desc, eq, gte, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { PAID_PAYMENT_STATUSES } from '../../../contract/enums';
import {
  CHART_DAYS,
  NEW_USERS_WINDOW_DAYS,
  STAT_WINDOW_DAYS,
  type AdminAnalytics,
  type StatCard,
} from '../../../contract/admin';
import { centsToDecimal } from '../../../contract/money';
import type { Executor } from '../../db/client';
import { events, orderRevenueCents, orders, users, vendors } from '../../db/schema';
import { isListed } from '../vendors/vendors.service';

// accounts spec 2.10: the four stat cards, Platform Metrics, User Activity and the charts. Every
// figure is one SQL aggregate (counts cast to int, sums to bigint); nothing is queried per row.

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_VENDORS = 5;

/** Paid orders that were not cancelled: the money that reached the platform's vendors. */
export const counted = and(
  inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES]),
  sql`${orders.status} <> 'cancelled'`,
);

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** bigint sums arrive as strings from pg and numbers from PGlite. */
const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);

/** `count(*) filter (where column in [from, to))` as an int. */
const countBetween = (column: AnyColumn, from: Date, to: Date) =>
  sql<number>`(count(*) filter (where ${column} >= ${at(from)} and ${column} < ${at(to)}))::int`;

export function statCard(value: number, recent: number, previous: number): StatCard {
  return {
    value,
    recent,
    previous,
    changePercent: previous === 0 ? null : Math.round(((recent - previous) / previous) * 100),
  };
}

type Windows = { now: Date; recentFrom: Date; previousFrom: Date; newUsersFrom: Date };

async function readUserFigures(db: Executor, w: Windows) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      newUsers: countBetween(users.createdAt, w.newUsersFrom, w.now),
      recent: countBetween(users.createdAt, w.recentFrom, w.now),
      previous: countBetween(users.createdAt, w.previousFrom, w.recentFrom),
    })
    .from(users);
  return row;
}

async function readVendorFigures(db: Executor, w: Windows) {
  const [row] = await db
    .select({
      createdRecently: countBetween(vendors.createdAt, w.recentFrom, w.now),
      // Active Vendors: the vendors customers can see and order from, not vendor logins
      listed: sql<number>`(count(*) filter (where ${isListed}))::int`,
      listedRecent: sql<number>`(count(*) filter (where ${isListed} and ${vendors.createdAt} >= ${at(w.recentFrom)}))::int`,
      listedPrevious: sql<number>`(count(*) filter (where ${isListed} and ${vendors.createdAt} >= ${at(w.previousFrom)} and ${vendors.createdAt} < ${at(w.recentFrom)}))::int`,
      pending: sql<number>`(count(*) filter (where ${vendors.approvalStatus} = 'pending'))::int`,
    })
    .from(vendors);
  return row;
}

async function readEventFigures(db: Executor, w: Windows) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      // contract/pickup.ts eventStatusAt: upcoming until it starts (or is marked ongoing or ended)
      upcoming: sql<number>`(count(*) filter (where ${events.status} = 'upcoming' and ${events.eventDate} > ${at(w.now)}))::int`,
      recent: countBetween(events.createdAt, w.recentFrom, w.now),
      previous: countBetween(events.createdAt, w.previousFrom, w.recentFrom),
    })
    .from(events);
  return row;
}

async function readOrderFigures(db: Executor, w: Windows) {
  const inWindow = (from: Date, to: Date) =>
    sql`${orders.createdAt} >= ${at(from)} and ${orders.createdAt} < ${at(to)}`;
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      revenueCents: sql<string | number>`coalesce(sum(${orderRevenueCents}), 0)::bigint`,
      recentCents: sql<
        string | number
      >`coalesce(sum(${orderRevenueCents}) filter (where ${inWindow(w.recentFrom, w.now)}), 0)::bigint`,
      previousCents: sql<
        string | number
      >`coalesce(sum(${orderRevenueCents}) filter (where ${inWindow(w.previousFrom, w.recentFrom)}), 0)::bigint`,
    })
    .from(orders)
    .where(counted);
  return {
    orders: row?.orders ?? 0,
    revenueCents: toNumber(row?.revenueCents),
    recentCents: toNumber(row?.recentCents),
    previousCents: toNumber(row?.previousCents),
  };
}

/** The last CHART_DAYS UTC days, oldest first, days without orders as zeros. */
async function readOrdersByDay(db: Executor, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = new Date(today - (CHART_DAYS - 1) * DAY_MS);
  const rows = await db
    .select({
      date: sql<string>`to_char((${orders.createdAt} at time zone 'UTC')::date, 'YYYY-MM-DD')`,
      orders: sql<number>`count(*)::int`,
      revenueCents: sql<string | number>`sum(${orderRevenueCents})::bigint`,
    })
    .from(orders)
    .where(and(counted, gte(orders.createdAt, first)))
    .groupBy(sql`1`);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: CHART_DAYS }, (_, index) => {
    const date = new Date(first.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    const row = byDate.get(date);
    return { date, orders: row?.orders ?? 0, revenueCents: toNumber(row?.revenueCents) };
  });
}

async function readTopVendors(db: Executor) {
  const revenue = sql<string | number>`sum(${orderRevenueCents})::bigint`;
  const rows = await db
    .select({
      vendorId: vendors.id,
      name: vendors.name,
      orders: sql<number>`count(*)::int`,
      revenueCents: revenue,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(counted)
    .groupBy(vendors.id, vendors.name)
    .orderBy(desc(revenue), vendors.id)
    .limit(TOP_VENDORS);
  return rows.map((row) => ({ ...row, revenueCents: toNumber(row.revenueCents) }));
}

/** GET /api/admin/analytics at `now`. */
export async function getAdminAnalytics(db: Executor, now = new Date()): Promise<AdminAnalytics> {
  const w: Windows = {
    now,
    recentFrom: new Date(now.getTime() - STAT_WINDOW_DAYS * DAY_MS),
    previousFrom: new Date(now.getTime() - 2 * STAT_WINDOW_DAYS * DAY_MS),
    newUsersFrom: new Date(now.getTime() - NEW_USERS_WINDOW_DAYS * DAY_MS),
  };
  const [people, vendorFigures, eventFigures, money, ordersByDay, topVendors] = await Promise.all([
    readUserFigures(db, w),
    readVendorFigures(db, w),
    readEventFigures(db, w),
    readOrderFigures(db, w),
    readOrdersByDay(db, now),
    readTopVendors(db),
  ]);
  const totalUsers = people?.total ?? 0;
  const activeVendors = vendorFigures?.listed ?? 0;
  const upcomingEvents = eventFigures?.upcoming ?? 0;
  return {
    totalRevenue: centsToDecimal(money.revenueCents),
    totalRevenueCents: money.revenueCents,
    totalUsers,
    activeVendors,
    totalEvents: eventFigures?.total ?? 0,
    upcomingEvents,
    totalOrders: money.orders,
    pendingVendorApplications: vendorFigures?.pending ?? 0,
    newUsersLast7Days: people?.newUsers ?? 0,
    vendorsCreatedLast30Days: vendorFigures?.createdRecently ?? 0,
    cards: {
      totalUsers: statCard(totalUsers, people?.recent ?? 0, people?.previous ?? 0),
      activeVendors: statCard(
        activeVendors,
        vendorFigures?.listedRecent ?? 0,
        vendorFigures?.listedPrevious ?? 0,
      ),
      upcomingEvents: statCard(
        upcomingEvents,
        eventFigures?.recent ?? 0,
        eventFigures?.previous ?? 0,
      ),
      platformRevenueCents: statCard(money.revenueCents, money.recentCents, money.previousCents),
    },
    ordersByDay,
    topVendors,
  };
}
