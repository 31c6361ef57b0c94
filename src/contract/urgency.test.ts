import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './order-status';
import { customerPickupText, isOrderLate, isOrderUrgent } from './urgency';

const NOW = new Date('2026-11-22T23:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const order = (status: OrderStatus, minutes: number | null) => ({
  status,
  pickupTime: minutes === null ? null : at(minutes),
});

describe('isOrderUrgent (vendor)', () => {
  it('does not flag an ASAP order on arrival: it has exactly its prep time left', () => {
    expect(isOrderUrgent(order('pending', 12), 12, NOW)).toBe(false);
    // paid 40 s after it was placed: still 12 whole minutes away
    expect(isOrderUrgent(order('pending', 11.4), 12, NOW)).toBe(false);
  });

  it('flags an order not started once less than the prep time is left', () => {
    expect(isOrderUrgent(order('pending', 10), 12, NOW)).toBe(true);
    expect(isOrderUrgent(order('confirmed', 1), 12, NOW)).toBe(true);
    expect(isOrderUrgent(order('confirmed', 30), 12, NOW)).toBe(false);
  });

  it('never flags an order already being prepared, ready or finished', () => {
    for (const status of ['preparing', 'delayed', 'ready', 'completed', 'cancelled'] as const) {
      expect(isOrderUrgent(order(status, 2), 12, NOW)).toBe(false);
    }
  });

  it('is not urgent once late, nor without a pickup time', () => {
    expect(isOrderUrgent(order('pending', -1), 12, NOW)).toBe(false);
    expect(isOrderUrgent(order('pending', null), 12, NOW)).toBe(false);
  });
});

describe('isOrderLate (vendor)', () => {
  it('is late only when the food is not ready and the promised time has passed', () => {
    expect(isOrderLate(order('preparing', -0.1), NOW)).toBe(true);
    expect(isOrderLate(order('pending', -5), NOW)).toBe(true);
    expect(isOrderLate(order('delayed', -5), NOW)).toBe(true);
    expect(isOrderLate(order('preparing', 0.1), NOW)).toBe(false);
    // waiting at the window is the customer's time, not the kitchen's delay
    expect(isOrderLate(order('ready', -5), NOW)).toBe(false);
    expect(isOrderLate(order('completed', -60), NOW)).toBe(false);
    expect(isOrderLate(order('cancelled', -60), NOW)).toBe(false);
    expect(isOrderLate(order('pending', null), NOW)).toBe(false);
  });
});

describe('customerPickupText', () => {
  it.each([
    [order('pending', 12), 'Ready in about 12 min'],
    [order('preparing', 0.5), 'Ready in about 1 min'],
    [order('confirmed', 65), 'Ready in about 1h 5m'],
    [order('preparing', 0), 'Taking a little longer'],
    [order('delayed', -10), 'Taking a little longer'],
    [order('ready', -5), 'Ready for pickup now'],
    [order('pending', null), 'No pickup time set'],
    [order('completed', -5), null],
    [order('cancelled', 5), null],
  ])('%o -> %s', (timed, text) => {
    expect(customerPickupText(timed, NOW)).toBe(text);
  });

  it('never says late or urgent', () => {
    for (const minutes of [-120, -1, 0, 1, 10, 200]) {
      for (const status of ['pending', 'confirmed', 'preparing', 'delayed', 'ready'] as const) {
        expect(customerPickupText(order(status, minutes), NOW)).not.toMatch(/late|urgent/i);
      }
    }
  });
});

describe('held orders', () => {
  it('a held order is never urgent nor late: the kitchen is not to start it yet', () => {
    const held = { ...order('pending', 5), isHeld: true };
    expect(isOrderUrgent(held, 12, NOW)).toBe(false);
    expect(isOrderLate({ ...order('confirmed', -5), isHeld: true }, NOW)).toBe(false);
  });

  it('a fired order follows the normal rule: urgent once less than its prep time is left', () => {
    expect(isOrderUrgent({ ...order('pending', 12), isHeld: false }, 12, NOW)).toBe(false);
    expect(isOrderUrgent({ ...order('pending', 8), isHeld: false }, 12, NOW)).toBe(true);
  });
});
