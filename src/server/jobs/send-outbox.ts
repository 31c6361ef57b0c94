import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sendOutbox } from '../features/notifications/outbox-sender';

/**
 * How often every instance sends what the outbox still holds: records whose change committed
 * but whose sender never got to them (a crash, a failed send), on this instance or another.
 */
export const OUTBOX_SWEEP_INTERVAL_MS = 5_000;

/** Sends unsent outbox records at start-up (what a crash left) and then periodically. */
export function startSendingOutbox(
  app: FastifyInstance,
  { db, bus }: Pick<AppContext, 'db' | 'bus'>,
): void {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    // a slow sweep is not overlapped by the next one on this instance
    running ??= sendOutbox(db, bus, app.log).finally(() => {
      running = null;
    });
    return running;
  };
  void sweep();
  const timer = setInterval(() => void sweep(), OUTBOX_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
