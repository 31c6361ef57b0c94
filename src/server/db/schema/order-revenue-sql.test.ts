import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { keptTipCents, netRevenueCents } from '../../../contract/refunds';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../client';
import { orderRevenueCents, orderTipCents } from './orders';

// The analytics sum SQL while the order views and the CSV use the contract's rules: the two must
// agree on every order, including refunds that reach into the tip and covered orders.

type Money = {
  totalCents: number;
  tipCents: number;
  refundedCents: number;
  mealAllowanceCents: number;
};

const CASES: Money[] = [
  { totalCents: 2500, tipCents: 0, refundedCents: 0, mealAllowanceCents: 0 },
  { totalCents: 2875, tipCents: 375, refundedCents: 0, mealAllowanceCents: 0 },
  { totalCents: 2875, tipCents: 375, refundedCents: 1000, mealAllowanceCents: 0 },
  // refunded the food and part of the tip
  { totalCents: 2875, tipCents: 375, refundedCents: 2700, mealAllowanceCents: 0 },
  // refunded in full
  { totalCents: 2875, tipCents: 375, refundedCents: 2875, mealAllowanceCents: 0 },
  // a meal ticket paid part, the card the rest
  { totalCents: 800, tipCents: 0, refundedCents: 0, mealAllowanceCents: 1500 },
  { totalCents: 800, tipCents: 0, refundedCents: 800, mealAllowanceCents: 1500 },
  // covered in full by a meal ticket
  { totalCents: 0, tipCents: 0, refundedCents: 0, mealAllowanceCents: 2200 },
  { totalCents: 1, tipCents: 1, refundedCents: 1, mealAllowanceCents: 0 },
  { totalCents: 999_999, tipCents: 10_000, refundedCents: 3, mealAllowanceCents: 0 },
];

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('revenue and tip SQL', () => {
  it('agrees with the contract rules on every order', async () => {
    const values = sql.join(
      CASES.map(
        (c, index) =>
          sql`(${index}::int, ${c.totalCents}::int, ${c.tipCents}::int, ${c.refundedCents}::int, ${c.mealAllowanceCents}::int)`,
      ),
      sql`, `,
    );
    // the expressions name "orders"."total_cents" and the like: a VALUES list stands in for the table
    const result = await database.db.execute<{ index: number; revenue: number; tip: number }>(sql`
      select index, ${orderRevenueCents}::int as revenue, ${orderTipCents}::int as tip
      from (values ${values}) as orders(index, total_cents, tip_cents, refunded_cents, meal_allowance_cents)
      order by index`);

    const rows = result.rows.map((row) => ({
      revenue: Number(row.revenue),
      tip: Number(row.tip),
    }));
    expect(rows).toEqual(CASES.map((c) => ({ revenue: netRevenueCents(c), tip: keptTipCents(c) })));
  });
});
