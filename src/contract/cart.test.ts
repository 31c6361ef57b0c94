import { describe, expect, it, vi } from 'vitest';
import {
  addItem,
  cartItemCount,
  cartTotalCents,
  clearCart,
  EMPTY_CART,
  parseStoredCart,
  quantityOf,
  removeItem,
  serializeCart,
  setQuantity,
  type CartItemInput,
  type CartVendor,
  cartFingerprint,
  cartLineKey,
  lineChoices,
  parseCheckoutAttempt,
} from './cart';
import { MAX_LINE_QUANTITY } from './orders';

const tacoTruck: CartVendor = { id: 1, name: 'Taco Truck' };
const burgerBar: CartVendor = { id: 2, name: 'Burger Bar' };
const item = (id: number, price: number, vendor: CartVendor = tacoTruck): CartItemInput => ({
  id,
  name: `Item ${id}`,
  price,
  vendorId: vendor.id,
  vendorName: vendor.name,
  spicy: true,
});

describe('cart rules (customer spec 4)', () => {
  it('rule 2: adding with no vendor selected sets the vendor', () => {
    const cart = addItem(EMPTY_CART, item(10, 4.5), tacoTruck);
    expect(cart.vendor).toEqual(tacoTruck);
    expect(cart.items).toEqual([{ ...item(10, 4.5), quantity: 1 }]);
  });

  it('rule 1: an item of another vendor replaces the whole cart at quantity 1', () => {
    let cart = addItem(EMPTY_CART, item(10, 4.5), tacoTruck);
    cart = addItem(cart, item(10, 4.5), tacoTruck);
    cart = addItem(cart, item(11, 3), tacoTruck);
    cart = addItem(cart, item(20, 12, burgerBar), burgerBar);
    expect(cart.vendor).toEqual(burgerBar);
    expect(cart.items).toEqual([{ ...item(20, 12, burgerBar), quantity: 1 }]);
  });

  it('rule 3: adding an item already in the cart raises its quantity by 1', () => {
    let cart = addItem(EMPTY_CART, item(10, 4.5), tacoTruck);
    cart = addItem(cart, item(10, 4.5), tacoTruck);
    expect(quantityOf(cart, 10)).toBe(2);
    expect(cart.items).toHaveLength(1);
  });

  it('rule 4: a new item is appended with quantity 1, carrying its other fields', () => {
    let cart = addItem(EMPTY_CART, item(10, 4.5), tacoTruck);
    cart = addItem(cart, item(11, 3), tacoTruck);
    expect(cart.items.map((line) => [line.id, line.quantity, line.spicy])).toEqual([
      [10, 1, true],
      [11, 1, true],
    ]);
  });

  it('rules 5-6: quantity 0 removes the line, any other quantity replaces it', () => {
    let cart = addItem(EMPTY_CART, item(10, 4.5), tacoTruck);
    cart = addItem(cart, item(11, 3), tacoTruck);
    cart = setQuantity(cart, '10', 7);
    expect(quantityOf(cart, 10)).toBe(7);
    cart = setQuantity(cart, '10', 0);
    expect(cart.items.map((line) => line.id)).toEqual([11]);
    expect(cart.vendor).toEqual(tacoTruck);
    expect(setQuantity(cart, '11', -3)).toEqual(EMPTY_CART);
  });

  it('rule 5: a quantity that floors to 0 or is not a number removes the line', () => {
    let cart = addItem(EMPTY_CART, item(10, 4.5), tacoTruck);
    cart = addItem(cart, item(11, 3), tacoTruck);
    for (const quantity of [0.5, 0.99, Number.NaN, Number.POSITIVE_INFINITY, -0.5]) {
      const changed = setQuantity(cart, '10', quantity);
      expect(changed.items.map((line) => line.id)).toEqual([11]);
      expect(changed.vendor).toEqual(tacoTruck);
    }
    expect(setQuantity(cart, '10', 2.7).items.find((line) => line.id === 10)?.quantity).toBe(2);
  });

  it('rules 3 and 6 stop at the line maximum the server accepts', () => {
    expect(MAX_LINE_QUANTITY).toBe(50);
    let cart = setQuantity(addItem(EMPTY_CART, item(10, 4.5), tacoTruck), '10', MAX_LINE_QUANTITY);
    cart = addItem(cart, item(10, 4.5), tacoTruck);
    expect(quantityOf(cart, 10)).toBe(MAX_LINE_QUANTITY);
    expect(quantityOf(setQuantity(cart, '10', 51), 10)).toBe(MAX_LINE_QUANTITY);
    expect(quantityOf(setQuantity(cart, '10', 49), 10)).toBe(49);
    // the cap never stops removal or another vendor's item replacing the cart (rules 1 and 5)
    expect(setQuantity(cart, '10', 0)).toEqual(EMPTY_CART);
    expect(addItem(cart, item(20, 12, burgerBar), burgerBar).items).toEqual([
      { ...item(20, 12, burgerBar), quantity: 1 },
    ]);
  });

  it('51 taps on add leave 50 in the cart', () => {
    let cart = EMPTY_CART;
    for (let tap = 0; tap < 51; tap += 1) cart = addItem(cart, item(10, 4.5), tacoTruck);
    expect(quantityOf(cart, 10)).toBe(MAX_LINE_QUANTITY);
  });

  it('rule 7: removing the last item clears the selected vendor', () => {
    const cart = removeItem(addItem(EMPTY_CART, item(10, 4.5), tacoTruck), '10');
    expect(cart).toEqual({ items: [], vendor: null });
  });

  it('rule 8: clearing empties the cart and the vendor', () => {
    expect(clearCart()).toEqual({ items: [], vendor: null });
  });

  it('rule 9: total is the sum of price x quantity (exact in cents), count the sum of quantities', () => {
    let cart = addItem(EMPTY_CART, item(10, 0.1), tacoTruck);
    cart = setQuantity(cart, '10', 3);
    cart = addItem(cart, item(11, 15.99), tacoTruck);
    expect(cartTotalCents(cart)).toBe(30 + 1599);
    expect(cartItemCount(cart)).toBe(4);
    expect(cartTotalCents(EMPTY_CART)).toBe(0);
  });
});

