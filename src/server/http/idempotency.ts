import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { IDEMPOTENT_METHODS } from '../../contract/enums';
import type { Database, Executor, Transaction } from '../db/client';
import type { Bindable } from '../db/prepared';
import { idempotencyKeys, type IdempotencyKey } from '../db/schema';
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
    return replayStored<T>(stored, requestHash);
  });
}

export type StoredAnswer = Pick<IdempotencyKey, 'requestHash' | 'responseStatus' | 'responseBody'>;

/** A live key's stored answer, replayed; another body under the key, or no answer yet, refused. */
export function replayStored<T>(
  stored: StoredAnswer | undefined,
  requestHash: string,
): IdempotentResult<T> {
  if (!stored || stored.requestHash !== requestHash) throw idempotencyMismatch();
  if (stored.responseStatus === null) {
    throw new AppError('CONFLICT', 409, 'This request is still being processed. Try again.');
  }
  return { statusCode: stored.responseStatus, body: stored.responseBody as T, isReplay: true };
}

/**
 * A write done in one statement claims its key in that statement, with the answer it
 * gives (`claimWithAnswer`), so nothing is written unless the key is free and a duplicate racing it
 * waits on the row and then replays. `replayIfAnswered` is read first, so a retry replays the
 * first answer without the work's checks running again.
 */
export type KeyClaim = {
  userId: number;
  key: string;
  method: IdempotentMethod;
  path: string;
  requestHash: string;
  /** A row created before this has expired: the key may be used again. */
  expiredBefore: Date;
};

export function keyClaimFor(request: IdempotentRequest, now: Date): KeyClaim | undefined {
  if (request.key === undefined) return undefined;
  return {
    userId: request.userId,
    key: request.key,
    method: request.method,
    path: request.path,
    requestHash: hashRequest(request),
    expiredBefore: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
  };
}

/** A live key's stored answer (no row: the key is free), as a query to run or to put in a larger one. */
/** Whose key, which key, and the time before which a row has expired (bindable: order-facts.ts). */
type StoredAnswerKey = {
  userId: Bindable<number>;
  key: Bindable<string>;
  expiredBefore: Bindable<Date>;
};

export const storedAnswerQuery = (db: Executor, claim: StoredAnswerKey) =>
  db
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        gte(idempotencyKeys.createdAt, claim.expiredBefore),
      ),
    )
    .limit(1);

/** The stored answer of a live key as the reply to give, or null when the key is free. */
export async function replayIfAnswered<T>(
  db: Executor,
  claim: KeyClaim,
): Promise<IdempotentResult<T> | null> {
  const [stored] = await storedAnswerQuery(db, claim);
  return stored ? replayStored<T>(stored, claim.requestHash) : null;
}

/** Replays the answer of the request that took the key first (its claim returned no row). */
export async function replayTaken<T>(db: Executor, claim: KeyClaim): Promise<IdempotentResult<T>> {
  const replay = await replayIfAnswered<T>(db, claim);
  if (!replay) throw idempotencyMismatch();
  return replay;
}

/** A claim with its answer as the values of `claimWithAnswer` (names its prepared statements bind). */
export function claimValues(claim: KeyClaim, response: IdempotentResponse<unknown>) {
  return {
    claimUserId: claim.userId,
    claimKey: claim.key,
    claimMethod: claim.method as string,
    claimPath: claim.path,
    claimRequestHash: claim.requestHash,
    claimStatus: response.statusCode,
    claimBody: JSON.stringify(response.body),
    claimExpiredBefore: claim.expiredBefore.toISOString(),
  };
}

export type ClaimValues = ReturnType<typeof claimValues>;

/**
 * `insert ... returning id` claiming the key with its answer: a row when the key was free (or
 * expired, taken over as new), none when a live row holds it or `when` (a condition inside the
 * same statement) is false. Its values are given, or bound by a prepared statement (`bind(name)`).
 */
export function claimWithAnswer(
  values: { [Name in keyof ClaimValues]: Bindable<ClaimValues[Name]> },
  when: SQL = sql`true`,
): SQL {
  return sql`insert into idempotency_keys
      (user_id, key, method, path, request_hash, response_status, response_body, created_at)
    select ${values.claimUserId}::int, ${values.claimKey}::text, ${values.claimMethod}::text,
      ${values.claimPath}::text, ${values.claimRequestHash}::text, ${values.claimStatus}::int,
      ${values.claimBody}::jsonb, now()
    where ${when}
    on conflict (user_id, key) do update set
      method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
      response_status = excluded.response_status, response_body = excluded.response_body,
      created_at = excluded.created_at
      where idempotency_keys.created_at < ${values.claimExpiredBefore}::timestamptz
    returning id`;
}

/** Runs a claim alone (`claimWithAnswer`): true when this request took the key. */
export async function claimKey(
  db: Executor,
  claim: KeyClaim,
  response: IdempotentResponse<unknown>,
): Promise<boolean> {
  const result = await db.execute(claimWithAnswer(claimValues(claim, response)));
  return result.rows.length > 0;
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
