// The post-show surge: BENCH_SURGE_CUSTOMERS (5,000) distinct customers each
// place an order and pay for it (demo payment delay 0) within BENCH_SURGE_SECONDS (10 s), on
// PostgreSQL, while the vendor's board socket is open. Customers arrive evenly over the window
// (open loop), at most BENCH_SURGE_IN_FLIGHT (200) at once; each figure is set beside what was
// offered in the same run. Afterwards every acknowledged order is looked for on the vendor's board
// socket and in the database.
// Usage: npm run bench:surge
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { orders } from '../src/server/db/schema';
import { openSocket, placeAndPay, setPaymentDelayZero, type OrderTimings } from './lib/app-client';
import { createCustomers, createVendorOwner } from './lib/customers';
import { orderBody, VENDOR_ID } from './lib/order-body';
import { runBench, withAppOnThrowawayDatabase } from './lib/processes';
import {
  formatMs,
  formatRate,
  formatRatio,
  markdownTable,
  numberSetting,
  percentile,
  ratio,
} from './lib/report';

const CUSTOMERS = Math.round(numberSetting(process.env.BENCH_SURGE_CUSTOMERS, 5000));
const WINDOW_SECONDS = numberSetting(process.env.BENCH_SURGE_SECONDS, 10);
const IN_FLIGHT = Math.round(numberSetting(process.env.BENCH_SURGE_IN_FLIGHT, 200));
const GOAL_P99_MS = 250;

async function main(workFolder: string) {
  const startedAt = new Date();
  await withAppOnThrowawayDatabase(workFolder, 'surge', async ({ origin }, databaseUrl) => {
    await setPaymentDelayZero(databaseUrl);
    const { cookies, userIds } = await createCustomers(databaseUrl, CUSTOMERS);
    const body = JSON.parse(await orderBody(origin)) as unknown;

    // the board of the vendor the orders go to (its owner's socket, subscribed as the vendor
    // dashboard does): every paid order arrives on it as an order_update
    const owner = await createVendorOwner(databaseUrl, VENDOR_ID);
    const onBoard = new Set<number>();
    let onSubscribed = () => {};
    const subscribed = new Promise<void>((resolve) => (onSubscribed = resolve));
    const board = await openSocket(origin, owner, (message) => {
      if (message.type === 'subscribed' && message.vendorId === VENDOR_ID) onSubscribed();
      if (message.type === 'order_update' && message.data.paymentStatus === 'paid')
        onBoard.add(message.data.orderId);
    });
    board.send(JSON.stringify({ type: 'subscribe_to_orders', vendorId: VENDOR_ID }));
    await subscribed;

    const latencies: number[] = [];
    const acknowledged: number[] = [];
    const errors: string[] = [];
    let inFlight = 0;
    const waitingForRoom: (() => void)[] = [];
    const surgeStarted = performance.now();
    const flows = cookies.map(async (cookie, index) => {
      const due = (index * WINDOW_SECONDS * 1000) / CUSTOMERS;
      const wait = due - (performance.now() - surgeStarted);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => waitingForRoom.push(resolve));
      inFlight += 1;
      try {
        const { orderId, timings } = await placeAndPay(origin, cookie, body);
        latencies.push(...Object.values(timings satisfies OrderTimings));
        acknowledged.push(orderId);
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      } finally {
        inFlight -= 1;
        waitingForRoom.shift()?.();
      }
    });
    await Promise.all(flows);
    const seconds = (performance.now() - surgeStarted) / 1000;

    // every acknowledged order on the board (a moment for the last messages) and in the database
    const boardDeadline = Date.now() + 5000;
    while (acknowledged.some((id) => !onBoard.has(id)) && Date.now() < boardDeadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    board.close();
    const missingOnBoard = acknowledged.filter((id) => !onBoard.has(id)).length;
    const check = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    let paidInDatabase = 0;
    try {
      for (let first = 0; first < acknowledged.length; first += 1000) {
        const rows = await check.db
          .select({ id: orders.id, paymentStatus: orders.paymentStatus, userId: orders.userId })
          .from(orders)
          .where(inArray(orders.id, acknowledged.slice(first, first + 1000)));
        paidInDatabase += rows.filter(
          (row) =>
            row.paymentStatus === 'paid' &&
            row.userId >= userIds.first &&
            row.userId <= userIds.last,
        ).length;
      }
    } finally {
      await check.close();
    }
    const lost = acknowledged.length - paidInDatabase;

    latencies.sort((a, b) => a - b);
    const offeredPerSecond = CUSTOMERS / WINDOW_SECONDS;
    const achievedPerSecond = acknowledged.length / seconds;
    const isMet =
      acknowledged.length === CUSTOMERS &&
      seconds <= WINDOW_SECONDS * 1.05 &&
      errors.length === 0 &&
      lost === 0 &&
      missingOnBoard === 0 &&
      percentile(latencies, 0.99) < GOAL_P99_MS;
    console.log(
      `\n\`npm run bench:surge\` (PostgreSQL, ${CUSTOMERS.toLocaleString('en-US')} customers arriving over ${WINDOW_SECONDS} s, at most ${IN_FLIGHT} at once, 3 requests each: order, payment intent, confirm), started ${startedAt.toISOString()}:\n`,
    );
    console.log(
      markdownTable(
        [
          'paid orders',
          'took',
          'orders/s',
          'offered/s',
          'ratio',
          'request p50',
          'request p99',
          'errors',
          'lost',
          'not on the board',
          'goal',
          'result',
        ],
        [
          [
            `${acknowledged.length.toLocaleString('en-US')} of ${CUSTOMERS.toLocaleString('en-US')}`,
            `${seconds.toFixed(1)} s`,
            formatRate(achievedPerSecond),
            formatRate(offeredPerSecond),
            formatRatio(ratio(achievedPerSecond, offeredPerSecond)),
            formatMs(percentile(latencies, 0.5)),
            formatMs(percentile(latencies, 0.99)),
            String(errors.length),
            String(lost),
            String(missingOnBoard),
            `all within ${WINDOW_SECONDS} s, 0 errors, 0 lost, all on the board, p99 < ${GOAL_P99_MS} ms`,
            isMet ? 'PASS' : 'FAIL',
          ],
        ],
      ),
    );
    if (errors.length > 0) console.log(`\nfirst errors:\n${errors.slice(0, 5).join('\n')}`);
  });
}

runBench('bench-surge', main);
