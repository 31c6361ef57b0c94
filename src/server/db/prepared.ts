import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './client';

// A statement the hot paths run on every request is rendered to SQL text once, not on
// every call. Drizzle renders a statement by walking its whole tree (every column of every table
// it selects); for the order's one read of every fact that walk was about a sixth of the server's
// time under load. The statement is built once with named placeholders (`bind`), stored as its
// text, and each call only fills in the values. On PostgreSQL it also runs as a named prepared
// statement: each connection has the server parse and plan it once, then only binds values.

/** The same dialect settings as the app's database (client.ts): snake_case column names. */
const dialect = new PgDialect({ casing: 'snake_case' });

/** A value a prepared statement takes at each call: a placeholder named `name`. */
export const bind = (name: string): Placeholder => sql.placeholder(name);

/** A value given now, or the placeholder it is bound to when the statement is prepared. */
export type Bindable<T> = T | Placeholder;

/**
 * A statement built once by `build` (with `bind(name)` wherever a call's value goes; `db` only
 * builds it) and run with `values` for those names. `name` names the prepared statement: one
 * name, one text.
 */
export function preparedStatement<Row>(name: string, build: (db: Executor) => SQL) {
  let query: Query | undefined;
  return async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build(db));
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * A value cached per database handle (a process may open several: the tests, the benches), made
 * by `create` on first use and gone with the handle.
 */
export function perDatabase<Value>(create: (db: Database) => Value): (db: Database) => Value {
  const values = new WeakMap<Database, Value>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = create(db);
      values.set(db, value);
    }
    return value;
  };
}

/**
 * A query builder's statement (`build` ends in drizzle's own `.prepare(name)`, with `bind(name)`
 * for each call's value) prepared once per database handle and stored with its row mapping.
 */
export const preparedQuery = <Prepared>(build: (db: Database) => Prepared) => perDatabase(build);
