import { describe, expect, it } from 'vitest';
import { parseDemoPaymentSettings } from './demo-settings';

describe('parseDemoPaymentSettings', () => {
  it('reads the seeded values', () => {
    expect(
      parseDemoPaymentSettings({
        demo_checkout_mode: 'true',
        demo_payment_success_rate: '1',
        demo_payment_delay: '2000',
      }),
    ).toEqual({ isCheckoutEnabled: true, successRate: 1, delayMs: 2000 });
  });

  it('falls back to the defaults when a value is missing or unreadable', () => {
    expect(parseDemoPaymentSettings({})).toEqual({
      isCheckoutEnabled: true,
      successRate: 1,
      delayMs: 2000,
    });
    expect(
      parseDemoPaymentSettings({
        demo_checkout_mode: 'maybe',
        demo_payment_success_rate: 'half',
        demo_payment_delay: ' ',
      }),
    ).toEqual({ isCheckoutEnabled: true, successRate: 1, delayMs: 2000 });
  });

  it('clamps the rate to 0..1 and the delay to 0..10000 ms', () => {
    expect(
      parseDemoPaymentSettings({ demo_payment_success_rate: '1.5', demo_payment_delay: '60000' }),
    ).toMatchObject({ successRate: 1, delayMs: 10_000 });
    expect(
      parseDemoPaymentSettings({ demo_payment_success_rate: '-2', demo_payment_delay: '-5' }),
    ).toMatchObject({ successRate: 0, delayMs: 0 });
    expect(parseDemoPaymentSettings({ demo_payment_success_rate: '0.25' }).successRate).toBe(0.25);
  });

  it('turns card payments off only for an explicit false', () => {
    for (const value of ['false', 'FALSE', ' off ', '0']) {
      expect(parseDemoPaymentSettings({ demo_checkout_mode: value }).isCheckoutEnabled).toBe(false);
    }
  });
});
