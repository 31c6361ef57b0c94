import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerOrderView, OrderQuote } from '../../../contract/orders';
import type { MenuItemView } from '../../../contract/vendors';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { menuItems, menuOptions, outbox } from '../../db/schema';
import { postOrder, seededVendorId, signUp } from '../orders/orders.test-support';
import { callApi } from '../vendor/vendor.test-support';
import { cancelStaleUnpaidOrders } from '../orders/orders.service';

// Option groups, allergens and counted portions: what the vendor saves, what customers read, and
// what an order is charged and takes.

let harness: TestApp;
let vendor: string;
let customer: string;
let vendorId: number;
const db = () => harness.database.db;

beforeAll(async () => {
  harness = await createTestApp();
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  customer = await login(harness.app, 'customer@curtaincall.test');
  vendorId = await seededVendorId(db(), 'Curtain Call Burgers');
});
afterAll(() => harness.close());

const asVendor = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  callApi(harness.app, method, url, vendor, payload);

const BURGER = {
  name: 'Test Stack',
  description: 'Two patties.',
  price: '12.00',
  category: 'mains',
  allergens: ['milk', 'gluten'],
  dietaryTags: ['halal'],
  optionGroups: [
    {
      name: 'Size',
      required: true,
      options: [{ name: 'Regular' }, { name: 'Large', priceDelta: '2.50' }],
    },
    {
      name: 'Add-ons',
      maxChoices: 2,
      options: [
        { name: 'Bacon', priceDelta: 2 },
        { name: 'Cheese', priceDelta: '1.00', allergens: ['milk'] },
        { name: 'Egg', priceDelta: '1.50', allergens: ['eggs'], isAvailable: false },
      ],
    },
    { name: 'Leave out', isRemoval: true, options: [{ name: 'Onions' }, { name: 'Pickles' }] },
  ],
};

