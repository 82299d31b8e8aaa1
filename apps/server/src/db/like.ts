import { sql, type RawBuilder } from 'kysely';

/**
 * `column like '%word%'` with the word's own `%`, `_` and `\` matched literally. Letter case follows
 * the database's `like` (SQLite ignores ASCII case, PostgreSQL does not).
 */
export function containsWord(column: string, word: string): RawBuilder<boolean> {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
