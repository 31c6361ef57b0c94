import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_NOT_PAID_MESSAGE, type Receipt } from '../../../contract/receipts';
import type { OrderView } from '../../../contract/orders';
import type { TestApp } from '../../../test/test-app';
import {
  confirmBody,
  setSetting,
  signUpCustomer,
  walletConfirmBody,
} from '../payments/payments.test-support';
import { callApi } from '../vendor/vendor.test-support';
import { postOrder, startWithStaff, type SeedMenuItem } from './orders.test-support';
import { linesRefundCents } from '../../../contract/refunds';

// GET /api/orders/{id}/receipt: a paid order's receipt for its customer, its vendor and admins.

let harness: TestApp;
let customer: string;
let vendor: string;
let admin: string;
let burger: SeedMenuItem;

beforeAll(async () => {
  ({ harness, customer, vendor, admin, burger } = await startWithStaff());
  const { db } = harness.database;
  await setSetting(db, 'demo_payment_delay', '0');
  await setSetting(db, 'demo_payment_success_rate', '1');
  await setSetting(db, 'demo_checkout_mode', 'true');
});
afterAll(() => harness.close());

async function placeOrder(): Promise<OrderView> {
  const response = await postOrder(harness.app, customer, {
    vendorId: burger.vendorId,
    items: [{ menuItemId: burger.id, quantity: 2 }],
    pickupTime: 'asap',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderView>();
}

/** An order placed and paid with the Mastercard test card (or a wallet), as the checkout does. */
async function paidOrder(byWallet = false): Promise<OrderView> {
  const order = await placeOrder();
  const intent = await callApi(harness.app, 'POST', '/api/payments/demo/create-intent', customer, {
    amount: order.totalCents / 100,
    orderId: order.id,
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const confirm = await callApi(
    harness.app,
    'POST',
    '/api/payments/demo/confirm',
    customer,
    byWallet
      ? walletConfirmBody(intent.json<{ paymentIntentId: string }>().paymentIntentId)
      : confirmBody(intent.json<{ paymentIntentId: string }>().paymentIntentId, {
          number: '5555555555554444',
        }),
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  return order;
}

const receiptOf = (orderId: number | string, cookie?: string) =>
  harness.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/receipt`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/orders/{id}/receipt', () => {
  it('gives the customer the lines, the money, the card and a stable receipt number', async () => {
    const order = await paidOrder();
    const response = await receiptOf(order.id, customer);
    expect(response.statusCode, response.body).toBe(200);
    const receipt = response.json<Receipt>();
    expect(receipt).toMatchObject({
      orderId: order.id,
      vendorName: order.vendorName,
      paymentStatus: 'paid',
      subtotalCents: order.subtotalCents,
      serviceFeeCents: order.serviceFeeCents,
      taxCents: order.taxCents,
      tipCents: 0,
      totalCents: order.totalCents,
      refundedCents: 0,
      netPaidCents: order.totalCents,
      refunds: [],
      payment: { method: 'card', cardBrand: 'mastercard', cardLast4: '4444' },
      lines: [
        {
          name: 'Encore Smash Burger',
          quantity: 2,
          unitPriceCents: burger.priceCents,
          lineTotalCents: burger.priceCents * 2,
          quantityRefunded: 0,
        },
      ],
    });
    expect(receipt.receiptNumber).toMatch(
      new RegExp(`^R-\\d{8}-${String(order.id).padStart(6, '0')}$`),
    );
    expect((await receiptOf(order.id, customer)).json<Receipt>().receiptNumber).toBe(
      receipt.receiptNumber,
    );
  });

  it("is the order's vendor's and an admin's to read too; another customer gets 404", async () => {
    const order = await paidOrder();
    expect((await receiptOf(order.id, vendor)).statusCode).toBe(200);
    expect((await receiptOf(order.id, admin)).statusCode).toBe(200);
    const other = await signUpCustomer(harness.app, harness.database.db);
    const response = await receiptOf(order.id, other.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Order not found' });
  });

  it('names the wallet an order was paid with', async () => {
    const order = await paidOrder(true);
    const response = await receiptOf(order.id, customer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Receipt>().payment).toMatchObject({
      method: 'google_pay',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
  });

  it('asks a signed-out caller to sign in', async () => {
    const order = await paidOrder();
    expect((await receiptOf(order.id)).statusCode).toBe(401);
  });

  it('answers 409 with a clear message for an unpaid order', async () => {
    const order = await placeOrder();
    const response = await receiptOf(order.id, customer);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: RECEIPT_NOT_PAID_MESSAGE });
  });

  it('answers 400 naming the id for a bad one', async () => {
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const response = await receiptOf(id, customer);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toMatch(/Order id/);
    }
  });

  it('shows refunds, the lines they gave back and what was paid net', async () => {
    const order = await paidOrder();
    const lines = [{ orderItemId: order.items[0]?.id ?? 0, quantity: 1 }];
    const burgerCents = linesRefundCents(order, lines, new Map());
    const refund = await callApi(
      harness.app,
      'POST',
      `/api/vendor/orders/${order.id}/refunds`,
      vendor,
      { amount: (burgerCents / 100).toFixed(2), reason: 'Burger was cold', lines },
    );
    expect(refund.statusCode, refund.body).toBe(201);
    const receipt = (await receiptOf(order.id, customer)).json<Receipt>();
    expect(receipt).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedCents: burgerCents,
      netPaidCents: order.totalCents - burgerCents,
      refunds: [{ amountCents: burgerCents, reason: 'Burger was cold' }],
      lines: [{ quantityRefunded: 1 }],
    });
  });
});
