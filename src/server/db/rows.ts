import { getTableName, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

// The two single-row steps most writes start with, written once: the row a change is about,
// locked, and the row an insert made.

/**
 * The row `where` names, locked (FOR UPDATE) until the caller's transaction ends, so what is
 * checked against it still holds when the change is written; undefined when there is none.
 */
export async function lockRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL,
): Promise<InferSelectModel<T> | undefined> {
  // drizzle cannot type a select from a still generic table: widen it, then give the row its type
  const locked: PgTable = table;
  const [row] = await db.select().from(locked).where(where).for('update');
  return row as InferSelectModel<T> | undefined;
}

/** Inserts one row and returns it as stored (ids, defaults). */
export async function insertRow<T extends PgTable>(
  db: Executor,
  table: T,
  values: InferInsertModel<T>,
): Promise<InferSelectModel<T>> {
  const [row] = (await db.insert(table).values(values).returning()) as InferSelectModel<T>[];
  if (!row) throw new Error(`${getTableName(table)} insert returned no row`);
  return row;
}
