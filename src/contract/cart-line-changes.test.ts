import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartLineKey,
  EMPTY_CART,
  type CartItemInput,
  type CartState,
  type CartVendor,
} from './cart';
import { lineMaxQuantity, noteStableKeys, portionsLeftFor, setLineNote } from './cart-line-changes';
import { MAX_LINE_QUANTITY, NOTE_MAX_LENGTH } from './order-limits';

const truck: CartVendor = { id: 1, name: 'Taco Truck' };
const fries = (choices: Partial<CartItemInput> = {}): CartItemInput => ({
  id: 5,
  name: 'Fries',
  price: 4,
  vendorId: truck.id,
  vendorName: truck.name,
  ...choices,
});
const keysAndQuantities = (cart: CartState) =>
  cart.items.map((line) => [cartLineKey(line), line.quantity]);

describe('a note on a cart line', () => {
  it('adds a trimmed note to a line without one, which keeps its place and quantity', () => {
    let cart = addItem(EMPTY_CART, fries(), truck);
    cart = addItem(cart, fries(), truck);
    cart = addItem(cart, { ...fries(), id: 6, name: 'Soda' }, truck);
    cart = setLineNote(cart, '5', '  no salt  ');
    expect(cart.items[0]).toMatchObject({ id: 5, notes: 'no salt', quantity: 2 });
    expect(keysAndQuantities(cart)).toEqual([
      ['5#no%20salt', 2],
      ['6', 1],
    ]);
  });

  it('an empty note removes it', () => {
    const cart = setLineNote(
      addItem(EMPTY_CART, fries({ notes: 'no salt' }), truck),
      '5#no%20salt',
      ' ',
    );
    expect(cart.items[0]).not.toHaveProperty('notes');
    expect(keysAndQuantities(cart)).toEqual([['5', 1]]);
  });

  it('a line that then matches another joins it, the quantities added up to the line maximum', () => {
    let cart = addItem(EMPTY_CART, fries({ notes: 'no salt' }), truck);
    cart = addItem(cart, fries(), truck);
    cart = addItem(cart, fries(), truck);
    cart = setLineNote(cart, '5', 'no salt');
    expect(keysAndQuantities(cart)).toEqual([['5#no%20salt', 3]]);

    const full = {
      vendor: truck,
      items: [
        { ...fries(), quantity: MAX_LINE_QUANTITY - 1 },
        { ...fries({ notes: 'crispy' }), quantity: 5 },
      ],
    };
    expect(keysAndQuantities(setLineNote(full, '5#crispy', ''))).toEqual([
      ['5', MAX_LINE_QUANTITY],
    ]);
  });

  it('keeps the options, cuts the note to the length the server takes, and ignores an unknown line', () => {
    const cart = addItem(EMPTY_CART, fries({ optionIds: [9] }), truck);
    const noted = setLineNote(cart, '5:9', 'x'.repeat(NOTE_MAX_LENGTH + 10));
    expect(noted.items[0]?.optionIds).toEqual([9]);
    expect(noted.items[0]?.notes).toHaveLength(NOTE_MAX_LENGTH);
    expect(setLineNote(cart, '99', 'hello')).toBe(cart);
  });
});

describe('portions left for the cart', () => {
  const cart = {
    vendor: truck,
    items: [
      { ...fries(), quantity: 2 },
      { ...fries({ notes: 'no salt' }), quantity: 1 },
    ],
  };

  it('counts every line of the item against its stock; an uncounted item has no limit', () => {
    expect(portionsLeftFor(cart, 5, 5)).toBe(2);
    expect(portionsLeftFor(cart, 5, 3)).toBe(0);
    expect(portionsLeftFor(cart, 5, 1)).toBe(0);
    expect(portionsLeftFor(cart, 5, null)).toBe(Number.POSITIVE_INFINITY);
    expect(portionsLeftFor(cart, 6, 4)).toBe(4);
  });

  it('a line may grow by what is left, never past the line maximum', () => {
    expect(lineMaxQuantity(cart, { id: 5, quantity: 2 }, 5)).toBe(4);
    expect(lineMaxQuantity(cart, { id: 5, quantity: 1 }, 3)).toBe(1);
    expect(lineMaxQuantity(cart, { id: 5, quantity: 2 }, null)).toBe(MAX_LINE_QUANTITY);
  });
});

describe('render keys that survive a change of note', () => {
  it('drop the note and number the lines that share the rest', () => {
    expect(noteStableKeys(['5', '5#no%20salt', '5:9#a', '6', '5:9'])).toEqual([
      '5~0',
      '5~1',
      '5:9~0',
      '6~0',
      '5:9~1',
    ]);
    expect(noteStableKeys(['5#crispy'])).toEqual(noteStableKeys(['5']));
  });
});
