import { describe, expect, it } from 'vitest';
import {
  dailyStockCountSchema,
  DEFAULT_STOCK_RESET_TIME,
  isStockResetDue,
  lastStockResetMark,
} from './menu-options';
import { SERVICE_DAY_START_HOUR, stockResetTimeSchema, vendorProfileUpdateSchema } from './vendor';

// Local times, as the server's clock reads them.
const at = (day: number, hours: number, minutes = 0) => new Date(2030, 5, day, hours, minutes);

describe('lastStockResetMark', () => {
  it("is today's reset time once it has come, yesterday's before", () => {
    expect(lastStockResetMark(at(10, 5, 0), '05:00')).toEqual(at(10, 5, 0));
    expect(lastStockResetMark(at(10, 23, 59), '05:00')).toEqual(at(10, 5, 0));
    expect(lastStockResetMark(at(10, 4, 59), '05:00')).toEqual(at(9, 5, 0));
    expect(lastStockResetMark(at(10, 0, 0), '00:00')).toEqual(at(10, 0, 0));
    expect(lastStockResetMark(at(10, 22, 0), '23:45')).toEqual(at(9, 23, 45));
  });

  it('falls back across a month', () => {
    expect(lastStockResetMark(new Date(2030, 6, 1, 3, 0), '05:00')).toEqual(
      new Date(2030, 5, 30, 5, 0),
    );
  });
});

describe('isStockResetDue', () => {
  const due = (resetTime: string | null, lastResetAt: Date, now: Date) =>
    isStockResetDue({ resetTime, lastResetAt, now });

  it('is due once the reset time comes round after the last reset', () => {
    expect(due('05:00', at(9, 12), at(10, 4, 59))).toBe(false);
    expect(due('05:00', at(9, 12), at(10, 5, 0))).toBe(true);
    expect(due('05:00', at(9, 12), at(10, 18, 0))).toBe(true);
  });

  it('is not due again the same day once done', () => {
    expect(due('05:00', at(10, 5, 0), at(10, 5, 0))).toBe(false);
    expect(due('05:00', at(10, 5, 1), at(11, 4, 59))).toBe(false);
    expect(due('05:00', at(10, 5, 1), at(11, 5, 0))).toBe(true);
  });

  it('days missed make one reset due, not several', () => {
    expect(due('05:00', at(1, 12), at(10, 9))).toBe(true);
    expect(due('05:00', at(10, 9), at(10, 9, 1))).toBe(false);
  });

  it('never, without a reset time or with one that is not HH:MM', () => {
    expect(due(null, at(1, 0), at(10, 9))).toBe(false);
    expect(due('5:00', at(1, 0), at(10, 9))).toBe(false);
  });
});

describe('the reset schemas', () => {
  it('defaults to the start of the service day', () => {
    expect(DEFAULT_STOCK_RESET_TIME).toBe(`0${SERVICE_DAY_START_HOUR}:00`);
  });

  it.each(['00:00', '05:00', '23:59', '12:30'])('accepts the time %s', (time) => {
    expect(stockResetTimeSchema.parse(time)).toBe(time);
  });

  it('reads an empty time or null as no reset', () => {
    expect(stockResetTimeSchema.parse('')).toBeNull();
    expect(stockResetTimeSchema.parse('  ')).toBeNull();
    expect(stockResetTimeSchema.parse(null)).toBeNull();
    expect(vendorProfileUpdateSchema.parse({})).toEqual({});
  });

  it.each(['5:00', '24:00', '12:60', '05:00:00', '0500', 'noon', 5, true])(
    'refuses the time %j',
    (time) => {
      const result = vendorProfileUpdateSchema.safeParse({ stockResetTime: time });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['stockResetTime']);
    },
  );

  it('counts portions each day from 0 to the most portions, or none', () => {
    expect(dailyStockCountSchema.parse(0)).toBe(0);
    expect(dailyStockCountSchema.parse(10_000)).toBe(10_000);
    expect(dailyStockCountSchema.parse(null)).toBeNull();
    for (const bad of [-1, 10_001, 1.5, -0, '3'])
      expect(dailyStockCountSchema.safeParse(bad).success).toBe(false);
  });
});
