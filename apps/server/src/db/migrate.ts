import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres } from './migrations/helpers';
import * as m0001 from './migrations/0001_site';
import * as m0002 from './migrations/0002_identity';
import * as m0003 from './migrations/0003_sports';
import * as m0004 from './migrations/0004_accounts';
import * as m0005 from './migrations/0005_sports_feed';
import * as m0006 from './migrations/0006_live';
import * as m0007 from './migrations/0007_chat';
import * as m0008 from './migrations/0008_media';
import * as m0009 from './migrations/0009_wallet_ledger';
import * as m0010 from './migrations/0010_chat_extra';
import * as m0011 from './migrations/0011_wallet_recharge';
import * as m0012 from './migrations/0012_wallet_withdraw';
import * as m0013 from './migrations/0013_wallet_gifts';
import * as m0014 from './migrations/0014_wallet_nobility';
import * as m0015 from './migrations/0015_identity_anchor_order';
import * as m0016 from './migrations/0016_live_anchor_copy';
import * as m0017 from './migrations/0017_idempotency';
import * as m0020 from './migrations/0020_sports_datacentre';

/** Migrations in order; the key is the stored name, so never rename one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_site': m0001,
  '0002_identity': m0002,
  '0003_sports': m0003,
  '0004_accounts': m0004,
  '0005_sports_feed': m0005,
  '0006_live': m0006,
  '0007_chat': m0007,
  '0008_media': m0008,
  '0009_wallet_ledger': m0009,
  '0010_chat_extra': m0010,
  '0011_wallet_recharge': m0011,
  '0012_wallet_withdraw': m0012,
  '0013_wallet_gifts': m0013,
  '0014_wallet_nobility': m0014,
  '0015_identity_anchor_order': m0015,
  '0016_live_anchor_copy': m0016,
  '0017_idempotency': m0017,
  '0020_sports_datacentre': m0020,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * A migrator whose bookkeeping tables live in the connection's current schema. Kysely otherwise
 * looks for them in every schema of a PostgreSQL database and can find another schema's copy.
 */
export async function createMigrator(db: Kysely<any>): Promise<Migrator> {
  const schema = isPostgres(db) ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  return new Migrator({ db, provider, migrationTableSchema: schema });
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await (await createMigrator(db)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
