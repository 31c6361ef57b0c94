import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// Every entity of both spec documents (section 3 of each), one file per area. Money is integer
// cents (columns end in Cents); the client is created with casing 'snake_case', so camelCase keys
// become snake_case columns.

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz().notNull().defaultNow();
export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `column in ('a', 'b')`; the values are our own constants, so inlining them is safe. */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
