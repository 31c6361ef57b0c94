// One load generator for every side of a comparison, in the bench process, with each successful
// response's latency kept at full resolution (autocannon's own histogram rounds to whole
// milliseconds, too coarse beside a bare server):
// - as fast as the server answers (closed loop): autocannon, driven through its API;
// - at a fixed offered rate (open loop): requests sent evenly spaced, one every 1/rate s, over a
//   keep-alive pool of `connections`. autocannon's own rate limit sends each connection's share of
//   a second at the top of that second, so "40/s" arrived as a burst of 40 within a few
//   milliseconds, once a second: a queue no steady crowd makes.
import { Agent, request as httpRequest } from 'node:http';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { percentile } from './report';

export type LoadOptions = {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Called before each request: per-request headers (a customer's cookie, an idempotency key). */
  eachRequest?: () => Record<string, string>;
  /** A fixed offered rate (requests per second over all connections) instead of as fast as possible. */
  overallRate?: number;
};

export type LoadResult = {
  /** Successful (2xx) responses per second. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  succeeded: number;
  /** Responses that were not 2xx. */
  failed: number;
  /** Connection errors and time-outs. */
  errors: number;
  statusCounts: Record<string, number>;
};

export async function drive(options: LoadOptions): Promise<LoadResult> {
  return options.overallRate === undefined
    ? driveClosedLoop(options)
    : driveAtRate({ ...options, overallRate: options.overallRate });
}

async function driveClosedLoop(options: LoadOptions): Promise<LoadResult> {
  const { eachRequest } = options;
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const request: CannonRequest = {
    method: options.method ?? 'GET',
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(eachRequest
      ? {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, ...eachRequest() },
          }),
        }
      : {}),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        headers: options.headers ?? {},
        requests: [request],
        timeout: 30,
      },
      (error: unknown, done) => (error ? reject(toError(error)) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const seconds = result.duration > 0 ? result.duration : options.durationSeconds;
  return {
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    succeeded: latencies.length,
    failed: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCounts,
  };
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Open loop: request n is due at n/rate seconds from the start, whether or not earlier ones were
 * answered, and its latency counts from when it was due, so a request that waited for a free
 * connection is not measured as fast (no coordinated omission).
 */
async function driveAtRate(options: LoadOptions & { overallRate: number }): Promise<LoadResult> {
  const url = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.overallRate * options.durationSeconds);
  const intervalMs = 1000 / options.overallRate;
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let failed = 0;
  let errors = 0;
  const started = performance.now();

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const body = options.body ?? '';
      const outgoing = httpRequest(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: options.method ?? 'GET',
          headers: {
            ...options.headers,
            ...options.eachRequest?.(),
            ...(body === '' ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            statusCounts[status] = (statusCounts[status] ?? 0) + 1;
            if (status >= 200 && status < 300) latencies.push(performance.now() - dueAt);
            else failed += 1;
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(body);
    });

  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const dueAt = started + index * intervalMs;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(dueAt));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const seconds = Math.max(options.durationSeconds, (performance.now() - started) / 1000);
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    succeeded: latencies.length,
    failed,
    errors,
    statusCounts,
  };
}

const toError = (error: unknown) =>
  error instanceof Error ? error : new Error(`load generator failed: ${String(error)}`);

/** Several measurements of one side as one: the mean of their rates and of their p99s. */
export function combine(results: readonly LoadResult[]): LoadResult {
  const mean = (pick: (result: LoadResult) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0) / Math.max(1, results.length);
  const sum = (pick: (result: LoadResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const statusCounts: Record<string, number> = {};
  for (const result of results)
    for (const [status, count] of Object.entries(result.statusCounts))
      statusCounts[status] = (statusCounts[status] ?? 0) + count;
  return {
    perSecond: mean((result) => result.perSecond),
    p50Ms: mean((result) => result.p50Ms),
    p99Ms: mean((result) => result.p99Ms),
    succeeded: sum((result) => result.succeeded),
    failed: sum((result) => result.failed),
    errors: sum((result) => result.errors),
    statusCounts,
  };
}