describe('cart lines with chosen options and a note', () => {
  const large = { id: 7, name: 'Large', groupName: 'Size', priceDeltaCents: 150, isRemoval: false };
  const noOnions = {
    id: 3,
    name: 'Onions',
    groupName: 'Leave out',
    priceDeltaCents: 0,
    isRemoval: true,
  };
  const burger = (choices: Partial<CartItemInput> = {}): CartItemInput => ({
    ...item(12, 14.5),
    ...choices,
  });

  it('keys a line by its item, its options in ascending order and its note', () => {
    expect(cartLineKey({ id: 12 })).toBe('12');
    expect(cartLineKey({ id: 12, optionIds: [7, 3] })).toBe('12:3,7');
    expect(cartLineKey({ id: 12, optionIds: [], notes: '  ' })).toBe('12');
    expect(cartLineKey({ id: 12, optionIds: [3], notes: 'no nuts, x2#' })).toBe(
      '12:3#no%20nuts%2C%20x2%23',
    );
  });

  it('the same item with other options or another note is another line', () => {
    let cart = addItem(
      EMPTY_CART,
      burger({ optionIds: [7, 3], options: [large, noOnions] }),
      tacoTruck,
    );
    cart = addItem(cart, burger({ optionIds: [3, 7], options: [large, noOnions] }), tacoTruck);
    cart = addItem(cart, burger({ optionIds: [7], options: [large] }), tacoTruck);
    cart = addItem(cart, burger({ optionIds: [7], notes: 'severe nut allergy' }), tacoTruck);
    cart = addItem(cart, burger(), tacoTruck);
    expect(cart.items.map((line) => [cartLineKey(line), line.quantity])).toEqual([
      ['12:3,7', 2],
      ['12:7', 1],
      ['12:7#severe%20nut%20allergy', 1],
      ['12', 1],
    ]);
    expect(cart.items[0]?.optionIds).toEqual([3, 7]);
    expect(cart.items[0]?.options).toEqual([large, noOnions]);
    expect(quantityOf(cart, 12)).toBe(5);
    expect(cartItemCount(cart)).toBe(5);
  });

  it('sets the quantity of and removes one line by its key, leaving the other choices', () => {
    let cart = addItem(EMPTY_CART, burger({ optionIds: [7] }), tacoTruck);
    cart = addItem(cart, burger(), tacoTruck);
    cart = setQuantity(cart, '12:7', 4);
    expect(cart.items.map((line) => line.quantity)).toEqual([4, 1]);
    cart = removeItem(cart, '12');
    expect(cart.items.map(cartLineKey)).toEqual(['12:7']);
    expect(setQuantity(cart, '12:7', 0)).toEqual(EMPTY_CART);
  });

  it('trims the note and leaves empty choices out of the line', () => {
    const cart = addItem(
      EMPTY_CART,
      burger({ optionIds: [], options: [], notes: '  ' }),
      tacoTruck,
    );
    expect(cart.items).toEqual([{ ...burger(), quantity: 1 }]);
    const noted = addItem(EMPTY_CART, burger({ notes: '  extra napkins ' }), tacoTruck);
    expect(noted.items[0]?.notes).toBe('extra napkins');
  });

  it('sends only the choices made with an order line', () => {
    expect(lineChoices({})).toEqual({});
    expect(lineChoices({ optionIds: [], notes: ' ' })).toEqual({});
    expect(lineChoices({ optionIds: [3, 7], notes: ' no nuts ' })).toEqual({
      optionIds: [3, 7],
      notes: 'no nuts',
    });
  });

  it('totals the line price, which includes its options', () => {
    let cart = addItem(EMPTY_CART, burger({ price: 16, optionIds: [7] }), tacoTruck);
    cart = setQuantity(cart, '12:7', 2);
    cart = addItem(cart, burger(), tacoTruck);
    expect(cartTotalCents(cart)).toBe(2 * 1600 + 1450);
  });

  it('round-trips choices through storage and still reads a cart stored before options', () => {
    const cart = addItem(
      EMPTY_CART,
      burger({ optionIds: [3, 7], options: [large, noOnions], notes: 'no nuts' }),
      tacoTruck,
    );
    const stored = serializeCart(cart);
    expect(parseStoredCart(stored.items, stored.vendor, () => undefined)).toEqual(cart);
    const old = JSON.stringify([{ id: 12, name: 'Burger', price: 14.5, quantity: 2, vendorId: 1 }]);
    const restored = parseStoredCart(old, JSON.stringify(tacoTruck), () => undefined);
    expect(restored.items.map(cartLineKey)).toEqual(['12']);
    expect(quantityOf(setQuantity(restored, '12', 3), 12)).toBe(3);
  });

  it('discards stored lines whose choices have the wrong shape', () => {
    const discard = vi.fn();
    const bad = JSON.stringify([
      { ...burger({ optionIds: ['7'] as unknown as number[] }), quantity: 1 },
    ]);
    expect(parseStoredCart(bad, JSON.stringify(tacoTruck), discard)).toEqual(EMPTY_CART);
    expect(discard).toHaveBeenCalledOnce();
  });
});

