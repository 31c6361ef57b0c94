import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import { IMAGE_URL_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '../../../contract/vendor';
import type { MenuItemView } from '../../../contract/vendors';
import type { ServerSocketMessage } from '../../../contract/notifications';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import type { EventBus } from '../../realtime/bus';
import { openSocket } from '../../realtime/socket.test-support';
import { postOrder, seededVendorId } from '../orders/orders.test-support';
import { callApi } from './vendor.test-support';

// accounts spec 2.9 Menu tab and 5 (menu item save); what customers see follows at once.

let harness: TestApp;
let vendor: string;
let customer: string;
let vendorId: number;

beforeAll(async () => {
  harness = await createTestApp();
  // listening, for the socket that watches the vendor_update announcements
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  customer = await login(harness.app, 'customer@curtaincall.test');
  vendorId = await seededVendorId(harness.database.db, 'Curtain Call Burgers');
});
afterAll(() => harness.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  callApi(harness.app, method, url, vendor, payload);
const createItem = (payload: object) => api('POST', '/api/vendor/menu', payload);
const publicMenuIds = async () =>
  (await callApi(harness.app, 'GET', `/api/vendors/${vendorId}/menu`))
    .json<MenuItemView[]>()
    .map((item) => item.id);
const orderOne = (menuItemId: number) =>
  postOrder(harness.app, customer, {
    vendorId,
    items: [{ menuItemId, quantity: 1 }],
    pickupTime: 'asap',
  });
const quoteOne = (menuItemId: number) =>
  callApi(harness.app, 'POST', '/api/orders/quote', undefined, {
    vendorId,
    items: [{ menuItemId, quantity: 1 }],
  });

describe('GET /api/vendor/menu', () => {
  it('lists every item of the vendor, unavailable ones included, with category', async () => {
    const response = await api('GET', '/api/vendor/menu');
    expect(response.statusCode).toBe(200);
    const menu = response.json<MenuItemView[]>();
    expect(menu).toHaveLength(10);
    expect(menu.every((item) => item.vendorId === vendorId)).toBe(true);
    expect(menu.find((item) => item.name === 'Truffle Parmesan Fries')).toMatchObject({
      isAvailable: false,
      category: 'sides',
      price: '9.99',
    });
  });
});

describe('POST /api/vendor/menu', () => {
  it('creates an item (price in dollars, number or string) that customers can order', async () => {
    const response = await createItem({
      name: '  Midnight Chili Dog ',
      description: 'Beef chili, cheddar, onions',
      price: '12.5',
      category: 'mains',
      imageUrl: '/images/menu/hotdog.svg',
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<MenuItemView>();
    expect(item).toMatchObject({
      vendorId,
      name: 'Midnight Chili Dog',
      description: 'Beef chili, cheddar, onions',
      price: '12.50',
      priceCents: 1250,
      category: 'mains',
      isAvailable: true,
      imageUrl: '/images/menu/hotdog.svg',
    });
    expect(await publicMenuIds()).toContain(item.id);
    expect((await orderOne(item.id)).statusCode).toBe(201);
    const numeric = await createItem({ name: 'Soda', price: 3, category: 'beverages' });
    expect(numeric.json<MenuItemView>()).toMatchObject({ price: '3.00', description: '' });
  });

  it('names every missing required field with the spec message', async () => {
    const response = await createItem({ description: 'no name, price or category' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: REQUIRED_FIELDS_MESSAGE,
      issues: [
        { path: 'body.name', message: REQUIRED_FIELDS_MESSAGE },
        { path: 'body.price', message: REQUIRED_FIELDS_MESSAGE },
        { path: 'body.category', message: REQUIRED_FIELDS_MESSAGE },
      ],
    });
    const blank = await createItem({ name: '  ', price: '', category: '' });
    expect(blank.json().issues).toHaveLength(3);
  });

  it.each([
    [{ price: 0 }, 'body.price', 'Price must be greater than 0'],
    [{ price: -4 }, 'body.price', 'Price must be greater than 0'],
    [{ price: 1000.01 }, 'body.price', 'Price cannot be more than $1000'],
    [{ price: '12.345' }, 'body.price', 'Price can have at most 2 decimal places'],
    [{ price: 'twelve' }, 'body.price', 'Price must be a number such as 12.50'],
    [{ category: 'snacks' }, 'body.category', 'Category must be one of'],
    [{ name: 'x'.repeat(121) }, 'body.name', 'Name can be at most 120 characters'],
    [{ imageUrl: 'javascript:alert(1)' }, 'body.imageUrl', IMAGE_URL_MESSAGE],
    [{ imageUrl: 'http://example.com/a.png' }, 'body.imageUrl', IMAGE_URL_MESSAGE],
    [{ isAvailable: 'yes' }, 'body.isAvailable', 'isAvailable must be true or false'],
  ])('refuses %j with a clear message', async (change, path, message) => {
    const response = await createItem({ name: 'Fries', price: 5, category: 'sides', ...change });
    expect(response.statusCode).toBe(400);
    const issue = response.json().issues[0];
    expect(issue.path).toBe(path);
    expect(issue.message).toContain(message);
  });
});

describe('PATCH /api/vendor/menu/:id', () => {
  it('edits some fields and leaves the rest', async () => {
    const item = (
      await createItem({ name: 'Pretzel', price: 6, category: 'appetizers' })
    ).json<MenuItemView>();
    const response = await api('PATCH', `/api/vendor/menu/${item.id}`, {
      name: 'Giant Pretzel',
      price: 7.25,
      imageUrl: 'https://images.example.com/pretzel.jpg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<MenuItemView>()).toMatchObject({
      id: item.id,
      name: 'Giant Pretzel',
      priceCents: 725,
      category: 'appetizers',
      isAvailable: true,
      imageUrl: 'https://images.example.com/pretzel.jpg',
    });
    const invalid = await api('PATCH', `/api/vendor/menu/${item.id}`, { name: '' });
    expect(invalid.json().issues).toEqual([
      { path: 'body.name', message: REQUIRED_FIELDS_MESSAGE },
    ]);
    const empty = await api('PATCH', `/api/vendor/menu/${item.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send at least one field to change');
  });

  it('turning an item unavailable takes it off the public menu, quotes and orders at once', async () => {
    const item = (
      await createItem({ name: 'Funnel Cake', price: 8, category: 'desserts' })
    ).json<MenuItemView>();
    const off = await api('PATCH', `/api/vendor/menu/${item.id}`, { isAvailable: false });
    expect(off.json<MenuItemView>().isAvailable).toBe(false);
    expect(await publicMenuIds()).not.toContain(item.id);
    expect((await quoteOne(item.id)).json().code).toBe('ITEM_UNAVAILABLE');
    const refused = await orderOne(item.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ITEM_UNAVAILABLE',
      message: 'Funnel Cake is not available right now',
    });
    await api('PATCH', `/api/vendor/menu/${item.id}`, { isAvailable: true });
    expect(await publicMenuIds()).toContain(item.id);
    expect((await orderOne(item.id)).statusCode).toBe(201);
  });

  it('answers 404 for an item that does not exist', async () => {
    const response = await api('PATCH', '/api/vendor/menu/999999', { isAvailable: false });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/vendor/menu/:id', () => {
  it('archives the item: gone from menus and ordering, past orders still readable', async () => {
    const item = (
      await createItem({ name: 'Churros', price: 5.5, category: 'desserts' })
    ).json<MenuItemView>();
    const placed = (await orderOne(item.id)).json<OrderView>();

    const response = await api('DELETE', `/api/vendor/menu/${item.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const ownMenu = (await api('GET', '/api/vendor/menu')).json<MenuItemView[]>();
    expect(ownMenu.map((entry) => entry.id)).not.toContain(item.id);
    expect(await publicMenuIds()).not.toContain(item.id);
    expect((await orderOne(item.id)).json().code).toBe('ITEM_UNAVAILABLE');

    const past = await callApi(harness.app, 'GET', `/api/orders/${placed.id}`, customer);
    expect(past.statusCode).toBe(200);
    expect(past.json<OrderView>().items).toEqual([
      expect.objectContaining({ menuItemId: item.id, name: 'Churros', price: '5.50' }),
    ]);

    expect((await api('DELETE', `/api/vendor/menu/${item.id}`)).statusCode).toBe(404);
    const edit = await api('PATCH', `/api/vendor/menu/${item.id}`, { isAvailable: true });
    expect(edit.statusCode).toBe(404);
  });
});

describe('menu changes reach customers at once (customer spec 7)', () => {
  const isVendorUpdate = (message: ServerSocketMessage) => message.type === 'vendor_update';

  it('announces vendor_update to every client after a create, an edit, a toggle and a delete', async () => {
    const socket = await openSocket(harness.app, { cookie: customer });
    try {
      await socket.waitFor((message) => message.type === 'authenticated');
      const announced = () => socket.messages.filter(isVendorUpdate);
      const item = (
        await createItem({ name: 'Kettle Corn', price: 4, category: 'sides' })
      ).json<MenuItemView>();
      await expect.poll(() => announced().length).toBe(1);
      await api('PATCH', `/api/vendor/menu/${item.id}`, { price: '4.50' });
      await expect.poll(() => announced().length).toBe(2);
      await api('PATCH', `/api/vendor/menu/${item.id}`, { isAvailable: false });
      await expect.poll(() => announced().length).toBe(3);
      expect((await api('DELETE', `/api/vendor/menu/${item.id}`)).statusCode).toBe(204);
      await expect.poll(() => announced().length).toBe(4);
      expect(announced()).toEqual(
        Array.from({ length: 4 }, () => ({ type: 'vendor_update', data: { vendorId } })),
      );

      // a refused change announces nothing
      expect(
        (await api('PATCH', '/api/vendor/menu/999999', { isAvailable: true })).statusCode,
      ).toBe(404);
      expect((await createItem({ name: 'No price' })).statusCode).toBe(400);
      socket.send({ type: 'ping' });
      await socket.waitFor((message) => message.type === 'pong');
      expect(announced()).toHaveLength(4);
    } finally {
      socket.close();
    }
  });

  it('still saves the change when the announcement cannot be published', async () => {
    const failingBus: EventBus = {
      kind: 'memory',
      publish: () => Promise.reject(new Error('bus down')),
      subscribe: () => () => undefined,
      close: () => Promise.resolve(),
    };
    const other = await createTestApp({ bus: failingBus });
    try {
      const cookie = await login(other.app, 'vendor@curtaincall.test');
      const created = await callApi(other.app, 'POST', '/api/vendor/menu', cookie, {
        name: 'Lonely Taco',
        price: 3,
        category: 'mains',
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<MenuItemView>().id;
      const toggled = await callApi(other.app, 'PATCH', `/api/vendor/menu/${id}`, cookie, {
        isAvailable: false,
      });
      expect(toggled.json<MenuItemView>().isAvailable).toBe(false);
      expect(
        (await callApi(other.app, 'DELETE', `/api/vendor/menu/${id}`, cookie)).statusCode,
      ).toBe(204);
    } finally {
      await other.close();
    }
  });
});
