import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vapidKeys } from '../../db/schema';

// One VAPID key pair signs every push, whichever instance sends it: a browser subscribes with
// the public key (applicationServerKey) and its push service refuses pushes signed by another.

/** Base64url, as web-push and the browser take them. */
export type VapidKeys = { publicKey: string; privateKey: string };

const STORED_ROW_ID = 1;

/**
 * The configured pair, else the one stored in the database, made on first use. Two instances
 * starting together both insert; the single row keeps the first, and both read it back.
 */
export async function loadVapidKeys(
  db: Executor,
  configured: VapidKeys | undefined,
): Promise<VapidKeys> {
  if (configured) return configured;
  const existing = await readStoredKeys(db);
  if (existing) return existing;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  await db
    .insert(vapidKeys)
    .values({
      id: STORED_ROW_ID,
      publicKey: ecdh.getPublicKey('base64url'),
      privateKey: ecdh.getPrivateKey('base64url'),
    })
    .onConflictDoNothing();
  const stored = await readStoredKeys(db);
  if (!stored) throw new Error('the VAPID key pair could not be stored');
  return stored;
}

async function readStoredKeys(db: Executor): Promise<VapidKeys | null> {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, STORED_ROW_ID))
    .limit(1);
  return row ?? null;
}

/** One load per app instance; a failed load is retried by the next caller. */
export function vapidKeysLoader(db: Executor, configured: VapidKeys | undefined) {
  let loading: Promise<VapidKeys> | null = null;
  return () => {
    loading ??= loadVapidKeys(db, configured).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export type VapidKeysLoader = ReturnType<typeof vapidKeysLoader>;
