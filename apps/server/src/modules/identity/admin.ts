import type { AdminCommand } from '../../cli/commands';
import { identityRepository } from './repository';
import { identityService } from './service';

const MOBILE = /^1[3-9]\d{9}$/;

function requireMobile(m: string | undefined): string {
  if (!m || !MOBILE.test(m)) throw new Error('请输入正确的手机号');
  return m;
}

/** Operator commands for users and sessions. */
export const userCommands: AdminCommand[] = [
  {
    words: ['user', 'add'],
    usage: 'user add <mobile> [--nick 昵称] [--anchor] [--expert] [--level N]',
    summary: '创建用户（可设为主播/专家）',
    async run(db, [mobile], flags) {
      const repo = identityRepository(db);
      const m = requireMobile(mobile);
      if (await repo.findUserByMobile(m)) throw new Error(`手机号 ${m} 已注册`);
      const nick = typeof flags.nick === 'string' ? flags.nick : `用户${m.slice(-4)}`;
      const level = typeof flags.level === 'string' ? Number(flags.level) : null;
      if (level !== null && (!Number.isInteger(level) || level < 0 || level > 100)) throw new Error('等级需为 0-100 的整数');
      const id = await repo.insertUser({
        mobile: m,
        username: null,
        nick_name: nick,
        level,
        is_anchor: flags.anchor ? 1 : 0,
        is_expert: flags.expert ? 1 : 0,
        password_hash: null,
        created_at: Date.now(),
      });
      return `已创建用户 ${id}（${nick}）`;
    },
  },
  {
    words: ['session', 'issue'],
    usage: 'session issue <mobile>',
    summary: '为用户签发登录令牌（用于接口调试）',
    async run(db, [mobile]) {
      const repo = identityRepository(db);
      const user = await repo.findUserByMobile(requireMobile(mobile));
      if (!user) throw new Error('用户不存在');
      return identityService(repo).createSession(Number(user.id));
    },
  },
];
