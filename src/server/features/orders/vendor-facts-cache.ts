import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { bind, preparedStatement, perDatabase, type Bindable } from '../../db/prepared';
import { events, menuItems, vendors } from '../../db/schema';
import { MAINTENANCE_SETTING_KEY, settingValueQuery } from '../settings/settings.service';
import { DEMO_SETTING_KEYS } from '../payments/demo-settings';
import { eventsNotOverQuery, listedVendorQuery } from '../vendors/vendors.service';
import { sessionGuardSql, type SessionCheck } from '../../auth/sessions';
import { menuItemFromJson, type CheckedFacts } from './order-facts';
import { menuItemColumns } from '../vendors/menu-options';
import { menuItemsNamedQuery } from './order-pricing.service';

// A cache, per instance and per vendor, of the facts an order is checked and priced against
// (the maintenance and card payment switches, the vendor, its menu, the events not over).
// Invariant: an order planned on cached facts is written only if the same facts, read again and
// hashed inside the order's own INSERT statement (`vendorFactsGuardSql`), still match; otherwise
// nothing is written and the order is placed on facts read fresh (order-facts.ts).

/**
 * A vendor's cached facts, as the order's plan reads them (its `menuItems` are the vendor's whole
 * menu: an item of another vendor is refused on facts read fresh), and the hashes the guard
 * compares.
 */
export type CachedVendorFacts = CheckedFacts & {
  vendorId: number;
  hashes: {
    vendor: string | null;
    items: ReadonlyMap<number, string>;
    events: string | null;
  };
};

/** Vendors cached per instance before the whole cache is dropped (a bound on memory). */
const MAX_CACHED_VENDORS = 1_000;
/**
 * Cached facts are read again after this long even when no order found them changed: a change
 * that makes orders read fresh without refusing them (a vendor that stopped pacing its pickups)
 * is caught by no guard, and this bounds how long that lasts.
 */
export const VENDOR_FACTS_CACHE_MS = 60_000;

// Each hash is one SQL expression, used both when the facts are cached and in the guard, so the
// two always hash the same columns in the same way (a row's text form, md5).
const vendorHash = (db: Executor, vendorId: Bindable<number>) =>
  sql`(select md5(vendor::text) from (${listedVendorQuery(db, vendorId)}) vendor)`;
const eventsHash = (db: Executor, now: Bindable<Date>) =>
  sql`(select string_agg(md5(event::text), ',' order by event.event_date, event.id)
    from (${eventsNotOverQuery(db, now)}) event)`;
const namedItemsHash = (db: Executor, ids: Bindable<readonly number[]>) =>
  sql`(select string_agg(md5(item::text), ',' order by item.id)
    from (${menuItemsNamedQuery(db, ids)}) item)`;
// the same columns as menuItemsNamedQuery (with the option groups), so the hashes match
const vendorMenuQuery = (db: Executor, vendorId: Bindable<number>) =>
  db.select(menuItemColumns).from(menuItems).where(eq(menuItems.vendorId, vendorId));

type VendorFactsRow = {
  maintenance: string | null;
  card_payments: string | null;
  vendor: Record<string, unknown> | null;
  vendor_hash: string | null;
  menu_items: { item: Record<string, unknown>; hash: string }[] | null;
  events: Record<string, unknown>[] | null;
  events_hash: string | null;
};

