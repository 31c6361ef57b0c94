import { z } from 'zod';
import { isPaidStatus } from './enums';
import { PICKUP_SLOT_STEP_MINUTES } from './pickup';

// 'Rush control': a vendor hands over at most `slotCapacity` orders per 5-minute pickup
// slot, can pause a slot, and a customer may have an order held until the show ends. The server
// is the authority; these are the shapes and pure rules both sides share.

const MINUTE_MS = 60_000;
const STEP_MS = PICKUP_SLOT_STEP_MINUTES * MINUTE_MS;

export const MIN_SLOT_CAPACITY = 1;
export const MAX_SLOT_CAPACITY = 500;
/** How many free slots a 409 PICKUP_SLOT_FULL suggests. */
export const NEXT_FREE_SLOTS_LIMIT = 3;

export const SLOT_CAPACITY_MESSAGE = `Orders per pickup slot must be a whole number from ${MIN_SLOT_CAPACITY} to ${MAX_SLOT_CAPACITY}, or empty for no limit`;

/** PATCH /api/vendor/profile `slotCapacity`: orders per 5-minute slot, null = unlimited. */
export const slotCapacitySchema = z
  .number({ error: SLOT_CAPACITY_MESSAGE })
  .int(SLOT_CAPACITY_MESSAGE)
  .min(MIN_SLOT_CAPACITY, SLOT_CAPACITY_MESSAGE)
  .max(MAX_SLOT_CAPACITY, SLOT_CAPACITY_MESSAGE)
  .nullable();

/** One slot of a vendor's pickup window; `capacity` and `remaining` are null when unlimited. */
export const pickupSlotSchema = z.object({
  /** The slot's 5-minute mark, as the ISO string an order's `pickupTime` takes. */
  time: z.string(),
  capacity: z.number().nullable(),
  /** Orders it can still take: 0 when full or paused, null when the vendor is unlimited. */
  remaining: z.number().nullable(),
  paused: z.boolean(),
});
export type PickupSlot = z.infer<typeof pickupSlotSchema>;

/**
 * GET /api/vendors/{id}/pickup-slots. `asap` is the slot an ASAP order placed now counts against
 * (the mark now + prep falls in), which usually comes before the first slot offered for a time.
 */
export const pickupSlotsAnswerSchema = z.object({
  slots: z.array(pickupSlotSchema),
  asap: pickupSlotSchema,
});
export type PickupSlotsAnswer = z.infer<typeof pickupSlotsAnswerSchema>;

/** PATCH /api/vendor/pickup-slots: pause or reopen one slot (the time is floored to its mark). */
export const pickupSlotPauseSchema = z.strictObject({
  time: z.iso
    .datetime({ offset: true, error: 'Time must be an ISO date-time' })
    .max(40, 'Time must be an ISO date-time'),
  paused: z.boolean({ error: 'Paused must be true or false' }),
});
export type PickupSlotPause = z.infer<typeof pickupSlotPauseSchema>;

export const PICKUP_SLOT_FULL_MESSAGE = 'That pickup time is full. Please choose another time.';

/** The 409 answer of POST /api/orders for a full or paused slot. */
export const pickupSlotFullErrorSchema = z.object({
  code: z.literal('PICKUP_SLOT_FULL'),
  message: z.string(),
  /** Up to 3 ISO times of the next slots with room (empty when none is left in the window). */
  nextFreeSlots: z.array(z.string()),
});
export type PickupSlotFullError = z.infer<typeof pickupSlotFullErrorSchema>;

// ---- Hold-and-fire -----------------------------------------------------------------------------

/** `fireAt` on POST /api/orders: hold the order until the show in progress ends. */
export const FIRE_AT_SHOW_END = 'show_end';
export const NO_SHOW_IN_PROGRESS_MESSAGE = 'There is no show in progress to wait for.';

