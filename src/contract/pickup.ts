// accounts spec 2.7 and 4: pickup countdown text and the time-based flags.
export const URGENT_WINDOW_MS = 15 * 60_000;

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

/** Urgent: pickup within the next 15 minutes and still in the future. */
export function isPickupUrgent(
  pickupTime: string | Date | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!pickupTime) return false;
  const remaining = new Date(pickupTime).getTime() - now.getTime();
  return remaining > 0 && remaining <= URGENT_WINDOW_MS;
}

/** Late: the pickup time has passed. */
export function isPickupLate(
  pickupTime: string | Date | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!pickupTime) return false;
  return new Date(pickupTime).getTime() < now.getTime();
}
