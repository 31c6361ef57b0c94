import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  amountMismatchMessage,
  cardMessages,
  DECLINED_MESSAGE,
  DEMO_CARDS,
  DEMO_WALLET_CARD,
  INVALID_CARD_MESSAGE,
  isDemoCardNumber,
  isExpired,
  paidWithLabel,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  walletMessages,
  type CardBrand,
  type PaymentMethodKind,
  type confirmPaymentSchema,
  type ConfirmPaymentResponse,
  type CreateIntentResponse,
  type PaymentIntentView,
} from '../../../contract/payments';
import type { Database, Executor } from '../../db/client';
import {
  OPEN_INTENT_STATUSES,
  orders,
  paymentIntents,
  type Order,
  type PaymentIntent,
} from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { rowFromJson } from '../../db/json-rows';
import { bind, preparedStatement, perDatabase, type Bindable } from '../../db/prepared';
import { settingValuesOf } from '../settings/settings.service';
import type { GuardedUser } from '../../auth/guards';
import {
  sessionGuardSql,
  sessionGuardValues,
  whenGuarded,
  type SessionCheck,
} from '../../auth/sessions';
import { oneOf } from '../../db/schema/columns';
import {
  demoSettingsHashSql,
  demoSettingsJsonSql,
  parseDemoPaymentSettings,
  type DemoPaymentSettings,
} from './demo-settings';
import type { EventBus } from '../../realtime/bus';
import {
  orderPaidNotification,
  type NewNotificationInput,
  orderVendorFactsJson,
  type OrderVendorFacts,
  type NotifyLog,
} from '../notifications/notifications.service';
import { sendOutbox } from '../notifications/outbox-sender';

type ConfirmPaymentBody = z.output<typeof confirmPaymentSchema>;
/** What is kept of a payment method: never the full number, the CVC or the wallet's token. */
type CheckedCard = {
  method: PaymentMethodKind;
  brand: CardBrand;
  last4: string;
  isDeclineCard: boolean;
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomAlphanumeric(length: number): string {
  let result = '';
  while (result.length < length) {
    for (const byte of randomBytes(length)) {
      // 248 = 4 * 62: skipping the bytes above it keeps every character equally likely
      if (byte < 248 && result.length < length) result += ALPHANUMERIC.charAt(byte % 62);
    }
  }
  return result;
}

export function toPaymentIntentView(intent: PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amountCents / 100,
    amountCents: intent.amountCents,
    orderId: intent.orderId,
    paymentMethod: intent.paymentMethod,
    cardBrand: intent.cardBrand,
    cardLast4: intent.cardLast4,
  };
}

const fieldError = (code: 'VALIDATION_FAILED' | 'INVALID_CARD', path: string, message: string) =>
  new AppError(code, 400, message, { issues: [{ path, message }] });

function assertEnabled(settings: DemoPaymentSettings): DemoPaymentSettings {
  if (!settings.isCheckoutEnabled) {
    throw new AppError('SERVICE_UNAVAILABLE', 503, PAYMENTS_UNAVAILABLE_MESSAGE);
  }
  return settings;
}

const alreadyPaid = () => new AppError('ALREADY_PAID', 409, 'This order has already been paid.');

function assertPayable(order: Order) {
  if (order.status === 'cancelled') {
    throw new AppError('CONFLICT', 409, 'This order was cancelled, so it cannot be paid.');
  }
  if (order.paymentStatus !== 'unpaid') {
    throw alreadyPaid();
  }
}

type OpenIntentRow = {
  intent: Record<string, unknown> | null;
  own_order: Record<string, unknown> | null;
  session_ok: boolean;
  settings: { key: string; value: string }[] | null;
  settings_hash: string;
};

/**
 * Create-intent in one statement (one round trip instead of four). The customer's own
 * order is locked (two create calls of one order, or a create and a confirm, meet at its row and
 * the later one reads it as the earlier left it); the order's open intent is written only when
 * the checkout is on (the demo settings hash as when this process last found it on), the order is
 * payable and owed exactly the amount, and the session (perhaps cached) still stands. The one open
 * intent per order is the database's own rule (`payment_intents_one_open_idx`): a second create
 * meets the first's intent there and hands it out again, its amount brought to the order total.
 * Whatever it wrote or not, the statement answers the facts it judged on, so a refusal is given
 * on them with nothing written.
 */
