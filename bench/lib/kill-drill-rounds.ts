// kill -9 under load, round by round: start the server, load it, kill it, restart it on the same
// database, retry what got no answer, stop it and hold the database against every answer given.
import type { DatabaseHandle } from '../../src/server/db/client';
import { judgeDrill, readDrillSnapshot } from './kill-drill-check';
import {
  placeOrdersUntilCrash,
  retryUnanswered,
  type DrillCustomer,
  type DrillOrder,
} from './kill-drill';
import { orderBody } from './order-body';
import type { RunningProcess } from './processes';

/** A database the drill runs on: how to start the server on it, get customers and read it. */
export type DrillTarget = {
  name: string;
  /** Starts the production server on the target's database (a new process each time). */
  start(label: string): Promise<RunningProcess>;
  customers(origin: string): Promise<DrillCustomer[]>;
  /** Opens the database directly, with the server stopped. */
  open(): Promise<DatabaseHandle>;
};

/**
 * A freshly started server is slow for its first second or two (compiling, opening connections),
 * so the kill comes a random 1-3 s after a warm-up under the same load.
 */
const WARM_UP_MS = 2000;
const crashDelayMs = () => WARM_UP_MS + 1000 + Math.round(Math.random() * 2000);

export async function runKillDrill(
  target: DrillTarget,
  options: {
    rounds: number;
    itemsPerOrder: number;
    /** Run once against the first server (settings). */
    prepare: (origin: string) => Promise<void>;
    onRound: (row: string[]) => void;
  },
): Promise<{ rows: string[][]; problems: string[] }> {
  const rows: string[][] = [];
  const tracked: DrillOrder[] = [];
  let problems: string[] = [];
  let server: RunningProcess | undefined = await target.start('setup');
  try {
    await options.prepare(server.origin);
    const customers = await target.customers(server.origin);
    const body = JSON.parse(await orderBody(server.origin)) as unknown;
    for (let round = 1; round <= options.rounds; round += 1) {
      const loaded: RunningProcess = server ?? (await target.start(`round-${round}`));
      server = loaded;
      const crashAfterMs = crashDelayMs();
      const { orders, unanswered } = await placeOrdersUntilCrash({
        origin: loaded.origin,
        customers,
        body,
        round,
        crashAfterMs,
        crash: () => loaded.kill(),
      });
      tracked.push(...orders);
      server = await target.start(`round-${round}-restarted`);
      await retryUnanswered(server.origin, body, unanswered, customers.length);
      await server.stop();
      server = undefined;

      const database = await target.open();
      const snapshot = await readDrillSnapshot(
        database.db,
        customers.map((customer) => customer.userId),
      ).finally(() => database.close());
      const verdict = judgeDrill(tracked, snapshot, options.itemsPerOrder);
      problems = verdict.problems;
      const ofRound = orders.filter((order) => order.orderId !== undefined);
      const row = [
        target.name,
        String(round),
        `${(crashAfterMs / 1000).toFixed(1)} s`,
        String(ofRound.length),
        String(ofRound.filter((order) => order.isPaid).length),
        String(unanswered.length),
        String(verdict.lost),
        String(verdict.orphans),
        String(verdict.duplicates),
        String(verdict.unfinished),
        String(verdict.unnotified),
      ];
      rows.push(row);
      options.onRound(row);
    }
    return { rows, problems };
  } finally {
    await server?.stop();
  }
}
