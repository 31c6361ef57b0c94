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
  // one statement: stored for the live session, or nothing stored when it has ended
  const result = await db.execute<{ id: number }>(sql`insert into ${pushSubscriptions}
      (user_id, session_id, endpoint, p256dh, auth, expires_at)
    select ${sessions.userId}, ${sessions.id}, ${endpoint}, ${keys.p256dh}, ${keys.auth},
      ${expiresAt?.toISOString() ?? null}::timestamptz
    from ${sessions}
    where ${and(
      eq(sessions.tokenHash, input.sessionTokenHash),
      eq(sessions.userId, input.userId),
      gt(sessions.expiresAt, sql`now()`),
    )}
    on conflict (user_id, endpoint) do update set session_id = excluded.session_id,
      p256dh = excluded.p256dh, auth = excluded.auth, expires_at = excluded.expires_at,
      updated_at = now()
    returning id`);
  const saved = (result as unknown as { rows: { id: number }[] }).rows;
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
