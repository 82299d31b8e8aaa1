import { ACCOUNT_LIMITS, PHONE_CODE_GATE_RE, USERNAME_RE } from '@sports/contracts';
import type { Kysely } from 'kysely';
import type { AdminCommand } from '../../cli/commands';
import type { Database } from '../../db/schema';
import { hashPassword } from './password';
import { identityRepository } from './repository';

function requireMobile(m: string | undefined): string {
  if (!m || !PHONE_CODE_GATE_RE.test(m)) throw new Error('请输入正确的手机号');
  return m;
}

/** The user an operator names by mobile, for every capability's admin commands. */
export async function userByMobile(db: Kysely<Database>, mobile: string | undefined) {
  const user = await identityRepository(db).findUserByMobile(requireMobile(mobile));
  if (!user) throw new Error('用户不存在');
  return user;
}

function passwordFlag(v: string | true | undefined): string | null {
  if (v === undefined) return null;
  if (v === true || v.length < ACCOUNT_LIMITS.passwordMin || v.length > ACCOUNT_LIMITS.passwordMax) throw new Error('密码,6-20个字符');
  return v;
}

/** Operator commands for users and sessions. */
export const userCommands: AdminCommand[] = [
  {
    words: ['user', 'add'],
    usage: 'user add <mobile> [--nick 昵称] [--username 用户名] [--password 密码] [--anchor] [--expert] [--level N] [--session]',
    summary: '创建用户（可设用户名、密码，可设为主播/专家；--session 另起一行输出登录令牌）',
    async run({ db, wallet, identity }, [mobile], flags) {
      const repo = identityRepository(db);
      const m = requireMobile(mobile);
      if (await repo.findUserByMobile(m)) throw new Error(`手机号 ${m} 已注册`);
      const nick = typeof flags.nick === 'string' ? flags.nick : `用户${m.slice(-4)}`;
      const level = typeof flags.level === 'string' ? Number(flags.level) : null;
      if (level !== null && (!Number.isInteger(level) || level < 0 || level > 100)) throw new Error('等级需为 0-100 的整数');
      const username = typeof flags.username === 'string' ? flags.username : null;
      if (username !== null && !USERNAME_RE.test(username)) throw new Error('用户名需为4-16位字母、数字或下划线，且以字母开头');
      if (username !== null && (await repo.findUserByUsername(username))) throw new Error(`用户名 ${username} 已被注册`);
      const password = passwordFlag(flags.password);
      const id = await repo.insertUser({
        mobile: m,
        username,
        nick_name: nick,
        level,
        is_anchor: flags.anchor ? 1 : 0,
        is_expert: flags.expert ? 1 : 0,
        password_hash: password ? await hashPassword(password) : null,
        created_at: Date.now(),
      });
      await wallet.service.openAccount(id);
      const done = `已创建用户 ${id}（${nick}${username ? `，用户名 ${username}` : ''}${password ? '，已设置密码' : ''}）`;
      return flags.session ? `${done}\n${await identity.service.createSession(id)}` : done;
    },
  },
  {
    words: ['user', 'password'],
    usage: 'user password <mobile> <新密码>',
    summary: '重置用户登录密码并解除锁定（其所有会话失效）',
    async run({ db }, [mobile, pw]) {
      const repo = identityRepository(db);
      const user = await userByMobile(db, mobile);
      const password = passwordFlag(pw);
      if (!password) throw new Error('密码,6-20个字符');
      await repo.updateUser(Number(user.id), { password_hash: await hashPassword(password), failed_logins: 0, locked_until: null });
      await repo.revokeUserSessions(Number(user.id), Date.now());
      return `已重置用户 ${user.id} 的密码`;
    },
  },
  {
    words: ['session', 'issue'],
    usage: 'session issue <mobile>',
    summary: '为用户签发登录令牌（用于接口调试）',
    async run({ identity }, [mobile]) {
      const user = await identity.userByMobile(mobile);
      return identity.service.createSession(Number(user.id));
    },
  },
];
