// What the socket and surge benches do as a client of the app: JSON calls with the cookie and
// origin a browser sends, signing in, placing and paying orders, and opening the live socket.
import { eq } from 'drizzle-orm';
import { request } from 'undici';
import { WebSocket } from 'ws';
import { DEMO_PASSWORD } from '../../src/contract/demo';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract/orders';
import { SOCKET_PATH, type ServerSocketMessage } from '../../src/contract/notifications';
import { SESSION_COOKIE } from '../../src/server/auth/sessions';
import { openDatabase } from '../../src/server/db/client';
import { settings } from '../../src/server/db/schema';
import { confirmBody } from '../../src/test/demo-payment';
import { orderBody } from './order-body';

export type Call = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  json: () => unknown;
};

/** The server answered, with an error status (a request that got no answer throws otherwise). */
export class HttpStatusError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type CallOptions = {
  /** Sent as the Idempotency-Key header: a retry with the same key is answered, not redone. */
  idempotencyKey?: string;
  /** Gives up (throws, as for no answer) after this long. */
  timeoutMs?: number;
};

export async function call(
  origin: string,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Call> {
  // undici's own request: the same connection pool as fetch, at a fraction of its work per call,
  // so the load generator takes less of the machine the server shares with it
  const response = await request(`${origin}${path}`, {
    method: method,
    headers: {
      origin,
      cookie,
      // uncompressed, so the bytes kept for the baseline are the bytes sent
      'accept-encoding': 'identity',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.idempotencyKey === undefined
        ? {}
        : { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
  });
  const bytes = Buffer.from(await response.body.arrayBuffer());
  const { statusCode: status } = response;
  if (status >= 400)
    throw new HttpStatusError(`${method} ${path}: ${status} ${bytes.toString('utf8')}`, status);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    if (!['set-cookie', 'transfer-encoding', 'date', 'connection', 'keep-alive'].includes(name))
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    status,
    headers,
    body: bytes,
    json: () => JSON.parse(bytes.toString('utf8')) as unknown,
  };
}

export async function login(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`sign-in of ${email} set no session cookie`);
  return session;
}

/** How long each of the three requests of one customer's order took, in milliseconds. */
export type OrderTimings = { place: number; intent: number; confirm: number };

/**
 * One customer places `body` and pays for it (the 4242 card); returns the order id. With
 * `idempotencyKey`, the order is placed under that key.
 */
export async function placeAndPay(
  origin: string,
  customer: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<{ orderId: number; timings: OrderTimings }> {
  const timed = async (path: string, payload: unknown, key?: string) => {
    const started = performance.now();
    const answer = await call(origin, 'POST', path, customer, payload, { idempotencyKey: key });
    return { value: answer.json(), ms: performance.now() - started };
  };
  const order = await timed('/api/orders', body, idempotencyKey);
  const { id, totalCents } = order.value as { id: number; totalCents: number };
  const intent = await timed('/api/payments/demo/create-intent', {
    amount: totalCents / 100,
    orderId: id,
  });
  const { paymentIntentId } = intent.value as { paymentIntentId: string };
  const confirm = await timed('/api/payments/demo/confirm', confirmBody(paymentIntentId));
  return { orderId: id, timings: { place: order.ms, intent: intent.ms, confirm: confirm.ms } };
}

/** Places and pays `count` orders as the customer (demo payment delay 0); returns their ids. */
export async function paidOrders(
  origin: string,
  customer: string,
  count: number,
): Promise<number[]> {
  const body = JSON.parse(await orderBody(origin)) as unknown;
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1)
    ids.push((await placeAndPay(origin, customer, body)).orderId);
  return ids;
}
/** Opens one socket with the cookie; `onMessage` gets each message and its arrival time. */
export function openSocket(
  origin: string,
  cookie: string,
  onMessage: (message: ServerSocketMessage, at: number) => void,
): Promise<WebSocket> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}${SOCKET_PATH}`, {
    headers: { cookie, origin },
  });
  socket.on('message', (raw: Buffer) => {
    const at = performance.now();
    onMessage(JSON.parse(raw.toString('utf8')) as ServerSocketMessage, at);
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

export async function setPaymentDelayZero(databaseUrl: string) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    await database.db
      .insert(settings)
      .values({ key: 'demo_payment_delay', value: '0' })
      .onConflictDoUpdate({ target: settings.key, set: { value: '0' } });
    await database.db.select().from(settings).where(eq(settings.key, 'demo_payment_delay'));
  } finally {
    await database.close();
  }
}
