import {
  bytesFromBase64Url,
  decodePassPayload,
  PASS_SIGNATURE_ALGORITHM,
  splitPassToken,
  type PassKeysResponse,
  type PickupPass,
} from '../../../contract/pickup-pass';

// The vendor's device checks a pass's signature itself (WebCrypto), so a hand-over needs
// no network round trip.

export const PASS_NOT_VERIFIED_MESSAGE = 'This pass could not be verified';
export const PASS_WITHOUT_CODE_MESSAGE =
  'This pass was issued before the order was ready. Ask for the pickup code.';
export const passForOtherOrderMessage = (orderNumber: number) =>
  `This pass is for order #${orderNumber}`;
export const passForOtherVendorMessage = (vendorName: string) =>
  `This pass is for another vendor (${vendorName})`;

export type PassCheck = { ok: true; pass: PickupPass } | { ok: false; message: string };

const { name, namedCurve, hash } = PASS_SIGNATURE_ALGORITHM;

/** The token's pass when its signature is good under one of `keys`; else why not. */
export async function verifyPassToken(
  token: string,
  keys: PassKeysResponse['keys'],
): Promise<PassCheck> {
  const failed = { ok: false, message: PASS_NOT_VERIFIED_MESSAGE } as const;
  const parts = splitPassToken(token);
  const key = parts && keys.find((entry) => entry.keyId === parts.keyId);
  const pass = parts && decodePassPayload(parts.payload);
  if (!parts || !key || !pass) return failed;
  try {
    const publicKey = await crypto.subtle.importKey('jwk', key.jwk, { name, namedCurve }, false, [
      'verify',
    ]);
    const isValid = await crypto.subtle.verify(
      { name, hash },
      publicKey,
      bytesFromBase64Url(parts.signature),
      new TextEncoder().encode(parts.signingInput),
    );
    return isValid ? { ok: true, pass } : failed;
  } catch {
    return failed;
  }
}

/** A verified pass, checked against the order being handed over. */
export function passMatchesOrder(
  pass: PickupPass,
  order: { id: number; vendorId?: number },
): { ok: true; pickupCode: string } | { ok: false; message: string } {
  if (order.vendorId !== undefined && pass.vendorId !== order.vendorId)
    return { ok: false, message: passForOtherVendorMessage(pass.vendorName) };
  if (pass.orderId !== order.id)
    return { ok: false, message: passForOtherOrderMessage(pass.orderNumber) };
  if (pass.pickupCode === null) return { ok: false, message: PASS_WITHOUT_CODE_MESSAGE };
  return { ok: true, pickupCode: pass.pickupCode };
}