const openIntentStatement = preparedStatement<OpenIntentRow>('open_payment_intent', (db) => {
  const ownOrder = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, bind('orderId')), eq(orders.userId, bind('userId'))))
    .for('update');
  return sql`with
    own_order as (${ownOrder}),
    settings_now as (select ${demoSettingsHashSql(db)} as hash),
    session_check as (select ${whenGuarded(sessionGuardSql(db))} as ok),
    opened as (
      insert into payment_intents (id, order_id, user_id, amount_cents, client_secret)
      select ${bind('id')}::text, own_order.id, own_order.user_id, own_order.total_cents,
        ${bind('clientSecret')}::text
      from own_order, settings_now, session_check
      where session_check.ok and settings_now.hash = ${bind('checkoutOnHash')}::text
        and own_order.status <> 'cancelled' and own_order.payment_status = 'unpaid'
        and own_order.total_cents = ${bind('amountCents')}::int
      on conflict (order_id) where ${oneOf(paymentIntents.status, OPEN_INTENT_STATUSES)}
      do update set amount_cents = excluded.amount_cents,
        updated_at = case when payment_intents.amount_cents = excluded.amount_cents
          then payment_intents.updated_at else now() end
      returning *
    )
    select (select to_json(opened) from opened) as intent,
      (select to_json(own_order) from own_order) as own_order,
      (select ok from session_check) as session_ok,
      ${demoSettingsJsonSql(db)} as settings,
      (select hash from settings_now) as settings_hash`;
});

/**
 * The demo settings' hash (`demoSettingsHashSql`) under which this process last found the checkout
 * on (null: not read yet): an intent is written only while the database still hashes the same, so
 * an admin's change applies to the next intent written on every instance.
 */
const checkoutOnUnder = perDatabase((): { hash: string | null } => ({ hash: null }));

/** A new intent's id and client secret (customer spec 3: 'pi_…', '{id}_secret_…'). */
function newIntentId() {
  const id = `pi_${randomAlphanumeric(24)}`;
  return { id, clientSecret: `${id}_secret_${randomAlphanumeric(24)}` };
}

/** Attempts before demo settings that keep changing under create-intent are a failure. */
const MAX_INTENT_ATTEMPTS = 3;

/**
 * customer spec 7: the amount (sent in dollars, read by the schema as cents) must be exactly the
 * server's order total (never trusted, never rounded towards it). One open
 * intent per order: calling again, or from the second URL, hands out the same intent.
 */
export async function createPaymentIntent(
  db: Database,
  options: { payer: GuardedUser; orderId: number; amountCents: number },
): Promise<CreateIntentResponse> {
  const { amountCents } = options;
  let { user, session } = options.payer;
  const checkoutOn = checkoutOnUnder(db);
  for (let attempt = 1; attempt <= MAX_INTENT_ATTEMPTS; attempt += 1) {
    const [row] = await openIntentStatement(db, {
      orderId: options.orderId,
      userId: user.id,
      amountCents,
      ...newIntentId(),
      checkoutOnHash: checkoutOn.hash,
      ...sessionGuardValues(session),
    });
    if (!row) throw new Error('the open payment intent statement returned no row');
    if (!row.session_ok) {
      // the cached session or its user changed: read it again (401 or 403 from fresh facts)
      user = await options.payer.fresh();
      session = null;
      continue;
    }
    const settings = parseDemoPaymentSettings(settingValuesOf(row.settings ?? []));
    if (row.intent) return intentCreated(rowFromJson(paymentIntents, row.intent));
    // nothing written: say why, from the facts the statement judged on
    checkoutOn.hash = settings.isCheckoutEnabled ? row.settings_hash : null;
    assertEnabled(settings);
    if (!row.own_order) throw notFound('Order');
    const order = rowFromJson(orders, row.own_order);
    assertPayable(order);
    if (amountCents !== order.totalCents) {
      throw fieldError('VALIDATION_FAILED', 'body.amount', amountMismatchMessage(order.totalCents));
    }
    // every check passed: the settings were not known yet (or changed, the checkout still on): again
  }
  throw new Error('the demo settings kept changing while the payment intent was created');
}

function intentCreated(intent: PaymentIntent): CreateIntentResponse {
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amountCents / 100,
    amountCents: intent.amountCents,
  };
}

