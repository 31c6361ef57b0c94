import { createOutageLog } from '../redis';

export type PublishBufferOptions = {
  /** One bounded publish; rejects on failure. */
  send: (payload: string) => Promise<void>;
  log: Parameters<typeof createOutageLog>[0];
  /** Events buffered while the transport fails; the oldest are dropped beyond it. */
  bufferSize: number;
  /** After a failure, how long before the transport is tried again. */
  retryAfterMs: number;
};

/** Whether a failed send was written to a connection that never answered (it may still arrive). */
const isUnanswered = (error: unknown) => error instanceof Error && /timed out/i.test(error.message);

/**
 * The Redis bus's publishing side. A publish goes straight out while the transport
 * works (concurrent publishes stay concurrent) and never waits longer than one bounded send. After
 * a failure, events wait in order in a small buffer without trying the transport, and are sent
 * when it is back (`resume`, or a retry timer). A send that timed out is not repeated: it was
 * written to a silent connection and runs if that connection comes back, so sending it again
 * would deliver it twice.
 */
export function createPublishBuffer(options: PublishBufferOptions) {
  const pending: string[] = [];
  let dropped = 0;
  let skipUntil = 0;
  let draining: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const outage = createOutageLog(
    options.log,
    'live events',
    `holding the last ${options.bufferSize} events to send when it is back`,
  );

  const hold = (payload: string) => {
    pending.push(payload);
    if (pending.length <= options.bufferSize) return;
    pending.shift();
    dropped += 1;
  };
  const retryLater = () => {
    if (retryTimer || closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, options.retryAfterMs);
    retryTimer.unref();
  };
  const failed = (error: unknown) => {
    skipUntil = Date.now() + options.retryAfterMs;
    outage.failed(error);
    retryLater();
  };
  const sent = () => {
    outage.recovered(dropped > 0 ? `, ${dropped} dropped` : '');
    dropped = 0;
  };
  const drain = async () => {
    while (pending.length > 0 && !closed) {
      if (Date.now() < skipUntil) return retryLater();
      try {
        await options.send(pending[0] ?? '');
        pending.shift();
        sent();
      } catch (error) {
        if (isUnanswered(error)) pending.shift();
        return failed(error);
      }
    }
  };
  const flush = () => {
    draining ??= drain().finally(() => {
      draining = null;
    });
    return draining;
  };

  return {
    publish: async (payload: string) => {
      if (closed) return;
      // buffered events go first, and a failing transport is not tried on every request
      if (pending.length > 0 || Date.now() < skipUntil) {
        hold(payload);
        outage.skipped();
        void flush();
        return;
      }
      try {
        await options.send(payload);
        sent();
      } catch (error) {
        if (!isUnanswered(error)) hold(payload);
        failed(error);
      }
    },
    /** The transport is back (Redis 'ready'): send what is buffered now. */
    resume: () => {
      skipUntil = 0;
      void flush();
    },
    close: () => {
      closed = true;
      clearTimeout(retryTimer);
    },
  };
}