describe('cart persistence (customer spec 4)', () => {
  it('round-trips through storage', () => {
    const cart = setQuantity(addItem(EMPTY_CART, item(10, 4.5), tacoTruck), '10', 2);
    const stored = serializeCart(cart);
    expect(parseStoredCart(stored.items, stored.vendor, () => undefined)).toEqual(cart);
  });

  it('an empty cart or a missing vendor removes the stored entry', () => {
    expect(serializeCart(EMPTY_CART)).toEqual({ items: null, vendor: null });
    expect(serializeCart({ items: [{ ...item(1, 1), quantity: 1 }], vendor: null })).toEqual({
      items: null,
      vendor: null,
    });
  });

  it('nothing stored gives an empty cart without complaint', () => {
    const discard = vi.fn();
    expect(parseStoredCart(null, null, discard)).toEqual(EMPTY_CART);
    expect(discard).not.toHaveBeenCalled();
  });

  it.each([
    ['not json', '{'],
    ['not an array', '{"id":1}'],
    ['a line without a price', '[{"id":1,"name":"x","quantity":1,"vendorId":1}]'],
    ['a fractional quantity', '[{"id":1,"name":"x","price":1,"quantity":1.5,"vendorId":1}]'],
    ['a line of another vendor', '[{"id":1,"name":"x","price":1,"quantity":1,"vendorId":99}]'],
    ['an empty list', '[]'],
  ])('discards %s and reports why', (_label, itemsText) => {
    const discard = vi.fn();
    expect(parseStoredCart(itemsText, JSON.stringify(tacoTruck), discard)).toEqual(EMPTY_CART);
    expect(discard).toHaveBeenCalledOnce();
  });

  it('restores a stored line above the maximum at the maximum', () => {
    const stored = JSON.stringify([{ ...item(1, 1), quantity: 80 }]);
    expect(parseStoredCart(stored, JSON.stringify(tacoTruck), () => undefined).items).toEqual([
      { ...item(1, 1), quantity: MAX_LINE_QUANTITY },
    ]);
  });

  it('discards a vendor that is not an object with an id', () => {
    const discard = vi.fn();
    const items = JSON.stringify([{ ...item(1, 1), quantity: 1 }]);
    expect(parseStoredCart(items, '"Taco Truck"', discard)).toEqual(EMPTY_CART);
    expect(discard).toHaveBeenCalledOnce();
  });
});

