import { and, asc, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { notifications, outbox, RETRIED_OUTBOX_KINDS, type OutboxRecord } from '../../db/schema';
import type { EventBus } from '../../realtime/bus';
import {
  notificationMessage,
  orderUpdateMessages,
  publishLive,
  type LiveMessage,
  type OrderUpdateFacts,
} from '../../realtime/events';
import { toNotificationView, type NotifyLog } from './notifications.service';

/** Records per sending transaction. */
export const OUTBOX_BATCH_SIZE = 100;

/**
 * What sends a change's outbox after its commit: the app's bus (without one, the sweep sends it)
 * and its log.
 */
export type OutboxSender = { bus?: EventBus | undefined; log: NotifyLog };

/**
 * Runs `change` in one transaction, in which it writes what it tells with `addToOutbox`, and sends
 * the outbox once that has committed. A change that throws rolls back with its messages.
 */
export async function withOutbox<T>(
  db: Database,
  sender: OutboxSender,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(change);
  await sendOutbox(db, sender.bus, sender.log);
  return result;
}

/**
 * Sends every unsent record, oldest first, and marks it sent. A batch stays locked (FOR UPDATE
 * SKIP LOCKED) from its read to its mark, so two senders (a request and the sweep, two instances)
 * never take the same record; a crash before the mark leaves the batch unsent for the next sweep.
 * Never throws: a send that failed is retried by the sweep. Without a bus (a service called
 * outside the app) the records wait for the app's sweep. Returns how many records were sent.
 */
export async function sendOutbox(
  db: Database,
  bus: EventBus | undefined,
  log: NotifyLog,
): Promise<number> {
  if (!bus) return 0;
  let sent = 0;
  try {
    for (;;) {
      const count = await db.transaction((tx) => sendBatch(tx, bus));
      sent += count;
      if (count < OUTBOX_BATCH_SIZE) return sent;
    }
  } catch (error) {
    log.warn({ err: error }, 'outbox not sent');
    return sent;
  }
}

async function sendBatch(tx: Transaction, bus: EventBus): Promise<number> {
  const records = await tx
    .select()
    .from(outbox)
    // pushes and e-mails go out one at a time, with retries, by senders of their own
    .where(and(isNull(outbox.sentAt), notInArray(outbox.kind, [...RETRIED_OUTBOX_KINDS])))
    .orderBy(asc(outbox.id))
    .limit(OUTBOX_BATCH_SIZE)
    .for('update', { skipLocked: true });
  if (records.length === 0) return 0;
  await publishRecords(tx, bus, records);
  await tx
    .update(outbox)
    .set({ sentAt: sql`now()` })
    .where(
      inArray(
        outbox.id,
        records.map((record) => record.id),
      ),
    );
  return records.length;
}

/** Publishes the records in order; a notification deleted meanwhile has nothing left to send. */
async function publishRecords(
  tx: Executor,
  bus: EventBus,
  records: readonly OutboxRecord[],
): Promise<void> {
  const notificationIds = records.flatMap((record) =>
    record.kind === 'notification' ? [Number(record.payload.notificationId)] : [],
  );
  const stored =
    notificationIds.length === 0
      ? []
      : await tx.select().from(notifications).where(inArray(notifications.id, notificationIds));
  const notificationsById = new Map(stored.map((row) => [row.id, row]));
  const messagesOf = (record: OutboxRecord): Pick<LiveMessage, 'channels' | 'message'>[] => {
    if (record.kind === 'live')
      return [record.payload as Pick<LiveMessage, 'channels' | 'message'>];
    if (record.kind === 'order_update')
      return orderUpdateMessages(record.payload as OrderUpdateFacts);
    const row = notificationsById.get(Number(record.payload.notificationId));
    return row ? [notificationMessage(row.userId, toNotificationView(row))] : [];
  };
  for (const record of records) {
    for (const message of messagesOf(record)) await publishLive(bus, message);
  }
}
