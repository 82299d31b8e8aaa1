import type { Kysely } from 'kysely';
import { matchTypeOfSport } from '@sports/contracts';
import type { Database } from '../../db/schema';
import type { LivePorts } from './ports';
import type { LiveService } from './service';

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

/** What the demo rooms are made with: the live capability as composed, and identity's demo users. */
export interface LiveSeedDeps {
  live: Pick<LiveService, 'anchorChanged'>;
  ports: Pick<LivePorts, 'navs' | 'openMatches'>;
  /** A demo user found by mobile or made with its wallet (identity's seeds). */
  ensureDemoUser(
    u: { mobile: string; nick: string; level: number; isAnchor: boolean; description: string; fans: number },
    now: number,
  ): Promise<{ id: number; isAnchor: boolean }>;
}

export async function seedLive(
  db: Kysely<Database>,
  { live, ports, ensureDemoUser }: LiveSeedDeps,
  now: number = Date.now(),
): Promise<void> {
  const navs = await ports.navs();
  for (const r of DEMO_ROOMS) {
    const user = await ensureDemoUser(
      { mobile: r.mobile, nick: r.nick, level: 10, isAnchor: true, description: `${r.nick}的直播间，欢迎关注`, fans: r.fans },
      now,
    );
    if (!user.isAnchor) continue;
    // The sport's next match still to be played, if the calendar has one.
    const [next] = r.sport
      ? (await ports.openMatches({ from: now, to: Number.MAX_SAFE_INTEGER, sport: r.sport, page: 1, pageSize: 1 })).ids
      : [];
    await db
      .insertInto('live_room')
      .values({
        anchor_id: user.id,
        title: r.title,
        cover: r.cover,
        nav_id: navs.find((n) => n.name === r.nav)?.id ?? null,
        match_id: next ?? null,
        match_type: next !== undefined && r.sport ? matchTypeOfSport(r.sport) : null,
        notice: '欢迎来到直播间，文明观赛，理性交流。',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('anchor_id').doNothing())
      .execute();
    // The demo fan count (set by identity above) into live's copy, which the room lists order by.
    await live.anchorChanged(user.id);
  }
}
