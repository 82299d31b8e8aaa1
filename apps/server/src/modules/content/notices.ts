import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface Notice {
  /** Who is told; nobody when null or when it is the actor themself. */
  to: number | null;
  from: number;
  kind: 'reply' | 'like';
  /** What the notice opens: 1 a post, 2 a news article. */
  type: number;
  targetId: number;
  excerpt: string;
}

/** Stores a reply or like notice, on `db` or inside the caller's transaction. */
export async function sendNotice(db: Kysely<Database>, n: Notice, at: number): Promise<void> {
  if (n.to === null || n.to === n.from) return;
  await db
    .insertInto('content_notice')
    .values({
      user_id: n.to,
      from_user_id: n.from,
      kind: n.kind,
      target_type: n.type,
      target_id: n.targetId,
      excerpt: n.excerpt.slice(0, 60),
      created_at: at,
    })
    .execute();
}

/** Who a system message is from, as /v/message shows it. */
export const SYSTEM_SENDER = '系统通知';

/** The longest system message kept (an operator's warning with its note). */
const SYSTEM_NOTICE_MAX = 300;

/**
 * A system message in the user's inbox (/v/message), from the site rather than a person
 * (`from_user_id` 0); on `db` or inside the caller's transaction. `type`/`targetId` say what it
 * opens (1 a post, 2 a news article), 0 for nothing.
 */
export async function sendSystemNotice(
  db: Kysely<Database>,
  n: { to: number; text: string; type: number; targetId: number },
  at: number,
): Promise<void> {
  await db
    .insertInto('content_notice')
    .values({
      user_id: n.to,
      from_user_id: 0,
      kind: 'system',
      target_type: n.type,
      target_id: n.targetId,
      excerpt: n.text.slice(0, SYSTEM_NOTICE_MAX),
      created_at: at,
    })
    .execute();
}
