import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bind, preparedStatement } from '../../db/prepared';
import type { NewOrderStatusHistoryEntry, Order, OrderItem } from '../../db/schema';
import { claimWithAnswer, type ClaimValues } from '../../http/idempotency';
import { vendorFactsGuardSql, type GuardValues } from './vendor-facts-cache';

// An order is written in one statement. Its ids are taken from the sequences first, so
// the answer (and the idempotency key's stored copy of it) is made before anything is written,
// and the order, its lines, its first timeline entries and the key's claim go to the database
// together: one round trip, atomic without a transaction of its own. The lines and timeline
// entries go as arrays (`unnest`), so the statement's text is the same for every order: it is a
// prepared statement (db/prepared.ts) in four forms, with or without a key and a guard.

/** Reserved from the sequences before the write (db/id-blocks.ts, `reserveIds`); unused ones are skipped. */
export type OrderIds = { orderId: number; itemIds: number[] };

/** A timeline entry as written, with its time, so the answer needs no read back. */
export type TimelineRow = Omit<NewOrderStatusHistoryEntry, 'id'> & { createdAt: Date };

/** The order's columns as written: column, field and SQL type. */
const ORDER_COLUMNS = [
  ['id', 'id', 'int'],
  ['user_id', 'userId', 'int'],
  ['vendor_id', 'vendorId', 'int'],
  ['event_id', 'eventId', 'int'],
  ['status', 'status', 'text'],
  ['priority', 'priority', 'text'],
  ['is_urgent', 'isUrgent', 'boolean'],
  ['flow', 'flow', 'text'],
  ['subtotal_cents', 'subtotalCents', 'int'],
  ['discount_cents', 'discountCents', 'int'],
  ['service_fee_cents', 'serviceFeeCents', 'int'],
  ['tax_cents', 'taxCents', 'int'],
  ['meal_allowance_cents', 'mealAllowanceCents', 'int'],
  ['tip_cents', 'tipCents', 'int'],
  ['meal_ticket_id', 'mealTicketId', 'int'],
  ['total_cents', 'totalCents', 'int'],
  ['pickup_time', 'pickupTime', 'timestamptz'],
  ['is_asap', 'isAsap', 'boolean'],
  ['special_instructions', 'specialInstructions', 'text'],
  ['payment_status', 'paymentStatus', 'text'],
  ['paid_at', 'paidAt', 'timestamptz'],
  ['created_at', 'createdAt', 'timestamptz'],
  ['updated_at', 'updatedAt', 'timestamptz'],
  ['last_status_update', 'lastStatusUpdate', 'timestamptz'],
  ['fire_at', 'fireAt', 'timestamptz'],
  ['held_for_event_id', 'heldForEventId', 'int'],
] as const satisfies readonly (readonly [string, keyof Order, string])[];

/** Each line's columns (the order id comes from the order written), sent as one array each. */
const LINE_COLUMNS = [
  ['id', 'id', 'int'],
  ['menu_item_id', 'menuItemId', 'int'],
  ['partnership_id', 'partnershipId', 'int'],
  ['name', 'name', 'text'],
  ['unit_price_cents', 'unitPriceCents', 'int'],
  ['quantity', 'quantity', 'int'],
  ['notes', 'notes', 'text'],
  ['options', 'options', 'jsonb'],
  ['took_stock', 'tookStock', 'boolean'],
] as const satisfies readonly (readonly [string, keyof OrderItem, string])[];

const TIMELINE_COLUMNS = [
  ['status', 'status', 'text'],
  ['actor_user_id', 'actorUserId', 'int'],
  ['actor_role', 'actorRole', 'text'],
  ['note', 'note', 'text'],
  ['created_at', 'createdAt', 'timestamptz'],
] as const satisfies readonly (readonly [string, keyof TimelineRow, string])[];

type Columns = readonly (readonly [string, string, string])[];

const names = (columns: Columns) => sql.raw(columns.map(([column]) => column).join(', '));
/** A bound value: a time as ISO text, a JSON value (a line's options) as its text. */
const asValue = (value: unknown) => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value ?? null;
};

/** `$name::type, ...`, one bound value per column. */
const boundValues = (prefix: string, columns: Columns) =>
  sql.join(
    columns.map(([column, , type]) => sql`${bind(`${prefix}_${column}`)}::${sql.raw(type)}`),
    sql`, `,
  );