async function createBurger(overrides: object = {}): Promise<MenuItemView> {
  const response = await asVendor('POST', '/api/vendor/menu', { ...BURGER, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MenuItemView>();
}

const optionId = (item: MenuItemView, name: string) => {
  for (const group of item.optionGroups)
    for (const option of group.options) if (option.name === name) return option.id;
  throw new Error(`no option ${name}`);
};

const line = (item: MenuItemView, options: string[], extra: object = {}) => ({
  menuItemId: item.id,
  quantity: 1,
  optionIds: options.map((name) => optionId(item, name)),
  ...extra,
});

const quote = (items: object[]) =>
  callApi(harness.app, 'POST', '/api/orders/quote', customer, { vendorId, items });
const order = (items: object[], cookie = customer) =>
  postOrder(harness.app, cookie, { vendorId, items, pickupTime: 'asap' });

describe('saving a menu item with options, allergens and portions', () => {
  it('answers the groups in order with their rules, prices as decimal strings', async () => {
    const item = await createBurger();
    expect(item).toMatchObject({
      allergens: ['gluten', 'milk'],
      dietaryTags: ['halal'],
      stockCount: null,
    });
    expect(item.optionGroups.map((group) => group.name)).toEqual(['Size', 'Add-ons', 'Leave out']);
    expect(item.optionGroups[0]).toMatchObject({
      required: true,
      minChoices: 1,
      maxChoices: 1,
      isRemoval: false,
    });
    expect(item.optionGroups[1]).toMatchObject({ required: false, minChoices: 0, maxChoices: 2 });
    expect(item.optionGroups[2]).toMatchObject({ isRemoval: true, maxChoices: 2 });
    expect(item.optionGroups[0]!.options[1]).toMatchObject({
      name: 'Large',
      priceDelta: '2.50',
      priceDeltaCents: 250,
      isAvailable: true,
    });
    expect(item.optionGroups[1]!.options[2]).toMatchObject({
      allergens: ['eggs'],
      isAvailable: false,
    });

    const publicMenu = (await callApi(harness.app, 'GET', `/api/vendors/${vendorId}/menu`)).json<
      MenuItemView[]
    >();
    expect(publicMenu.find((entry) => entry.id === item.id)).toEqual(item);
    const own = (await asVendor('GET', '/api/vendor/menu')).json<MenuItemView[]>();
    expect(own.find((entry) => entry.id === item.id)).toEqual(item);
  });

  it('replaces the groups as given: options left out are deleted, a kept id is changed', async () => {
    const item = await createBurger();
    const [size, addOns] = item.optionGroups;
    const response = await asVendor('PATCH', `/api/vendor/menu/${item.id}`, {
      optionGroups: [
        {
          id: addOns!.id,
          name: 'Extras',
          maxChoices: 1,
          options: [{ id: addOns!.options[0]!.id, name: 'Crispy bacon', priceDelta: '2.25' }],
        },
        { id: size!.id, name: 'Size', required: true, options: size!.options },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<MenuItemView>();
    expect(saved.optionGroups.map((group) => group.name)).toEqual(['Extras', 'Size']);
    expect(saved.optionGroups[0]!.options).toEqual([
      expect.objectContaining({
        id: addOns!.options[0]!.id,
        name: 'Crispy bacon',
        priceDelta: '2.25',
      }),
    ]);
    const left = await db().select().from(menuOptions).where(eq(menuOptions.groupId, addOns!.id));
    expect(left).toHaveLength(1);
  });

  it("takes an option's price change in cents as the menu answers it, priceDelta first when both are sent", async () => {
    const item = await createBurger({
      optionGroups: [
        {
          name: 'Size',
          required: true,
          options: [
            { name: 'Regular' },
            { name: 'Large', priceDeltaCents: 250 },
            { name: 'Huge', priceDelta: '4.00', priceDeltaCents: 250 },
          ],
        },
      ],
    });
    expect(item.optionGroups[0]!.options.map((option) => option.priceDeltaCents)).toEqual([
      0, 250, 400,
    ]);
  });

  it('shares a group reused by id with another item of the same vendor', async () => {
    const first = await createBurger();
    const size = first.optionGroups[0]!;
    const second = await createBurger({
      name: 'Test Fries',
      optionGroups: [{ id: size.id, name: 'Portion', required: true, options: size.options }],
    });
    expect(second.optionGroups[0]!.id).toBe(size.id);
    const menu = (await asVendor('GET', '/api/vendor/menu')).json<MenuItemView[]>();
    // renamed through the second item, the first item's group is renamed too
    expect(menu.find((entry) => entry.id === first.id)!.optionGroups[0]!.name).toBe('Portion');
  });

  it("refuses another vendor's group and an option of another group, naming the field", async () => {
    const own = await createBurger();
    const stranger = await signUp(harness.app, 'optionsvendor', 'vendor');
    const strangerGroup = await callApi(harness.app, 'POST', '/api/vendor/menu', stranger, BURGER);
    // an unapproved vendor may still build its menu; its group is not this vendor's
    const groupId = strangerGroup.json<MenuItemView>().optionGroups[0]?.id;
    expect(groupId).toBeDefined();
    const foreign = await asVendor('PATCH', `/api/vendor/menu/${own.id}`, {
      optionGroups: [{ id: groupId, name: 'Size', options: [{ name: 'One' }] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues[0].path).toBe('body.optionGroups.0.id');

    const otherGroupOption = own.optionGroups[1]!.options[0]!.id;
    const wrongOption = await asVendor('PATCH', `/api/vendor/menu/${own.id}`, {
      optionGroups: [
        {
          id: own.optionGroups[0]!.id,
          name: 'Size',
          options: [{ id: otherGroupOption, name: 'X' }],
        },
      ],
    });
    expect(wrongOption.statusCode).toBe(400);
    expect(wrongOption.json().issues[0].path).toBe('body.optionGroups.0.options.0.id');
  });

  it.each([
    [{ allergens: ['nuts'] }, 'body.allergens.0'],
    [{ dietaryTags: ['keto'] }, 'body.dietaryTags.0'],
    [{ stockCount: -1 }, 'body.stockCount'],
    [{ stockCount: 2 ** 31 }, 'body.stockCount'],
    [{ stockCount: 1.5 }, 'body.stockCount'],
    [{ optionGroups: [{ name: 'Size', options: [] }] }, 'body.optionGroups.0.options'],
    [
      { optionGroups: [{ name: 'Size', options: [{ name: 'A', priceDelta: 2 ** 31 }] }] },
      'body.optionGroups.0.options.0.priceDelta',
    ],
    [
      { optionGroups: [{ name: 'Size', options: [{ name: 'A', priceDelta: '1.234' }] }] },
      'body.optionGroups.0.options.0.priceDelta',
    ],
    [
      { optionGroups: [{ name: 'Size', options: [{ name: 'A', priceDelta: -1 }] }] },
      'body.optionGroups.0.options.0.priceDelta',
    ],
    [
      {
        optionGroups: [
          {
            name: 'Size',
            required: true,
            minChoices: 2,
            maxChoices: 1,
            options: [{ name: 'A' }, { name: 'B' }],
          },
        ],
      },
      'body.optionGroups.0.maxChoices',
    ],
    [
      { optionGroups: [{ name: 'Size', minChoices: 1, options: [{ name: 'A' }] }] },
      'body.optionGroups.0.required',
    ],
    [
      { optionGroups: [{ id: 0, name: 'Size', options: [{ name: 'A' }] }] },
      'body.optionGroups.0.id',
    ],
    // a misspelt rule or price is refused, not saved as the default
    [
      { optionGroups: [{ name: 'Size', maxChoice: 1, options: [{ name: 'A' }] }] },
      'body.optionGroups.0.maxChoice',
    ],
    [
      { optionGroups: [{ name: 'Size', options: [{ name: 'A', price: '2.00' }] }] },
      'body.optionGroups.0.options.0.price',
    ],
    [
      { optionGroups: [{ name: 'Size', options: [{ name: 'A', priceDeltaCents: 2 ** 31 }] }] },
      'body.optionGroups.0.options.0.priceDeltaCents',
    ],
  ])('refuses %j with a 400 naming %s, writing nothing', async (overrides, path) => {
    const before = await db().select({ id: menuItems.id }).from(menuItems);
    const response = await asVendor('POST', '/api/vendor/menu', { ...BURGER, ...overrides });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await db().select({ id: menuItems.id }).from(menuItems)).toHaveLength(before.length);
  });
});

describe('ordering with options', () => {
  let item: MenuItemView;
  beforeAll(async () => {
    item = await createBurger();
  });

  it('prices the options on the server: the item plus each option chosen', async () => {
    const response = await quote([line(item, ['Large', 'Bacon', 'Onions'])]);
    expect(response.statusCode, response.body).toBe(200);
    const [priced] = response.json<OrderQuote>().lines;
    expect(priced).toMatchObject({ unitPriceCents: 1200 + 250 + 200, lineTotalCents: 1650 });
    expect(
      priced!.options.map((option) => [option.name, option.priceDelta, option.isRemoval]),
    ).toEqual([
      ['Large', '2.50', false],
      ['Bacon', '2.00', false],
      ['Onions', '0.00', true],
    ]);
  });

  it.each([
    [[], 'Choose a size for Test Stack'],
    [['Regular', 'Large'], 'Choose at most 1 choice of size for Test Stack'],
    [['Regular', 'Bacon', 'Cheese', 'Onions', 'Pickles', 'Egg'], 'Egg is not available right now'],
    [['Regular', 'Regular'], 'Choose each option once'],
  ])('refuses %j: %s, naming the line', async (names, message) => {
    const ids = names.map((name) => optionId(item, name));
    const response = await quote([{ menuItemId: item.id, quantity: 1, optionIds: ids }]);
    expect(response.statusCode).toBe(message.includes('not available') ? 409 : 400);
    expect(response.json().message).toBe(message);
    expect(response.json().issues[0].path).toBe('body.items.0.optionIds');
  });

  it("refuses another item's option and ids that are not ids", async () => {
    const other = await createBurger({ name: 'Other Stack' });
    const response = await quote([
      { menuItemId: item.id, quantity: 1, optionIds: [optionId(other, 'Regular')] },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/is not a choice for Test Stack/);
    for (const bad of [2 ** 31, 1.5, -1, '7', 'NaN'])
      expect(
        (await quote([{ menuItemId: item.id, quantity: 1, optionIds: [bad] }])).statusCode,
      ).toBe(400);
  });

  it('keeps the options chosen with their names and prices as charged; other choices are another line', async () => {
    const response = await order([
      line(item, ['Large', 'Bacon', 'Onions'], { notes: 'severe nut allergy' }),
      line(item, ['Regular']),
      line(item, ['Regular']),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<CustomerOrderView>();
    expect(placed.items).toHaveLength(2);
    const large = placed.items.find((entry) => entry.unitPriceCents === 1650)!;
    expect(large.notes).toBe('severe nut allergy');
    expect(large.options.map((option) => option.name)).toEqual(['Large', 'Bacon', 'Onions']);
    expect(placed.items.find((entry) => entry.unitPriceCents === 1200)!.quantity).toBe(2);

    // renamed and repriced later, the order still shows what was charged
    await db()
      .update(menuOptions)
      .set({ name: 'Huge', priceDeltaCents: 900 })
      .where(eq(menuOptions.id, optionId(item, 'Large')));
    const again = await callApi(harness.app, 'GET', `/api/orders/${placed.id}`, customer);
    const kept = again
      .json<CustomerOrderView>()
      .items.find((entry) => entry.unitPriceCents === 1650)!;
    expect(kept.options[0]).toMatchObject({ name: 'Large', priceDelta: '2.50', groupName: 'Size' });
  });
});

describe('counted portions', () => {
  let item: MenuItemView;
  beforeEach(async () => {
    item = await createBurger({ name: `Counted ${Date.now()}`, optionGroups: [], stockCount: 20 });
  });
  const left = async () =>
    (await db().select().from(menuItems).where(eq(menuItems.id, item.id)))[0]!.stockCount;

  it('60 concurrent orders for 20 portions: exactly 20 are placed, 40 told it is sold out', async () => {
    const people = [customer];
    for (let index = 0; index < 2; index += 1)
      people.push(await signUp(harness.app, `hungry${index}`));
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        order([{ menuItemId: item.id, quantity: 1 }], people[index % people.length]),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(40);
    for (const answer of refused) expect(answer.json().message).toBe(`${item.name} is sold out`);
    expect(await left()).toBe(0);

    // at 0 it shows sold out on the menu, and a new order or quote is refused at once
    const menu = (await callApi(harness.app, 'GET', `/api/vendors/${vendorId}/menu`)).json<
      MenuItemView[]
    >();
    expect(menu.find((entry) => entry.id === item.id)!.stockCount).toBe(0);
    const late = await quote([{ menuItemId: item.id, quantity: 1 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().issues[0].path).toBe('body.items.0.menuItemId');
  }, 60_000);

  it('says how many are left; a cancelled and an expired unpaid order give the portions back', async () => {
    await db().update(menuItems).set({ stockCount: 3 }).where(eq(menuItems.id, item.id));
    const tooMany = await order([{ menuItemId: item.id, quantity: 4 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Only 3 ${item.name} left`);

    const placed = await order([{ menuItemId: item.id, quantity: 2 }]);
    expect(placed.statusCode).toBe(201);
    expect(await left()).toBe(1);
    const { id } = placed.json<CustomerOrderView>();
    const cancelled = await callApi(harness.app, 'POST', `/api/orders/${id}/cancel`, customer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await left()).toBe(3);
    // cancelled once, given back once
    await callApi(harness.app, 'POST', `/api/orders/${id}/cancel`, customer);
    expect(await left()).toBe(3);

    expect((await order([{ menuItemId: item.id, quantity: 3 }])).statusCode).toBe(201);
    expect(await left()).toBe(0);
    await cancelStaleUnpaidOrders(db(), new Date(Date.now() + 31 * 60_000));
    expect(await left()).toBe(3);
  });

  it('tells open menus when an order brings an item to the low-stock mark, in its own write', async () => {
    await db().update(menuItems).set({ stockCount: 6 }).where(eq(menuItems.id, item.id));
    const lastBefore = async () => (await db().select({ id: outbox.id }).from(outbox)).length;
    const before = await lastBefore();
    expect((await order([{ menuItemId: item.id, quantity: 1 }])).statusCode).toBe(201);
    // 5 left: at the vendor's default threshold
    const rows = await db().select().from(outbox);
    expect(rows.length).toBeGreaterThan(before);
    expect(JSON.stringify(rows.slice(before))).toContain('vendor_update');
  });
});

describe('the low-stock threshold', () => {
  it('is a vendor setting from 0 to 1000', async () => {
    const saved = await callApi(harness.app, 'PATCH', '/api/vendor/profile', vendor, {
      lowStockThreshold: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().lowStockThreshold).toBe(2);
    for (const bad of [-1, 1001, 2.5, '3', 2 ** 31]) {
      const refused = await callApi(harness.app, 'PATCH', '/api/vendor/profile', vendor, {
        lowStockThreshold: bad,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0].path).toBe('body.lowStockThreshold');
    }
    await callApi(harness.app, 'PATCH', '/api/vendor/profile', vendor, { lowStockThreshold: 5 });
  });
});
