import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { FIRST_DELAY_MS, isWrongPassword, MAX_DELAY_MS, signInDelayMs } from './sign-in-guard';

describe('signInDelayMs (growing waits instead of a lock-out)', () => {
  it('waits nothing below the limit, then doubles from the first wait up to the cap', () => {
    expect(signInDelayMs(0, 10)).toBe(0);
    expect(signInDelayMs(9, 10)).toBe(0);
    expect(signInDelayMs(10, 10)).toBe(FIRST_DELAY_MS);
    expect(signInDelayMs(11, 10)).toBe(FIRST_DELAY_MS * 2);
    expect(signInDelayMs(12, 10)).toBe(FIRST_DELAY_MS * 4);
    expect(signInDelayMs(40, 10)).toBe(MAX_DELAY_MS);
  });
});

describe('isWrongPassword', () => {
  it('is only a wrong e-mail or password, never a database or other failure', () => {
    expect(
      isWrongPassword(new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password')),
    ).toBe(true);
    expect(isWrongPassword(new AppError('DATABASE_UNAVAILABLE', 503, 'down'))).toBe(false);
    expect(isWrongPassword(new Error('Connection terminated'))).toBe(false);
    expect(isWrongPassword(new AppError('ACCOUNT_DISABLED', 403, 'disabled'))).toBe(false);
  });
});
