import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Array element types of the columns lists are matched against. */
const ARRAY_TYPES: Record<string, string> = {
  integer: 'integer',
  serial: 'integer',
  bigint: 'bigint',
  bigserial: 'bigint',
  text: 'text',
};

/**
 * `column = any($1::type[])`: membership in a list passed as ONE array parameter. `inArray` spends a parameter per
 * value, and PostgreSQL refuses a statement with more than 65,535 of them, so a long list (a history range, a large
 * selection) would fail as a 500. Works the same on PGlite and PostgreSQL; an empty list matches nothing.
 */
export function anyOf(column: AnyColumn, values: readonly (string | number)[]): SQL {
  const type = ARRAY_TYPES[column.getSQLType()];
  if (type === undefined) throw new Error(`anyOf: no array type for ${column.getSQLType()} (${column.name})`);
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(type)}[])`;
}
