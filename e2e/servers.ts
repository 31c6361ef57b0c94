// One app server with its own brand-new embedded database per Playwright worker (style guide: a
// fresh database per test worker), so journeys in parallel never see each other's orders,
// notifications or vendor settings.

/** The first server's port; worker N uses E2E_PORT + N. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Parallel workers, each with its own server (E2E_WORKERS=1 runs everything in one). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The origin of the server that belongs to worker `parallelIndex`. */
export function serverOrigin(parallelIndex: number): string {
  return `http://127.0.0.1:${E2E_BASE_PORT + parallelIndex}`;
}

/**
 * Headless Chromium has no push service, so the push journeys subscribe with an endpoint here,
 * which the servers accept (PUSH_ENDPOINT_ORIGINS) although it is a loopback address: nothing
 * listens there, and a push the server tries to send is refused and retried, as for a dead device.
 */
export const E2E_PUSH_ORIGIN = 'https://127.0.0.1:9';
