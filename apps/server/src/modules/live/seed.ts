import type { Kysely } from 'kysely';
import { matchTypeOfSport } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { identityRepository } from '../identity/repository';
import { walletRepository } from '../wallet/repository';
import { walletService } from '../wallet/service';
import { FINISHED_STATES } from './repository';

/**
 * Demo anchors and their rooms, all offline: a room is live only while a stream runs. Each shows
 * its poster and, where the calendar has one, the next match it is booked to stream.
 */
export const DEMO_ROOMS = [
  {
    mobile: '13800000002',
    nick: '主播阿杰',
    title: '阿杰聊英超：焦点战赛前分析',
    cover: '/demo/room-football-1.svg',
    nav: '足球',
    sport: 'football',
    fans: 1280,
  },
  {
    mobile: '13800000011',
    nick: '球评老周',
    title: '欧冠之夜 战术板复盘',
    cover: '/demo/room-football-2.svg',
    nav: '足球',
    sport: 'football',
    fans: 860,
  },
  {
    mobile: '13800000012',
    nick: '篮球小美',
    title: 'NBA 今日对决 实时解说',
    cover: '/demo/room-basketball-1.svg',
    nav: '篮球',
    sport: 'basketball',
    fans: 2310,
  },
  {
    mobile: '13800000013',
    nick: '大鹏看球',
    title: 'CBA 热血季后赛 一起看',
    cover: '/demo/room-basketball-2.svg',
    nav: '篮球',
    sport: 'basketball',
    fans: 540,
  },
  {
    mobile: '13800000014',
    nick: '体育夜话',
    title: '体育夜话：聊球到深夜',
    cover: '/demo/room-general-1.svg',
    nav: '综合',
    sport: null,
    fans: 320,
  },
] as const;

export async function seedLive(db: Kysely<Database>, now: number = Date.now()): Promise<void> {
  const users = identityRepository(db);
  const wallet = walletService(walletRepository(db), () => now);
  const navs = await db.selectFrom('nav_category').select(['id', 'name']).execute();
  for (const r of DEMO_ROOMS) {
    let user = await users.findUserByMobile(r.mobile);
    if (!user) {
      const id = await users.insertUser({
        mobile: r.mobile,
        username: null,
        nick_name: r.nick,
        level: 10,
        is_anchor: 1,
        is_expert: 0,
        description: `${r.nick}的直播间，欢迎关注`,
        fans_count: r.fans,
        password_hash: null,
        created_at: now,
      });
      await wallet.openAccount(id);
      user = await users.findUserById(id);
    } else if (!user.fans_count) {
      await db.updateTable('app_user').set({ fans_count: r.fans }).where('id', '=', user.id).execute();
    }
    if (!user || !user.is_anchor) continue;
    const next = r.sport
      ? await db
          .selectFrom('sport_match')
          .select('id')
          .where('sport', '=', r.sport)
          .where('kickoff_at', '>=', now)
          .where('state', 'not in', [...FINISHED_STATES[r.sport]])
          .orderBy('kickoff_at')
          .executeTakeFirst()
      : undefined;
    await db
      .insertInto('live_room')
      .values({
        anchor_id: Number(user.id),
        title: r.title,
        cover: r.cover,
        nav_id: navs.find((n) => n.name === r.nav)?.id ?? null,
        match_id: next ? Number(next.id) : null,
        match_type: next && r.sport ? matchTypeOfSport(r.sport) : null,
        notice: '欢迎来到直播间，文明观赛，理性交流。',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('anchor_id').doNothing())
      .execute();
  }
}
