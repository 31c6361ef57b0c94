// The hot shelf: what happens to an order between 'ready' and the hand-over. Zod-free, so the
// board and the orders page can use it without the schema library.

/** A ready order whose alert nobody opened within this time is pushed once more. */
export const READY_REALERT_AFTER_MINUTES = 2;

/** The vendor's hot-shelf time: a ready order left longer is flagged uncollected. */
export const DEFAULT_HOT_SHELF_MINUTES = 20;
export const MIN_HOT_SHELF_MINUTES = 5;
export const MAX_HOT_SHELF_MINUTES = 120;

export const HOT_SHELF_MESSAGE = `Hot-shelf time must be a whole number of minutes from ${MIN_HOT_SHELF_MINUTES} to ${MAX_HOT_SHELF_MINUTES}`;

/** A second "Remind" within this time is refused: one buzz is enough to find a pocket. */
export const REMIND_COOLDOWN_SECONDS = 60;
export const REMIND_TOO_SOON_MESSAGE =
  'The customer was reminded less than a minute ago. Try again in a moment.';

/** Whole minutes an order has been waiting on the shelf (0 in its first minute). */
export function minutesWaiting(readyAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(readyAt).getTime()) / 60_000));
}
