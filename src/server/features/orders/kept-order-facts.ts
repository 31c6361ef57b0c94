import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { bind, keptStatement, perDatabase, type Bindable } from '../../db/prepared';
import { events, menuItems, vendors } from '../../db/schema';
import { MAINTENANCE_SETTING_KEY, settingValueQuery } from '../settings/settings.service';
import { DEMO_SETTING_KEYS } from '../payments/demo-settings';
import { eventsNotOverQuery, listedVendorQuery } from '../vendors/vendors.service';
import { sessionGuardSql, type SessionCheck } from '../../auth/sessions';
import type { CheckedFacts } from './order-facts';
import { menuItemsNamedQuery } from './order-pricing.service';

// The facts an order is checked and priced against (the maintenance and card payment
// switches, the vendor, its menu, the events not over) change a few times a night; orders come by
// the thousand. Each instance keeps them per vendor between orders, and the order's one write
// carries a guard: the same facts, read again inside that statement, must hash to what the order
// was planned on, or nothing is written (`writeOrderRows` says 'changed') and the order is placed
// the long way, on facts read fresh (order-facts.ts). So a kept fact can make an order take the
// long way, never place one on a price, a menu, a vendor or an event the database no longer holds.
// Any write is caught, made through the API or not, on this instance or another, with no message
// needed.

/**
 * A kept vendor's facts, as the order's plan reads them (its `menuItems` are the vendor's whole
 * menu: an item of another vendor is refused on the long way), and the hashes its guard compares.
 */
export type KeptFacts = CheckedFacts & {
  vendorId: number;
  hashes: {
    vendor: string | null;
    items: ReadonlyMap<number, string>;
    events: string | null;
  };
};

/** Vendors kept per instance before the whole set is read again (a bound on memory). */
const MAX_KEPT_VENDORS = 1_000;
/**
 * Kept facts are read again after this long even when no order found them changed: kept facts
 * that send orders the long way without refusing them (a vendor that stopped pacing its pickups)
 * are caught by no guard, and this bounds how long that lasts.
 */
export const KEPT_FACTS_MS = 60_000;

// Each hash is one SQL expression, used both when the facts are kept and in the guard, so the
// two always hash the same columns in the same way (a row's text form, md5).
const vendorHash = (db: Executor, vendorId: Bindable<number>) =>
  sql`(select md5(vendor::text) from (${listedVendorQuery(db, vendorId)}) vendor)`;
const eventsHash = (db: Executor, now: Bindable<Date>) =>
  sql`(select string_agg(md5(event::text), ',' order by event.event_date, event.id)
    from (${eventsNotOverQuery(db, now)}) event)`;
const namedItemsHash = (db: Executor, ids: Bindable<readonly number[]>) =>
  sql`(select string_agg(md5(item::text), ',' order by item.id)
    from (${menuItemsNamedQuery(db, ids)}) item)`;
const vendorMenuQuery = (db: Executor, vendorId: Bindable<number>) =>
  db.select().from(menuItems).where(eq(menuItems.vendorId, vendorId));

type KeptRow = {
  maintenance: string | null;
  card_payments: string | null;
  vendor: Record<string, unknown> | null;
  vendor_hash: string | null;
  menu_items: { item: Record<string, unknown>; hash: string }[] | null;
  events: Record<string, unknown>[] | null;
  events_hash: string | null;
};

const readKept = keptStatement<KeptRow>('order_facts_kept', (db) => {
  const vendorId = bind('vendorId');
  const now = bind('now');
  return sql`select
    (${settingValueQuery(db, MAINTENANCE_SETTING_KEY)}) as maintenance,
    (${settingValueQuery(db, DEMO_SETTING_KEYS.checkoutMode)}) as card_payments,
    (select to_json(vendor) from (${listedVendorQuery(db, vendorId)}) vendor) as vendor,
    ${vendorHash(db, vendorId)} as vendor_hash,
    (select json_agg(json_build_object('item', to_json(item), 'hash', md5(item::text)))
      from (${vendorMenuQuery(db, vendorId)}) item) as menu_items,
    (select json_agg(event) from (${eventsNotOverQuery(db, now)}) event) as events,
    ${eventsHash(db, now)} as events_hash`;
});

