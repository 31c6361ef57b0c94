import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { bind, preparedQuery, perDatabase } from '../db/prepared';
import { sessions, users, type User } from '../db/schema';

export const SESSION_COOKIE = 'cc_session';
/** accounts: sessions expire after 30 days without use. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Database,
  userId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * The text form of the session's user row, hashed: read with the session, and compared again by
 * a write guarded on a cached session (`sessionGuardSql`), so any change to the user shows there.
 */
const userRowHash = sql<string>`md5(${users}::text)`;

const liveSession = (tokenHash: Placeholder, now: Placeholder) =>
  and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now));

/** Read on every signed-in request, so prepared once (db/prepared.ts). */
const sessionUserQuery = preparedQuery((db) =>
  db
    .select({
      user: users,
      userHash: userRowHash,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(bind('tokenHash'), bind('now')))
    .limit(1)
    .prepare('session_user'),
);

/** A signed-in session as a request sees it. */
export type FoundSession = {
  user: User;
  sessionId: number;
  expiresAt: Date;
  /** The session's token hashed, and its user row hashed, for a guarded write. */
  check: SessionCheck;
};

/** What a write guarded on the session compares (`sessionGuardSql`). */
export type SessionCheck = { tokenHash: string; userHash: string };

/** The user behind a session token, or null; slides the idle expiry forward. */
export async function findSessionUser(
  db: Database,
  token: string,
): Promise<(FoundSession & { refreshed: boolean }) | null> {
  const now = new Date();
  const tokenHash = hashToken(token);
  const [row] = await sessionUserQuery(db).execute({ tokenHash, now: now.toISOString() });
  if (!row || !row.user.isActive) return null;
  const found = {
    user: row.user,
    sessionId: row.sessionId,
    check: { tokenHash, userHash: row.userHash },
  };
  if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) {
    return { ...found, expiresAt: row.expiresAt, refreshed: false };
  }
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(eq(sessions.id, row.sessionId));
  return { ...found, expiresAt, refreshed: true };
}

/**
 * Inside a write statement: true while the session `guardTokenHash` is live at `guardNow` and its
 * user row is still the one hashed `guardUserHash` (same role, still active, same name).
 */
export const sessionGuardSql = (db: Executor): SQL =>
  sql`exists (${db
    .select({ one: sql`1` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        liveSession(bind('guardTokenHash'), bind('guardNow')),
        sql`${userRowHash} = ${bind('guardUserHash')}::text`,
      ),
    )})`;

/** `condition` when the statement is asked to guard (`guarded`, `sessionGuardValues`), else true. */
export const whenGuarded = (condition: SQL): SQL =>
  sql`(${bind('guarded')}::boolean is false or ${condition})`;

/**
 * The values `sessionGuardSql` binds for `session`, and `guarded`: false when there is no session
 * to check (`whenGuarded`).
 */
export function sessionGuardValues(session: SessionCheck | null, now = new Date()) {
  return {
    guarded: session !== null,
    guardTokenHash: session?.tokenHash ?? '',
    guardUserHash: session?.userHash ?? '',
    guardNow: now.toISOString(),
  };
}

// A route that guards its write on the session (sessionGuardSql) may take the signed-in
// user from sessions cached in this process instead of reading the session first: the write itself
// checks, in the same statement, that the session is still live and its user unchanged.

/** Sessions cached per process before the whole set is dropped (a bound on memory). */
const MAX_CACHED_SESSIONS = 20_000;
/** A cached session is read again after this long (the idle expiry and the cookie slide on it). */
export const CACHED_SESSION_MS = 30_000;

type CachedSession = FoundSession & { cachedAt: number };
const cachedSessionsOf = perDatabase(() => new Map<string, CachedSession>());

/** Requests that took a cached session instead of reading it (the tests read it). */
export const cachedSessionCounts = perDatabase(() => ({ taken: 0 }));

/** Caches a session just read, for routes guarded on it. */
export function cacheSession(db: Database, found: FoundSession): void {
  const cache = cachedSessionsOf(db);
  if (cache.size >= MAX_CACHED_SESSIONS) cache.clear();
  cache.set(found.check.tokenHash, { ...found, cachedAt: Date.now() });
}

/** The cached session of this token, if cached recently and not expired. */
export function cachedSession(db: Database, token: string): FoundSession | undefined {
  const cache = cachedSessionsOf(db);
  const tokenHash = hashToken(token);
  const session = cache.get(tokenHash);
  if (!session) return undefined;
  const now = Date.now();
  if (now - session.cachedAt > CACHED_SESSION_MS || session.expiresAt.getTime() <= now) {
    cache.delete(tokenHash);
    return undefined;
  }
  return session;
}

export function forgetCachedSession(db: Database, tokenHash: string): void {
  cachedSessionsOf(db).delete(tokenHash);
}

/** Deletes the session of `token`, in `tx` when the caller's change runs in a transaction. */
export async function deleteSession(db: Database, token: string, tx: Executor = db): Promise<void> {
  const tokenHash = hashToken(token);
  forgetCachedSession(db, tokenHash);
  await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
