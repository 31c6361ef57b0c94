import { describe, expect, it } from 'vitest';
import { relativeTime } from './notification-panel';

const NOW = new Date(2026, 10, 22, 23, 0, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('relativeTime (customer spec 2, notification panel)', () => {
  it.each([
    [ago(0), 'just now'],
    [ago(59_000), 'just now'],
    [ago(-30_000), 'just now'],
    [ago(60_000), '1 min ago'],
    [ago(5 * 60_000 + 10_000), '5 min ago'],
    [ago(59 * 60_000), '59 min ago'],
    [ago(60 * 60_000), '1 h ago'],
    [ago(2 * 60 * 60_000 + 59 * 60_000), '2 h ago'],
    [ago(23 * 60 * 60_000), '23 h ago'],
  ])('%s -> %s', (iso, expected) => {
    expect(relativeTime(iso, NOW)).toBe(expected);
  });

  it('shows the date from a day on (with the year when it differs)', () => {
    expect(relativeTime(new Date(2026, 10, 20, 12).toISOString(), NOW)).toBe('Nov 20');
    expect(relativeTime(new Date(2025, 0, 3, 12).toISOString(), NOW)).toBe('Jan 3, 2025');
  });

  it.each([[undefined], [null], [''], ['yesterday-ish']])("'%s' -> 'Unknown time'", (iso) => {
    expect(relativeTime(iso, NOW)).toBe('Unknown time');
  });
});
