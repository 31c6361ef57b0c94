import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/** Each column of a table: its field, its name in the JSON, and the column (its mapping). */
type JsonColumns = readonly (readonly [field: string, jsonName: string, column: Column])[];

const columnsOf = new WeakMap<Table, JsonColumns>();

function jsonColumns(table: Table): JsonColumns {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(
      ([field, column]) =>
        [field, column.keyAsName ? toSnakeCase(column.name) : column.name, column] as const,
    );
    columnsOf.set(table, columns);
  }
  return columns;
}

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
  for (const [field, jsonName, column] of jsonColumns(table)) {
    const value = json[jsonName];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