type PaymentMethodBody = ConfirmPaymentBody['payment_method'];

/**
 * The one step where a card and a wallet differ. A demo wallet's token is not a card: it pays with
 * the wallet's demo card and, like any approved card, by the demo success rate alone.
 */
function checkPaymentMethod(method: PaymentMethodBody): CheckedCard {
  if (method.wallet)
    return { method: method.wallet.type, ...DEMO_WALLET_CARD, isDeclineCard: false };
  if (method.card) return checkCard(method.card);
  // the schema already refuses a body with neither
  throw fieldError('VALIDATION_FAILED', 'body.payment_method', walletMessages.oneMethod);
}

/** customer spec 5: only the demo cards, not expired (the CVC's 3-4 digits are the schema's). */
function checkCard(card: NonNullable<PaymentMethodBody['card']>): CheckedCard {
  if (!isDemoCardNumber(card.number)) {
    throw fieldError('INVALID_CARD', 'body.payment_method.card.number', INVALID_CARD_MESSAGE);
  }
  if (isExpired(card.exp_month, card.exp_year)) {
    throw fieldError(
      'VALIDATION_FAILED',
      'body.payment_method.card.exp_month',
      cardMessages.expired,
    );
  }
  const demoCard = DEMO_CARDS[card.number];
  return {
    method: 'card',
    brand: demoCard.brand,
    last4: card.number.slice(-4),
    isDeclineCard: demoCard.outcome === 'decline',
  };
}

const ownIntentQuery = (db: Executor, intentId: Bindable<string>, userId: Bindable<number>) =>
  db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.userId, userId)));

async function findOwnIntent(db: Executor, intentId: string, userId: number) {
  const [intent] = await ownIntentQuery(db, intentId, userId);
  if (!intent) throw notFound('Payment');
  return intent;
}

type ConfirmFactsRow = {
  intent: Record<string, unknown> | null;
  own_order: Record<string, unknown> | null;
  settings: { key: string; value: string }[] | null;
  order_vendor: OrderVendorFacts | null;
  session_ok: boolean;
};

/**
 * What a confirmation reads before it waits, in one statement (one round trip instead
 * of four): the customer's own intent, the customer's own order it is for, the demo payment
 * settings, and whether the session (perhaps cached) still stands. Each part is the query it would
 * run alone.
 */
const confirmFactsStatement = preparedStatement<ConfirmFactsRow>('confirm_payment_facts', (db) => {
  const intentId = bind('intentId');
  const userId = bind('userId');
  const intentOrder = db
    .select({ orderId: paymentIntents.orderId })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.userId, userId)));
  const ownOrder = db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, intentOrder), eq(orders.userId, userId)));
  return sql`with own_order as (${ownOrder}) select
      (select to_json(intent) from (${ownIntentQuery(db, intentId, userId)}) intent) as intent,
      (select to_json(own_order) from own_order) as own_order,
      ${demoSettingsJsonSql(db)} as settings,
      (select ${orderVendorFactsJson(sql`own_order.id`, sql`own_order.vendor_id`)} from own_order)
        as order_vendor,
      ${whenGuarded(sessionGuardSql(db))} as session_ok`;
});

async function readConfirmFacts(
  db: Database,
  intentId: string,
  userId: number,
  session: SessionCheck | null = null,
) {
  const [row] = await confirmFactsStatement(db, {
    intentId,
    userId,
    ...sessionGuardValues(session),
  });
  return {
    sessionOk: row?.session_ok ?? false,
    intent: row?.intent ? rowFromJson(paymentIntents, row.intent) : undefined,
    order: row?.own_order ? rowFromJson(orders, row.own_order) : undefined,
    orderVendor: row?.order_vendor ?? undefined,
    settings: parseDemoPaymentSettings(settingValuesOf(row?.settings ?? [])),
  };
}

type ConfirmOptions = {
  payer: GuardedUser;
  body: ConfirmPaymentBody;
  bus?: EventBus;
  log: NotifyLog;
  /** A receipt e-mail is recorded with the payment (a mail server is set). */
  emailsReceipt?: boolean;
};

/**
 * customer spec 7 and 8: simulated confirmation, decided on facts read fresh. The first success
 * stands: confirming again answers that result and never pays twice, even when two confirms race.
 */
