import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { IDEMPOTENT_METHODS } from '../../contract/enums';
import type { Database, Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors';

// architecture guide: writes a client may retry accept an Idempotency-Key header; the same key and
// body answer with the first response, the same key with another body is refused.

export type IdempotentMethod = (typeof IDEMPOTENT_METHODS)[number];

/** A stored answer is replayed for this long; after that the key may be used again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

export type IdempotentRequest = {
  userId: number;
  /** The Idempotency-Key header; without one the work simply runs once. */
  key: string | undefined;
  method: IdempotentMethod;
  /** The route's path (not the URL), so a key cannot be replayed on another endpoint. */
  path: string;
  body: unknown;
};

export type IdempotentResponse<T> = { statusCode: number; body: T };
export type IdempotentResult<T> = IdempotentResponse<T> & { isReplay: boolean };

/**
 * Runs `work` in one transaction together with claiming the key. The unique (user, key) row is
 * inserted first, so a concurrent duplicate waits on it and then replays the stored answer instead
 * of doing the work twice. When `work` throws, everything (the claim too) rolls back, so a request
 * that failed can be retried with the same key.
 */
export async function runIdempotent<T>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Transaction) => Promise<IdempotentResponse<T>>,
  now: Date = new Date(),
): Promise<IdempotentResult<T>> {
  const { key } = request;
  if (key === undefined) {
    return { ...(await db.transaction((tx) => work(tx))), isReplay: false };
  }
  const requestHash = hashRequest(request);
  return db.transaction(async (tx) => {
    const mine = and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key));
    const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    // one statement claims the key: a new row, or a row past its time-to-live taken over as if
    // new; a live row (answered, or still being handled by a concurrent duplicate, which this
    // waits for) is left alone and returns nothing
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId: request.userId,
        key,
        method: request.method,
        path: request.path,
        requestHash,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          method: request.method,
          path: request.path,
          requestHash,
          responseStatus: null,
          responseBody: null,
          createdAt: sql`excluded.created_at`,
        },
        setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ id: idempotencyKeys.id });
    const claim = claimed[0];
    if (claim) {
      const response = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: response.statusCode, responseBody: response.body })
        .where(eq(idempotencyKeys.id, claim.id));
      return { ...response, isReplay: false };
    }
    const [stored] = await tx.select().from(idempotencyKeys).where(mine).limit(1);
    if (!stored || stored.requestHash !== requestHash) throw idempotencyMismatch();
    if (stored.responseStatus === null) {
      throw new AppError('CONFLICT', 409, 'This request is still being processed. Try again.');
    }
    return { statusCode: stored.responseStatus, body: stored.responseBody as T, isReplay: true };
  });
}

/** Housekeeping for the periodic sweep: stored answers past their time-to-live. */
export async function purgeExpiredIdempotencyKeys(db: Database, now: Date = new Date()) {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expiredBefore))
    .returning({ id: idempotencyKeys.id });
  return removed.length;
}

const idempotencyMismatch = () =>
  new AppError(
    'IDEMPOTENCY_MISMATCH',
    422,
    'This Idempotency-Key was already used for a different request',
    {
      issues: [
        {
          path: 'headers.idempotency-key',
          message: 'This Idempotency-Key was already used for a different request',
        },
      ],
    },
  );

function hashRequest(request: IdempotentRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.path}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
