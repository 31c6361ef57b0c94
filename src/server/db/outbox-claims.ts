import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { outbox, type RETRIED_OUTBOX_KINDS } from './schema';

// The outbox records sent one at a time with retries (pushes, receipt e-mails): how a sender
// takes them and lets them go.

/** A retried record (push, e-mail) one sender holds: its try number and its payload. */
export type ClaimedRecord = { id: number; attempts: number; payload: Record<string, unknown> };

/**
 * Claims up to `limit` due records of `kind` for one sender: their try count goes up and their
 * next_attempt_at moves `holdMs` ahead (FOR UPDATE SKIP LOCKED, one statement), so of all the
 * senders of all instances exactly one holds a record while it is sent; a sender that died lets
 * it go when the hold runs out.
 */
export async function claimDueRecords(
  db: Database,
  kind: (typeof RETRIED_OUTBOX_KINDS)[number],
  limit: number,
  holdMs: number,
): Promise<ClaimedRecord[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        sql`${outbox.sentAt} is null`,
        eq(outbox.kind, kind),
        sql`${outbox.nextAttemptAt} <= now()`,
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${holdMs} milliseconds`}::interval`,
    })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, attempts: outbox.attempts, payload: outbox.payload });
}

/**
 * A claimed record is done (sent or given up), or due again in `retryInMs`; only while this
 * sender still holds it: a record whose hold ran out belongs to its new taker.
 */
export async function settleClaimed(
  db: Database,
  claimed: Pick<ClaimedRecord, 'id' | 'attempts'>,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryInMs === null
        ? { sentAt: sql`now()` }
        : { nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval` },
    )
    .where(and(eq(outbox.id, claimed.id), eq(outbox.attempts, claimed.attempts)));
}

export type SenderLoop = {
  /** Looks now; resolves with how many records the looks took. */
  wake: () => Promise<number>;
  /** Looks again in `ms` (a retry's wait), unless stopped by then. */
  later: (ms: number) => void;
  /** The look under way, if any. */
  looking: () => Promise<number> | null;
  stop: () => void;
};

/**
 * A sender's looks for due records: at start-up, every `sweepIntervalMs`, after `later` and on
 * `wake`. One look at a time per instance; a wake during a look asks for another after it.
 */
export function startSenderLoop(options: {
  lookOnce: () => Promise<number>;
  sweepIntervalMs: number;
  onError: (error: unknown) => void;
}): SenderLoop {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let looking: Promise<number> | null = null;
  let lookAgain = false;

  function wake(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (looking) {
      lookAgain = true;
      return looking;
    }
    looking = (async () => {
      let taken = 0;
      try {
        do {
          lookAgain = false;
          taken += await options.lookOnce();
        } while (lookAgain && !stopped);
      } catch (error) {
        options.onError(error);
      } finally {
        looking = null;
      }
      return taken;
    })();
    return looking;
  }

  const later = (ms: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void wake();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const sweep = setInterval(() => void wake(), options.sweepIntervalMs);
  sweep.unref();
  void wake();
  return {
    wake,
    later,
    looking: () => looking,
    stop: () => {
      stopped = true;
      clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
