import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import {
  PICKUP_SLOT_FULL_MESSAGE,
  slotOf,
  toPickupSlot,
  type PickupSlot,
  type PickupSlotPause,
} from '../../../contract/pickup-slots';
import {
  PICKUP_SLOT_STEP_MINUTES,
  pickupSlotTimes,
  pickupWindow,
  type EventSchedule,
} from '../../../contract/pickup';
import type { Database, Executor } from '../../db/client';
import { orders, vendors, type Vendor } from '../../db/schema';
import { AppError, invalidField } from '../../errors';
import { pickupSlotsUpdateMessage } from '../../realtime/events';
import { addToOutbox } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { eventSchedule, findListedVendor, findOngoingEvent } from '../vendors/vendors.service';

// A vendor's pickup slots, computed from its orders (not cancelled) and its paused
// slots. Unlimited vendors without a paused slot cost no query at all.

const STEP_MS = PICKUP_SLOT_STEP_MINUTES * 60_000;
/** A paused slot is kept this long after it passed, then pruned. */
const PAUSED_SLOT_KEEP_MS = 24 * 60 * 60_000;

/** What a vendor's slots depend on besides its orders. */
export type SlotRules = Pick<Vendor, 'id' | 'slotCapacity' | 'pausedSlots'>;

/** The 409 of POST /api/orders for a full or paused slot; the route adds nextFreeSlots. */
export class PickupSlotFullError extends AppError {
  constructor(readonly nextFreeSlots: string[]) {
    super('PICKUP_SLOT_FULL', 409, PICKUP_SLOT_FULL_MESSAGE);
  }
}

const pausedTimes = (rules: SlotRules) =>
  new Set(rules.pausedSlots.map((t) => new Date(t).getTime()));

/** Slots before `from` no longer matter: a paused slot there changes nothing. */
export const isPaced = (rules: SlotRules, from: Date): boolean =>
  rules.slotCapacity !== null ||
  rules.pausedSlots.some((time) => new Date(time).getTime() >= from.getTime());

// the slot's index (epoch / 5 minutes) as a float8, so the driver hands back a plain number
const slotIndexSql = sql<number>`floor(extract(epoch from ${orders.pickupTime}) / ${sql.raw(String(STEP_MS / 1000))})::float8`;

/** Orders taken per slot in [from, to): one query over orders_vendor_pickup_idx. */
async function takenPerSlot(
  db: Executor,
  vendorId: number,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ slot: slotIndexSql, taken: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.vendorId, vendorId),
        ne(orders.status, 'cancelled'),
        gte(orders.pickupTime, from),
        lt(orders.pickupTime, to),
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [Number(row.slot) * STEP_MS, Number(row.taken)]));
}

/** The views of `times` (5-minute marks, ascending) for a vendor. */
export async function slotViews(
  db: Executor,
  rules: SlotRules,
  times: readonly Date[],
): Promise<PickupSlot[]> {
  const first = times[0];
  const last = times.at(-1);
  if (!first || !last) return [];
  const paused = pausedTimes(rules);
  const taken =
    rules.slotCapacity === null
      ? new Map<number, number>()
      : await takenPerSlot(db, rules.id, first, new Date(last.getTime() + STEP_MS));
  return times.map((time) =>
    toPickupSlot({
      time,
      capacity: rules.slotCapacity,
      taken: taken.get(time.getTime()) ?? 0,
      paused: paused.has(time.getTime()),
    }),
  );
}

/** Every 5-minute mark from `from` (floored) to `to`. */
export function marksBetween(from: Date, to: Date): Date[] {
  const marks: Date[] = [];
  for (let time = slotOf(from).getTime(); time <= to.getTime(); time += STEP_MS)
    marks.push(new Date(time));
  return marks;
}

/**
 * The vendor's slot rules, read again with its row locked until the order's transaction ends:
 * orders for one paced vendor are counted one after another, so a slot never takes more than
 * its capacity (the lock is taken in its own statement, so the count after it sees every order
 * committed before).
 */
export async function lockSlotRules(tx: Executor, vendorId: number): Promise<SlotRules> {
  const [rules] = await tx
    .select({
      id: vendors.id,
      slotCapacity: vendors.slotCapacity,
      pausedSlots: vendors.pausedSlots,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for('no key update');
  if (!rules) throw new Error(`vendor ${vendorId} vanished while ordering`);
  return rules;
}

/**
 * GET /api/vendors/{id}/pickup-slots: the slots of the vendor's pickup window, and the slot an
 * ASAP order counts against (the mark now + prep falls in, usually just before the first slot
 * offered), counted in the same query.
 */
export async function listPickupSlots(
  db: Executor,
  vendorId: number,
  now: Date = new Date(),
): Promise<{ slots: PickupSlot[]; asap: PickupSlot }> {
  const vendor = await findListedVendor(db, vendorId);
  const event = await findOngoingEvent(db, now);
  const bounds = pickupWindow({
    now,
    prepMinutes: vendor.estimatedPrepTime,
    event: event ? eventSchedule(event) : null,
  });
  const offered = pickupSlotTimes(bounds, now);
  const asapMark = slotOf(bounds.earliest);
  const listed = offered[0]?.getTime() === asapMark.getTime();
  const views = await slotViews(db, vendor, listed ? offered : [asapMark, ...offered]);
  const [asap] = views;
  if (!asap) throw new Error('no ASAP slot view');
  return { slots: listed ? views : views.slice(1), asap };
}

/** The schedule the window of an order placed now follows. */
export type WindowFacts = { now: Date; prepMinutes: number; event: EventSchedule | null };

const slotInPast = () => invalidField('body.time', 'That pickup slot has already passed');

/**
 * PATCH /api/vendor/pickup-slots: pauses or reopens one slot (the time floored to its mark) in one
 * UPDATE, pruning paused slots a day old, and answers the slot as customers now see it; open
 * checkouts read the slots again (pickup_slots_update).
 */
export async function setSlotPaused(
  db: Database,
  sender: OutboxSender,
  vendor: Vendor,
  body: PickupSlotPause,
  now: Date = new Date(),
): Promise<PickupSlot> {
  const slot = slotOf(body.time);
  if (slot.getTime() + STEP_MS <= now.getTime()) throw slotInPast();
  const cutoff = new Date(now.getTime() - PAUSED_SLOT_KEEP_MS);
  const slotSql = sql`${slot.toISOString()}::timestamptz`;
  const added = body.paused ? sql`array[${slotSql}]` : sql`'{}'::timestamptz[]`;
  return withOutbox(db, sender, async (tx) => {
    const [rules] = await tx
      .update(vendors)
      .set({
        pausedSlots: sql`array(select distinct s from unnest(array_remove(${vendors.pausedSlots}, ${slotSql}) || ${added}) as s where s >= ${cutoff.toISOString()}::timestamptz order by s)`,
      })
      .where(eq(vendors.id, vendor.id))
      .returning({
        id: vendors.id,
        slotCapacity: vendors.slotCapacity,
        pausedSlots: vendors.pausedSlots,
      });
    if (!rules) throw new Error('vendor update returned no row');
    const [view] = await slotViews(tx, rules, [slot]);
    if (!view) throw new Error('no slot view');
    await addToOutbox(tx, [pickupSlotsUpdateMessage(vendor.id)]);
    return view;
  });
}
