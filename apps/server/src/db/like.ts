import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './migrations/helpers';

/**
 * `column like '%word%'` with the word's own `%`, `_` and `\` matched literally. Letter case follows
 * the database's `like` (SQLite ignores ASCII case, PostgreSQL does not).
 */
export function containsWord(column: string | RawBuilder<unknown>, word: string): RawBuilder<boolean> {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${typeof column === 'string' ? sql.ref(column) : column} like ${pattern} escape '\\'`;
}

/** Columns with a trigram index (migrations 0032, 0044), their table, the FTS5 table that holds it on SQLite and the GIN index on PostgreSQL. */
const TRIGRAM_TABLES = {
  title: { table: 'live_room', fts: 'live_room_title_fts', gin: 'live_room_title_trgm_idx' },
  anchor_nick: { table: 'live_room', fts: 'live_room_nick_fts', gin: 'live_room_nick_trgm_idx' },
  nick_name: { table: 'app_user', fts: 'app_user_nick_fts', gin: 'app_user_nick_trgm_idx' },
} as const;
type TrigramColumn = keyof typeof TRIGRAM_TABLES;

/** The `like` FTS5 answers through its index: a plain one; a word with a wildcard character is matched literally by a scan. */
function ftsLike(column: RawBuilder<unknown>, word: string): RawBuilder<boolean> {
  return /[\\%_]/.test(word) ? containsWord(column, word) : sql<boolean>`${column} like ${`%${word}%`}`;
}

/**
 * `containsWord` through the column's trigram index (migration 0032), so a search does not scan the
 * table. PostgreSQL's pg_trgm index answers the `like` itself; on SQLite the row ids come from the
 * column's FTS5 trigram table (`id` is the searched table's id column).
 */
export function containsWordIndexed(db: Kysely<any>, column: TrigramColumn, word: string, id = 'id'): RawBuilder<boolean> {
  if (isPostgres(db)) return containsWord(sql.ref(column), word);
  const fts = sql.table(TRIGRAM_TABLES[column].fts);
  return sql<boolean>`${sql.ref(id)} in (select rowid from ${fts} where ${ftsLike(sql.ref(column), word)})`;
}

/**
 * Ids of at most `limit` rows whose column has the word and that `where` takes (SQL on the row's
 * other columns), in no order, found through the trigram index: the index is read only until
 * `limit` rows are found (on SQLite `containsWordIndexed` reads every match first), so how many
 * rows have a common word costs at most `limit` rows.
 */
export async function someIdsWithWord(
  db: Kysely<any>,
  column: TrigramColumn,
  word: string,
  where: RawBuilder<boolean>,
  limit: number,
): Promise<number[]> {
  const { table, fts } = TRIGRAM_TABLES[column];
  // A phrase of three or more characters is the word's trigrams in a row, which FTS5 answers from
  // the index alone; `like` would also read each match's row to check it.
  const has =
    [...word].length >= 3 && !/[\\%_]/.test(word)
      ? sql`${sql.table(fts)} match ${`"${word.replaceAll('"', '""')}"`}`
      : ftsLike(sql.ref(`f.${column}`), word);
  const query = isPostgres(db)
    ? sql<{ id: number }>`select id from ${sql.table(table)} where ${containsWord(sql.ref(column), word)} and ${where} limit ${limit}`
    : sql<{
        id: number;
      }>`select t.id from ${sql.table(fts)} f join ${sql.table(table)} t on t.id = f.rowid where ${has} and ${where} limit ${limit}`;
  return (await query.execute(db)).rows.map((r) => Number(r.id));
}

/** How often the server merges the trigram indexes (`keepTrigramIndexesMerged`). */
export const TRIGRAM_MERGE_MS = 10 * 60 * 1000;

/**
 * Moves what was written since into the body of each trigram index, where a lookup finds a word
 * through one tree whatever the number of rows. Both engines keep writes aside cheaply: SQLite's FTS5
 * a segment per change, merged by levels (at 20k rooms 13–17 segments against 2–7 at 1k, and each
 * trigram lookup of a search 1.4–3× dearer in callgrind's instruction count); PostgreSQL's GIN a
 * pending list that every lookup reads in full until vacuum moves it (with 20k rows pending the
 * planner rightly scanned the table instead: 3–20 ms against 0.05 ms). FTS5's `optimize` and
 * `gin_clean_pending_list` do nothing when there is nothing to move.
 */
export async function mergeTrigramIndexes(db: Kysely<any>): Promise<void> {
  for (const { fts, gin } of Object.values(TRIGRAM_TABLES))
    await (
      isPostgres(db)
        ? sql`select gin_clean_pending_list(${gin}::regclass)`
        : sql`insert into ${sql.table(fts)}(${sql.ref(fts)}) values ('optimize')`
    ).execute(db);
}

/** Merges the trigram indexes now (without waiting: failures go to `onError`) and every `everyMs`; returns the stop. */
export function keepTrigramIndexesMerged(db: Kysely<any>, onError: (err: unknown) => void, everyMs = TRIGRAM_MERGE_MS): () => void {
  const merge = () => void mergeTrigramIndexes(db).catch(onError);
  merge();
  const timer = setInterval(merge, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
