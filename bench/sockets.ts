// Live updates beside the machine's limit ("ready-to-phone" and "socket fan-out"), on
// PostgreSQL, each figure beside a bare node:http + ws server sending the same bytes in the same
// run (bench/bare-socket-server.ts):
//  1. ready-to-phone: the vendor's PATCH /api/vendor/orders/{id} (confirmed, preparing, ready) to
//     the customer's socket receiving that order_update, on one instance (in-process bus) and
//     across two instances over Redis (the PATCH to one, the phone's socket on the other);
//  2. fan-out: BENCH_SOCKETS (10,000) signed-in customers' sockets on one instance; a vendor's settings change
//     (PATCH /api/vendor/profile) reaches every one as vendor_update; memory per socket from the
//     server's resident memory before and after they connect.
// Usage: npm run bench:sockets (BENCH_ORDERS=50 orders, BENCH_SOCKETS=10000, BENCH_BROADCASTS=5;
// REDIS_URL, by default redis://127.0.0.1:6379, for the two-instance part)
import { readFileSync } from 'node:fs';
import type { WebSocket } from 'ws';
import type { ServerSocketMessage } from '../src/contract/notifications';
import { call, login, openSocket, paidOrders, setPaymentDelayZero } from './lib/app-client';
import { createCustomers, createVendorOwner } from './lib/customers';
import { VENDOR_ID } from './lib/order-body';
import {
  createThrowawayDatabase,
  runBench,
  DEFAULT_POSTGRES_URL,
  DEFAULT_REDIS_URL,
  startAppServer,
  startBareSocketServer,
  type RunningProcess,
} from './lib/processes';
import { readyToPhone, spread, STEPS, type Spread } from './lib/ready-to-phone';
import { formatMs, formatRatio, markdownTable, numberSetting, ratio } from './lib/report';

const ORDERS = Math.round(numberSetting(process.env.BENCH_ORDERS, 50));
const SOCKETS = Math.round(numberSetting(process.env.BENCH_SOCKETS, 10_000));
const BROADCASTS = Math.round(numberSetting(process.env.BENCH_BROADCASTS, 5));
const GOALS = { oneInstanceP99Ms: 50, twoInstancesP99Ms: 100, fanOutP99Ms: 100 };

/** The same measure on the bare server: request sent until the one socket has the message. */
async function bareReadyToPhone(bare: RunningProcess, count: number): Promise<number[]> {
  let resolveNext: ((at: number) => void) | undefined;
  const socket = await openSocket(bare.origin, '', (_message, at) => resolveNext?.(at));
  const latencies: number[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const received = new Promise<number>((resolve) => (resolveNext = resolve));
      const sent = performance.now();
      await call(bare.origin, 'PATCH', '/status', '', { status: 'ready' });
      latencies.push((await received) - sent);
    }
  } finally {
    socket.close();
  }
  return latencies;
}

/** Resident memory of a process, in bytes (Linux). */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Opens `cookies.length` sockets, 250 at a time. */
async function openMany(
  origin: string,
  cookies: string[],
  onMessage: (index: number, message: ServerSocketMessage, at: number) => void,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < cookies.length; start += 250) {
    const batch = cookies.slice(start, start + 250);
    sockets.push(
      ...(await Promise.all(
        batch.map((cookie, offset) =>
          openSocket(origin, cookie, (message, at) => onMessage(start + offset, message, at)),
        ),
      )),
    );
  }
  return sockets;
}

/**
 * `broadcasts` times: `trigger()` is sent and every socket's first matching message timed from
 * then; returns all those times and how many sockets missed one.
 */
