import type { Database } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import type { PaymentIntent } from '../../db/schema';

// An unpaid order placed on cached vendor facts opens its payment intent in its own write
// (orders/order-write.ts). This process remembers that intent per order for a minute, so the
// customer's create-intent right after hands it out with no statement, and only while the demo
// settings hash as when it was opened; the confirmation reads everything it decides on fresh.

/** An intent opened with its order, for `userId`, under the demo settings hashed `settingsHash`. */
export type OpenedIntent = { userId: number; intent: PaymentIntent; settingsHash: string };

/** Intents remembered per instance before the whole set is dropped (a bound on memory). */
const MAX_OPENED_INTENTS = 10_000;
/** An intent remembered longer than this is not handed out: create-intent reads the order. */
export const OPENED_INTENT_MS = 60_000;

type Remembered = OpenedIntent & { openedAt: number };

const openedOf = perDatabase(() => new Map<number, Remembered>());

/** Create-intents that handed out the intent opened with its order, and those that wrote one. */
export const openedWithOrderCounts = perDatabase(() => ({ taken: 0, written: 0 }));

export function rememberIntentOpenedWithOrder(db: Database, opened: OpenedIntent): void {
  const remembered = openedOf(db);
  if (remembered.size >= MAX_OPENED_INTENTS) remembered.clear();
  remembered.set(opened.intent.orderId, { ...opened, openedAt: Date.now() });
}

/** The intent opened with the order `orderId` for `userId`, taken (a second call reads). */
export function takeIntentOpenedWithOrder(
  db: Database,
  orderId: number,
  userId: number,
): OpenedIntent | undefined {
  const remembered = openedOf(db);
  const opened = remembered.get(orderId);
  if (!opened) return undefined;
  remembered.delete(orderId);
  if (opened.userId !== userId || Date.now() - opened.openedAt > OPENED_INTENT_MS) return undefined;
  return opened;
}
