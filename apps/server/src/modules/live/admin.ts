import type { Kysely } from 'kysely';
import type { AdminCommand } from '../../cli/commands';
import type { Database } from '../../db/schema';
import { userByMobile } from '../identity/admin';
import { identityRepository } from '../identity/repository';
import { identityService } from '../identity/service';
import { scoresRepository } from '../sports/scores-repository';
import { scoresService } from '../sports/scores-service';
import { liveRepository } from './repository';
import { liveService } from './service';

/** The live service outside the server (no sockets, so no viewers; no gifts, so no price rank). */
export function offlineLiveService(db: Kysely<Database>) {
  const identity = identityService(identityRepository(db));
  const scores = scoresService(scoresRepository(db));
  return liveService(liveRepository(db), {
    matchesByIds: (ids, userId) => scores.matchesByIds(ids, userId),
    setAnchor: (userId, on) => identity.setAnchor(userId, on),
    viewers: () => 0,
    wealthRank: async () => [],
  });
}

/** Operator commands for anchor applications. */
export const liveCommands: AdminCommand[] = [
  {
    words: ['anchor', 'approve'],
    usage: 'anchor approve <mobile>',
    summary: '通过主播申请：设为主播并开通直播间',
    async run(db, [mobile]) {
      const user = await userByMobile(db, mobile);
      const { roomId } = await offlineLiveService(db).review(user, true);
      return `已通过 ${user.nick_name} 的主播申请，直播间 ${roomId}`;
    },
  },
  {
    words: ['anchor', 'reject'],
    usage: 'anchor reject <mobile> <原因>',
    summary: '驳回主播申请（原因会展示给申请人）',
    async run(db, [mobile, ...reasonWords]) {
      const reason = reasonWords.join(' ').trim();
      if (!reason) throw new Error('请填写驳回原因');
      if (reason.length > 100) throw new Error('驳回原因不能超过100个字符');
      const user = await userByMobile(db, mobile);
      await offlineLiveService(db).review(user, false, reason);
      return `已驳回 ${user.nick_name} 的主播申请：${reason}`;
    },
  },
  {
    words: ['anchor', 'list'],
    usage: 'anchor list',
    summary: '列出待审核的主播申请',
    async run(db) {
      const rows = await db
        .selectFrom('live_anchor_application as a')
        .innerJoin('app_user as u', 'u.id', 'a.user_id')
        .select(['u.mobile', 'u.nick_name', 'a.real_name', 'a.contact', 'a.introduction', 'a.created_at'])
        .where('a.state', '=', 0)
        .orderBy('a.created_at')
        .execute();
      if (!rows.length) return '暂无待审核的主播申请';
      return rows
        .map(
          (r) =>
            `${r.mobile ?? '-'}  ${r.nick_name}  ${r.real_name}  ${r.contact}  ${new Date(Number(r.created_at)).toISOString()}\n    ${r.introduction}`,
        )
        .join('\n');
    },
  },
];
