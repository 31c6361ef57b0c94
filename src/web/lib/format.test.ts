import { describe, expect, it, vi } from 'vitest';
import {
  dateFormatter,
  formatChartDay,
  formatClockTime,
  formatCount,
  formatDateTime,
  formatSlotLabel,
} from './format';

// Times as a US venue prints them; each formatter is built once, when first used (none
// at start-up, none again per render).

describe('dateFormatter', () => {
  it('builds one formatter per locale and options, on first use', () => {
    const first = dateFormatter('en-US', { month: 'long', day: 'numeric' });
    const again = dateFormatter('en-US', { month: 'long', day: 'numeric' });
    const other = dateFormatter('en-US', { month: 'short', day: 'numeric' });
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(first.format(new Date(2026, 10, 22))).toBe('November 22');
  });

  it('formats clock times, slots and date-times as before', () => {
    const late = new Date(2026, 10, 22, 23, 35);
    expect(formatClockTime(late)).toBe('11:35 PM');
    expect(formatSlotLabel(late, new Date(2026, 10, 22, 21, 0))).toBe('11:35 PM');
    expect(formatSlotLabel(new Date(2026, 10, 23, 0, 5), new Date(2026, 10, 22, 23, 0))).toBe(
      'Mon 12:05 AM',
    );
    expect(formatDateTime(new Date(2026, 10, 22, 21, 41))).toBe('Nov 22, 9:41 PM');
    expect(formatClockTime('not a date')).toBe('—');
  });
});

describe('the US formats, built without Intl', () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);
  const clock = intl({ hour: 'numeric', minute: '2-digit' });
  const dateTime = intl({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const weekdayClock = intl({ weekday: 'short', hour: 'numeric', minute: '2-digit' });
  const chartDay = intl({ month: 'numeric', day: 'numeric', timeZone: 'UTC' });

  // every hour of a day at a few minutes, on a day of each month and each weekday
  const moments = Array.from({ length: 12 }, (_, month) =>
    Array.from({ length: 24 }, (_, hour) =>
      [0, 5, 30, 59].map((minute) => new Date(2026, month, 1 + month * 2, hour, minute)),
    ),
  ).flat(2);

  it('prints what Intl en-US prints, to the character', () => {
    expect(moments).toHaveLength(12 * 24 * 4);
    for (const moment of moments) {
      expect(formatClockTime(moment)).toBe(clock.format(moment));
      expect(formatDateTime(moment)).toBe(dateTime.format(moment));
      const dayBefore = new Date(moment.getTime() - 24 * 60 * 60_000);
      expect(formatSlotLabel(moment, dayBefore)).toBe(weekdayClock.format(moment).replace(',', ''));
    }
    for (const day of ['2026-01-05', '2026-11-22', '2026-12-31T23:59:59Z', '2027-02-28'])
      expect(formatChartDay(day)).toBe(chartDay.format(new Date(`${day.slice(0, 10)}T00:00:00Z`)));
  });

  it('builds no Intl formatter', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      formatClockTime(new Date());
      formatDateTime(new Date());
      formatSlotLabel(new Date(), new Date(0));
      formatChartDay('2026-11-22');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('groups whole counts as en-US does', () => {
    const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const count of [0, 7, 999, 1000, 1234, 98765, 1234567, 1000000000, -1234, 1234.4])
      expect(formatCount(count)).toBe(number.format(count));
  });
});
