import { describe, expect, it } from 'vitest';
import { centsToDecimal, dollarsToCents, formatMoney } from './money';
import { BROWSE_SERVICE_FEE_CENTS, hasVendorOffer, priceOrder, subtotalOf } from './pricing';

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
      discountCents: 0,
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
      discountCents: 0,
      serviceFeeCents: 125,
      taxCents: 200,
      totalCents: 2823,
    });
  });

  it('rounds each part to the cent, half up, and the parts always add up', () => {
    // 1.3125 -> 1, 0.5 -> 1 (half up), 2.5 cents of fee on 50 cents -> 3
    expect(priceOrder([{ unitPriceCents: 50, quantity: 1 }], 'demo')).toEqual({
      subtotalCents: 50,
      discountCents: 0,
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
    expect(priceOrder([], 'demo', { rating: 4.9 }).totalCents).toBe(0);
  });
});

describe("the '20% OFF' vendor offer (customer spec 2, Search)", () => {
  const sample = [
    { unitPriceCents: 1599, quantity: 1 },
    { unitPriceCents: 899, quantity: 1 },
  ];

  it('applies only to a rating above 4.7', () => {
    expect(hasVendorOffer({ rating: 4.8 })).toBe(true);
    expect(hasVendorOffer({ rating: 4.71 })).toBe(true);
    expect(hasVendorOffer({ rating: 4.7 })).toBe(false);
    expect(hasVendorOffer({ rating: 0 })).toBe(false);
    expect(priceOrder(sample, 'browse', { rating: 4.7 }).discountCents).toBe(0);
  });

  it('browse: 20 % off the subtotal, tax on the discounted subtotal, the flat fee unchanged', () => {
    // 2498 * 0.2 = 499.6 -> 500 off; 1998 * 0.08 = 159.84 -> 160 tax
    expect(priceOrder(sample, 'browse', { rating: 4.8 })).toEqual({
      subtotalCents: 2498,
      discountCents: 500,
      serviceFeeCents: BROWSE_SERVICE_FEE_CENTS,
      taxCents: 160,
      totalCents: 1998 + 200 + 160,
    });
  });

  it('demo: the 5 % fee and the tax are both on the discounted subtotal', () => {
    // 1998 * 0.05 = 99.9 -> 100 fee
    expect(priceOrder(sample, 'demo', { rating: 4.9 })).toEqual({
      subtotalCents: 2498,
      discountCents: 500,
      serviceFeeCents: 100,
      taxCents: 160,
      totalCents: 1998 + 100 + 160,
    });
  });

  it('keeps whole cents that add up to the total', () => {
    for (let cents = 1; cents < 3000; cents += 7) {
      for (const flow of ['browse', 'demo'] as const) {
        const price = priceOrder([{ unitPriceCents: cents, quantity: 3 }], flow, { rating: 5 });
        expect(Number.isInteger(price.discountCents)).toBe(true);
        expect(price.totalCents).toBe(
          price.subtotalCents - price.discountCents + price.serviceFeeCents + price.taxCents,
        );
      }
    }
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
    expect(dollarsToCents(' 12.5 ')).toBe(1250);
    expect(dollarsToCents(1234567.89)).toBe(123_456_789);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });
  it.each(['0x10', '1e2', '+5', '-1', '12.345', '.5', 'Infinity'])(
    'reads only a plain decimal with at most two places, not %j',
    (text) => expect(dollarsToCents(text)).toBeNull(),
  );
  it('refuses a number with a third decimal, -0, a negative one and Infinity', () => {
    for (const value of [12.345, -0, -1, Number.POSITIVE_INFINITY])
      expect(dollarsToCents(value)).toBeNull();
  });
});
