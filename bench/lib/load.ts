// One load generator for every side of a comparison: autocannon, driven through its API from the
// bench process, with each successful response's latency kept at full resolution (autocannon's
// own histogram rounds to whole milliseconds, too coarse beside a bare server).
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
        ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate }),
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
