import { AppError } from '../../errors';

const MINUTE_MS = 60_000;
/** A scheduled pickup may be this long after the show ends… */
const AFTER_SHOW_MS = 2 * 60 * MINUTE_MS;
/** …or, with no show on, this far ahead. */
const WITHOUT_SHOW_MS = 6 * 60 * MINUTE_MS;
/** A scheduled time may be a minute short of the prep time (the clock moved while paying). */
const EARLY_GRACE_MINUTES = 1;

export type PickupDecision = { pickupTime: Date; isAsap: boolean };

/**
 * customer spec 2 (Checkout): ASAP is the vendor's prep time from now; a scheduled time must leave
 * the kitchen its prep time and fall before 2 hours after the current show ends (6 hours from
 * now when no show is on).
 */
export function decidePickupTime(options: {
  /** 'asap' or an ISO date-time (already validated by the contract). */
  requested: string;
  prepMinutes: number;
  showEndsAt: Date | null;
  now: Date;
}): PickupDecision {
  const { requested, prepMinutes, showEndsAt, now } = options;
  if (requested === 'asap') {
    return { pickupTime: new Date(now.getTime() + prepMinutes * MINUTE_MS), isAsap: true };
  }
  const pickupTime = new Date(requested);
  const minimumMinutes = Math.max(prepMinutes - EARLY_GRACE_MINUTES, 0);
  if (pickupTime.getTime() < now.getTime() + minimumMinutes * MINUTE_MS) {
    throw invalidPickupTime(
      `Pickup time must be at least ${prepMinutes} minutes from now so the vendor can prepare your order`,
    );
  }
  const latest = showEndsAt
    ? new Date(showEndsAt.getTime() + AFTER_SHOW_MS)
    : new Date(now.getTime() + WITHOUT_SHOW_MS);
  if (pickupTime > latest) {
    throw invalidPickupTime(
      showEndsAt
        ? 'Pickup time must be no later than 2 hours after the show ends'
        : 'Pickup time must be within the next 6 hours',
    );
  }
  return { pickupTime, isAsap: false };
}

const invalidPickupTime = (message: string) =>
  new AppError('INVALID_PICKUP_TIME', 400, message, {
    issues: [{ path: 'body.pickupTime', message }],
  });