export async function confirmPayment(
  db: Database,
  options: ConfirmOptions,
): Promise<ConfirmPaymentResponse> {
  const { payer } = options;
  const intentId = options.body.payment_intent_id;
  let facts = await readConfirmFacts(db, intentId, payer.user.id, payer.session);
  let userId = payer.user.id;
  if (!facts.sessionOk) {
    // the cached session or its user changed: read it again (401 or 403 from fresh facts)
    userId = (await payer.fresh()).id;
    facts = await readConfirmFacts(db, intentId, userId);
  }
  const { intent } = facts;
  if (!intent) throw notFound('Payment');
  if (intent.status === 'succeeded') return { payment_intent: toPaymentIntentView(intent) };
  const settings = assertEnabled(facts.settings);
  const card = checkPaymentMethod(options.body.payment_method);
  const { order, orderVendor } = facts;
  if (!order || !orderVendor) throw notFound('Order');
  if (order.paymentStatus !== 'unpaid') {
    // a racing confirm of this intent may have paid the order since the read above: its result
    // stands, exactly as for a confirm that arrives later
    const latest = await findOwnIntent(db, intent.id, userId);
    if (latest.status === 'succeeded') return { payment_intent: toPaymentIntentView(latest) };
  }
  assertPayable(order);

  // customer spec 9: simulated processing time (demo_payment_delay)
  await sleep(settings.delayMs);
  return isApproved(card, settings)
    ? payOrder(db, options, { intent, order, orderVendor, card })
    : declinePayment(db, { intent, card });
}

const isApproved = (card: CheckedCard, settings: DemoPaymentSettings) =>
  !card.isDeclineCard && Math.random() < settings.successRate;

/** Settles the payment and tells the vendor's board. */
async function payOrder(
  db: Database,
  options: ConfirmOptions,
  facts: {
    intent: PaymentIntent;
    order: Order;
    orderVendor: OrderVendorFacts;
    card: CheckedCard;
  },
): Promise<ConfirmPaymentResponse> {
  const { intent, order, orderVendor, card } = facts;
  // the vendor's owner is told in the payment's own statement: stored with it, or not at all
  const notification = orderPaidNotification({ ...order, ...orderVendor });
  const settled = await settlePayment(db, {
    intent,
    card,
    notification,
    ownerUserId: orderVendor.ownerUserId,
    receiptEmail: options.body.billing_details.email,
    emailsReceipt: options.emailsReceipt === true,
  });
  // after the commit; a failure to reach the sockets never fails the payment
  if (settled.isPaid) await sendOutbox(db, options.bus, options.log);
  return settled.response;
}

const declineStatement = preparedStatement<{ intent: Record<string, unknown> }>(
  'decline_payment',
  () => sql`update payment_intents set status = 'failed',
      failure_message = ${bind('message')}::text, payment_method = ${bind('paymentMethod')}::text,
      card_brand = ${bind('cardBrand')}::text,
      card_last4 = ${bind('cardLast4')}::text, updated_at = now()
    where id = ${bind('intentId')}::text and status <> 'succeeded'
    returning to_json(payment_intents.*) as intent`,
);

/** Declines the card (402), unless a racing confirm of the same intent succeeded meanwhile. */
async function declinePayment(
  db: Database,
  options: { intent: PaymentIntent; card: CheckedCard },
): Promise<ConfirmPaymentResponse> {
  const { intent, card } = options;
  const [failed] = await declineStatement(db, {
    intentId: intent.id,
    message: DECLINED_MESSAGE,
    paymentMethod: card.method,
    cardBrand: card.brand,
    cardLast4: card.last4,
  });
  if (!failed) {
    // a concurrent confirm of the same intent succeeded meanwhile, and its result stands
    return {
      payment_intent: toPaymentIntentView(await findOwnIntent(db, intent.id, intent.userId)),
    };
  }
  throw new AppError('PAYMENT_DECLINED', 402, DECLINED_MESSAGE);
}

/**
 * Paying is one statement (one round trip instead of seven). The order is paid only if
 * it is still unpaid, not cancelled and owed exactly this intent's amount, and this intent has
 * not succeeded; then, and only then, the intent succeeds, the timeline says so, the vendor's
 * owner is notified (its text made from the facts the confirmation read) and the notification and
 * the boards' order_update go to the outbox (sent after the commit). Two confirms
 * of one order meet at the order's row: the second waits for the first, finds the order paid and
 * changes nothing (PostgreSQL checks an updated row's conditions again after the wait).
 */