export const MIN_HELD_SHIFT_MINUTES = -60;
export const MAX_HELD_SHIFT_MINUTES = 120;
const SHIFT_MESSAGE = `Minutes must be a whole number from ${MIN_HELD_SHIFT_MINUTES} to ${MAX_HELD_SHIFT_MINUTES}, not 0`;

/** POST /api/vendor/held-orders/shift: an encore moves the vendor's held orders. */
export const heldOrdersShiftSchema = z.strictObject({
  minutes: z
    .number({ error: SHIFT_MESSAGE })
    .int(SHIFT_MESSAGE)
    .min(MIN_HELD_SHIFT_MINUTES, SHIFT_MESSAGE)
    .max(MAX_HELD_SHIFT_MINUTES, SHIFT_MESSAGE)
    .refine((minutes) => minutes !== 0, SHIFT_MESSAGE),
});
export type HeldOrdersShift = z.infer<typeof heldOrdersShiftSchema>;
export const heldOrdersShiftAnswerSchema = z.object({ moved: z.number() });

// ---- Pure rules --------------------------------------------------------------------------------

/** The slot a time falls in: floored to its 5-minute mark. */
export function slotOf(time: Date | string): Date {
  const ms = new Date(time).getTime();
  return new Date(Math.floor(ms / STEP_MS) * STEP_MS);
}

/** The first 5-minute mark at or after `time`. */
export function slotAtOrAfter(time: Date | string): Date {
  const ms = new Date(time).getTime();
  return new Date(Math.ceil(ms / STEP_MS) * STEP_MS);
}

/**
 * A slot's view from what is taken: unlimited (capacity null) has remaining null unless paused;
 * a paused slot has remaining 0.
 */
export function toPickupSlot(options: {
  time: Date;
  capacity: number | null;
  taken: number;
  paused: boolean;
}): PickupSlot {
  const { time, capacity, taken, paused } = options;
  const remaining = paused ? 0 : capacity === null ? null : Math.max(0, capacity - taken);
  return { time: time.toISOString(), capacity, remaining, paused };
}

/** Room for one more order: not paused, and unlimited or not full. */
export const hasRoom = (slot: PickupSlot): boolean =>
  !slot.paused && (slot.remaining === null || slot.remaining > 0);

/** The first slot with room at or after `from` (a slot's mark), or null. */
export function firstFreeSlot(slots: readonly PickupSlot[], from: Date): PickupSlot | null {
  const fromMs = from.getTime();
  return slots.find((slot) => new Date(slot.time).getTime() >= fromMs && hasRoom(slot)) ?? null;
}

/** The next slots with room strictly after `after` (the refused slot), up to `limit`. */
export function nextFreeSlots(
  slots: readonly PickupSlot[],
  after: Date,
  limit: number = NEXT_FREE_SLOTS_LIMIT,
): string[] {
  const afterMs = after.getTime();
  return slots
    .filter((slot) => new Date(slot.time).getTime() > afterMs && hasRoom(slot))
    .slice(0, limit)
    .map((slot) => slot.time);
}

/** When the kitchen starts a held order: its pickup time less the vendor's prep time. */
export function fireTimeFor(pickupTime: Date | string, prepMinutes: number): Date {
  return new Date(new Date(pickupTime).getTime() - prepMinutes * MINUTE_MS);
}

/** An order's hold state as the database keeps it. */
export type HoldFacts = {
  paymentStatus: string;
  paidAt: Date | null;
  fireAt: Date | null;
  firedAt: Date | null;
};

/** Held: paid, with a fire time, and not fired yet. */
export const isHeldOrder = (order: HoldFacts): boolean =>
  isPaidStatus(order.paymentStatus) && order.fireAt !== null && order.firedAt === null;

/**
 * When the order reached the kitchen: a normal order when it was paid, a held one when it was
 * fired (only a paid order is fired); null while unpaid or held.
 */
export function kitchenTimeOf(order: HoldFacts): Date | null {
  return order.fireAt === null ? order.paidAt : order.firedAt;
}
