import { pickupSlotTimes, pickupWindow, type EventSchedule } from '../../../contract/pickup';
import { hasRoom, nextFreeSlots, slotOf, type PickupSlot } from '../../../contract/pickup-slots';
import type { CurrentEventView } from '../../../contract/vendors';

// customer spec 2 'Checkout': ASAP (about the vendor's prep time) or a scheduled pickup time.
// The spec shows no picker for the scheduled time; this one offers the 5-minute slots of the
// shared pickup window (contract/pickup.ts), the same window the server accepts.

/**
 * The current event (first of GET /api/events/current) in the pickup rule's terms. customer
 * spec 3 lists the current event without a status, so one without it counts as in progress.
 */
export function toEventSchedule(
  event: Pick<CurrentEventView, 'date' | 'endDate'> & Partial<Pick<CurrentEventView, 'status'>>,
): EventSchedule {
  return { startsAt: event.date, endsAt: event.endDate, status: event.status ?? 'ongoing' };
}

/**
 * The scheduled pickup choices: every 5 minutes from now + prep time (rounded up to the next
 * 5-minute mark) until 2 h after the current event ends, or 6 h from now without an event in
 * progress. Every slot is strictly in the future.
 */
export function pickupSlots(now: Date, prepMinutes: number, event: EventSchedule | null): Date[] {
  return pickupSlotTimes(pickupWindow({ now, prepMinutes, event }), now);
}

// The vendor's slots with their room (GET /api/vendors/{id}/pickup-slots). The picker
// keeps the window it works out itself (so checkout still works while they load or with no
// signal) and marks the slots the server says are full.

/** Paused, or no room left; an unlimited vendor's slots are never full. */
export const isSlotFull = (slot: PickupSlot): boolean => !hasRoom(slot);

/** The server's slots by their time in milliseconds (its ISO spelling may differ from ours). */
export function slotRoomByTime(slots: readonly PickupSlot[] | undefined): Map<number, PickupSlot> {
  return new Map((slots ?? []).map((slot) => [new Date(slot.time).getTime(), slot]));
}

/**
 * The slot an ASAP order counts against: the mark now + prep falls in (the server's rule). The
 * server answers it as `asap`; once the clock has moved past that mark since the read, the listed
 * slot for the new mark stands in, and null (no hint) when neither is known.
 */
export function asapSlot(
  asap: PickupSlot | undefined,
  rooms: Map<number, PickupSlot>,
  now: Date,
  prepMinutes: number,
): PickupSlot | null {
  const mark = slotOf(new Date(now.getTime() + prepMinutes * 60_000)).getTime();
  if (asap && Date.parse(asap.time) === mark) return asap;
  return rooms.get(mark) ?? null;
}

const sortedSlots = (rooms: Map<number, PickupSlot>) =>
  [...rooms.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);

/** The first slot with room after `full` (where a full slot's ASAP order would go), or null. */
export function nextFreeAfter(rooms: Map<number, PickupSlot>, full: PickupSlot): string | null {
  return nextFreeSlots(sortedSlots(rooms), new Date(full.time), 1)[0] ?? null;
}
