import { describe, expect, it } from 'vitest';
import { EVENT_CLOCK_TICK_MS, showEndsText, showStartsText } from './event-time';

const now = new Date('2025-06-01T21:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('showEndsText (customer spec 2, Home banner)', () => {
  it('counts the real minutes left', () => {
    expect(showEndsText(at(35), now)).toBe('Show ends in ~35 min');
    expect(showEndsText(at(0.5), now)).toBe('Show ends in ~1 min');
    expect(showEndsText(at(59), now)).toBe('Show ends in ~59 min');
  });

  it('switches to hours and minutes from an hour on', () => {
    expect(showEndsText(at(60), now)).toBe('Show ends in ~1h 0m');
    expect(showEndsText(at(80), now)).toBe('Show ends in ~1h 20m');
    expect(showEndsText(at(185), now)).toBe('Show ends in ~3h 5m');
  });

  it('says the show has ended once the end is reached', () => {
    expect(showEndsText(at(0), now)).toBe('Show has ended');
    expect(showEndsText(at(-10), now)).toBe('Show has ended');
  });

  it('has nothing to say without a usable end', () => {
    expect(showEndsText(null, now)).toBeNull();
    expect(showEndsText('not a date', now)).toBeNull();
  });

  it('ticks every 30 s', () => {
    expect(EVENT_CLOCK_TICK_MS).toBe(30_000);
  });
});

describe('showStartsText', () => {
  it('names the start only for a show that has not begun', () => {
    expect(showStartsText(at(60 * 24), now)).toMatch(/^Starts /);
    expect(showStartsText(at(-30), now)).toBeNull();
    expect(showStartsText(null, now)).toBeNull();
  });
});
