import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import type { Database } from '../../db/client';
import { pushSubscriptions, type PushSubscription } from '../../db/schema';
import { claimDueRecords, settleClaimed, startSenderLoop } from '../../db/outbox-claims';
import type { EventBus } from '../../realtime/bus';
import type { PushRecord } from './order-pushes';
import type { VapidKeysLoader } from './vapid-keys';

// Pushes leave the outbox one device at a time. A sender claims due records by moving their
// next_attempt_at past the send's time-out (FOR UPDATE SKIP LOCKED, one statement), so of all
// the senders of all instances exactly one holds a record while it is sent; the send itself runs
// outside any transaction, so a slow push service holds no database connection or lock.

export type PushSending = {
  /** web-push's request time-out: a push service that does not answer within it has failed. */
  timeoutMs: number;
  /** Waits before the second, third, ... try; one more failure gives the push up. */
  retryDelaysMs: readonly number[];
  /** How often every instance looks for due pushes (left by a crash, or due for a retry). */
  sweepIntervalMs: number;
  /** Sends in flight per instance; more wait for the next look. */
  maxInFlight: number;
};

export const DEFAULT_PUSH_SENDING: PushSending = {
  timeoutMs: 10_000,
  retryDelaysMs: [5_000, 30_000, 120_000],
  sweepIntervalMs: 5_000,
  maxInFlight: 100,
};

/** A claimed record's hold lasts past its send's time-out; a sender that died lets it go then. */
const claimHoldMs = (sending: PushSending) => sending.timeoutMs * 2 + 30_000;

type Claimed = { id: number; attempts: number; push: PushRecord };

type Outcome = 'delivered' | 'gone' | 'retry' | 'failed';

export type PushSenderOptions = {
  db: Database;
  bus: EventBus;
  keys: VapidKeysLoader;
  subject: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  sending?: Partial<PushSending>;
};

export type PushSender = {
  /** Looks for due pushes now and starts sending them; resolves once they are claimed. */
  sendDue: () => Promise<number>;
  /** Resolves when every send started so far has finished. */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Sends due pushes at start-up, every `sweepIntervalMs`, after a retry's wait, and whenever a
 * notification goes out on the bus (a push is recorded with the notification it copies, so on
 * every instance that is the moment one may be due).
 */
export function startPushSender(options: PushSenderOptions): PushSender {
  const sending = { ...DEFAULT_PUSH_SENDING, ...options.sending };
  const { db, log } = options;
  const inFlight = new Set<Promise<void>>();

  async function send(claimed: Claimed, subscription: PushSubscription | undefined) {
    const outcome = subscription ? await deliver(claimed, subscription) : 'gone';
    const maxAttempts = sending.retryDelaysMs.length + 1;
    const retry = outcome === 'retry' && claimed.attempts < maxAttempts;
    if (outcome === 'gone' && subscription)
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    if (outcome === 'failed' || (outcome === 'retry' && !retry))
      log.warn({ outboxId: claimed.id, attempts: claimed.attempts }, 'push given up');
    const delay = sending.retryDelaysMs[claimed.attempts - 1] ?? 0;
    await settleClaimed(db, claimed, retry ? delay : null);
    if (retry) loop.later(delay);
  }

  async function deliver(claimed: Claimed, subscription: PushSubscription): Promise<Outcome> {
    const { push } = claimed;
    try {
      const keys = await options.keys();
      await webPush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(push.message),
        {
          vapidDetails: { subject: options.subject, ...keys },
          TTL: push.ttlSeconds,
          urgency: push.urgency,
          topic: push.topic,
          timeout: sending.timeoutMs,
          contentEncoding: 'aes128gcm',
        },
      );
      return 'delivered';
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      // RFC 8030: 404 and 410 say the subscription is over; 429 and 5xx may pass
      if (status === 404 || status === 410) return 'gone';
      const retry = status === undefined || status === 429 || status >= 500;
      log.warn({ err: error, statusCode: status, outboxId: claimed.id }, 'push not delivered');
      return retry ? 'retry' : 'failed';
    }
  }

  async function claimDue(limit: number): Promise<Claimed[]> {
    const rows = await claimDueRecords(db, 'push', limit, claimHoldMs(sending));
    return rows.map((row) => ({
      id: row.id,
      attempts: row.attempts,
      push: row.payload as PushRecord,
    }));
  }

  async function lookOnce(): Promise<number> {
    const room = sending.maxInFlight - inFlight.size;
    if (room <= 0) return 0;
    const claimed = await claimDue(room);
    if (claimed.length === 0) return 0;
    const ids = [...new Set(claimed.map((record) => record.push.subscriptionId))];
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, ids));
    const byId = new Map(devices.map((device) => [device.id, device]));
    for (const record of claimed) {
      const sent: Promise<void> = send(record, byId.get(record.push.subscriptionId))
        .catch((error: unknown) => log.warn({ err: error, outboxId: record.id }, 'push not sent'))
        .finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    }
    return claimed.length;
  }

  const loop = startSenderLoop({
    lookOnce,
    sweepIntervalMs: sending.sweepIntervalMs,
    onError: (error) => log.warn({ err: error }, 'pushes not sent'),
  });
  const stopFollowing = options.bus.subscribe((event) => {
    if (event.message.type === 'notification') void loop.wake();
  });

  const idle = async () => {
    while (loop.looking() || inFlight.size > 0) await Promise.all([loop.looking(), ...inFlight]);
  };
  return {
    sendDue: loop.wake,
    idle,
    close: async () => {
      loop.stop();
      stopFollowing();
      await idle();
    },
  };
}
