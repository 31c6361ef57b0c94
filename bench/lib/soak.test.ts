import { describe, expect, it } from 'vitest';
import { judgeSoak, type SoakMinute } from './soak';

const minute = (index: number, changes: Partial<SoakMinute> = {}): SoakMinute => ({
  minute: index,
  succeeded: 1200,
  failed: 0,
  p99Ms: 40,
  rssBytes: 200 * 1024 * 1024,
  databaseConnections: 10,
  ...changes,
});

describe('judgeSoak', () => {
  it('passes steady minutes', () => {
    const verdict = judgeSoak([minute(1), minute(2, { p99Ms: 55 }), minute(3, { p99Ms: 59 })]);
    expect(verdict.failures).toEqual([]);
    expect(verdict.p99Growth).toBeCloseTo(59 / 40);
  });

  it('fails at 0.1 % errors over all minutes', () => {
    const verdict = judgeSoak([minute(1, { failed: 2 }), minute(2, { succeeded: 798 })]);
    expect(verdict.errorShare).toBeCloseTo(0.001);
    expect(verdict.failures).toEqual(['errors 0.100 % (limit < 0.1 %)']);
  });

  it('fails when p99 or memory grow more than 50 % from the first to the last minute', () => {
    const verdict = judgeSoak([
      minute(1),
      minute(2, { p99Ms: 200 }),
      minute(3, { p99Ms: 64, rssBytes: 320 * 1024 * 1024 }),
    ]);
    expect(verdict.failures).toEqual([
      'p99 grew 1.60x from the first to the last minute',
      'memory grew 1.60x from the first to the last minute',
    ]);
  });

  it('fails a soak that measured nothing', () => {
    expect(judgeSoak([]).failures).toEqual(['no minute was measured']);
  });
});
