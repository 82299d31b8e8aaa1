import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './migrations/helpers';

/**
 * `column like '%word%'` with the word's own `%`, `_` and `\` matched literally. Letter case follows
 * the database's `like` (SQLite ignores ASCII case, PostgreSQL does not).
 */
export function containsWord(column: string, word: string): RawBuilder<boolean> {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** Columns with a trigram index (migration 0032) and, on SQLite, the FTS5 table that holds it. */
const TRIGRAM_TABLES = { title: 'live_room_title_fts', nick_name: 'app_user_nick_fts' } as const;

/**
 * `containsWord` through the column's trigram index (migration 0032), so a search does not scan the
 * table. PostgreSQL's pg_trgm index answers the `like` itself; on SQLite the row ids come from the
 * column's FTS5 trigram table (`id` is the searched table's id column).
 */
export function containsWordIndexed(db: Kysely<any>, column: keyof typeof TRIGRAM_TABLES, word: string, id = 'id'): RawBuilder<boolean> {
  if (isPostgres(db)) return containsWord(column, word);
  const fts = sql.table(TRIGRAM_TABLES[column]);
  // FTS5 uses its index for a plain `like` only; a word with a wildcard character is matched literally by a scan
  const like = /[\\%_]/.test(word) ? containsWord(column, word) : sql<boolean>`${sql.ref(column)} like ${`%${word}%`}`;
  return sql<boolean>`${sql.ref(id)} in (select rowid from ${fts} where ${like})`;
}
