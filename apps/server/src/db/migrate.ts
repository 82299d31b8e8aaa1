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
import * as m0021 from './migrations/0021_content';
import * as m0022 from './migrations/0022_experts';
import * as m0023 from './migrations/0023_replays';
import * as m0024 from './migrations/0024_operators';
import * as m0025 from './migrations/0025_speed_indexes';
import * as m0026 from './migrations/0026_match_centre';
import * as m0027 from './migrations/0027_content_likes_shields';
import * as m0028 from './migrations/0028_operator_audit_append_only';
import * as m0029 from './migrations/0029_search_queries';
import * as m0030 from './migrations/0030_chat_slow_mode';
import * as m0031 from './migrations/0031_sport_match_round_index';
import * as m0032 from './migrations/0032_search_trigrams';
import * as m0033 from './migrations/0033_attempt_claims';
import * as m0034 from './migrations/0034_content_circle_enabled';
import * as m0035 from './migrations/0035_noble_price';
import * as m0036 from './migrations/0036_user_sanctions';
import * as m0037 from './migrations/0037_report_acts';
import * as m0038 from './migrations/0038_room_moderation';
import * as m0039 from './migrations/0039_device_ids';
import * as m0040 from './migrations/0040_live_room_tally';
import * as m0041 from './migrations/0041_sport_match_competition_index';
import * as m0042 from './migrations/0042_live_list_version';
import * as m0043 from './migrations/0043_live_rank_version';
import * as m0044 from './migrations/0044_live_room_anchor_nick';
import * as m0045 from './migrations/0045_site_content_version';

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
  '0021_content': m0021,
  '0022_experts': m0022,
  '0023_replays': m0023,
  '0024_operators': m0024,
  '0025_speed_indexes': m0025,
  '0026_match_centre': m0026,
  '0027_content_likes_shields': m0027,
  '0028_operator_audit_append_only': m0028,
  '0029_search_queries': m0029,
  '0030_chat_slow_mode': m0030,
  '0031_sport_match_round_index': m0031,
  '0032_search_trigrams': m0032,
  '0033_attempt_claims': m0033,
  '0034_content_circle_enabled': m0034,
  '0035_noble_price': m0035,
  '0036_user_sanctions': m0036,
  '0037_report_acts': m0037,
  '0038_room_moderation': m0038,
  '0039_device_ids': m0039,
  '0040_live_room_tally': m0040,
  '0041_sport_match_competition_index': m0041,
  '0042_live_list_version': m0042,
  '0043_live_rank_version': m0043,
  '0044_live_room_anchor_nick': m0044,
  '0045_site_content_version': m0045,
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
