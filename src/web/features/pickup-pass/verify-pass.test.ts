import { beforeAll, describe, expect, it } from 'vitest';
import {
  base64UrlFromBytes,
  encodePassPayload,
  type PassKeysResponse,
} from '../../../contract/pickup-pass';
import {
  PASS_NOT_VERIFIED_MESSAGE,
  PASS_WITHOUT_CODE_MESSAGE,
  passMatchesOrder,
  verifyPassToken,
} from './verify-pass';
import { newSigningKeys, publicJwk, SAMPLE_PASS, signPassToken } from './pass.test-support';

// The hand-over's offline signature check, against keys made here with WebCrypto.

const PASS = SAMPLE_PASS;

let signer: CryptoKeyPair;
let stranger: CryptoKeyPair;
let keys: PassKeysResponse['keys'];

const sign = (pass: object, keyId = 'key-1', pair = signer) => signPassToken(pass, pair, keyId);

beforeAll(async () => {
  signer = await newSigningKeys();
  stranger = await newSigningKeys();
  keys = [{ keyId: 'key-1', jwk: await publicJwk(signer) }];
});

describe('verifyPassToken', () => {
  it('accepts a pass signed with the saved key and gives back its contents', async () => {
    expect(await verifyPassToken(await sign(PASS), keys)).toEqual({ ok: true, pass: PASS });
  });

  it('refuses a pass whose contents were changed after signing', async () => {
    const token = await sign(PASS);
    const [prefix, keyId, , signature] = token.split('.');
    const forged = encodePassPayload({ ...PASS, orderId: 42, orderNumber: 42 });
    const result = await verifyPassToken(`${prefix}.${keyId}.${forged}.${signature}`, keys);
    expect(result).toEqual({ ok: false, message: PASS_NOT_VERIFIED_MESSAGE });
  });

  it('refuses a pass signed with another key, or naming a key this device does not keep', async () => {
    const notOurs = await sign(PASS, 'key-1', stranger);
    expect((await verifyPassToken(notOurs, keys)).ok).toBe(false);
    const unknownKey = await sign(PASS, 'key-2');
    expect(await verifyPassToken(unknownKey, keys)).toEqual({
      ok: false,
      message: PASS_NOT_VERIFIED_MESSAGE,
    });
    expect((await verifyPassToken(await sign(PASS), [])).ok).toBe(false);
  });

  it.each([
    '',
    '4821',
    'CCP1.key-1.abc',
    'CCP2.key-1.abc.def',
    'CCP1.key-1.not base64.def',
    `CCP1.key-1.${base64UrlFromBytes(new TextEncoder().encode('{"v":1}'))}.AAAA`,
  ])('refuses the malformed token %j', async (token) => {
    expect(await verifyPassToken(token, keys)).toEqual({
      ok: false,
      message: PASS_NOT_VERIFIED_MESSAGE,
    });
  });

  it('refuses a well-formed token whose signature is not a signature', async () => {
    const [prefix, keyId, payload] = (await sign(PASS)).split('.');
    expect((await verifyPassToken(`${prefix}.${keyId}.${payload}.AAAA`, keys)).ok).toBe(false);
  });
});

describe('passMatchesOrder', () => {
  it("gives the pass's pickup code for the order it names", () => {
    expect(passMatchesOrder(PASS, { id: 41, vendorId: 3 })).toEqual({
      ok: true,
      pickupCode: 'K7Q2',
    });
  });

  it("names the pass's own order, or its vendor, when it is for another", () => {
    expect(passMatchesOrder(PASS, { id: 40, vendorId: 3 })).toEqual({
      ok: false,
      message: 'This pass is for order #41',
    });
    expect(passMatchesOrder(PASS, { id: 41, vendorId: 9 })).toEqual({
      ok: false,
      message: 'This pass is for another vendor (Seoul Food Truck)',
    });
  });

  it('asks for the code when the pass was issued before the order was ready', () => {
    expect(passMatchesOrder({ ...PASS, pickupCode: null }, { id: 41, vendorId: 3 })).toEqual({
      ok: false,
      message: PASS_WITHOUT_CODE_MESSAGE,
    });
  });
});
