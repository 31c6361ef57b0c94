import { describe, expect, it } from 'vitest';
import { makeOrder } from '../checkout/test-support';
import {
  allDayCounts,
  bumpSteps,
  formatElapsed,
  isTicket,
  kitchenTickets,
  startByTime,
  ticketTiming,
} from './kitchen-rules';
import type { OrderItemView } from '../../../contract/orders';
import { chosenOption } from '../vendor-dashboard/menu.test-support';
import { orderLine } from './kitchen.test-support';

// The kitchen screen's rules.

const paid = (overrides: Parameters<typeof makeOrder>[0] = {}) =>
  makeOrder({ paymentStatus: 'paid', paidAt: '2026-11-22T23:01:00.000Z', ...overrides });

describe('isTicket and kitchenTickets', () => {
  it('takes paid orders before ready, not unpaid, held, ready or finished ones', () => {
    for (const status of ['pending', 'confirmed', 'preparing', 'delayed'] as const)
      expect(isTicket(paid({ status }))).toBe(true);
    for (const status of ['ready', 'completed', 'cancelled'] as const)
      expect(isTicket(paid({ status }))).toBe(false);
    expect(isTicket(makeOrder({ paymentStatus: 'unpaid' }))).toBe(false);
    expect(isTicket(makeOrder({ paymentStatus: 'refunded', status: 'cancelled' }))).toBe(false);
    // refunded in full but not cancelled: the vendor still makes it, on the house
    expect(isTicket(paid({ paymentStatus: 'refunded', status: 'preparing' }))).toBe(true);
    expect(isTicket(paid({ paymentStatus: 'partially_refunded', status: 'confirmed' }))).toBe(true);
    expect(isTicket({ ...paid(), isHeld: true })).toBe(false);
    expect(isTicket({ ...paid({ firedAt: '2026-11-22T23:05:00.000Z' }), isHeld: false })).toBe(
      true,
    );
  });

  it('orders tickets by when they must start, soonest first, whenever they were paid', () => {
    // paid first but due last: a pickup scheduled for later in the night
    const scheduled = paid({ id: 1, pickupTime: '2026-11-23T00:30:00.000Z' });
    const asap = paid({
      id: 2,
      paidAt: '2026-11-22T23:10:00.000Z',
      pickupTime: '2026-11-22T23:25:00.000Z',
    });
    const fired = {
      ...paid({ id: 3, pickupTime: '2026-11-22T23:40:00.000Z' }),
      fireAt: '2026-11-22T23:20:00.000Z',
    };
    expect(kitchenTickets([scheduled, fired, asap], 15).map((order) => order.id)).toEqual([
      2, 3, 1,
    ]);
  });
});

describe('startByTime', () => {
  it("is the pickup time less the prep time, or a held order's fire time", () => {
    const order = paid({ pickupTime: '2026-11-22T23:30:00.000Z' });
    expect(startByTime(order, 12)).toBe(Date.parse('2026-11-22T23:18:00.000Z'));
    expect(startByTime(order, 0)).toBe(Date.parse('2026-11-22T23:30:00.000Z'));
    const held = { ...order, fireAt: '2026-11-22T23:15:00.000Z' };
    expect(startByTime(held, 12)).toBe(Date.parse('2026-11-22T23:18:00.000Z'));
    expect(startByTime({ ...order, fireAt: '2026-11-22T23:20:00.000Z' }, 12)).toBe(
      Date.parse('2026-11-22T23:20:00.000Z'),
    );
  });
});

describe('ticketTiming', () => {
  const minutes = (count: number) => count * 60_000;
  it('is on time before the prep time, late from it, very late from twice it', () => {
    expect(ticketTiming(minutes(9.99), 10)).toBe('on-time');
    expect(ticketTiming(minutes(10), 10)).toBe('late');
    expect(ticketTiming(minutes(19.99), 10)).toBe('late');
    expect(ticketTiming(minutes(20), 10)).toBe('very-late');
  });

  it('is never late without a prep time', () => {
    expect(ticketTiming(minutes(90), 0)).toBe('on-time');
  });
});

describe('formatElapsed', () => {
  it('reads like a kitchen clock and never goes below zero', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(247_000)).toBe('4:07');
    expect(formatElapsed(3_750_000)).toBe('1:02:30');
    expect(formatElapsed(-5_000)).toBe('0:00');
  });
});

describe('allDayCounts', () => {
  it('adds up every open line by item, leaves out done lines, most first', () => {
    const tickets = [
      paid({ id: 1, items: [orderLine(1, 11, 'Burger', 2), orderLine(2, 12, 'Fries', 1)] }),
      paid({ id: 2, items: [orderLine(3, 11, 'Burger', 1), orderLine(4, null, 'Tour Shake', 1)] }),
      paid({ id: 3, items: [orderLine(5, 12, 'Fries', 3)] }),
    ];
    expect(allDayCounts(tickets, (id) => id === 5)).toEqual([
      { key: 'item:11', name: 'Burger', menuItemId: 11, quantity: 3, choices: [] },
      { key: 'item:12', name: 'Fries', menuItemId: 12, quantity: 1, choices: [] },
      { key: 'name:Tour Shake', name: 'Tour Shake', menuItemId: null, quantity: 1, choices: [] },
    ]);
    expect(allDayCounts([], () => false)).toEqual([]);
  });

  it('counts lines of one item together, broken down by their options', () => {
    const onions = chosenOption(3, 'Onions', { isRemoval: true });
    const line = (id: number, quantity: number, options: OrderItemView['options']) => ({
      ...orderLine(id, 11, 'Burger', quantity),
      options,
    });
    const tickets = [
      paid({ id: 1, items: [line(1, 2, [chosenOption(1, 'Bacon'), onions]), line(2, 1, [])] }),
      paid({
        id: 2,
        items: [line(3, 3, [onions]), line(4, 1, [chosenOption(1, 'Bacon'), onions])],
      }),
    ];
    expect(allDayCounts(tickets, () => false)).toEqual([
      {
        key: 'item:11',
        name: 'Burger',
        menuItemId: 11,
        quantity: 7,
        choices: [
          { text: 'Bacon; No onions', quantity: 3 },
          { text: 'No onions', quantity: 3 },
          { text: 'As it comes', quantity: 1 },
        ],
      },
    ]);
  });
});

describe('bumpSteps', () => {
  it('walks the transition table to ready in the fewest steps', () => {
    expect(bumpSteps('pending')).toEqual(['confirmed', 'preparing', 'ready']);
    expect(bumpSteps('confirmed')).toEqual(['preparing', 'ready']);
    expect(bumpSteps('preparing')).toEqual(['ready']);
    expect(bumpSteps('delayed')).toEqual(['ready']);
  });

  it('has nothing to do for a ready or finished order', () => {
    expect(bumpSteps('ready')).toEqual([]);
    expect(bumpSteps('completed')).toEqual([]);
    expect(bumpSteps('cancelled')).toEqual([]);
  });
});