async function fanOut(options: {
  origin: string;
  cookies: string[];
  pid: number;
  matches: (message: ServerSocketMessage) => boolean;
  trigger: (round: number) => Promise<unknown>;
}) {
  const before = residentBytes(options.pid);
  let arrivals = new Map<number, number>();
  const sockets = await openMany(options.origin, options.cookies, (index, message, at) => {
    if (options.matches(message) && !arrivals.has(index)) arrivals.set(index, at);
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = residentBytes(options.pid);
  const latencies: number[] = [];
  let missed = 0;
  try {
    for (let round = 0; round < BROADCASTS; round += 1) {
      arrivals = new Map();
      const sent = performance.now();
      await options.trigger(round);
      const deadline = Date.now() + 10_000;
      while (arrivals.size < sockets.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
      missed += sockets.length - arrivals.size;
      for (const at of arrivals.values()) latencies.push(at - sent);
    }
  } finally {
    for (const socket of sockets) socket.terminate();
  }
  return { latencies, missed, bytesPerSocket: (after - before) / sockets.length };
}

const row = (what: string, app: Spread, bare: Spread, goalMs: number, extra = '') => [
  what,
  formatMs(app.p50),
  formatMs(app.p99),
  formatMs(app.max),
  formatMs(bare.p99),
  formatRatio(ratio(app.p99, bare.p99)),
  `p99 < ${goalMs} ms${extra}`,
  app.p99 < goalMs ? 'PASS' : 'FAIL',
];

async function main(workFolder: string) {
  const startedAt = new Date();
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const database = createThrowawayDatabase(
    process.env.DATABASE_URL || DEFAULT_POSTGRES_URL,
    'sockets',
  );
  const running: RunningProcess[] = [];
  const start = async (name: string, withRedis: boolean) => {
    const server = await startAppServer({
      workFolder,
      databaseUrl: database.url,
      name,
      ...(withRedis ? { redisUrl } : {}),
    });
    running.push(server);
    return server;
  };
  try {
    const one = await start('one', false);
    await setPaymentDelayZero(database.url);
    const customer = await login(one.origin, 'customer@curtaincall.test');
    // the owner of the vendor the orders go to (order-body.ts), who moves them along
    const vendor = await createVendorOwner(database.url, VENDOR_ID);

    const single = await readyToPhone({
      patchOrigin: one.origin,
      socketOrigin: one.origin,
      customer,
      vendor,
      orderIds: await paidOrders(one.origin, customer, ORDERS),
    });

    const fan = await fanOut({
      origin: one.origin,
      cookies: (await createCustomers(database.url, SOCKETS)).cookies,
      pid: one.pid,
      matches: (message) => message.type === 'vendor_update',
      trigger: (round) =>
        call(one.origin, 'PATCH', '/api/vendor/profile', vendor, {
          description: `Fan-out round ${round} at ${Date.now()}`,
        }),
    });
    await one.stop();

    const a = await start('a', true);
    const b = await start('b', true);
    const double = await readyToPhone({
      patchOrigin: a.origin,
      socketOrigin: b.origin,
      customer,
      vendor,
      orderIds: await paidOrders(a.origin, customer, ORDERS),
    });
    await a.stop();
    await b.stop();

    const bareOne = await startBareSocketServer({
      workFolder,
      message: single.message,
      response: single.response,
    });
    running.push(bareOne);
    const bareSingle = await bareReadyToPhone(bareOne, single.latencies.length);
    const bareFan = await fanOut({
      origin: bareOne.origin,
      cookies: Array.from({ length: SOCKETS }, () => ''),
      pid: bareOne.pid,
      matches: () => true,
      trigger: () => call(bareOne.origin, 'POST', '/broadcast', ''),
    });

    console.log(
      `\n\`npm run bench:sockets\` (PostgreSQL; ${ORDERS} paid orders x ${STEPS.length} status changes per instance setup; ${SOCKETS.toLocaleString('en-US')} sockets x ${BROADCASTS} broadcasts), started ${startedAt.toISOString()}:\n`,
    );
    console.log(
      markdownTable(
        ['what', 'app p50', 'app p99', 'app max', 'bare p99', 'p99 ratio', 'goal', 'result'],
        [
          row(
            'vendor PATCH -> customer socket, one instance',
            spread(single.latencies),
            spread(bareSingle),
            GOALS.oneInstanceP99Ms,
          ),
          row(
            'vendor PATCH -> customer socket, two instances over Redis',
            spread(double.latencies),
            spread(bareSingle),
            GOALS.twoInstancesP99Ms,
          ),
          row(
            `vendor change -> ${SOCKETS.toLocaleString('en-US')} sockets, one instance`,
            spread(fan.latencies),
            spread(bareFan.latencies),
            GOALS.fanOutP99Ms,
            fan.missed > 0 ? `, ${fan.missed} missed` : '',
          ),
        ],
      ),
    );
    console.log(
      `\nmemory per socket: app ${(fan.bytesPerSocket / 1024).toFixed(1)} KB, bare ws ${(bareFan.bytesPerSocket / 1024).toFixed(1)} KB (resident memory before and after the sockets connected)`,
    );
    console.log(
      `missed messages: app ${fan.missed}, bare ${bareFan.missed} (of ${(SOCKETS * BROADCASTS).toLocaleString('en-US')})`,
    );
  } finally {
    for (const server of running.reverse()) await server.stop();
    database.drop();
  }
}

runBench('bench-sockets', main);
