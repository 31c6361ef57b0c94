import type { FastifyInstance } from 'fastify';

/**
 * Runs `tick` every `intervalMs` until the app closes. A slow tick is not overlapped by the next
 * one on this instance; a failed one is logged and the next tick tries again.
 */
export function repeatEvery(
  app: FastifyInstance,
  intervalMs: number,
  failure: string,
  tick: () => Promise<unknown>,
): void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await tick();
    } catch (error) {
      app.log.error({ err: error }, failure);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
