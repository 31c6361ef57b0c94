import { z } from 'zod';

// Offline pickup pass: a paid order's pass, signed by the server (ECDSA P-256 with
// SHA-256), carried by a QR code, checked by the vendor's device without a network round trip.

/** The token's leading tag: the format and its version. */
export const PASS_TOKEN_PREFIX = 'CCP1';
/** The WebCrypto / JOSE names of the signature (the signature is IEEE-P1363 r||s, 64 bytes). */
export const PASS_SIGNATURE_ALGORITHM = {
  name: 'ECDSA',
  namedCurve: 'P-256',
  hash: 'SHA-256',
} as const;

const positiveId = z.number().int().positive();

export const pickupPassSchema = z.object({
  v: z.literal(1),
  orderId: positiveId,
  /** What the customer and the vendor call the order ('#12'). */
  orderNumber: positiveId,
  vendorId: positiveId,
  vendorName: z.string(),
  /** Null until the vendor marks the order ready (the code is made then); the phone re-fetches. */
  pickupCode: z.string().nullable(),
  pickupTime: z.iso.datetime({ offset: true }),
  itemCount: z.number().int().nonnegative(),
  issuedAt: z.iso.datetime({ offset: true }),
});
export type PickupPass = z.infer<typeof pickupPassSchema>;

/** GET /api/orders/{id}/pass */
export const pickupPassResponseSchema = z.object({
  pass: pickupPassSchema,
  /** `CCP1.<keyId>.<base64url(JSON pass)>.<base64url(signature)>`; what the QR carries. */
  token: z.string(),
  keyId: z.string(),
  /**
   * Where to collect (the vendor's location), for the customer's screens only: outside the signed
   * pass, and missing from passes phones saved before it was added.
   */
  vendorLocation: z.string().nullable().optional(),
});
export type PickupPassResponse = z.infer<typeof pickupPassResponseSchema>;

/** A public key as a JSON Web Key (EC P-256, public part only). */
export const passPublicJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
});
export type PassPublicJwk = z.infer<typeof passPublicJwkSchema>;

/** GET /api/pickup-pass/keys */
export const passKeysResponseSchema = z.object({
  keys: z.array(z.object({ keyId: z.string(), jwk: passPublicJwkSchema })),
});
export type PassKeysResponse = z.infer<typeof passKeysResponseSchema>;

export type PassTokenParts = {
  keyId: string;
  /** The signed text: `CCP1.<keyId>.<payload>`. */
  signingInput: string;
  payload: string;
  signature: string;
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The token's four parts, or null when it is not a pass token at all. */
export function splitPassToken(token: string): PassTokenParts | null {
  const parts = token.trim().split('.');
  if (parts.length !== 4) return null;
  const [prefix, keyId, payload, signature] = parts as [string, string, string, string];
  if (prefix !== PASS_TOKEN_PREFIX || ![keyId, payload, signature].every((p) => BASE64URL.test(p)))
    return null;
  return { keyId, payload, signature, signingInput: `${prefix}.${keyId}.${payload}` };
}

/** Whether typed or scanned text looks like a pass token rather than a four-digit pickup code. */
export const isPassToken = (text: string) => text.trim().startsWith(`${PASS_TOKEN_PREFIX}.`);

export function base64UrlFromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function bytesFromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The token's pass, if its payload is one (its signature is checked separately). */
export function decodePassPayload(payload: string): PickupPass | null {
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(bytesFromBase64Url(payload)));
    const parsed = pickupPassSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function encodePassPayload(pass: PickupPass): string {
  return base64UrlFromBytes(new TextEncoder().encode(JSON.stringify(pass)));
}
