import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions';

// An answer that depends on who is signed in must not be kept by the browser's HTTP
// cache or a proxy (a shared computer, a back button after sign-out). The web app's offline copy
// lives in its own storage (src/web/lib/offline) and the service worker passes API reads through,
// so nothing relies on HTTP caching of these answers.

export const PRIVATE_CACHE_CONTROL = 'no-store';

/** Reads anyone may make signed out; they set their own caching (ETag, public) or none. */
const PUBLIC_READS = new Set([
  '/api/vendors',
  '/api/vendors/:id',
  '/api/vendors/:id/menu',
  '/api/menu-items',
  '/api/events',
  '/api/events/current',
  '/api/app-status',
  '/api/pickup-pass/keys',
]);

function isPublicRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/docs')) return true;
  return PUBLIC_READS.has(request.routeOptions.url ?? '');
}

/**
 * `Cache-Control: no-store` on every API answer that is not a public read or that answers a
 * request carrying a session cookie, unless the route chose its own Cache-Control.
 */
export function registerPrivateCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    const carriesSession = Boolean(request.cookies[SESSION_COOKIE]);
    if (carriesSession || !isPublicRead(request))
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  });
}
