import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { login, type TestApp } from '../../test/test-app';
import {
  demoCheckoutPayload,
  postOrder,
  seededMenu,
  startAsCustomer,
  type SeedMenuItem,
} from '../features/orders/orders.test-support';
import { callApi } from '../features/vendor/vendor.test-support';

// An id is a positive integer written as one (a JSON integer, or plain digits in a path, query or
// form); money is dollars with at most two decimals. Anything else is a 400 naming the field, and
// nothing is written: true, [1] or '+5' are not ids, '0x10' and '1e2' are not amounts.

let harness: TestApp;
let customer: string;
let vendor: string;
let burger: SeedMenuItem;
let fries: SeedMenuItem;
beforeAll(async () => {
  ({ harness, customer } = await startAsCustomer());
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  const menu = await seededMenu(harness.database.db);
  burger = menu('Encore Smash Burger');
  fries = menu('Loaded Stage Fries');
});
afterAll(() => harness.close());

const orderCount = () => harness.database.db.$count(orders);
const issuePaths = (response: { json: () => { issues?: { path: string }[] } }) =>
  (response.json().issues ?? []).map((issue) => issue.path);

describe('an order with a loosely written id or amount', () => {
  it.each([
    [{ vendorId: true }, 'body.vendorId'],
    [{ vendorId: [1] }, 'body.vendorId'],
    [{ vendorId: '+1' }, 'body.vendorId'],
    [{ vendorId: 1.5 }, 'body.vendorId'],
  ])('is refused for %j, and no order is placed', async (change, path) => {
    const before = await orderCount();
    const response = await postOrder(harness.app, customer, {
      ...demoCheckoutPayload(burger, fries),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(issuePaths(response)).toContain(path);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    [{ id: '+5' }, 'body.items.0.id'],
    [{ id: '5.0' }, 'body.items.0.id'],
    [{ price: '0x10' }, 'body.items.0.price'],
  ])('is refused for a line with %j', async (change, path) => {
    const payload = demoCheckoutPayload(burger, fries);
    const response = await postOrder(harness.app, customer, {
      ...payload,
      items: [{ ...payload.items[0], ...change }],
    });
    expect(response.statusCode).toBe(400);
    expect(issuePaths(response)).toContain(path);
  });

  it.each(['0x10', '1e2', '22.580', '-22.58', '22,58'])(
    'is refused for the total %j',
    async (totalAmount) => {
      const before = await orderCount();
      const response = await postOrder(harness.app, customer, {
        ...demoCheckoutPayload(burger, fries),
        totalAmount,
      });
      expect(response.statusCode).toBe(400);
      expect(issuePaths(response)).toEqual(['body.totalAmount']);
      expect(await orderCount()).toBe(before);
    },
  );

  it('is placed when the ids and amounts are written plainly, as text or numbers', async () => {
    const response = await postOrder(harness.app, customer, {
      ...demoCheckoutPayload(burger, fries),
      vendorId: String(burger.vendorId),
      totalAmount: 22.58,
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('a path id not written in plain digits', () => {
  it.each(['1.0', '+1', '01', '1e0', '0x1'])('is a 400 naming params.id for %s', async (id) => {
    const menu = await callApi(harness.app, 'GET', '/api/vendor/menu', vendor);
    const before = menu.json<unknown[]>().length;
    const response = await callApi(harness.app, 'DELETE', `/api/vendor/menu/${id}`, vendor);
    expect(response.statusCode).toBe(400);
    expect(issuePaths(response)).toEqual(['params.id']);
    const after = await callApi(harness.app, 'GET', '/api/vendor/menu', vendor);
    expect(after.json<unknown[]>()).toHaveLength(before);
  });
});
