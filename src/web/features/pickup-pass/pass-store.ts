import { wasPaid } from '../../../contract/enums';
import { pickupPassResponseSchema, type PickupPassResponse } from '../../../contract/pickup-pass';
import type { OrderView } from '../../../contract/orders';
import { readJson, storageKey, writeJson } from '../../lib/storage';

// The phone keeps each paid order's signed pass, so it opens with no signal. Bounded:
// a pass goes once its order is picked up or cancelled, and after a day.

export const PICKUP_PASSES_KEY = storageKey('pickupPasses');
export const PASS_KEEP_MS = 24 * 60 * 60_000;

// `keptAt` (when the pass was saved) is the field name already in phones' storage, so it stays.
export type SavedPass = PickupPassResponse & { keptAt: number };

function readAll(): Record<string, SavedPass> {
  const stored = readJson<unknown>(PICKUP_PASSES_KEY, {});
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const passes: Record<string, SavedPass> = {};
  for (const [id, entry] of Object.entries(stored)) {
    const parsed = pickupPassResponseSchema.safeParse(entry);
    const savedAt = (entry as { keptAt?: unknown } | null)?.keptAt;
    if (parsed.success && typeof savedAt === 'number') {
      passes[id] = { ...parsed.data, keptAt: savedAt };
    }
  }
  return passes;
}

const isFresh = (pass: SavedPass, now: number) => now - pass.keptAt < PASS_KEEP_MS;

/** The saved pass of one order, if it is still fresh. */
export function savedPass(orderId: number, now = Date.now()): SavedPass | undefined {
  const pass = readAll()[String(orderId)];
  return pass && isFresh(pass, now) ? pass : undefined;
}

/** Every fresh saved pass, soonest pickup first. */
export function savedPasses(now = Date.now()): SavedPass[] {
  return Object.values(readAll())
    .filter((pass) => isFresh(pass, now))
    .sort((a, b) => a.pass.pickupTime.localeCompare(b.pass.pickupTime));
}

export function keepPass(pass: PickupPassResponse, now = Date.now()): void {
  const passes = readAll();
  passes[String(pass.pass.orderId)] = { ...pass, keptAt: now };
  writeJson(PICKUP_PASSES_KEY, passes);
}

/** Drops stale passes and those of orders now picked up or cancelled. */
export function prunePasses(orders: readonly Pick<OrderView, 'id' | 'status'>[], now = Date.now()) {
  const finished = new Set(
    orders
      .filter((order) => order.status === 'completed' || order.status === 'cancelled')
      .map((order) => String(order.id)),
  );
  const passes = readAll();
  const remaining = Object.fromEntries(
    Object.entries(passes).filter(([id, pass]) => !finished.has(id) && isFresh(pass, now)),
  );
  if (Object.keys(remaining).length !== Object.keys(passes).length) {
    writeJson(PICKUP_PASSES_KEY, remaining);
  }
}

/** A paid order the customer may still collect has a pass. */
export const hasPickupPass = (order: Pick<OrderView, 'paymentStatus' | 'status'>) =>
  wasPaid(order.paymentStatus) && order.status !== 'cancelled' && order.status !== 'completed';

/**
 * The saved pass is out of date when the order became ready after it was issued (the pickup code
 * is made then) or is missing.
 */
export function needsFreshPass(order: Pick<OrderView, 'id' | 'status' | 'pickupCode'>) {
  const pass = savedPass(order.id);
  if (!pass) return true;
  return order.pickupCode !== null && pass.pass.pickupCode !== order.pickupCode;
}
