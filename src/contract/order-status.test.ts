import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './enums';
import {
  ACTIVE_STATUSES,
  canTransition,
  isFinalStatus,
  isStepDone,
  ORDER_PROGRESS,
  type OrderStatus,
} from './order-status';
import { pickupCountdownText } from './pickup';

// accounts spec 4, allowed vendor transitions, and the kitchen screen's recall
const ALLOWED: Record<OrderStatus, OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['ready', 'delayed', 'cancelled'],
  ready: ['completed', 'cancelled', 'preparing'],
  delayed: ['preparing', 'ready', 'cancelled'],
  completed: [],
  cancelled: [],
};

describe('order status machine (accounts spec 4)', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = ALLOWED[from].includes(to);
      it(`${from} -> ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, to)).toBe(allowed);
      });
    }
  }

  it('completed and cancelled are final', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'cancelled']);
  });

  it('has the spec progress percentages', () => {
    expect(ORDER_PROGRESS).toEqual({
      pending: 10,
      confirmed: 25,
      preparing: 60,
      ready: 90,
      completed: 100,
      cancelled: 0,
      delayed: 45,
    });
  });

  it('counts pending, confirmed, preparing, ready and delayed as active', () => {
    expect([...ACTIVE_STATUSES].sort()).toEqual([
      'confirmed',
      'delayed',
      'pending',
      'preparing',
      'ready',
    ]);
  });

  it('marks every tracking step up to the current status done', () => {
    expect(isStepDone('pending', 'confirmed')).toBe(false);
    expect(isStepDone('preparing', 'confirmed')).toBe(true);
    expect(isStepDone('preparing', 'ready')).toBe(false);
    expect(isStepDone('completed', 'ready')).toBe(true);
    expect(isStepDone('cancelled', 'confirmed')).toBe(false);
  });
});

describe('pickup countdown (accounts spec 2.7)', () => {
  const now = new Date('2026-11-22T23:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it.each([
    [null, 'No pickup time set'],
    ['not a date', 'No pickup time set'],
    [at(-12), '12 minutes late'],
    [at(-1), '1 minute late'],
    [at(0), 'Pickup now'],
    [at(1), '1 minute'],
    [at(25), '25 minutes'],
    [at(60), '1h 0m'],
    [at(135), '2h 15m'],
  ])('%s -> %s', (pickup, text) => {
    expect(pickupCountdownText(pickup, now)).toBe(text);
  });
});
