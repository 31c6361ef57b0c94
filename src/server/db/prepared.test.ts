import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import { bind, preparedQuery, preparedStatement } from './prepared';
import { users } from './schema';

// A prepared statement is rendered once and run with each call's values, on the database and
// inside a transaction, on either driver (named prepared statements on PostgreSQL).

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('prepared statements', () => {
  it('renders the statement once and runs it with each call’s values', async () => {
    const build = vi.fn(
      () =>
        sql`select ${bind('number')}::int + 1 as next,
          array_length(${sql.param(bind('ids'))}::int[], 1) as count,
          ${bind('at')}::timestamptz as at`,
    );
    const statement = preparedStatement<{ next: number; count: number; at: string }>(
      'test_prepared_statement',
      build,
    );
    const first = await statement(database.db, {
      number: 1,
      ids: [4, 5, 6],
      at: '2026-11-27T01:00:00.000Z',
    });
    const second = await database.db.transaction((tx) =>
      statement(tx, { number: 41, ids: [7], at: '2026-11-27T02:30:00.000Z' }),
    );
    const third = await statement(database.db, { number: -1, ids: [], at: '2026-11-27' });
    expect(build).toHaveBeenCalledTimes(1);
    expect(first[0]).toMatchObject({ next: 2, count: 3 });
    expect(new Date(first[0]?.at ?? '').toISOString()).toBe('2026-11-27T01:00:00.000Z');
    expect(second[0]).toMatchObject({ next: 42, count: 1 });
    expect(new Date(second[0]?.at ?? '').toISOString()).toBe('2026-11-27T02:30:00.000Z');
    expect(third[0]).toMatchObject({ next: 0, count: null });
  });

  it('keeps a query builder’s prepared statement per database, with its row mapping', async () => {
    const build = vi.fn((db: DatabaseHandle['db']) =>
      db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(sql`${users.id} = ${bind('id')}`)
        .prepare('test_prepared_query'),
    );
    const query = preparedQuery(build);
    const [created] = await database.db
      .insert(users)
      .values({
        email: 'kept@example.com',
        username: 'kept',
        phone: '555-0100',
        passwordHash: 'x',
        firstName: 'Kept',
        lastName: 'Query',
      })
      .returning({ id: users.id });
    const found = await query(database.db).execute({ id: created?.id });
    const missing = await query(database.db).execute({ id: -1 });
    expect(build).toHaveBeenCalledTimes(1);
    expect(found).toEqual([{ id: created?.id, createdAt: expect.any(Date) }]);
    expect(missing).toEqual([]);
  });
});
