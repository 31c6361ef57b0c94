import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An Origin header as scheme://host:port (default port left out), or null when malformed. */
function normalizeOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Rejects state-changing requests sent by another site (CSRF defence in depth beside SameSite=Lax).
 * Allowed: no Origin and no cross-site fetch metadata (non-browser clients), or an origin whose
 * scheme, host and port equal one of `allowedOrigins` (PUBLIC_ORIGIN first, then ALLOWED_ORIGINS).
 * The Host header is not evidence: a request sent to the app under another name (a DNS rebinding
 * page, a proxy passing the client's Host) names itself there, so it proves nothing.
 */
export function isAllowedOrigin(
  headers: { origin?: string; 'sec-fetch-site'?: string },
  allowedOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  if (origin === undefined || origin === '') return headers['sec-fetch-site'] !== 'cross-site';
  const normalized = normalizeOrigin(origin);
  return normalized !== null && allowedOrigins.includes(normalized);
}

export function registerOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  // a callback hook: a safe method (every public read) passes without a promise
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const headers = request.headers as { origin?: string; 'sec-fetch-site'?: string };
    if (!isAllowedOrigin(headers, allowedOrigins))
      return done(new AppError('CROSS_ORIGIN', 403, 'Cross-origin requests are not allowed'));
    done();
  });
}
