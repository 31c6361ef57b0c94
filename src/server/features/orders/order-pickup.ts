import {
  AFTER_EVENT_PICKUP_MINUTES,
  NO_EVENT_PICKUP_WINDOW_MINUTES,
  pickupWindow,
  type EventSchedule,
} from '../../../contract/pickup';
import { AppError } from '../../errors';

const MINUTE_MS = 60_000;
/** A scheduled time may be a minute short of the prep time (the clock moved while paying). */
const EARLY_GRACE_MINUTES = 1;

export type PickupDecision = { pickupTime: Date; isAsap: boolean };

/**
 * customer spec 2 (Checkout): ASAP is the vendor's prep time from now; a scheduled time must fall
 * in the shared pickup window (contract/pickup.ts), the one the checkout picker offers slots from.
 * The demo flow (customer spec 3: pickup 30 minutes ahead) is never refused for being too soon:
 * a time before the vendor's prep time becomes the earliest time the kitchen can make.
 */
export function decidePickupTime(options: {
  /** 'asap' or an ISO date-time (already validated by the contract). */
  requested: string;
  prepMinutes: number;
  /** The event in progress, if any. */
  event: EventSchedule | null;
  now: Date;
  /** Demo checkout: a too-early time is moved to now + prep instead of refused. */
  isDemo?: boolean;
}): PickupDecision {
  const { requested, prepMinutes, event, now, isDemo = false } = options;
  const bounds = pickupWindow({ now, prepMinutes, event });
  if (requested === 'asap') return { pickupTime: bounds.earliest, isAsap: true };
  const pickupTime = new Date(requested);
  if (isDemo && pickupTime < bounds.earliest) return { pickupTime: bounds.earliest, isAsap: false };
  const graceMs = Math.min(
    EARLY_GRACE_MINUTES * MINUTE_MS,
    bounds.earliest.getTime() - now.getTime(),
  );
  if (pickupTime.getTime() < bounds.earliest.getTime() - graceMs) {
    throw invalidPickupTime(
      `Pickup time must be at least ${prepMinutes} minutes from now so the vendor can prepare your order`,
    );
  }
  if (pickupTime > bounds.latest) {
    throw invalidPickupTime(
      bounds.eventEndsAt
        ? `Pickup time must be no later than ${AFTER_EVENT_PICKUP_MINUTES / 60} hours after the show ends`
        : `Pickup time must be within the next ${NO_EVENT_PICKUP_WINDOW_MINUTES / 60} hours`,
    );
  }
  return { pickupTime, isAsap: false };
}

const invalidPickupTime = (message: string) =>
  new AppError('INVALID_PICKUP_TIME', 400, message, {
    issues: [{ path: 'body.pickupTime', message }],
  });
