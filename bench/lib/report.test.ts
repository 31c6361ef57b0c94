import { describe, expect, it } from 'vitest';
import {
  describeGoal,
  formatMs,
  formatRate,
  formatRatio,
  judge,
  markdownTable,
  numberSetting,
  percentile,
  ratio,
} from './report';

describe('bench report helpers', () => {
  it('gives the app over the baseline, and 0 when the baseline measured nothing', () => {
    expect(ratio(600, 38_000)).toBeCloseTo(0.0158, 4);
    expect(ratio(5, 0)).toBe(0);
    expect(formatRatio(ratio(600, 38_000))).toBe('0.02x');
    expect(formatRatio(1.3)).toBe('1.30x');
  });

  it('formats rates with thousands and milliseconds by size', () => {
    expect(formatRate(37_912.6)).toBe('37,913');
    expect(formatRate(155.2)).toBe('155');
    expect(formatMs(2.345)).toBe('2.3 ms');
    expect(formatMs(1_104.4)).toBe('1104 ms');
  });

  it('describes the reads and the orders goals', () => {
    expect(describeGoal({ minThroughputRatio: 0.8, maxP99Ratio: 1.3 })).toBe(
      '>= 0.80x, p99 <= 1.30x',
    );
    expect(describeGoal({ minThroughputRatio: 0.4, maxP99Ms: 60 })).toBe('>= 0.40x, p99 <= 60 ms');
  });

  it('meets a goal only when every part of it is met', () => {
    const reads = { minThroughputRatio: 0.8, maxP99Ratio: 1.3 };
    const baseline = { perSecond: 1000, p99Ms: 10 };
    expect(judge({ perSecond: 800, p99Ms: 13 }, baseline, reads)).toEqual({
      throughputRatio: 0.8,
      p99Ratio: 1.3,
      isMet: true,
    });
    expect(judge({ perSecond: 799, p99Ms: 5 }, baseline, reads).isMet).toBe(false);
    expect(judge({ perSecond: 2000, p99Ms: 13.1 }, baseline, reads).isMet).toBe(false);
    const orders = { minThroughputRatio: 0.4, maxP99Ms: 60 };
    expect(
      judge({ perSecond: 2400, p99Ms: 59 }, { perSecond: 5800, p99Ms: 20 }, orders).isMet,
    ).toBe(true);
    expect(
      judge({ perSecond: 2400, p99Ms: 61 }, { perSecond: 5800, p99Ms: 20 }, orders).isMet,
    ).toBe(false);
  });

  it('pads a Markdown table to its widest cells', () => {
    expect(markdownTable(['path', 'ratio'], [['GET /api/vendors', '0.02x']])).toBe(
      [
        '| path             | ratio |',
        '| ---------------- | ----- |',
        '| GET /api/vendors | 0.02x |',
      ].join('\n'),
    );
  });

  it('takes the nearest-rank percentile of a sorted list', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.99)).toBe(0);
  });

  it('reads positive numbers from settings and refuses anything else', () => {
    expect(numberSetting(undefined, 10)).toBe(10);
    expect(numberSetting(' ', 10)).toBe(10);
    expect(numberSetting('2.5', 10)).toBe(2.5);
    expect(() => numberSetting('0', 10)).toThrow('positive number');
    expect(() => numberSetting('ten', 10)).toThrow('positive number');
  });
});
