import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bind, keptQuery } from '../db/prepared';
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

/** issue 14: read on every signed-in request, so prepared once (db/prepared.ts). */
const sessionUserQuery = keptQuery((db) =>
  db
    .select({
      user: users,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, bind('tokenHash')), gt(sessions.expiresAt, bind('now'))))
    .limit(1)
    .prepare('session_user'),
);

/** The user behind a session token, or null; slides the idle expiry forward. */
export async function findSessionUser(
  db: Database,
  token: string,
): Promise<{ user: User; sessionId: number; expiresAt: Date; refreshed: boolean } | null> {
  const now = new Date();
  const [row] = await sessionUserQuery(db).execute({
    tokenHash: hashToken(token),
    now: now.toISOString(),
  });
  if (!row || !row.user.isActive) return null;
  if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) {
    return { user: row.user, sessionId: row.sessionId, expiresAt: row.expiresAt, refreshed: false };
  }
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(eq(sessions.id, row.sessionId));
  return { user: row.user, sessionId: row.sessionId, expiresAt, refreshed: true };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
