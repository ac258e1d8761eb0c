import { type SQL, sql } from 'drizzle-orm';

/** `values` as the text of a PostgreSQL array: ids, numbers or booleans, nothing to quote. */
export const arrayText = (values: readonly (string | number | boolean)[]) => `{${values.join(',')}}`;

/** The placeholder `name` (given arrayText's text) as an array of SQL type `type`. */
export const arrayPlaceholder = (name: string, type: 'uuid' | 'float8' | 'boolean'): SQL =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
