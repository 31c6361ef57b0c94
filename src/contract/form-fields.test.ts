import { describe, expect, it } from 'vitest';
import { dateText } from './form-fields';

describe('dateText', () => {
  const schema = dateText('Start date is required');

  it('takes a day or a date-time and answers it as an ISO date-time in UTC', () => {
    expect(schema.parse('2028-02-29')).toBe('2028-02-29T00:00:00.000Z');
    expect(schema.parse('2027-04-30T23:00:00Z')).toBe('2027-04-30T23:00:00.000Z');
    expect(schema.parse('2027-01-31T10:00:00+02:00')).toBe('2027-01-31T08:00:00.000Z');
  });

  it('refuses days that are not on the calendar rather than rolling them over', () => {
    for (const value of [
      '2026-02-30T00:00:00Z',
      '2027-02-29',
      '2027-04-31',
      '2026-11-31T23:00:00Z',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-01T25:00',
      'tomorrow',
    ]) {
      const result = schema.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Start date must be a date');
    }
  });
});
