// accounts spec 2.7: the vendor's pickup countdown text (the flags are in urgency.ts).

/** 'No pickup time set', 'N minutes late', 'Pickup now', 'N minutes' or 'Xh Ym'. */
export function pickupCountdownText(
  pickupTime: string | Date | null | undefined,
  now: Date = new Date(),
): string {
  if (!pickupTime) return 'No pickup time set';
  const time = new Date(pickupTime).getTime();
  if (Number.isNaN(time)) return 'No pickup time set';
  const minutes = Math.round((time - now.getTime()) / 60_000);
  if (minutes < 0) return `${-minutes} minute${minutes === -1 ? '' : 's'} late`;
  if (minutes === 0) return 'Pickup now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

// ---- The scheduled pickup window -------------------------------------------------------------
// customer spec 2 'Checkout': a scheduled pickup runs from the vendor's prep time ahead until
// 2 hours after the current event ends, never in the past, offered in 5-minute steps. The server
// enforces this window and the checkout picker offers exactly its slots, so no offered slot is
// refused.

const MINUTE_MS = 60_000;
export const PICKUP_SLOT_STEP_MINUTES = 5;
/** How long after the event's end pickup is still possible. */
export const AFTER_EVENT_PICKUP_MINUTES = 120;
/** An event without an estimated end is taken to last this long. */
export const DEFAULT_EVENT_MINUTES = 4 * 60;
/**
 * With no event in progress, the window is what an event starting now would give: its default
 * length plus the time after it (6 hours).
 */
export const NO_EVENT_PICKUP_WINDOW_MINUTES = DEFAULT_EVENT_MINUTES + AFTER_EVENT_PICKUP_MINUTES;
/** Twelve hours of slots at most, so a far-away end cannot build a huge list. */
export const MAX_PICKUP_SLOTS = 144;

/** An event's times as both sides know them (database row or GET /api/events/current). */
export type EventSchedule = {
  startsAt: Date | string;
  /** Estimated end; missing means the default length. */
  endsAt?: Date | string | null;
  status?: 'upcoming' | 'ongoing' | 'ended';
};

/** The effective end: the estimated end, else the start plus the default length. */
export function eventEndsAt(event: EventSchedule): Date {
  if (event.endsAt) return new Date(event.endsAt);
  return new Date(new Date(event.startsAt).getTime() + DEFAULT_EVENT_MINUTES * MINUTE_MS);
}

/**
 * The status the dates imply at `now`: nobody has to flip an event to 'ongoing' or 'ended' by
 * hand, and an event marked 'ongoing' early counts as in progress.
 */
export function eventStatusAt(event: EventSchedule, now: Date): 'upcoming' | 'ongoing' | 'ended' {
  if (event.status === 'ended' || eventEndsAt(event) <= now) return 'ended';
  if (new Date(event.startsAt) <= now || event.status === 'ongoing') return 'ongoing';
  return 'upcoming';
}

export type PickupWindow = {
  /** now + prep time (never before now). */
  earliest: Date;
  /** 2 hours after the event in progress ends, else now + the no-event window. */
  latest: Date;
  /** The end of the event that bounds the window; null when none is in progress. */
  eventEndsAt: Date | null;
};

/**
 * The scheduled pickup window. `event` is the current event (the first of
 * GET /api/events/current, or the server's event in progress); only an event in progress at
 * `now` bounds the window, an upcoming one does not.
 */
export function pickupWindow(options: {
  now: Date;
  prepMinutes: number;
  event: EventSchedule | null | undefined;
}): PickupWindow {
  const { now, prepMinutes, event } = options;
  const prep = Number.isFinite(prepMinutes) && prepMinutes > 0 ? prepMinutes : 0;
  const earliest = new Date(now.getTime() + prep * MINUTE_MS);
  const endsAt = event && eventStatusAt(event, now) === 'ongoing' ? eventEndsAt(event) : null;
  const latest = endsAt
    ? new Date(endsAt.getTime() + AFTER_EVENT_PICKUP_MINUTES * MINUTE_MS)
    : new Date(now.getTime() + NO_EVENT_PICKUP_WINDOW_MINUTES * MINUTE_MS);
  return { earliest, latest, eventEndsAt: endsAt };
}

/**
 * A drop's pickup: when the show it was bought for ends, and never before the vendor can have it
 * ready (a drop bought after the show ended is picked up after the prep time, not in the past).
 */
export function preOrderPickupTime(options: {
  now: Date;
  prepMinutes: number;
  event: EventSchedule | null | undefined;
}): Date {
  const { earliest } = pickupWindow({ ...options, event: null });
  if (!options.event) return earliest;
  const showEnds = eventEndsAt(options.event);
  return showEnds > earliest ? showEnds : earliest;
}

/**
 * The slots a picker offers: every 5-minute mark from the earliest time (rounded up) to the
 * latest, each strictly after `now`; empty when the window is closed.
 */
export function pickupSlotTimes(bounds: PickupWindow, now: Date): Date[] {
  const step = PICKUP_SLOT_STEP_MINUTES * MINUTE_MS;
  let time = Math.ceil(bounds.earliest.getTime() / step) * step;
  if (time <= now.getTime()) time += step;
  const slots: Date[] = [];
  for (; time <= bounds.latest.getTime() && slots.length < MAX_PICKUP_SLOTS; time += step) {
    slots.push(new Date(time));
  }
  return slots;
}
