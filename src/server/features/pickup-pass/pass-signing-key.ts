import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PassPublicJwk } from '../../../contract/pickup-pass';
import { parsePassPrivateKey } from '../../config';
import type { Executor } from '../../db/client';
import { passSigningKeys } from '../../db/schema';

// One key pair signs every pickup pass, whichever instance issues it, so a vendor's
// device that saved the public key once can check any pass offline.

export type PassSigningKey = { keyId: string; publicJwk: PassPublicJwk; privateKey: KeyObject };

const PURPOSE = 'pickup-pass';

/** RFC 7638 thumbprint of the public key, shortened: stable for a key, different for another. */
function keyIdOf(jwk: PassPublicJwk): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}

function publicJwkOf(privateKey: KeyObject): PassPublicJwk {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return { kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y) };
}

function signingKeyFrom(privateKey: KeyObject): PassSigningKey {
  const publicJwk = publicJwkOf(privateKey);
  return { keyId: keyIdOf(publicJwk), publicJwk, privateKey };
}

/**
 * The configured key, else the one stored in the database, made on first use. Two instances
 * starting together both insert; the unique purpose keeps the first, and both read it back.
 */
export async function loadPassSigningKey(
  db: Executor,
  configuredPem: string | undefined,
): Promise<PassSigningKey> {
  if (configuredPem) {
    const key = parsePassPrivateKey(configuredPem);
    if (!key) throw new Error('PICKUP_PASS_PRIVATE_KEY is not an EC P-256 private key');
    return signingKeyFrom(key);
  }
  const existing = await readStoredKey(db);
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const created = signingKeyFrom(privateKey);
  await db
    .insert(passSigningKeys)
    .values({
      id: created.keyId,
      purpose: PURPOSE,
      publicJwk: created.publicJwk,
      privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    })
    .onConflictDoNothing();
  const stored = await readStoredKey(db);
  if (!stored) throw new Error('the pickup pass signing key could not be stored');
  return stored;
}

async function readStoredKey(db: Executor): Promise<PassSigningKey | null> {
  const [row] = await db
    .select()
    .from(passSigningKeys)
    .where(eq(passSigningKeys.purpose, PURPOSE))
    .limit(1);
  return row ? signingKeyFrom(createPrivateKey(row.privatePem)) : null;
}

/** One load per app instance; a failed load is retried by the next caller. */
export function passSigningKeyLoader(db: Executor, configuredPem: string | undefined) {
  let loading: Promise<PassSigningKey> | null = null;
  return () => {
    loading ??= loadPassSigningKey(db, configuredPem).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
