import type { Server } from 'node:http';

// A client that opens a request and never finishes it (headers sent, the declared body
// never) must not hold a connection for long. Node answers 408 and closes once the whole request
// has not arrived within REQUEST_TIMEOUT_MS; it checks its open connections every
// `connectionsCheckingInterval`, so a request is cut off between 1 and 1.1 times the limit.
// Upgraded WebSocket connections are no longer HTTP requests and are not affected (socket test).

/** Longer than the usual 60 s idle time-out of a load balancer, so the proxy closes first. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Fastify's server options for the request, header and keep-alive time-outs. */
export function serverTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.round(requestTimeoutMs / 10))),
    },
  };
}

/**
 * What Fastify does to the server it creates itself, for a server made by `serverFactory`: the
 * keep-alive, request and socket time-outs from the options `serverTimeouts` gave it.
 */
export function applyServerTimeouts(
  server: Server,
  options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
): Server {
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  return server;
}
