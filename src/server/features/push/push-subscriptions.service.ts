import { createECDH } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../../contract/push';
import type { Database } from '../../db/client';
import { pushSubscriptions, sessions } from '../../db/schema';
import { invalidField, unauthenticated } from '../../errors';

const KEY_MESSAGE = 'keys.p256dh must be a point on the P-256 curve';

/** A key of the right length may still not be a point on the curve; encrypting for it would fail. */
function isCurvePoint(p256dh: string): boolean {
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores the device's subscription for the user, tied to the session that sent it (signing out
 * there removes it); the same endpoint again replaces its keys. 401 when the session has ended.
 */
export async function saveSubscription(
  db: Database,
  input: { userId: number; sessionTokenHash: string; subscription: PushSubscriptionInput },
): Promise<{ endpoint: string }> {
  const { endpoint, keys, expirationTime } = input.subscription;
  if (!isCurvePoint(keys.p256dh)) throw invalidField('body.keys.p256dh', KEY_MESSAGE);
  const expiresAt = expirationTime == null ? null : new Date(expirationTime);
  // one statement: the live session's id, or no row at all
  const session = db
    .select({
      userId: sessions.userId,
      sessionId: sql<number>`${sessions.id}`.as('session_id'),
      endpoint: sql<string>`${endpoint}::text`.as('endpoint'),
      p256dh: sql<string>`${keys.p256dh}::text`.as('p256dh'),
      auth: sql<string>`${keys.auth}::text`.as('auth'),
      expiresAt: sql<Date | null>`${expiresAt?.toISOString() ?? null}::timestamptz`.as(
        'expires_at',
      ),
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, input.sessionTokenHash),
        eq(sessions.userId, input.userId),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  const saved = await db
    .insert(pushSubscriptions)
    .select(session)
    .onConflictDoUpdate({
      target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
      set: {
        sessionId: sql`excluded.session_id`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        expiresAt: sql`excluded.expires_at`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ endpoint: pushSubscriptions.endpoint });
  if (saved.length === 0) throw unauthenticated();
  return { endpoint };
}

/** Removes the user's subscription of `endpoint`, if there is one (unsubscribing twice is fine). */
export async function removeSubscription(
  db: Database,
  input: { userId: number; endpoint: string },
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, input.userId),
        eq(pushSubscriptions.endpoint, input.endpoint),
      ),
    );
}