const settleStatement = preparedStatement<{ intent: Record<string, unknown> | null }>(
  'settle_payment',
  () => sql`with
    paid as (
      update orders set payment_status = 'paid', paid_at = now(), updated_at = now()
      where id = ${bind('orderId')}::int and user_id = ${bind('userId')}::int
        and payment_status = 'unpaid' and status <> 'cancelled'
        and exists (select 1 from payment_intents intent
          where intent.id = ${bind('intentId')}::text and intent.status <> 'succeeded'
            and intent.amount_cents = orders.total_cents)
      returning *
    ),
    succeeded as (
      update payment_intents set status = 'succeeded',
        payment_method = ${bind('paymentMethod')}::text, card_brand = ${bind('cardBrand')}::text,
        card_last4 = ${bind('cardLast4')}::text, receipt_email = ${bind('receiptEmail')}::text,
        failure_message = null, updated_at = now()
      where id = ${bind('intentId')}::text and exists (select 1 from paid)
      returning *
    ),
    timeline as (
      insert into order_status_history (order_id, status, actor_role, note)
      select id, status, 'system', ${bind('note')}::text from paid
    ),
    notified as (
      insert into notifications (user_id, title, message, category, priority, order_id)
      select ${bind('notifyUserId')}::int, ${bind('notifyTitle')}::text,
        ${bind('notifyMessage')}::text, 'order', 'high', paid.id
      from paid where ${bind('notifyUserId')}::int is not null
      returning id
    ),
    told as (
      insert into outbox (kind, payload)
      select 'notification', json_build_object('notificationId', notified.id) from notified
      union all
      select 'order_update', json_build_object('id', paid.id, 'userId', paid.user_id,
        'vendorId', paid.vendor_id, 'status', paid.status, 'paymentStatus', paid.payment_status,
        'ownerUserId', ${bind('ownerUserId')}::int)
      from paid
      union all
      select 'email', json_build_object('orderId', paid.id, 'to', ${bind('receiptEmail')}::text,
        'refundId', null)
      from paid where ${bind('emailsReceipt')}::boolean
    )
    select (select to_json(intent) from succeeded intent) as intent`,
);

/**
 * The intent succeeds, the order is paid, the timeline says so and the vendor's owner gets
 * `notification` (through the outbox, with the boards' update), together or not at all.
 */
async function settlePayment(
  db: Database,
  options: {
    intent: PaymentIntent;
    card: CheckedCard;
    notification: NewNotificationInput | null;
    ownerUserId: number | null;
    receiptEmail: string;
    emailsReceipt: boolean;
  },
): Promise<{ response: ConfirmPaymentResponse; isPaid: boolean }> {
  const { intent, card, notification } = options;
  const [row] = await settleStatement(db, {
    orderId: intent.orderId,
    userId: intent.userId,
    intentId: intent.id,
    paymentMethod: card.method,
    cardBrand: card.brand,
    cardLast4: card.last4,
    note: `Payment received (${paidWithLabel(card.method, card.brand, card.last4)})`,
    notifyUserId: notification?.userId ?? null,
    notifyTitle: notification?.title ?? '',
    notifyMessage: notification?.message ?? '',
    ownerUserId: options.ownerUserId,
    receiptEmail: options.receiptEmail,
    emailsReceipt: options.emailsReceipt,
  });
  // the intent succeeded in this statement only when it paid the order
  if (row?.intent) {
    const succeeded = rowFromJson(paymentIntents, row.intent);
    return { response: { payment_intent: toPaymentIntentView(succeeded) }, isPaid: true };
  }
  // nothing changed: say why, from the rows as they are now (one read)
  const current = await readConfirmFacts(db, intent.id, intent.userId);
  if (!current.intent) throw notFound('Payment');
  if (current.intent.status === 'succeeded')
    return { response: { payment_intent: toPaymentIntentView(current.intent) }, isPaid: false };
  if (!current.order) throw notFound('Order');
  assertPayable(current.order);
  if (current.intent.amountCents !== current.order.totalCents) {
    throw new AppError('CONFLICT', 409, 'The order total changed. Please start the payment again.');
  }
  throw alreadyPaid();
}
