import { describe, expect, it } from 'vitest';
import { dateFormatter, formatClockTime, formatDateTime, formatSlotLabel } from './format';

// Times as a US venue prints them; each formatter is built once, when first used (issue 14: none
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
