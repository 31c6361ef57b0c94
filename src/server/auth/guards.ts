import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../contract/auth';
import type { Database } from '../db/client';
import type { User } from '../db/schema';
import { forbidden, unauthenticated } from '../errors';
import {
  findSessionUser,
  forgetCachedSession,
  cacheSession,
  cachedSession,
  cachedSessionCounts,
  SESSION_COOKIE,
  type SessionCheck,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: User | null;
    sessionToken: string | null;
    /** The session as a write guarded on it compares it (sessions.ts, `sessionGuardSql`). */
    sessionCheck: SessionCheck | null;
    /** The session came from those cached in this process, not from the database just now. */
    sessionWasCached: boolean;
  }
  interface FastifyContextConfig {
    /**
     * This route guards its write (or the read its write acts on) on the session, so a
     * session cached in this process whose user has this role may stand in for reading it
     * (sessions.ts).
     */
    cachedSession?: Role;
    /**
     * A public read, the same bytes for everyone (`Cache-Control: public`): the session
     * is not read for it, so a signed-in phone's browsing costs no session round trip and a
     * public answer never carries the session's cookie.
     */
    isSessionFree?: boolean;
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
 * Reads the session behind `token` into the request (clearing a dead cookie) and caches it, so a
 * route guarded on it (`config.cachedSession`) need not read it again within 30 s: a customer who
 * just opened checkout places the order on it.
 */
async function loadSession(
  db: Database,
  cookie: CookieSettings,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  const found = await findSessionUser(db, token);
  request.sessionWasCached = false;
  if (!found) {
    request.currentUser = null;
    request.sessionToken = null;
    request.sessionCheck = null;
    clearSessionCookie(reply, cookie);
    return;
  }
  request.currentUser = found.user;
  request.sessionToken = token;
  request.sessionCheck = found.check;
  cacheSession(db, found);
  if (found.refreshed) setSessionCookie(reply, cookie, token, found.expiresAt);
}

/**
 * Resolves the session cookie to a user once per request: API calls, socket upgrades and the page
 * loads `isPagePath` names (a page that asks the phone to start a signed-in read). A route with
 * `config.cachedSession` takes a cached session of that role when there is one.
 */
export function registerSessionLoader(
  app: FastifyInstance,
  db: Database,
  cookie: CookieSettings,
  isPagePath: (path: string) => boolean = () => false,
): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionCheck', null);
  app.decorateRequest('sessionWasCached', false);
  // a callback hook: a request without a session cookie (a public read) passes without a promise
  // and without touching the database
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    if (request.routeOptions.config.isSessionFree) return done();
    const isApi = path.startsWith('/api/') || path.startsWith('/ws/');
    // a file (a script, an image, the service worker) is never a page with reads
    if (!isApi && (path.includes('.') || !isPagePath(pathOf(path)))) return done();
    const cachedRole = request.routeOptions.config.cachedSession;
    if (cachedRole) {
      const cached = cachedSession(db, token);
      if (cached && cached.user.role === cachedRole) {
        request.currentUser = cached.user;
        request.sessionToken = token;
        request.sessionCheck = cached.check;
        request.sessionWasCached = true;
        cachedSessionCounts(db).taken += 1;
        return done();
      }
    }
    void loadSession(db, cookie, request, reply, token).then(() => done(), done);
  });
}

/**
 * The request's user as the database holds it now, with `role` if given: a cached session (whose
 * guarded write found it or its user changed, or whose request is about to read its facts fresh)
 * is read again first, so a signed-out session gets 401 and a changed role 403 from fresh facts.
 */
export async function freshUser(
  db: Database,
  cookie: CookieSettings,
  request: FastifyRequest,
  reply: FastifyReply,
  role?: Role,
): Promise<User> {
  if (request.sessionWasCached && request.sessionToken && request.sessionCheck) {
    forgetCachedSession(db, request.sessionCheck.tokenHash);
    await loadSession(db, cookie, request, reply, request.sessionToken);
  }
  return role ? requireRole(request, role) : requireUser(request);
}

/** The signed-in user of a route whose write is guarded on the session (`config.cachedSession`). */
export type GuardedUser = {
  user: User;
  /** The session the guarded write checks (it may be a cached one). */
  session: SessionCheck | null;
  /** The user as the database holds it now (a cached session is read again), for fresh facts. */
  fresh: () => Promise<User>;
};

/** The request's `GuardedUser`, of `role` (any signed-in user when none is given). */
export function guardedUser(
  db: Database,
  cookie: CookieSettings,
  request: FastifyRequest,
  reply: FastifyReply,
  role?: Role,
): GuardedUser {
  return {
    user: role ? requireRole(request, role) : requireUser(request),
    session: request.sessionCheck,
    fresh: () => freshUser(db, cookie, request, reply, role),
  };
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
 * Route options for a route that needs a signed-in caller (of `role`, when given), checked as the
 * request arrives, before its input is parsed or checked, so a signed-out caller (401) or another
 * role (403) learns nothing from a 400.
 */
export const signedIn = (role?: Role) => ({
  onRequest: async (request: FastifyRequest) =>
    void (role ? requireRole(request, role) : requireUser(request)),
});

/**
 * An encapsulated plugin for one role's API (`/api/vendor/*`, `/api/admin/*`): `signedIn(role)`
 * for every route registered inside it.
 */
export function roleScope(role: Role, ...features: FastifyPluginAsync[]): FastifyPluginAsync {
  return async function register(app) {
    app.addHook('onRequest', signedIn(role).onRequest);
    for (const feature of features) await app.register(feature);
  };
}
