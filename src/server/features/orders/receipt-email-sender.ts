import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import {
  claimDueRecords,
  settleClaimed,
  startSenderLoop,
  type ClaimedRecord,
} from '../../db/outbox-claims';
import type { EventBus } from '../../realtime/bus';
import type { ReceiptEmailRecord } from '../notifications/outbox';
import { findReceipt } from './order-receipts.service';
import { receiptMessage } from './receipt-email';

// Receipt e-mails leave the outbox after the payment's or the refund's commit, one at a time
// and outside any transaction, so a slow mail server never holds up a payment or a database
// connection. A failed send is tried again later; the Message-ID is the record's, so a repeat
// after a crash mid-send is the same message to the mail server and the reader's mail app.

export type EmailSending = {
  /** Connecting, the greeting and each reply must come within this, or the send failed. */
  timeoutMs: number;
  /** Waits before the second, third, ... try; one more failure gives the e-mail up. */
  retryDelaysMs: readonly number[];
  /** How often every instance looks for due e-mails (left by a crash, or due for a retry). */
  sweepIntervalMs: number;
};

export const DEFAULT_EMAIL_SENDING: EmailSending = {
  timeoutMs: 15_000,
  retryDelaysMs: [30_000, 120_000, 600_000],
  sweepIntervalMs: 5_000,
};

/** E-mails one look takes; more wait for the next. */
const EMAILS_PER_LOOK = 20;

export type ReceiptEmailSenderOptions = {
  db: Database;
  bus: EventBus;
  mail: { smtpUrl: string; from: string };
  publicOrigin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  sending?: Partial<EmailSending> | undefined;
};

export type ReceiptEmailSender = {
  /** Looks for due e-mails now and sends them; resolves when they are sent or rescheduled. */
  sendDue: () => Promise<number>;
  close: () => Promise<void>;
};

/** Sends due receipt e-mails at start-up, every `sweepIntervalMs` and when an order changes. */
export function startReceiptEmailSender(options: ReceiptEmailSenderOptions): ReceiptEmailSender {
  const sending = { ...DEFAULT_EMAIL_SENDING, ...options.sending };
  const { db, log, mail } = options;
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: sending.timeoutMs,
    greetingTimeout: sending.timeoutMs,
    socketTimeout: sending.timeoutMs,
  });
  const host = new URL(options.publicOrigin).hostname;
  // a claimed record's hold lasts past a send's time-outs; a sender that died lets it go then
  const holdMs = sending.timeoutMs * 4 + 30_000;

  async function send(claimed: ClaimedRecord): Promise<void> {
    const record = claimed.payload as ReceiptEmailRecord;
    let retryInMs: number | null = null;
    try {
      const receipt = await findReceipt(db, record.orderId);
      // the order is gone (deleted with its account): nothing left to send
      if (receipt) {
        const message = receiptMessage(receipt, record.refundId, options.publicOrigin);
        await transport.sendMail({
          from: mail.from,
          to: record.to,
          messageId: `<receipt-${claimed.id}@${host}>`,
          ...message,
        });
      }
    } catch (error) {
      const delay = sending.retryDelaysMs[claimed.attempts - 1];
      log.warn(
        { err: error, outboxId: claimed.id, attempts: claimed.attempts },
        'receipt e-mail not sent',
      );
      if (delay === undefined) log.warn({ outboxId: claimed.id }, 'receipt e-mail given up');
      else retryInMs = delay;
    }
    await settleClaimed(db, claimed, retryInMs);
    if (retryInMs !== null) loop.later(retryInMs);
  }

  async function lookOnce(): Promise<number> {
    const claimed = await claimDueRecords(db, 'email', EMAILS_PER_LOOK, holdMs);
    for (const record of claimed) await send(record);
    return claimed.length;
  }

  const loop = startSenderLoop({
    lookOnce,
    sweepIntervalMs: sending.sweepIntervalMs,
    onError: (error) => log.warn({ err: error }, 'receipt e-mails not sent'),
  });
  // a payment or a refund is recorded with the order's live update: an e-mail may be due now
  const stopFollowing = options.bus.subscribe((event) => {
    if (event.message.type === 'order_update') void loop.wake();
  });

  return {
    sendDue: loop.wake,
    close: async () => {
      loop.stop();
      stopFollowing();
      await loop.looking();
      transport.close();
    },
  };
}
