// Pickup passes for web tests: a sample pass, signing keys made here with WebCrypto, and tokens
// signed the way the server signs them (r||s over `CCP1.<keyId>.<payload>`).
import {
  base64UrlFromBytes,
  encodePassPayload,
  PASS_TOKEN_PREFIX,
  passPublicJwkSchema,
  type PickupPass,
  type PickupPassResponse,
} from '../../../contract/pickup-pass';

export const SAMPLE_PASS: PickupPass = {
  v: 1,
  orderId: 41,
  orderNumber: 41,
  vendorId: 3,
  vendorName: 'Seoul Food Truck',
  pickupCode: 'K7Q2',
  pickupTime: '2026-11-22T23:30:00.000Z',
  itemCount: 3,
  issuedAt: '2026-11-22T23:05:00.000Z',
};

/** The server's answer for `orderId`'s pass (its token is not really signed). */
export const passFor = (
  orderId: number,
  pickupCode: string | null = 'K7Q2',
): PickupPassResponse => ({
  pass: { ...SAMPLE_PASS, orderId, orderNumber: orderId, pickupCode },
  token: `CCP1.key-1.payload-${orderId}.signature`,
  keyId: 'key-1',
  vendorLocation: 'Gate B',
});

export const newSigningKeys = () =>
  crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);

export async function publicJwk(pair: CryptoKeyPair) {
  return passPublicJwkSchema.parse(await crypto.subtle.exportKey('jwk', pair.publicKey));
}

/** A pass token for `pass` signed with `pair` under `keyId`. */
export async function signPassToken(
  pass: object,
  pair: CryptoKeyPair,
  keyId = 'key-1',
): Promise<string> {
  const signingInput = `${PASS_TOKEN_PREFIX}.${keyId}.${encodePassPayload(pass as PickupPass)}`;
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    pair.privateKey,
    new TextEncoder().encode(signingInput),
  );
  return `${signingInput}.${base64UrlFromBytes(new Uint8Array(signature))}`;
}
