// Web Push beside the live socket, on PostgreSQL: the vendor's PATCH /api/vendor/orders/{id} to
// ready until the customer's push service has received and decrypted that order's push (a local
// RFC 8030 service over https, src/test/push-endpoint.ts, whose certificate the servers trust
// through NODE_EXTRA_CA_CERTS and whose origin is in their PUSH_ENDPOINT_ORIGINS), on one
// instance (in-process bus) and across two over Redis (the PATCH to one, the push sent by
// whichever takes it, the phone's socket on the other). The customer's socket stays open
// throughout, so the socket's ready-to-phone (every status change, as bench:sockets) comes beside.
// Usage: npm run bench:push (BENCH_ORDERS=50 orders; REDIS_URL, by default redis://127.0.0.1:6379,
// for the two-instance part)
import type { OrderStatusPush } from '../src/contract/push';
import { makePushCertificate } from '../src/test/push-certificate';
import { startPushEndpoint, type PushEndpoint } from '../src/test/push-endpoint';
import { call, login, paidOrders, setPaymentDelayZero } from './lib/app-client';
import { createVendorOwner } from './lib/customers';
import { VENDOR_ID } from './lib/order-body';
import {
  createThrowawayDatabase,
  DEFAULT_POSTGRES_URL,
  DEFAULT_REDIS_URL,
  runBench,
  startAppServer,
  type RunningProcess,
} from './lib/processes';
import { readyToPhone, spread, STEPS, waiter, type Spread } from './lib/ready-to-phone';
import { formatMs, markdownTable, numberSetting } from './lib/report';

const ORDERS = Math.round(numberSetting(process.env.BENCH_ORDERS, 50));

/** Every status change timed on the socket, and the change to ready also to its push. */
async function socketAndPush(
  endpoint: PushEndpoint,
  pushes: ReturnType<typeof waiter>,
  options: { patchOrigin: string; socketOrigin: string; customer: string; vendor: string },
) {
  const { latencies, alsoLatencies } = await readyToPhone({
    ...options,
    orderIds: await paidOrders(options.patchOrigin, options.customer, ORDERS),
    alsoArrives: (orderId, status) =>
      status === 'ready' ? pushes.expect(`${orderId}:${status}`) : undefined,
  });
  if (endpoint.problems.length > 0)
    throw new Error(`pushes that did not decrypt or verify: ${endpoint.problems.join('; ')}`);
  return { socket: spread(latencies), push: spread(alsoLatencies) };
}

const row = (what: string, figures: Spread) => [
  what,
  formatMs(figures.p50),
  formatMs(figures.p99),
  formatMs(figures.max),
  String(figures.count),
];

async function main(workFolder: string) {
  const startedAt = new Date();
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const tls = makePushCertificate(workFolder, process.env.NODE_EXTRA_CA_CERTS);
  const pushes = waiter('push');
  const endpoint = await startPushEndpoint(tls, (push) => {
    const at = performance.now();
    const message = push.message as OrderStatusPush;
    pushes.receive(`${message.orderId}:${message.status}`, at);
  });
  const database = createThrowawayDatabase(
    process.env.DATABASE_URL || DEFAULT_POSTGRES_URL,
    'push',
  );
  const running: RunningProcess[] = [];
  const start = async (name: string, withRedis: boolean) => {
    const server = await startAppServer({
      workFolder,
      databaseUrl: database.url,
      name,
      ...(withRedis ? { redisUrl } : {}),
      environment: { NODE_EXTRA_CA_CERTS: tls.bundlePath, PUSH_ENDPOINT_ORIGINS: endpoint.origin },
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
    const device = endpoint.device('bench-phone');
    await call(one.origin, 'POST', '/api/push/subscriptions', customer, device.subscription);

    const single = await socketAndPush(endpoint, pushes, {
      patchOrigin: one.origin,
      socketOrigin: one.origin,
      customer,
      vendor,
    });
    await one.stop();

    const a = await start('a', true);
    const b = await start('b', true);
    const double = await socketAndPush(endpoint, pushes, {
      patchOrigin: a.origin,
      socketOrigin: b.origin,
      customer,
      vendor,
    });

    console.log(
      `\n\`npm run bench:push\` (PostgreSQL; ${ORDERS} paid orders x ${STEPS.length} status changes per instance setup, the last to ready and pushed; push service on 127.0.0.1 over https), started ${startedAt.toISOString()}:\n`,
    );
    console.log(
      markdownTable(
        ['what', 'p50', 'p99', 'max', 'count'],
        [
          row('vendor PATCH ready -> push decrypted, one instance', single.push),
          row('vendor PATCH -> customer socket, one instance', single.socket),
          row('vendor PATCH ready -> push decrypted, two instances over Redis', double.push),
          row('vendor PATCH -> customer socket, two instances over Redis', double.socket),
        ],
      ),
    );
  } finally {
    for (const server of running.reverse()) await server.stop();
    await endpoint.close();
    database.drop();
  }
}

runBench('bench-push', main);
