import { wasPaid } from '../../../contract/enums';
import { sign } from 'node:crypto';
import {
  encodePassPayload,
  PASS_TOKEN_PREFIX,
  type PickupPass,
  type PickupPassResponse,
} from '../../../contract/pickup-pass';
import type { Executor } from '../../db/client';
import type { User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { findOrderWithRelations } from '../orders/order-views';
import type { PassSigningKey } from './pass-signing-key';

export const PASS_NOT_PAID_MESSAGE = 'A pickup pass is issued once the order is paid.';
export const PASS_CANCELLED_MESSAGE = 'This order was cancelled, so it has no pickup pass.';

/** `CCP1.<keyId>.<payload>.<signature>`: the signature covers everything before it. */
export function signPass(pass: PickupPass, key: PassSigningKey): string {
  const signingInput = `${PASS_TOKEN_PREFIX}.${key.keyId}.${encodePassPayload(pass)}`;
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${signature.toString('base64url')}`;
}

/**
 * The order's own customer gets a signed pass for a paid, live order. Anyone else gets
 * 404 (like every order read); an unpaid or cancelled order 409.
 */
export async function issuePickupPass(
  db: Executor,
  orderId: number,
  viewer: Pick<User, 'id'>,
  key: PassSigningKey,
  now = new Date(),
): Promise<PickupPassResponse> {
  const order = await findOrderWithRelations(db, orderId);
  if (!order || order.userId !== viewer.id) throw notFound('Order');
  if (order.status === 'cancelled') throw new AppError('CONFLICT', 409, PASS_CANCELLED_MESSAGE);
  if (!wasPaid(order.paymentStatus)) throw new AppError('CONFLICT', 409, PASS_NOT_PAID_MESSAGE);
  const pass: PickupPass = {
    v: 1,
    orderId: order.id,
    orderNumber: order.id,
    vendorId: order.vendorId,
    vendorName: order.vendor.name,
    pickupCode: order.pickupCode,
    pickupTime: order.pickupTime.toISOString(),
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    issuedAt: now.toISOString(),
  };
  return {
    pass,
    token: signPass(pass, key),
    keyId: key.keyId,
    vendorLocation: order.vendor.location,
  };
}