describe('the checkout attempt kept with the cart', () => {
  const vendor = { id: 3, name: 'Seoul Food Truck' };
  const line = (id: number, quantity: number) => ({
    id,
    name: `Item ${id}`,
    price: 5,
    quantity,
    vendorId: 3,
    vendorName: vendor.name,
  });
  const cart = { items: [line(12, 2), line(11, 1)], vendor };
  const attempt = {
    cart: cartFingerprint(cart),
    idempotencyKey: 'key-12345678',
    body: '{}',
    orderId: 41,
  };

  it('fingerprints the vendor, items and quantities, in any order', () => {
    expect(cartFingerprint(cart)).toBe('3:11x1,12x2');
    expect(cartFingerprint({ ...cart, items: [line(11, 1), line(12, 2)] })).toBe('3:11x1,12x2');
    expect(cartFingerprint({ items: [], vendor: null })).toBe('');
  });

  it('tells apart carts whose lines differ only in options or note', () => {
    const chosen = { ...line(12, 2), optionIds: [3, 7] };
    const withOptions = { ...cart, items: [chosen, line(11, 1)] };
    const withNote = { ...cart, items: [{ ...chosen, notes: 'no nuts' }, line(11, 1)] };
    expect(cartFingerprint(withOptions)).toBe('3:11x1,12:3,7x2');
    expect(cartFingerprint(withNote)).toBe('3:11x1,12:3,7#no%20nutsx2');
    expect(new Set([cart, withOptions, withNote].map(cartFingerprint)).size).toBe(3);
  });

  it('reads the stored attempt only for the cart it was made for', () => {
    expect(parseCheckoutAttempt(JSON.stringify(attempt), cart)).toEqual(attempt);
    const changed = { ...cart, items: [line(12, 3), line(11, 1)] };
    expect(parseCheckoutAttempt(JSON.stringify(attempt), changed)).toBeNull();
    expect(parseCheckoutAttempt(null, cart)).toBeNull();
    expect(parseCheckoutAttempt('{not json', cart)).toBeNull();
    expect(parseCheckoutAttempt(JSON.stringify({ ...attempt, orderId: '41' }), cart)).toBeNull();
    expect(parseCheckoutAttempt(JSON.stringify({ ...attempt, orderId: null }), cart)).toEqual({
      ...attempt,
      orderId: null,
    });
  });
});
