import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import { ID_BLOCK_SIZE, reserveIds } from './id-blocks';

// Ids are taken from a sequence a block at a time and handed out in order; every one is
// the sequence's own, so no other writer of the table can get it.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create sequence test_id_blocks_seq`);
}, 120_000);

afterAll(async () => {
  await database.close();
});

const nextval = async () => {
  const result = await database.db.execute<{ id: number }>(
    sql`select nextval('test_id_blocks_seq')::int as id`,
  );
  return result.rows[0]?.id;
};

describe('id blocks', () => {
  it('hands out ascending ids, one round trip per block', async () => {
    const first = await reserveIds(database.db, 'test_id_blocks_seq', 1);
    const next = await reserveIds(database.db, 'test_id_blocks_seq', 3);
    expect(first).toEqual([1]);
    expect(next).toEqual([2, 3, 4]);
    // the block was taken from the sequence at once: another writer gets the id after it
    expect(await nextval()).toBe(ID_BLOCK_SIZE + 1);
    const rest = await reserveIds(database.db, 'test_id_blocks_seq', ID_BLOCK_SIZE - 4);
    expect(rest.at(-1)).toBe(ID_BLOCK_SIZE);
    // the block ran out: the next ids come from a new block, after the other writer's
    expect(await reserveIds(database.db, 'test_id_blocks_seq', 2)).toEqual([
      ID_BLOCK_SIZE + 2,
      ID_BLOCK_SIZE + 3,
    ]);
  });

  it('gives every caller of a rush its own ids, sharing the refills', async () => {
    const taken = await Promise.all(
      Array.from({ length: 3 * ID_BLOCK_SIZE }, (_, index) =>
        reserveIds(database.db, 'test_id_blocks_seq', 1 + (index % 3)),
      ),
    );
    const all = taken.flat();
    expect(new Set(all).size).toBe(all.length);
    for (const ids of taken) expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('takes more than a block when asked for more at once', async () => {
    const many = await reserveIds(database.db, 'test_id_blocks_seq', ID_BLOCK_SIZE + 5);
    expect(many).toHaveLength(ID_BLOCK_SIZE + 5);
    expect(new Set(many).size).toBe(many.length);
  });

  it('reports a sequence that does not exist, and takes ids again afterwards', async () => {
    await expect(reserveIds(database.db, 'no_such_seq', 1)).rejects.toThrow();
    await expect(reserveIds(database.db, 'no_such_seq', 1)).rejects.toThrow();
    expect(await reserveIds(database.db, 'test_id_blocks_seq', 1)).toHaveLength(1);
  });
});