async function loadKept(db: Database, vendorId: number): Promise<KeptFacts> {
  const [row] = await readKept(db, { vendorId, now: new Date().toISOString() });
  if (!row) throw new Error('the kept order facts read no row');
  const items = row.menu_items ?? [];
  return {
    vendorId,
    maintenance: row.maintenance ?? undefined,
    cardPayments: row.card_payments ?? undefined,
    vendor: row.vendor ? rowFromJson(vendors, row.vendor) : undefined,
    menuItems: items.map(({ item }) => rowFromJson(menuItems, item)),
    eventsNotOver: (row.events ?? []).map((event) => rowFromJson(events, event)),
    hashes: {
      vendor: row.vendor_hash,
      items: new Map(items.map(({ item, hash }) => [item.id as number, hash])),
      events: row.events_hash,
    },
  };
}

/** Orders placed on kept facts, and those that took the long way (the tests read them). */
export type KeptFactsCounts = { placed: number; longWay: number };

export const keptFactsCounts = perDatabase((): KeptFactsCounts => ({ placed: 0, longWay: 0 }));

type Kept = { facts: Promise<KeptFacts>; keptAt: number };

const keptOf = perDatabase(() => new Map<number, Kept>());

/** The vendor's kept facts, read once when there are none (concurrent orders share the read). */
export function keptOrderFacts(db: Database, vendorId: number): Promise<KeptFacts> {
  const kept = keptOf(db);
  const current = kept.get(vendorId);
  if (current && Date.now() - current.keptAt < KEPT_FACTS_MS) return current.facts;
  if (kept.size >= MAX_KEPT_VENDORS) kept.clear();
  const loading = loadKept(db, vendorId);
  kept.set(vendorId, { facts: loading, keptAt: Date.now() });
  // a failed read is not kept: the next order reads again
  loading.catch(() => forgetKeptFacts(db, vendorId, loading));
  return loading;
}

/** Drops the vendor's kept facts (when `only` is given, only if they are still that read). */
export function forgetKeptFacts(db: Database, vendorId: number, only?: Promise<KeptFacts>): void {
  const kept = keptOf(db);
  if (only === undefined || kept.get(vendorId)?.facts === only) kept.delete(vendorId);
}

/** The values of an order's guard (`keptFactsGuardSql`), bound by its write statement. */
export type GuardValues = {
  guardVendorId: number;
  guardVendorHash: string;
  guardItemIds: number[];
  guardItemsHash: string;
  guardMaintenance: string | null;
  guardCardPayments: string | null;
  guardNow: string;
  guardEventsHash: string | null;
  guardTokenHash: string;
  guardUserHash: string;
};

/**
 * The guard inside an order's write statement: true only while the database holds the very facts
 * the order was planned on (each part hashed by the same expression as when they were kept), and
 * the customer's session is live with its user unchanged (the session may be a kept one too).
 */
export const keptFactsGuardSql = (db: Executor): SQL =>
  sql`${vendorHash(db, bind('guardVendorId'))} = ${bind('guardVendorHash')}::text
    and ${namedItemsHash(db, bind('guardItemIds'))} = ${bind('guardItemsHash')}::text
    and (${settingValueQuery(db, MAINTENANCE_SETTING_KEY)}) is not distinct from
      ${bind('guardMaintenance')}::text
    and (${settingValueQuery(db, DEMO_SETTING_KEYS.checkoutMode)}) is not distinct from
      ${bind('guardCardPayments')}::text
    and ${eventsHash(db, bind('guardNow'))} is not distinct from ${bind('guardEventsHash')}::text
    and ${sessionGuardSql(db)}`;

/**
 * The guard's values for an order planned on `kept` with these menu items at `now`, by the
 * customer of `session`; null when
 * the kept facts lack the vendor or an item named (the plan refuses such an order first).
 */
export function keptFactsGuard(
  kept: KeptFacts,
  options: { menuItemIds: readonly number[]; now: Date; session: SessionCheck },
): GuardValues | null {
  const ids = [...new Set(options.menuItemIds)].sort((a, b) => a - b);
  const itemHashes: string[] = [];
  for (const id of ids) {
    const hash = kept.hashes.items.get(id);
    if (hash === undefined) return null;
    itemHashes.push(hash);
  }
  if (kept.hashes.vendor === null) return null;
  return {
    guardVendorId: kept.vendorId,
    guardVendorHash: kept.hashes.vendor,
    guardItemIds: ids,
    guardItemsHash: itemHashes.join(','),
    guardMaintenance: kept.maintenance ?? null,
    guardCardPayments: kept.cardPayments ?? null,
    guardNow: options.now.toISOString(),
    guardEventsHash: kept.hashes.events,
    guardTokenHash: options.session.tokenHash,
    guardUserHash: options.session.userHash,
  };
}
