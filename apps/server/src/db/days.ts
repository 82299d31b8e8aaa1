import { sql, type RawBuilder } from 'kysely';
import { BEIJING_OFFSET_MS } from '@sports/contracts';

/**
 * The Beijing-time day of an epoch-milliseconds column, as whole days since the epoch (the same
 * number `dayIndex` gives in code). Integer division on both SQLite and PostgreSQL (bigint columns).
 */
export const beijingDay = (column: string): RawBuilder<number> =>
  sql<number>`((${sql.ref(column)} + ${sql.lit(BEIJING_OFFSET_MS)}) / 86400000)`;
