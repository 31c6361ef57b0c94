import { pickupSlotTimes, pickupWindow, type EventSchedule } from '../../../contract/pickup';
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

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const weekdayClock = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** '11:35 PM'; a slot on another day than `now` gets its weekday ('Sun 12:05 AM'). */
export function formatSlotLabel(slot: Date, now: Date = new Date()): string {
  return slot.toDateString() === now.toDateString()
    ? clock.format(slot)
    : weekdayClock.format(slot).replace(',', '');
}
