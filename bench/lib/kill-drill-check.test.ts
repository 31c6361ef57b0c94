import { describe, expect, it } from 'vitest';
import type { DrillOrder } from './kill-drill';
import { judgeDrill, type DrillSnapshot } from './kill-drill-check';

const order = (key: string, orderId: number | undefined, extra: Partial<DrillOrder> = {}) =>
  ({
    round: 1,
    key,
    userId: 7,
    cookie: '',
    orderId,
    isPaid: orderId !== undefined,
    isRetried: false,
    ...extra,
  }) satisfies DrillOrder;

const row = (id: number, extra: Partial<DrillSnapshot['orders'][number]> = {}) => ({
  id,
  userId: 7,
  paymentStatus: 'paid',
  items: 3,
  paidUpdates: 1,
  ...extra,
});

const key = (name: string, orderId: number | null, responseStatus: number | null = 201) => ({
  userId: 7,
  key: name,
  responseStatus,
  orderId,
});

function snapshot(changes: Partial<DrillSnapshot> = {}): DrillSnapshot {
  return {
    orders: [row(1), row(2)],
    keys: [key('a', 1), key('b', 2)],
    succeededIntents: [{ orderId: 1 }, { orderId: 2 }],
    ordersWithoutItems: 0,
    itemsWithoutOrders: 0,
    unsentOutbox: 0,
    ...changes,
  };
}

describe('judgeDrill', () => {
  it('finds nothing wrong when every acknowledged order is there, paid, once', () => {
    const verdict = judgeDrill([order('a', 1), order('b', 2, { isRetried: true })], snapshot(), 3);
    expect(verdict).toMatchObject({
      acknowledged: 2,
      paid: 2,
      lost: 0,
      orphans: 0,
      duplicates: 0,
      unfinished: 0,
      unnotified: 0,
      problems: [],
    });
  });

  it('counts an acknowledged order that is missing, short of items or unpaid as lost', () => {
    const verdict = judgeDrill(
      [order('a', 1), order('b', 2), order('c', 3)],
      snapshot({
        orders: [row(1, { items: 2 }), row(2, { paymentStatus: 'unpaid' })],
        keys: [key('a', 1), key('b', 2), key('c', 3)],
        succeededIntents: [{ orderId: 1 }],
      }),
      3,
    );
    expect(verdict.lost).toBe(3);
    expect(verdict.problems).toContain('lost: order 3 (key c) missing');
  });

  it('counts an order nobody was told about and a key answering another order as duplicates', () => {
    const verdict = judgeDrill(
      [order('a', 1), order('b', 2)],
      snapshot({
        orders: [row(1), row(2), row(3)],
        keys: [key('a', 1), key('b', 3)],
        succeededIntents: [{ orderId: 1 }, { orderId: 2 }, { orderId: 3 }],
      }),
      3,
    );
    expect(verdict.duplicates).toBe(2);
    expect(verdict.lost).toBe(0);
  });

  it('counts orders without items, claimed keys and payments on one side as orphans', () => {
    const verdict = judgeDrill(
      [order('a', 1), order('b', 2)],
      snapshot({
        keys: [key('a', 1), key('b', 2), key('c', null, null)],
        succeededIntents: [{ orderId: 1 }],
        ordersWithoutItems: 1,
        itemsWithoutOrders: 2,
      }),
      3,
    );
    expect(verdict.orphans).toBe(5);
  });

  it('reports an order that never got its answer as unfinished, not as a duplicate', () => {
    const verdict = judgeDrill(
      [order('a', 1), order('b', undefined, { error: 'no answer after 5 retries' })],
      snapshot({
        succeededIntents: [{ orderId: 1 }],
        orders: [row(1), row(2, { paymentStatus: 'unpaid' })],
      }),
      3,
    );
    expect(verdict).toMatchObject({ acknowledged: 1, unfinished: 1, duplicates: 0, lost: 0 });
  });

  it('counts a paid order whose boards were never told, and every unsent outbox record', () => {
    const verdict = judgeDrill(
      [order('a', 1), order('b', 2)],
      snapshot({ orders: [row(1), row(2, { paidUpdates: 0 })], unsentOutbox: 2 }),
      3,
    );
    expect(verdict.unnotified).toBe(3);
    expect(verdict.problems).toContain('unnotified: order 2 is paid, its boards were never told');
    expect(verdict.lost).toBe(0);
  });
});
