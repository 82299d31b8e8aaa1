import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './migrations/helpers';

/**
 * `column in (ids)` (or `not in`) with the whole list bound as one parameter: a JSON array read by
 * `json_each` on SQLite, a `bigint[]` on PostgreSQL. For lists that grow with the data (e.g. every
 * anchor whose nickname has a word): one placeholder instead of one per id, so no bound-parameter
 * limit, and the database matches against a hashed set rather than a long `or` chain.
 */
export function inIdList(db: Kysely<any>, column: string, ids: number[], opts: { not?: boolean } = {}): RawBuilder<boolean> {
  const list = isPostgres(db) ? sql`select unnest(cast(${ids} as bigint[]))` : sql`select value from json_each(${JSON.stringify(ids)})`;
  return opts.not ? sql<boolean>`${sql.ref(column)} not in (${list})` : sql<boolean>`${sql.ref(column)} in (${list})`;
}
