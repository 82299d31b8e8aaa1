import { DRAW_TYPES, WITHDRAW_STATUS, fenToYuan } from '@sports/contracts';
import type { AdminCommand, AdminContext } from '../../../cli/commands';

const admin = (ctx: AdminContext) => ctx.withdraw.service.admin;

function idOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,15}$/.test(raw)) throw new Error('请给出提现记录编号');
  return Number(raw);
}

/** Operator commands for withdrawals (payouts happen outside; these record the outcome in the books). */
export const withdrawCommands: AdminCommand[] = [
  {
    words: ['withdraw', 'list'],
    usage: 'withdraw list [--status 0|1|2|all]',
    summary: '提现申请列表（默认只列审核中的，含完整收款账号）',
    async run(ctx, _args, flags) {
      const s = flags.status;
      const status = s === 'all' ? null : s === undefined || s === true ? 0 : Number(s);
      if (status !== null && ![0, 1, 2].includes(status)) throw new Error('--status 须为 0、1、2 或 all');
      const rows = await admin(ctx).list(status, 200);
      if (!rows.length) return '没有提现申请';
      return rows
        .map((r) =>
          [
            `#${r.id}`,
            WITHDRAW_STATUS[Number(r.status) as 0 | 1 | 2],
            `${r.nick_name}(${r.mobile ?? '-'})`,
            DRAW_TYPES[Number(r.draw_type) as 1 | 2 | 3],
            `${r.amount} 球钻`,
            `实付 ${fenToYuan(Number(r.net_fen))} 元（代扣税 ${fenToYuan(Number(r.tax_fen))} 元）`,
            r.account_no ? `${r.bank_name} ${r.account_no} ${r.holder_name ?? ''}` : '',
            new Date(Number(r.created_at)).toISOString(),
            r.reason ? `原因：${r.reason}` : '',
          ]
            .filter(Boolean)
            .join('  '),
        )
        .join('\n');
    },
  },
  {
    words: ['withdraw', 'approve'],
    usage: 'withdraw approve <id>',
    summary: '确认已打款：冻结的球钻转给平台，累计到账增加实付金额（交易类型 3）',
    async run(ctx, [id]) {
      const r = await admin(ctx).approve(idOf(id));
      return `提现 #${r.id} 已到账：${r.amount} 球钻，实付 ${fenToYuan(Number(r.net_fen))} 元`;
    },
  },
  {
    words: ['withdraw', 'reject'],
    usage: 'withdraw reject <id> <原因>',
    summary: '驳回提现：冻结的球钻退回可提现（交易类型 6）',
    async run(ctx, [id, ...reason]) {
      const text = reason.join(' ').trim();
      if (!text) throw new Error('请写明驳回原因');
      const r = await admin(ctx).reject(idOf(id), text.slice(0, 100));
      return `提现 #${r.id} 已驳回，${r.amount} 球钻已退回可提现`;
    },
  },
  {
    words: ['withdraw', 'lowest'],
    usage: 'withdraw lowest [球钻数]',
    summary: '查看或设置单笔最低提现球钻（默认 100）',
    async run(ctx, [n]) {
      const a = admin(ctx);
      if (n === undefined) return `单笔最低提现球钻：${await a.lowest()}`;
      if (!/^\d{1,9}$/.test(n) || Number(n) < 1) throw new Error('最低提现球钻须为正整数');
      await a.setLowest(Number(n));
      return `单笔最低提现球钻已设为 ${Number(n)}`;
    },
  },
];
