import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../contract/auth';
import type { Database } from '../db/client';
import type { User } from '../db/schema';
import { forbidden, unauthenticated } from '../errors';
import { findSessionUser, SESSION_COOKIE } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: User | null;
    sessionToken: string | null;
  }
}

export type CookieSettings = { secure: boolean };

export function sessionCookieOptions(settings: CookieSettings, expiresAt: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: settings.secure,
    expires: expiresAt,
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(settings, expiresAt));
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
  });
}

/**
 * Resolves the session cookie to a user once per request: API calls, socket upgrades and the page
 * loads `isPagePath` names (a page that asks the phone to start a signed-in read).
 */
export function registerSessionLoader(
  app: FastifyInstance,
  db: Database,
  cookie: CookieSettings,
  isPagePath: (path: string) => boolean = () => false,
): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionToken', null);
  const load = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const found = await findSessionUser(db, token);
    if (!found) {
      clearSessionCookie(reply, cookie);
      return;
    }
    request.currentUser = found.user;
    request.sessionToken = token;
    if (found.refreshed) setSessionCookie(reply, cookie, token, found.expiresAt);
  };
  // a callback hook: a request without a session cookie (a public read) passes without a promise
  // and without touching the database
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    if (!path.startsWith('/api/') && !path.startsWith('/ws/') && !isPagePath(pathOf(path)))
      return done();
    void load(request, reply, token).then(() => done(), done);
  });
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** 401 when nobody is signed in. */
export function requireUser(request: FastifyRequest): User {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}

/** 401 when nobody is signed in, 403 when the role is not one of `roles`. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): User {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/**
 * An encapsulated plugin for one role's API (`/api/vendor/*`, `/api/admin/*`): one guard for
 * every route registered inside it, run before the input is validated, so a signed-out caller
 * (401) or another role (403) learns nothing from a 400.
 */
export function roleScope(role: Role, ...features: FastifyPluginAsync[]): FastifyPluginAsync {
  return async function register(app) {
    app.addHook('preValidation', async (request) => void requireRole(request, role));
    for (const feature of features) await app.register(feature);
  };
}