/** `unnest($a::int[], $b::text[], ...) as alias(a, b, ...)`: one row per array entry. */
const boundRows = (prefix: string, columns: Columns, alias: string) =>
  sql`unnest(${sql.join(
    columns.map(([column, , type]) => sql`${bind(`${prefix}_${column}`)}::${sql.raw(type)}[]`),
    sql`, `,
  )}) as ${sql.raw(alias)}(${names(columns)})`;

function rowValues<Row>(prefix: string, columns: Columns, row: Row): Record<string, unknown> {
  return Object.fromEntries(
    columns.map(([column, field]) => [`${prefix}_${column}`, asValue(row[field as keyof Row])]),
  );
}
function arrayValues<Row>(prefix: string, columns: Columns, rows: readonly Row[]) {
  return Object.fromEntries(
    columns.map(([column, field]) => [
      `${prefix}_${column}`,
      rows.map((row) => asValue(row[field as keyof Row])),
    ]),
  );
}

/** Inside the write statement: whether its guard holds (the key's claim waits for it too). */
const GUARD_HOLDS = sql`(select holds from guard)`;

const BOUND_CLAIM = {
  claimUserId: bind('claimUserId'),
  claimKey: bind('claimKey'),
  claimMethod: bind('claimMethod'),
  claimPath: bind('claimPath'),
  claimRequestHash: bind('claimRequestHash'),
  claimStatus: bind('claimStatus'),
  claimBody: bind('claimBody'),
  claimExpiredBefore: bind('claimExpiredBefore'),
};

const writeStatement = (options: { keyed: boolean; guarded: boolean }) =>
  preparedStatement<{ placed: number; holds: boolean }>(
    `order_write${options.keyed ? '_keyed' : ''}${options.guarded ? '_guarded' : ''}`,
    (db) => sql`with
      guard as (select (${options.guarded ? vendorFactsGuardSql(db) : sql`true`}) as holds),
      claim as (${
        options.keyed
          ? claimWithAnswer(BOUND_CLAIM, GUARD_HOLDS)
          : sql`select 1 where ${GUARD_HOLDS}`
      }),
      placed as (
        insert into orders (${names(ORDER_COLUMNS)})
        overriding system value
        select ${boundValues('order', ORDER_COLUMNS)} from claim
        returning id
      ),
      lines as (
        insert into order_items (order_id, ${names(LINE_COLUMNS)})
        overriding system value
        select placed.id, line.* from placed, ${boundRows('line', LINE_COLUMNS, 'line')}
      ),
      timeline as (
        insert into order_status_history (order_id, ${names(TIMELINE_COLUMNS)})
        select placed.id, entry.* from placed, ${boundRows('entry', TIMELINE_COLUMNS, 'entry')}
      )
      select (select count(*) from placed)::int as placed, (select holds from guard) as holds`,
  );

const WRITES = {
  plain: writeStatement({ keyed: false, guarded: false }),
  keyed: writeStatement({ keyed: true, guarded: false }),
  guarded: writeStatement({ keyed: false, guarded: true }),
  keyedGuarded: writeStatement({ keyed: true, guarded: true }),
};

/** What the write did: wrote the order, found the key taken, or found the guarded facts changed. */
export type WriteOutcome = 'placed' | 'taken' | 'changed';

/**
 * Writes the order, its lines and timeline entries in one statement when the key's `claim` (its
 * values with the answer, `claimValues`) takes the key; without a claim, always. With a `guard`
 * (vendor-facts-cache.ts), nothing at all is written unless it holds inside the statement:
 * 'changed' then, and 'taken' when a request before this one holds the key.
 */
export async function writeOrderRows(
  db: Executor,
  rows: { order: Order; items: OrderItem[]; timeline: TimelineRow[] },
  options: { claim?: ClaimValues; guard?: GuardValues } = {},
): Promise<WriteOutcome> {
  const { claim, guard } = options;
  const write = claim
    ? guard
      ? WRITES.keyedGuarded
      : WRITES.keyed
    : guard
      ? WRITES.guarded
      : WRITES.plain;
  const [row] = await write(db, {
    ...rowValues('order', ORDER_COLUMNS, rows.order),
    ...arrayValues('line', LINE_COLUMNS, rows.items),
    ...arrayValues('entry', TIMELINE_COLUMNS, rows.timeline),
    ...claim,
    ...guard,
  });
  if (row?.placed === 1) return 'placed';
  return row?.holds === false ? 'changed' : 'taken';
}
