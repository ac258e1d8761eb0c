import { type SQL, sql } from 'drizzle-orm';

/**
 * The placeholder `name`, given the JSON text of an array of objects, read as rows with the
 * columns of `alias` (`jsonb_to_recordset`), such as `l(user_id uuid, course_id uuid)`: a batch of
 * rows as one parameter, so a prepared statement has one text whatever the batch's size. A JSON
 * null reads as SQL NULL.
 */
export const jsonRecords = (name: string, alias: string): SQL =>
  sql`jsonb_to_recordset(${sql.placeholder(name)}::jsonb) AS ${sql.raw(alias)}`;
