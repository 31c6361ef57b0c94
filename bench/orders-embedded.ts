// Embedded mode under a steady stream of orders (the goal: a sustained 40 orders/s):
// the server on a fresh PGlite database in its own process, and customers placing the full
// POST /api/orders at a fixed offered rate (BENCH_ORDER_RATE, 40/s) over 50 connections for
// BENCH_DURATION seconds (30 here unless set). Beside it, in the same run, a bare node:http
// server answering the same 201 bytes at the same offered rate: the floor for the latency.
// The customers sign up through the API (the data folder is the server's alone), at most 20 of
// them (BENCH_CUSTOMERS), within the sign-up limit per address.
// Usage: npm run bench:orders:embedded
import { signUpCustomers } from './lib/customers';
import { drive, type LoadResult } from './lib/load';
import { orderBody, orderRequests, placeOrder } from './lib/order-body';
import {
  startAppServer,
  startBareServer,
  type RecordedResponse,
  type RunningProcess,
  runBench,
} from './lib/processes';
import {
  formatMs,
  formatRate,
  formatRatio,
  markdownTable,
  numberSetting,
  ratio,
} from './lib/report';
import { describeRun, failures, readSettings } from './lib/side-by-side';

const GOAL = { rate: 40, maxP99Ms: 200 };

/** The app's answer to one order, byte for byte, for the bare server to send back. */
async function recordOrder(
  origin: string,
  cookie: string,
  body: string,
): Promise<RecordedResponse> {
  const { response, bytes } = await placeOrder(origin, cookie, body);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-encoding' && name !== 'transfer-encoding')
      headers[name] = value;
  });
  headers['content-length'] = String(bytes.length);
  return { status: response.status, headers, body: bytes };
}

async function main(workFolder: string) {
  const settings = readSettings();
  const durationSeconds = process.env.BENCH_DURATION ? settings.durationSeconds : 30;
  const rate = numberSetting(process.env.BENCH_ORDER_RATE, GOAL.rate);
  const customerCount = Math.min(20, Math.round(numberSetting(process.env.BENCH_CUSTOMERS, 20)));
  const startedAt = new Date();
  let app: RunningProcess | undefined;
  let bare: RunningProcess | undefined;
  try {
    app = await startAppServer({ workFolder });
    const { origin } = app;
    const { cookies } = await signUpCustomers(origin, customerCount);
    const body = await orderBody(origin);
    const recorded = await recordOrder(origin, cookies[0] ?? '', body);
    bare = await startBareServer({
      workFolder,
      responses: { '/api/orders': recorded },
    });

    const steady = (target: string, seconds: number): Promise<LoadResult> =>
      drive({
        ...orderRequests(origin, body, cookies, target),
        connections: settings.connections,
        durationSeconds: seconds,
        overallRate: rate,
      });
    await steady(origin, settings.warmupSeconds);
    const measuredApp = await steady(origin, durationSeconds);
    const measuredBare = await steady(bare.origin, durationSeconds);
    const isMet =
      measuredApp.perSecond >= rate * 0.98 &&
      measuredApp.p99Ms <= GOAL.maxP99Ms &&
      measuredApp.failed === 0 &&
      measuredApp.errors === 0;

    console.log(
      `\n${describeRun(
        `Embedded PGlite: POST /api/orders at a steady ${rate}/s offered, beside a bare node:http server at the same rate`,
        { ...settings, durationSeconds },
        startedAt,
      )}\n${customerCount} customers in turn, a new Idempotency-Key per request\n`,
    );
    console.log(
      markdownTable(
        [
          'what',
          'offered/s',
          'app orders/s',
          'app p50',
          'app p99',
          'bare p99',
          'p99 ratio',
          'errors + time-outs',
          'goal',
          'result',
        ],
        [
          [
            'POST /api/orders, embedded',
            formatRate(rate),
            formatRate(measuredApp.perSecond),
            formatMs(measuredApp.p50Ms),
            formatMs(measuredApp.p99Ms),
            formatMs(measuredBare.p99Ms),
            formatRatio(ratio(measuredApp.p99Ms, measuredBare.p99Ms)),
            String(measuredApp.failed + measuredApp.errors),
            `${GOAL.rate}/s sustained, p99 <= ${GOAL.maxP99Ms} ms, 0 errors`,
            isMet ? 'PASS' : 'FAIL',
          ],
        ],
      ),
    );
    const notes = [failures('app', measuredApp), failures('bare', measuredBare)];
    console.log(
      notes.some(Boolean) ? `\n${notes.filter(Boolean).join('\n')}` : '\nno failed requests',
    );
  } finally {
    await bare?.stop();
    await app?.stop();
  }
}

runBench('bench-orders-embedded', main);
