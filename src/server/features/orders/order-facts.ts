import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { bind, preparedStatement } from '../../db/prepared';
import { events, menuItems, vendors, type Event, type Vendor } from '../../db/schema';
import { optionGroupsFromJson, type MenuItemWithOptions } from '../vendors/menu-options';
import { storedAnswerQuery, type KeyClaim, type StoredAnswer } from '../../http/idempotency';
import { MAINTENANCE_SETTING_KEY, settingValueQuery } from '../settings/settings.service';
import { DEMO_SETTING_KEYS } from '../payments/demo-settings';
import { eventsNotOverQuery, listedVendorQuery } from '../vendors/vendors.service';
import { menuItemsNamedQuery } from './order-pricing.service';
import type { OrderIds } from './order-write';

// Everything placing an order reads, in one statement (one round trip instead of six):
// the key's stored answer, the maintenance switch, the vendor, the items named, the events not
// over, and ids for the order and its lines. Each part is the query its own module runs on its
// own; here they are read together, fresh (nothing is cached between requests but the prepared
// statement's text, db/prepared.ts).

export type OrderFacts = {
  ids: OrderIds;
  /** The Idempotency-Key's stored answer while it lives (undefined: the key is free). */
  stored: StoredAnswer | undefined;
  /** The app_maintenance_mode setting's text, if set. */
  maintenance: string | undefined;
  /** The demo_checkout_mode setting's text, if set (card payments on or off). */
  cardPayments: string | undefined;
  /** The vendor if it is listed (approved, not suspended). */
  vendor: Vendor | undefined;
  /** The menu items the lines name, whichever vendor's they are, with their option groups. */
  menuItems: MenuItemWithOptions[];
  /** Events not over yet, soonest first. */
  eventsNotOver: Event[];
};

/** What an order is checked and priced against (also cached per vendor: vendor-facts-cache.ts). */
export type CheckedFacts = Pick<
  OrderFacts,
  'maintenance' | 'cardPayments' | 'vendor' | 'menuItems' | 'eventsNotOver'
>;

type FactsRow = {
  order_id: number;
  item_ids: number[];
  maintenance: string | null;
  card_payments: string | null;
  stored: { request_hash: string; response_status: number | null; response_body: unknown } | null;
  vendor: Record<string, unknown> | null;
  menu_items: Record<string, unknown>[] | null;
  events: Record<string, unknown>[] | null;
};

/** The statement, with or without the key's stored answer; each prepared once (db/prepared.ts). */
const factsStatement = (withClaim: boolean) =>
  preparedStatement<FactsRow>(withClaim ? 'order_facts_keyed' : 'order_facts', (db) => {
    const stored = withClaim
      ? sql`(select to_json(stored) from (${storedAnswerQuery(db, {
          userId: bind('userId'),
          key: bind('key'),
          expiredBefore: bind('expiredBefore'),
        })}) stored)`
      : sql`null::json`;
    return sql`select
      nextval('orders_id_seq')::int as order_id,
      (select json_agg(nextval('order_items_id_seq')::int)
        from generate_series(1, ${bind('lineCount')}::int)) as item_ids,
      (${settingValueQuery(db, MAINTENANCE_SETTING_KEY)}) as maintenance,
      (${settingValueQuery(db, DEMO_SETTING_KEYS.checkoutMode)}) as card_payments,
      ${stored} as stored,
      (select to_json(vendor) from (${listedVendorQuery(db, bind('vendorId'))}) vendor) as vendor,
      (select json_agg(item) from (${menuItemsNamedQuery(db, bind('menuItemIds'))}) item)
        as menu_items,
      (select json_agg(event) from (${eventsNotOverQuery(db, bind('now'))}) event) as events`;
  });
const readFacts = factsStatement(false);
const readFactsKeyed = factsStatement(true);

export async function readOrderFacts(
  db: Executor,
  options: {
    vendorId: number;
    lines: readonly { menuItemId: number }[];
    claim: KeyClaim | undefined;
    now: Date;
  },
): Promise<OrderFacts> {
  const { vendorId, lines, claim, now } = options;
  const values = {
    lineCount: lines.length,
    vendorId,
    menuItemIds: lines.map((line) => line.menuItemId),
    now: now.toISOString(),
  };
  const rows = claim
    ? await readFactsKeyed(db, {
        ...values,
        userId: claim.userId,
        key: claim.key,
        expiredBefore: claim.expiredBefore.toISOString(),
      })
    : await readFacts(db, values);
  const row = rows[0];
  if (!row) throw new Error('the order facts read no row');
  return {
    ids: { orderId: row.order_id, itemIds: row.item_ids },
    stored: row.stored
      ? {
          requestHash: row.stored.request_hash,
          responseStatus: row.stored.response_status,
          responseBody: row.stored.response_body,
        }
      : undefined,
    maintenance: row.maintenance ?? undefined,
    cardPayments: row.card_payments ?? undefined,
    vendor: row.vendor ? rowFromJson(vendors, row.vendor) : undefined,
    menuItems: (row.menu_items ?? []).map(menuItemFromJson),
    eventsNotOver: (row.events ?? []).map((event) => rowFromJson(events, event)),
  };
}

/** A menu item read as JSON with its `option_groups` (menuItemsNamedQuery's columns). */
export const menuItemFromJson = (json: Record<string, unknown>): MenuItemWithOptions => ({
  ...rowFromJson(menuItems, json),
  optionGroups: optionGroupsFromJson(json),
});
