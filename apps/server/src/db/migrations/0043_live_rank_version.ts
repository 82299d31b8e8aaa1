import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * The anchor rank (followers gained in a period) is kept per list version like the room lists
 * (decision 0041): a follow or unfollow moves `live_list_version` too, whoever writes it and
 * whether or not the anchor has a room. See docs/decisions/0049-live-rank-answers-kept.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bump = sql`update live_list_version set v = v + 1 where id = 1`;
  if (isPostgres(db)) {
    await sql`create trigger live_follow_version_trg after insert or delete or update on live_follow
      for each statement execute function live_list_version_bump()`.execute(db);
    return;
  }
  await sql`create trigger live_follow_version_ai after insert on live_follow begin ${bump}; end`.execute(db);
  await sql`create trigger live_follow_version_ad after delete on live_follow begin ${bump}; end`.execute(db);
  await sql`create trigger live_follow_version_au after update on live_follow begin ${bump}; end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists live_follow_version_trg on live_follow`.execute(db);
    return;
  }
  for (const t of ['ai', 'ad', 'au']) await sql`drop trigger if exists ${sql.id(`live_follow_version_${t}`)}`.execute(db);
}
