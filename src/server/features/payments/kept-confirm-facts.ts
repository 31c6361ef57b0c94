import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bind, perDatabase } from '../../db/prepared';
import type { Order, PaymentIntent } from '../../db/schema';
import {
  sessionGuardSql,
  sessionGuardValues,
  whenGuarded,
  type SessionCheck,
} from '../../auth/sessions';
import type { OrderVendorFacts } from '../notifications/notifications.service';
import { demoSettingsHashSql, type DemoPaymentSettings } from './demo-settings';

// A customer confirms a payment seconds after creating its intent, whose statement
// read everything the confirmation reads first (the intent, the order locked, the vendor's part
// of the order's facts, the demo settings). This process keeps those facts per intent, and a
// confirmation takes them once instead of reading them: its write (the settle or the decline)
// carries a guard, so it changes nothing unless the session still stands and the demo settings
// are still the ones it decided on; the order's and the intent's own state are the settle's own
// conditions, as ever. When the guard fails, or the kept facts would refuse, the confirmation
// takes the long way: it reads the facts fresh and decides again on them.

/** The facts a create-intent kept for its confirmation. */
export type KeptConfirmFacts = {
  userId: number;
  intent: PaymentIntent;
  order: Order;
  orderVendor: OrderVendorFacts;
  settings: DemoPaymentSettings;
  /** `demoSettingsHashSql` as the create-intent read it. */
  settingsHash: string;
};

/** Intents kept per instance before the whole set is dropped (a bound on memory). */
const MAX_KEPT_INTENTS = 10_000;
/** Kept facts older than this are not taken: the confirmation reads its facts. */
export const KEPT_CONFIRM_MS = 60_000;

/**
 * Inside a confirmation's write: true when it is not guarded, or while the session
 * (`sessionGuardSql`) stands and the demo settings hash to `settingsHash`.
 */
export const keptConfirmGuardSql = (db: Executor): SQL =>
  whenGuarded(
    sql`${sessionGuardSql(db)} and ${demoSettingsHashSql(db)} = ${bind('settingsHash')}::text`,
  );

/** The guard of a write decided on kept facts (`keptConfirmGuardSql`); null: not guarded. */
export type ConfirmGuard = { session: SessionCheck; settingsHash: string } | null;

/** The values `keptConfirmGuardSql` binds. */
export function confirmGuardValues(guard: ConfirmGuard) {
  return {
    ...sessionGuardValues(guard?.session ?? null),
    guarded: guard !== null,
    settingsHash: guard?.settingsHash ?? '',
  };
}

/** Confirmations that took kept facts and paid or declined on them, and those that did not. */
export const keptConfirmCounts = perDatabase(() => ({ taken: 0, longWay: 0 }));

type Kept = KeptConfirmFacts & { keptAt: number };

const keptOf = perDatabase(() => new Map<string, Kept>());

function keepIn<Key>(kept: Map<Key, Kept>, key: Key, facts: KeptConfirmFacts): void {
  if (kept.size >= MAX_KEPT_INTENTS) kept.clear();
  kept.set(key, { ...facts, keptAt: Date.now() });
}

/** The facts kept under `key` for `userId`, taken (whoever comes next reads them). */
function takeFrom<Key>(
  kept: Map<Key, Kept>,
  key: Key,
  userId: number,
): KeptConfirmFacts | undefined {
  const facts = kept.get(key);
  if (!facts) return undefined;
  kept.delete(key);
  if (facts.userId !== userId || Date.now() - facts.keptAt > KEPT_CONFIRM_MS) return undefined;
  return facts;
}

export function keepConfirmFacts(db: Database, facts: KeptConfirmFacts): void {
  keepIn(keptOf(db), facts.intent.id, facts);
}

/** The intent's kept facts for `userId`, taken (a second confirmation reads its facts). */
export function takeConfirmFacts(
  db: Database,
  intentId: string,
  userId: number,
): KeptConfirmFacts | undefined {
  return takeFrom(keptOf(db), intentId, userId);
}

// An unpaid order placed on kept facts opens its payment intent in its own write
// (orders/order-write.ts) while this process knows the checkout on, and keeps that intent's facts
// per order: the customer's create-intent a moment later hands the intent out on them, with no
// statement, and keeps them for the confirmation, whose guarded write checks the session and the
// demo settings as ever.

const openedWithOrderOf = perDatabase(() => new Map<number, Kept>());

/** Create-intents that handed out the intent opened with its order, and those that wrote one. */
export const openedWithOrderCounts = perDatabase(() => ({ taken: 0, written: 0 }));

export function keepIntentOpenedWithOrder(db: Database, facts: KeptConfirmFacts): void {
  keepIn(openedWithOrderOf(db), facts.order.id, facts);
}

/** The kept facts of the intent opened with the order `orderId` for `userId`, taken. */
export function takeIntentOpenedWithOrder(
  db: Database,
  orderId: number,
  userId: number,
): KeptConfirmFacts | undefined {
  return takeFrom(openedWithOrderOf(db), orderId, userId);
}
