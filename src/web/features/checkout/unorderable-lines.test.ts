import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../lib/api';
import { unorderableLines } from './unorderable-lines';

const CART = [{ id: 11 }, { id: 12 }, { id: 13 }, { id: 11, optionIds: [4] }];

const refusal = (status: number, body: unknown) => new HttpError(status, JSON.stringify(body));

describe('unorderableLines', () => {
  it('names each sold-out line by its menu item, with the server reason', () => {
    const error = refusal(409, {
      code: 'ITEM_UNAVAILABLE',
      message: 'Kimchi Fries is not available right now',
      issues: [
        { path: 'body.items.1.menuItemId', message: 'Kimchi Fries is not available right now' },
        { path: 'body.items.2.menuItemId', message: 'Mochi is not available right now' },
      ],
    });
    expect([...unorderableLines(error, CART)]).toEqual([
      ['12', 'Kimchi Fries is not available right now'],
      ['13', 'Mochi is not available right now'],
    ]);
  });

  it("marks an item that left the vendor's menu, as the order placement names it", () => {
    const error = refusal(400, {
      code: 'VALIDATION_FAILED',
      message: 'Menu item 11 is not on the menu',
      issues: [{ path: 'body.items.0.id', message: 'Menu item 11 is not on the menu' }],
    });
    expect([...unorderableLines(error, CART).keys()]).toEqual(['11']);
  });

  it('marks only the line whose chosen option is gone, not the same item chosen otherwise', () => {
    const error = refusal(409, {
      code: 'ITEM_UNAVAILABLE',
      message: 'Bacon is not available right now',
      issues: [{ path: 'body.items.3.optionIds', message: 'Bacon is not available right now' }],
    });
    expect([...unorderableLines(error, CART)]).toEqual([
      ['11:4', 'Bacon is not available right now'],
    ]);
  });

  it('leaves quantities, other refusals and failures without an answer alone', () => {
    const tooMany = refusal(400, {
      code: 'VALIDATION_FAILED',
      message: 'At most 20',
      issues: [{ path: 'body.items.0.quantity', message: 'At most 20' }],
    });
    const closed = refusal(409, { code: 'VENDOR_CLOSED', message: 'Closed right now.' });
    const beyondCart = refusal(409, {
      code: 'ITEM_UNAVAILABLE',
      message: 'x',
      issues: [{ path: 'body.items.7.menuItemId', message: 'x' }],
    });
    for (const error of [tooMany, closed, beyondCart, new NetworkError('offline'), null])
      expect(unorderableLines(error, CART).size).toBe(0);
  });
});
