import {
  firstFreeSlot,
  fireTimeFor,
  hasRoom,
  nextFreeSlots,
  NO_SHOW_IN_PROGRESS_MESSAGE,
  slotAtOrAfter,
  slotOf,
} from '../../../contract/pickup-slots';
import { eventEndsAt, pickupSlotTimes, pickupWindow } from '../../../contract/pickup';
import type { CreateOrderBody } from '../../../contract/orders';
import type { Executor } from '../../db/client';
import type { Event, Vendor } from '../../db/schema';
import { AppError } from '../../errors';
import { eventSchedule } from '../vendors/vendors.service';
import {
  isPaced,
  lockSlotRules,
  marksBetween,
  PickupSlotFullError,
  slotViews,
} from '../pickup-slots/pickup-slots.service';
import { decidePickupTime } from './order-pickup';

// When an order is to be picked up and, for a held one, when the kitchen starts it.
// A vendor with a slot capacity (or a paused slot ahead) paces its orders: the vendor row is
// locked and the slots counted inside the order's transaction; any other vendor costs nothing.

export type OrderTiming = {
  pickupTime: Date;
  isAsap: boolean;
  /** Held until the show ends: when the kitchen starts it (pickup less prep). */
  fireAt: Date | null;
  heldForEventId: number | null;
  /** The order took a slot of a paced vendor: open checkouts are told after the commit. */
  isPaced: boolean;
};

type Wanted = { kind: 'asap' | 'at'; pickupTime: Date } | { kind: 'hold'; from: Date };

const noShowInProgress = () =>
  new AppError('NO_SHOW_IN_PROGRESS', 409, NO_SHOW_IN_PROGRESS_MESSAGE, {
    issues: [{ path: 'body.fireAt', message: NO_SHOW_IN_PROGRESS_MESSAGE }],
  });

function wantedTime(
  body: CreateOrderBody,
  facts: { prepMinutes: number; event: Event | undefined; now: Date },
): Wanted {
  const { prepMinutes, event, now } = facts;
  if (body.flow === 'browse' && body.fireAt !== undefined) {
    if (!event) throw noShowInProgress();
    return { kind: 'hold', from: slotAtOrAfter(eventEndsAt(eventSchedule(event))) };
  }
  const pickup = decidePickupTime({
    requested: body.pickupTime ?? 'asap',
    prepMinutes,
    event: event ? eventSchedule(event) : null,
    now,
    isDemo: body.flow === 'demo',
  });
  return { kind: pickup.isAsap ? 'asap' : 'at', pickupTime: pickup.pickupTime };
}

/**
 * The slot an order takes. ASAP keeps now + prep while its slot has room, else takes the first
 * slot with room after it; a scheduled time in a full or paused slot is refused (409 with the
 * next free slots); a held order takes the first slot with room from the show's end. Throws
 * PickupSlotFullError when no slot is left.
 */
export async function decideOrderTiming(
  tx: Executor,
  options: { vendor: Vendor; body: CreateOrderBody; event: Event | undefined; now: Date },
): Promise<OrderTiming> {
  const { vendor, event, now } = options;
  const prepMinutes = vendor.estimatedPrepTime;
  const wanted = wantedTime(options.body, { prepMinutes, event, now });
  const bounds = pickupWindow({ now, prepMinutes, event: event ? eventSchedule(event) : null });
  // a held order never goes before the first slot the kitchen can make
  const firstOffered = pickupSlotTimes(bounds, now)[0]?.getTime() ?? 0;
  const start =
    wanted.kind === 'hold'
      ? new Date(Math.max(wanted.from.getTime(), firstOffered))
      : slotOf(wanted.pickupTime);
  const timing = (pickupTime: Date, paced: boolean): OrderTiming => ({
    pickupTime,
    // what the customer asked for: an ASAP order moved to a later slot is still ASAP
    isAsap: wanted.kind === 'asap',
    fireAt: wanted.kind === 'hold' ? fireTimeFor(pickupTime, prepMinutes) : null,
    heldForEventId: wanted.kind === 'hold' ? (event?.id ?? null) : null,
    isPaced: paced,
  });

  if (!isPaced(vendor, start))
    return timing(wanted.kind === 'hold' ? start : wanted.pickupTime, false);
  const rules = await lockSlotRules(tx, vendor.id);
  const slots = await slotViews(tx, rules, marksBetween(start, bounds.latest));
  const own = slots[0];
  if (wanted.kind !== 'hold' && own && hasRoom(own)) return timing(wanted.pickupTime, true);
  if (wanted.kind === 'at') throw new PickupSlotFullError(nextFreeSlots(slots, start));
  const free = firstFreeSlot(
    slots,
    wanted.kind === 'asap' ? slotAtOrAfter(new Date(start.getTime() + 1)) : start,
  );
  if (!free) throw new PickupSlotFullError([]);
  return timing(new Date(free.time), true);
}
