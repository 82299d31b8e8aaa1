import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword } from './password';
import { identityRepository } from './repository';

/** Demo accounts of a fresh install (README lists them): a fan, an anchor and an expert, each with a password. */
export const DEMO_USERS = [
  {
    mobile: '13800000001',
    username: 'demo',
    password: 'demo123456',
    nick: '球迷小王',
    description: '每周必看英超和NBA',
    is_anchor: 0,
    is_expert: 0,
    level: 3,
  },
  {
    mobile: '13800000002',
    username: 'anchor',
    password: 'anchor123456',
    nick: '主播阿杰',
    description: '足球解说，每晚八点开播',
    is_anchor: 1,
    is_expert: 0,
    level: 12,
  },
  {
    mobile: '13800000003',
    username: 'expert',
    password: 'expert123456',
    nick: '英超老炮',
    description: '专注英超与欧冠十年',
    is_anchor: 0,
    is_expert: 1,
    level: 8,
  },
] as const;

/** A new user's first step outside identity (the wallet opens their account). */
type OnUserCreated = (userId: number) => Promise<void>;

export async function seedIdentity(db: Kysely<Database>, onUserCreated: OnUserCreated, now: number = Date.now()): Promise<void> {
  const repo = identityRepository(db);
  for (const u of DEMO_USERS) {
    const id = await repo.insertUser({
      mobile: u.mobile,
      username: u.username,
      nick_name: u.nick,
      level: u.level,
      is_anchor: u.is_anchor,
      is_expert: u.is_expert,
      description: u.description,
      password_hash: await hashPassword(u.password),
      created_at: now,
    });
    await onUserCreated(id);
  }
}

export interface DemoUser {
  mobile: string;
  nick: string;
  level: number;
  isAnchor: boolean;
  description: string;
  fans: number;
}

/**
 * A demo user of another capability's seed (e.g. the demo anchors), found by mobile or made with its
 * wallet; one found without fans gets the demo fan count.
 */
export async function ensureDemoUser(
  db: Kysely<Database>,
  onUserCreated: OnUserCreated,
  u: DemoUser,
  now: number = Date.now(),
): Promise<{ id: number; isAnchor: boolean }> {
  const repo = identityRepository(db);
  const found = await repo.findUserByMobile(u.mobile);
  if (found) {
    if (!found.fans_count) await repo.updateUser(Number(found.id), { fans_count: u.fans });
    return { id: Number(found.id), isAnchor: Boolean(found.is_anchor) };
  }
  const id = await repo.insertUser({
    mobile: u.mobile,
    username: null,
    nick_name: u.nick,
    level: u.level,
    is_anchor: u.isAnchor ? 1 : 0,
    is_expert: 0,
    description: u.description,
    fans_count: u.fans,
    password_hash: null,
    created_at: now,
  });
  await onUserCreated(id);
  return { id, isAnchor: u.isAnchor };
}
