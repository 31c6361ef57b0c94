import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * A row read as JSON (`to_json(table)`, so one statement can bring back rows of several tables)
 * in the shape the query builder gives it: each column by its snake_case name, through the
 * column's own driver mapping (timestamps to Date, and so on).
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.keyAsName ? toSnakeCase(column.name) : column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
