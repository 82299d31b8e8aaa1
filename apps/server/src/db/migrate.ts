import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres } from './migrations/helpers';
import * as m0001 from './migrations/0001_site';
import * as m0002 from './migrations/0002_identity';
import * as m0003 from './migrations/0003_sports';

/** Migrations in order; the key is the stored name, so never rename one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_site': m0001,
  '0002_identity': m0002,
  '0003_sports': m0003,
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
  const migrator = await createMigrator(db);
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    // Kysely's catalogue scan reads every schema's tables and fails when another schema is being
    // dropped meanwhile (parallel test schemas); nothing was migrated then, so trying again is safe.
    if (attempt >= 3 || !droppedElsewhere(error)) throw error instanceof Error ? error : new Error(String(error));
  }
}

/** A PostgreSQL "undefined table" error about a table of a schema other than the current one. */
function droppedElsewhere(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '42P01' && /relation "[^".]+\.[^"]+" does not exist/.test(e?.message ?? '');
}
