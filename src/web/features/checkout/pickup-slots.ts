// customer spec 2 'Checkout': ASAP (about the vendor's prep time) or a scheduled pickup time.
// The spec shows no picker for the scheduled time; this one offers 5-minute slots from the
// earliest possible pickup to two hours after the current show ends.
export const SLOT_STEP_MINUTES = 5;
// accounts spec 9: default prep time 20 min
export const DEFAULT_PREP_MINUTES = 20;
/** How long after the show's end pickup is still offered. */
export const AFTER_SHOW_MINUTES = 120;
/** The window when there is no current event (or it ended long ago). */
export const NO_EVENT_WINDOW_MINUTES = 4 * 60;
/** Twelve hours of slots at most, so a far-away end time cannot build a huge list. */
export const MAX_SLOTS = 144;

const MINUTE_MS = 60_000;
const STEP_MS = SLOT_STEP_MINUTES * MINUTE_MS;

/**
 * The scheduled pickup choices: every 5 minutes from now + prep time (rounded up to the next
 * 5-minute mark) until 2 h after `eventEnd` (or 4 h from now without a usable event end).
 * Every slot is strictly in the future.
 */
export function pickupSlots(now: Date, prepMinutes: number, eventEnd: Date | null): Date[] {
  const prep = Number.isFinite(prepMinutes) && prepMinutes > 0 ? prepMinutes : 0;
  const earliest = now.getTime() + prep * MINUTE_MS;
  let first = Math.ceil(earliest / STEP_MS) * STEP_MS;
  if (first <= now.getTime()) first += STEP_MS;

  const afterShow =
    eventEnd && !Number.isNaN(eventEnd.getTime())
      ? eventEnd.getTime() + AFTER_SHOW_MINUTES * MINUTE_MS
      : null;
  const last =
    afterShow !== null && afterShow >= first
      ? afterShow
      : now.getTime() + NO_EVENT_WINDOW_MINUTES * MINUTE_MS;

  const slots: Date[] = [];
  for (let time = first; time <= last && slots.length < MAX_SLOTS; time += STEP_MS) {
    slots.push(new Date(time));
  }
  return slots;
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
