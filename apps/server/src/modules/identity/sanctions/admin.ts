import {
  SANCTION_LABELS,
  ZConsoleDeviceBanBodySchema,
  ZConsoleIpBanBodySchema,
  ZConsoleLiftBodySchema,
  ZConsoleSanctionBodySchema,
  ZConsoleWarnBodySchema,
  shanghaiDateTime,
  type TSanction,
} from '@sports/contracts';
import type { z } from 'zod';
import type { AdminCommand, AdminContext } from '../../../cli/commands';

/** Input checked by the console's own schema, so the CLI refuses what the console refuses, with the same words. */
function parsed<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const r = schema.safeParse(input);
  if (!r.success) throw new Error(r.error.issues[0]?.message ?? '参数有误');
  return r.data;
}

/** `30m`, `12h`, `7d` (minutes, hours, days) or `forever`; undefined when the text is none of these. */
function periodMinutes(text: string | undefined): number | null | undefined {
  if (text === 'forever' || text === '永久') return null;
  const m = /^(\d{1,6})([mhd])$/.exec(text ?? '');
  if (!m) return undefined;
  return Number(m[1]) * { m: 1, h: 60, d: 1440 }[m[2] as 'm' | 'h' | 'd'];
}

/** A user named by id or by mobile (11 digits). */
async function userIdOf(ctx: AdminContext, who: string | undefined): Promise<number> {
  if (who && /^1\d{10}$/.test(who)) return Number((await ctx.identity.userByMobile(who)).id);
  if (!who || !/^\d{1,15}$/.test(who)) throw new Error('请给出用户ID或手机号');
  return Number(who);
}

const reasonOf = (flags: Record<string, string | true>) => (typeof flags.reason === 'string' ? flags.reason : '');

function describeSanction(s: TSanction): string {
  const who = s.userId !== null ? `用户 ${s.userId}` : '';
  const ip = s.ip ? ` IP ${s.ip}` : s.deviceId ? ` 设备 ${s.deviceId}` : '';
  const until = s.kind === 'warn' ? '' : s.endsAt === null ? '  永久' : `  至 ${shanghaiDateTime(s.endsAt)}`;
  const state =
    s.kind === 'warn'
      ? ''
      : s.active
        ? '  生效中'
        : s.liftedAt !== null
          ? `  已解除（${s.liftedBy ?? ''}：${s.liftReason ?? ''}）`
          : '  已到期';
  return `#${s.id}  ${SANCTION_LABELS[s.kind]}  ${who}${ip}${until}${state}  原因：${s.reason}  ${s.createdBy} ${shanghaiDateTime(s.startsAt)}`;
}

const PERIOD = '<时长: 30m|12h|7d|forever>';

/** The console's sanctions from the command line, through the same service (and its checks). */
export const sanctionCommands: AdminCommand[] = [
  ...(['mute', 'ban'] as const).map((kind): AdminCommand => ({
    words: ['sanction', kind],
    usage: `sanction ${kind} <用户ID|手机号> ${PERIOD} --reason 原因`,
    summary: kind === 'mute' ? '全站禁言（聊天、发帖、评论）' : '封号（所有登录立即失效，不能登录）',
    async run(ctx, [who, period], flags) {
      const minutes = periodMinutes(period);
      if (minutes === undefined) throw new Error('时长须为 30m、12h、7d 或 forever 这样的写法');
      const body = parsed(ZConsoleSanctionBodySchema, { kind, userId: await userIdOf(ctx, who), minutes, reason: reasonOf(flags) });
      return `已${SANCTION_LABELS[kind]}：${describeSanction(await ctx.identity.sanctions.impose(body, ctx.operatorName))}`;
    },
  })),
  {
    words: ['sanction', 'ip'],
    usage: `sanction ip <IP> <时长: 30m|12h|7d> --reason 原因 [--user 用户ID]`,
    summary: '封禁IP一段时间（该地址不能登录、注册和发言）',
    async run(ctx, [ip, period], flags) {
      const minutes = periodMinutes(period);
      if (minutes === undefined || minutes === null) throw new Error('时长须为 30m、12h 或 7d 这样的写法（IP 不能永久封禁）');
      const userId = typeof flags.user === 'string' ? await userIdOf(ctx, flags.user) : undefined;
      const body = parsed(ZConsoleIpBanBodySchema, { ip, minutes, reason: reasonOf(flags), userId });
      return `已封禁：${describeSanction(await ctx.identity.sanctions.banIp(body, ctx.operatorName))}`;
    },
  },
  {
    words: ['sanction', 'device'],
    usage: `sanction device <设备ID> <时长: 30m|12h|7d> --reason 原因 [--user 用户ID]`,
    summary: '封禁设备一段时间（该设备不能登录、注册和发言，其上的登录立即失效）',
    async run(ctx, [deviceId, period], flags) {
      const minutes = periodMinutes(period);
      if (minutes === undefined || minutes === null) throw new Error('时长须为 30m、12h 或 7d 这样的写法（设备不能永久封禁）');
      const userId = typeof flags.user === 'string' ? await userIdOf(ctx, flags.user) : undefined;
      const body = parsed(ZConsoleDeviceBanBodySchema, { deviceId, minutes, reason: reasonOf(flags), userId });
      return `已封禁：${describeSanction(await ctx.identity.sanctions.banDevice(body, ctx.operatorName))}`;
    },
  },
  {
    words: ['sanction', 'warn'],
    usage: 'sanction warn <用户ID|手机号> <警告内容>',
    summary: '警告用户（警告内容进入其系统消息）',
    async run(ctx, [who, ...words]) {
      const body = parsed(ZConsoleWarnBodySchema, { userId: await userIdOf(ctx, who), message: words.join(' ') });
      return `已警告：${describeSanction(await ctx.identity.sanctions.warn(body, ctx.operatorName))}`;
    },
  },
  {
    words: ['sanction', 'lift'],
    usage: 'sanction lift <处罚ID> --reason 原因',
    summary: '提前解除禁言、封号、IP封禁或设备封禁',
    async run(ctx, [id], flags) {
      if (!id || !/^\d{1,15}$/.test(id)) throw new Error('请给出处罚ID');
      const { reason } = parsed(ZConsoleLiftBodySchema, { reason: reasonOf(flags) });
      return `已解除：${describeSanction(await ctx.identity.sanctions.lift(Number(id), reason, ctx.operatorName))}`;
    },
  },
  {
    words: ['sanction', 'list'],
    usage: 'sanction list [<用户ID|手机号>]',
    summary: '某用户的处罚记录；不给用户时列出IP和设备封禁',
    async run(ctx, [who]) {
      const list = who
        ? await ctx.identity.sanctions.ofUser(await userIdOf(ctx, who))
        : await ctx.identity.sanctions.bansOf(['ip', 'device']);
      return list.length ? list.map(describeSanction).join('\n') : '暂无处罚记录';
    },
  },
];
