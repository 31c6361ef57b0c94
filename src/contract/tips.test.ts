import { describe, expect, it } from 'vitest';
import { addTip } from './pricing';
import {
  MAX_TIP_CENTS,
  TIP_FORMAT_MESSAGE,
  TIP_TOO_LARGE_MESSAGE,
  readTip,
  tipBaseCents,
  tipCentsOf,
  tipForPercent,
  tipSchema,
} from './tips';

describe('tipForPercent', () => {
  it('takes the share in whole cents, half a cent rounded up', () => {
    expect(tipForPercent(1279, 15)).toBe(192); // 191.85
    expect(tipForPercent(1250, 10)).toBe(125);
    expect(tipForPercent(1005, 10)).toBe(101); // 100.5 rounds up
    expect(tipForPercent(1003, 15)).toBe(150); // 150.45 rounds down
    expect(tipForPercent(2999, 20)).toBe(600); // 599.8
    expect(tipForPercent(0, 20)).toBe(0);
  });

  it('never goes over the cap', () => {
    expect(tipForPercent(100_000, 20)).toBe(MAX_TIP_CENTS);
    expect(tipForPercent(50_000, 20)).toBe(MAX_TIP_CENTS);
    expect(tipForPercent(49_995, 20)).toBe(9_999);
  });

  it('is taken of the food after the vendor offer', () => {
    expect(tipBaseCents({ subtotalCents: 1599, discountCents: 320 })).toBe(1279);
  });
});

describe('readTip and tipSchema (a custom amount)', () => {
  it('reads dollars with up to two decimals as cents', () => {
    expect(readTip('2.5')).toEqual({ cents: 250 });
    expect(readTip(' 3 ')).toEqual({ cents: 300 });
    expect(readTip(12.34)).toEqual({ cents: 1234 });
    expect(readTip('0')).toEqual({ cents: 0 });
    expect(readTip('100.00')).toEqual({ cents: MAX_TIP_CENTS });
  });

  it.each(['1.234', '-1', 'NaN', '1e2', '', 'abc'])('refuses %j as not an amount', (value) => {
    expect(readTip(value)).toEqual({ message: TIP_FORMAT_MESSAGE });
  });

  it('refuses more than the cap', () => {
    expect(readTip('100.01')).toEqual({ message: TIP_TOO_LARGE_MESSAGE });
    expect(readTip(1e21)).toEqual({ message: TIP_TOO_LARGE_MESSAGE });
  });

  it('parses a request field to cents', () => {
    expect(tipSchema.parse('4.50')).toBe(450);
    expect(tipSchema.safeParse(-0.01).success).toBe(false);
    expect(tipSchema.safeParse(Number.NaN).success).toBe(false);
    expect(tipSchema.safeParse(true).success).toBe(false);
  });
});

describe('tipCentsOf (the checkout choice)', () => {
  it('prices each kind of choice', () => {
    expect(tipCentsOf({ kind: 'none' }, 1279)).toBe(0);
    expect(tipCentsOf({ kind: 'percent', percent: 20 }, 1279)).toBe(256);
    expect(tipCentsOf({ kind: 'custom', amount: '3.25' }, 1279)).toBe(325);
    expect(tipCentsOf({ kind: 'custom', amount: '' }, 1279)).toBe(0);
    expect(tipCentsOf({ kind: 'custom', amount: '3.255' }, 1279)).toBeNull();
  });
});

describe('addTip', () => {
  it('adds the tip to the total', () => {
    expect(addTip({ totalCents: 1581, taxCents: 102 }, 192)).toEqual({
      totalCents: 1773,
      taxCents: 102,
      tipCents: 192,
    });
  });
});
