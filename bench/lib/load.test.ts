import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drive } from './load';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server that notes when each request arrived and answers `status` after `delayMs`. */
async function listen(status: number, delayMs = 0) {
  const arrivals: number[] = [];
  server = createServer((_request, response) => {
    arrivals.push(performance.now());
    setTimeout(() => {
      response.statusCode = status;
      response.end('ok');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, arrivals };
}

describe('drive at a fixed rate', () => {
  it('spreads the requests evenly over each second instead of sending them as a burst', async () => {
    const { url, arrivals } = await listen(200);
    const result = await drive({ url, connections: 50, durationSeconds: 1, overallRate: 40 });

    expect(result.succeeded).toBe(40);
    expect(result.failed + result.errors).toBe(0);
    // evenly spaced: 4 in any 100 ms (a burst puts all 40 in one); room for a late timer
    const busiest = Math.max(
      ...arrivals.map((at) => arrivals.filter((other) => other >= at && other < at + 100).length),
    );
    expect(busiest).toBeLessThanOrEqual(20);
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThan(900);
  });

  it('counts latency from when a request was due, so waiting for a connection is measured', async () => {
    const { url } = await listen(200, 100);
    // one connection, a request due every 20 ms, each answered in 100 ms: they queue
    const result = await drive({ url, connections: 1, durationSeconds: 0.5, overallRate: 50 });

    expect(result.succeeded).toBe(25);
    expect(result.p99Ms).toBeGreaterThan(1000);
  });

  it('counts answers that are not 2xx as failed, not as latencies', async () => {
    const { url } = await listen(503);
    const result = await drive({ url, connections: 5, durationSeconds: 0.2, overallRate: 50 });

    expect(result.failed).toBe(10);
    expect(result.succeeded).toBe(0);
    expect(result.statusCounts).toEqual({ 503: 10 });
  });
});
