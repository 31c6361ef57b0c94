import { describe, expect, it } from 'vitest';
import { centsToDecimal, dollarsToCents, formatMoney } from './money';
import { BROWSE_SERVICE_FEE_CENTS, priceOrder, subtotalOf } from './pricing';

describe('priceOrder (customer spec 9)', () => {
  it('browse flow: flat $2.00 service fee and 8 % tax', () => {
    expect(
      priceOrder(
        [
          { unitPriceCents: 1599, quantity: 1 },
          { unitPriceCents: 899, quantity: 1 },
        ],
        'browse',
      ),
    ).toEqual({
      subtotalCents: 2498,
      serviceFeeCents: BROWSE_SERVICE_FEE_CENTS,
      taxCents: 200,
      totalCents: 2898,
    });
  });

  it('demo flow: 5 % service fee and 8 % tax (the spec sample: burger 15.99 + fries 8.99)', () => {
    expect(
      priceOrder(
        [
          { unitPriceCents: 1599, quantity: 1 },
          { unitPriceCents: 899, quantity: 1 },
        ],
        'demo',
      ),
    ).toEqual({
      subtotalCents: 2498,
      serviceFeeCents: 125,
      taxCents: 200,
      totalCents: 2823,
    });
  });

  it('rounds each part to the cent, half up, and the parts always add up', () => {
    // 1.3125 -> 1, 0.5 -> 1 (half up), 2.5 cents of fee on 50 cents -> 3
    expect(priceOrder([{ unitPriceCents: 50, quantity: 1 }], 'demo')).toEqual({
      subtotalCents: 50,
      serviceFeeCents: 3,
      taxCents: 4,
      totalCents: 57,
    });
    for (let cents = 1; cents < 3000; cents += 7) {
      for (const flow of ['browse', 'demo'] as const) {
        const price = priceOrder([{ unitPriceCents: cents, quantity: 3 }], flow);
        expect(price.totalCents).toBe(price.subtotalCents + price.serviceFeeCents + price.taxCents);
        expect(Number.isInteger(price.taxCents) && Number.isInteger(price.serviceFeeCents)).toBe(
          true,
        );
      }
    }
  });

  it('handles many lines exactly in cents', () => {
    const lines = Array.from({ length: 30 }, (_, index) => ({
      unitPriceCents: 333 + index,
      quantity: 50,
    }));
    const expectedSubtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * 50, 0);
    expect(subtotalOf(lines)).toBe(expectedSubtotal);
    const price = priceOrder(lines, 'browse');
    expect(price.taxCents).toBe(Math.round(expectedSubtotal * 0.08));
    expect(price.totalCents).toBe(expectedSubtotal + 200 + Math.round(expectedSubtotal * 0.08));
  });

  it('charges no fee on an empty order', () => {
    expect(priceOrder([], 'browse').totalCents).toBe(0);
  });
});

describe('money formatting', () => {
  it('formats cents as the spec 2-decimal strings', () => {
    expect(centsToDecimal(2823)).toBe('28.23');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-150)).toBe('-1.50');
    expect(formatMoney(200)).toBe('$2.00');
  });
  it('parses dollar numbers and numeric strings to cents', () => {
    expect(dollarsToCents(15.99)).toBe(1599);
    expect(dollarsToCents('8.99')).toBe(899);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });
});