const vendorFactsStatement = preparedStatement<VendorFactsRow>('vendor_facts_cache', (db) => {
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

async function readVendorFacts(db: Database, vendorId: number): Promise<CachedVendorFacts> {
  const [row] = await vendorFactsStatement(db, { vendorId, now: new Date().toISOString() });
  if (!row) throw new Error('the vendor facts read no row');
  const items = row.menu_items ?? [];
  return {
    vendorId,
    maintenance: row.maintenance ?? undefined,
    cardPayments: row.card_payments ?? undefined,
    vendor: row.vendor ? rowFromJson(vendors, row.vendor) : undefined,
    menuItems: items.map(({ item }) => menuItemFromJson(item)),
    eventsNotOver: (row.events ?? []).map((event) => rowFromJson(events, event)),
    hashes: {
      vendor: row.vendor_hash,
      items: new Map(items.map(({ item, hash }) => [item.id as number, hash])),
      events: row.events_hash,
    },
  };
}

/** Orders placed on cached facts, and those placed on facts read fresh (the tests read them). */
export type VendorFactsCacheCounts = { cached: number; readFresh: number };

export const vendorFactsCacheCounts = perDatabase((): VendorFactsCacheCounts => ({
  cached: 0,
  readFresh: 0,
}));

type CacheEntry = { facts: Promise<CachedVendorFacts>; cachedAt: number };

const cacheOf = perDatabase(() => new Map<number, CacheEntry>());

/** The vendor's cached facts, read once when there are none (concurrent orders share the read). */
export function cachedVendorFacts(db: Database, vendorId: number): Promise<CachedVendorFacts> {
  const cache = cacheOf(db);
  const current = cache.get(vendorId);
  if (current && Date.now() - current.cachedAt < VENDOR_FACTS_CACHE_MS) return current.facts;
  if (cache.size >= MAX_CACHED_VENDORS) cache.clear();
  const reading = readVendorFacts(db, vendorId);
  cache.set(vendorId, { facts: reading, cachedAt: Date.now() });
  // a failed read is not cached: the next order reads again
  reading.catch(() => dropCachedVendorFacts(db, vendorId, reading));
  return reading;
}

/** Drops the vendor's cached facts (when `only` is given, only if they are still that read). */
export function dropCachedVendorFacts(
  db: Database,
  vendorId: number,
  only?: Promise<CachedVendorFacts>,
): void {
  const cache = cacheOf(db);
  if (only === undefined || cache.get(vendorId)?.facts === only) cache.delete(vendorId);
}

/** The values of an order's guard (`vendorFactsGuardSql`), bound by its write statement. */
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
 * the order was planned on (each part hashed by the same expression as when they were cached),
 * and the customer's session is live with its user unchanged (the session may be a cached one).
 */
export const vendorFactsGuardSql = (db: Executor): SQL =>
  sql`${vendorHash(db, bind('guardVendorId'))} = ${bind('guardVendorHash')}::text
    and ${namedItemsHash(db, bind('guardItemIds'))} = ${bind('guardItemsHash')}::text
    and (${settingValueQuery(db, MAINTENANCE_SETTING_KEY)}) is not distinct from
      ${bind('guardMaintenance')}::text
    and (${settingValueQuery(db, DEMO_SETTING_KEYS.checkoutMode)}) is not distinct from
      ${bind('guardCardPayments')}::text
    and ${eventsHash(db, bind('guardNow'))} is not distinct from ${bind('guardEventsHash')}::text
    and ${sessionGuardSql(db)}`;

/**
 * The guard's values for an order planned on `cached` with these menu items at `now`, by the
 * customer of `session`; null when the cached facts lack the vendor or an item named (the plan
 * refuses such an order first).
 */
export function vendorFactsGuard(
  cached: CachedVendorFacts,
  options: { menuItemIds: readonly number[]; now: Date; session: SessionCheck },
): GuardValues | null {
  const ids = [...new Set(options.menuItemIds)].sort((a, b) => a - b);
  const itemHashes: string[] = [];
  for (const id of ids) {
    const hash = cached.hashes.items.get(id);
    if (hash === undefined) return null;
    itemHashes.push(hash);
  }
  if (cached.hashes.vendor === null) return null;
  return {
    guardVendorId: cached.vendorId,
    guardVendorHash: cached.hashes.vendor,
    guardItemIds: ids,
    guardItemsHash: itemHashes.join(','),
    guardMaintenance: cached.maintenance ?? null,
    guardCardPayments: cached.cardPayments ?? null,
    guardNow: options.now.toISOString(),
    guardEventsHash: cached.hashes.events,
    guardTokenHash: options.session.tokenHash,
    guardUserHash: options.session.userHash,
  };
}
