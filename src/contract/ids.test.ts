import { describe, expect, it } from 'vitest';
import { idNumber, idParam, MAX_ID } from './ids';

describe('ids', () => {
  it('accepts 1 to the largest PostgreSQL integer, as text in a path and as a number in a body', () => {
    expect(idParam('Vendor id').parse('1')).toBe(1);
    expect(idParam('Vendor id').parse(String(MAX_ID))).toBe(MAX_ID);
    expect(idNumber('Order id').parse(MAX_ID)).toBe(MAX_ID);
  });

  it.each([
    [String(MAX_ID + 1), `Vendor id must be at most ${MAX_ID}`],
    ['1e12', 'Vendor id must be a whole number'],
    ['0', 'Vendor id must be a positive number'],
    ['2.5', 'Vendor id must be a whole number'],
    ['abc', 'Vendor id must be a number'],
  ])('refuses %s in a path with "%s"', (value, message) => {
    expect(idParam('Vendor id').safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it.each(['+5', '1.0', '05', ' 5', '0x10', '1e2'])(
    'reads only plain digits as an id in text, not %j',
    (value) => {
      expect(idParam('Menu item id').safeParse(value).error?.issues[0]?.message).toBe(
        'Menu item id must be a whole number',
      );
    },
  );

  it.each([true, [1], null, 'NaN', '', {}])(
    'refuses %j as an id, in text or in a body',
    (value) => {
      expect(idParam('Vendor').safeParse(value).error?.issues[0]?.message).toBe(
        'Vendor must be a number',
      );
      expect(idNumber('Vendor').safeParse(value).success).toBe(false);
    },
  );

  it.each([2 ** 31, 2 ** 53, 1e21, -0, 0.5])('refuses the number %d with one issue', (value) => {
    expect(idParam('Vendor').safeParse(value).error?.issues).toHaveLength(1);
    expect(idNumber('Vendor').safeParse(value).error?.issues).toHaveLength(1);
  });

  it('refuses numeric text in a body and gives a form its one message', () => {
    expect(idNumber('Order id').safeParse('5').success).toBe(false);
    expect(
      idNumber({ message: 'Please select a venue' }).safeParse(2 ** 31).error?.issues[0]?.message,
    ).toBe('Please select a venue');
  });
});
