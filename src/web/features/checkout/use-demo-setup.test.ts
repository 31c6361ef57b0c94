import { describe, expect, it } from 'vitest';
import type { OrderQuote } from '../../../contract/orders';
import { CART_LINES } from './test-support';
import { DEMO_PICKUP_MINUTES, demoOrderBody, demoPickupMinutes } from './use-demo-setup';

const NOW = new Date('2026-11-22T22:00:00.000Z');
const minutesFromNow = (minutes: number) =>
  new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('demo order pickup time (customer spec 3 and 9)', () => {
  it('is 30 minutes ahead, or the vendor’s longer prep time', () => {
    expect(DEMO_PICKUP_MINUTES).toBe(30);
    expect(demoPickupMinutes(15)).toBe(30);
    expect(demoPickupMinutes(60)).toBe(60);
    expect(demoPickupMinutes(null)).toBe(30);
    expect(demoPickupMinutes(Number.NaN)).toBe(30);
  });

  it('asks for now + the vendor’s prep time when it is over 30 minutes', () => {
    const user = { id: 7 };
    expect(demoOrderBody(user, 3, CART_LINES, NOW, undefined, 60).pickupTime).toBe(
      minutesFromNow(60),
    );
    expect(demoOrderBody(user, 3, CART_LINES, NOW, undefined, 12).pickupTime).toBe(
      minutesFromNow(30),
    );
    // the server's quote knows the vendor's current prep time best
    const quote = { prepMinutes: 45, lines: [], total: '1.00', serviceFee: '0.05', tax: '0.08' };
    expect(
      demoOrderBody(user, 3, CART_LINES, NOW, quote as unknown as OrderQuote, 12).pickupTime,
    ).toBe(minutesFromNow(45));
  });
});
