import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Rejects state-changing requests sent by another site (CSRF defence in depth beside SameSite=Lax).
 * Allowed: no Origin and no cross-site fetch metadata (non-browser clients), the configured public
 * origin, or the origin of the Host the request was sent to (the app itself, also behind a dev proxy).
 */
export function isAllowedOrigin(
  headers: { origin?: string; host?: string; 'sec-fetch-site'?: string },
  publicOrigin: string,
): boolean {
  const origin = headers.origin;
  if (!origin || origin === 'null') {
    if (origin === 'null') return false;
    return headers['sec-fetch-site'] !== 'cross-site';
  }
  if (origin === publicOrigin) return true;
  try {
    return Boolean(headers.host) && new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

export function registerOriginGuard(app: FastifyInstance, publicOrigin: string): void {
  // a callback hook: a safe method (every public read) passes without a promise
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const headers = request.headers as {
      origin?: string;
      host?: string;
      'sec-fetch-site'?: string;
    };
    if (!isAllowedOrigin(headers, publicOrigin))
      return done(new AppError('CROSS_ORIGIN', 403, 'Cross-origin requests are not allowed'));
    done();
  });
}
