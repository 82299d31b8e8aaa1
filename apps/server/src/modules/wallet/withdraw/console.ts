import { CONSOLE_ROUTES, DRAW_TYPES, WITHDRAW_STATUS, fenToYuan, type TConsoleWithdrawal } from '@sports/contracts';
import { AppError } from '../../../http/errors';
import { consoleAction, type ConsoleAction } from '../../../http/console';
import type { withdrawService } from './service';

type Admin = ReturnType<typeof withdrawService>['admin'];
type Row = Awaited<ReturnType<Admin['list']>>[number];

const present = (r: Row): TConsoleWithdrawal => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  nickName: r.nick_name,
  mobile: r.mobile,
  status: Number(r.status),
  drawType: Number(r.draw_type),
  amount: Number(r.amount),
  netFen: Number(r.net_fen),
  taxFen: Number(r.tax_fen),
  account: [r.bank_name, r.account_no, r.holder_name].filter(Boolean).join(' '),
  reason: r.reason ?? '',
  createdAt: Number(r.created_at),
});

const statusOf = (s: '0' | '1' | '2' | 'all') => (s === 'all' ? null : Number(s));

/** A CSV cell: quoted, quotes doubled, and a leading formula character defused for spreadsheets. */
const cell = (v: string | number) => {
  const s = String(v);
  return `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
};

/** The audit entry of a decision: it is written in the payout's own transaction. */
const record = (before: TConsoleWithdrawal, after: TConsoleWithdrawal) => ({
  target: `withdrawal:${after.id} user:${after.userId}`,
  before,
  after,
});

/** Withdrawals in the console, through the same payouts the CLI uses (approve = paid out, reject = diamonds back). */
export function withdrawConsoleActions(admin: Admin): ConsoleAction[] {
  const one = async (id: number) => {
    const [row] = await admin.list(null, 1, id);
    if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
    return present(row);
  };
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleWithdrawals,
      permission: 'withdraw.read',
      handler: async (req) => (await admin.list(statusOf(req.query.status), 500)).map(present),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleWithdrawApprove,
      permission: 'withdraw.review',
      atomic: true,
      async handler(req, ctx) {
        const before = await one(req.params.id);
        let after = before;
        await admin.approve(req.params.id, (trx, done) =>
          ctx.commit(trx, record(before, (after = { ...before, status: done.status, reason: done.reason }))),
        );
        return after;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleWithdrawReject,
      permission: 'withdraw.review',
      atomic: true,
      async handler(req, ctx) {
        const before = await one(req.params.id);
        let after = before;
        await admin.reject(req.params.id, req.body.reason, (trx, done) =>
          ctx.commit(trx, record(before, (after = { ...before, status: done.status, reason: done.reason }))),
        );
        return after;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleWithdrawExport,
      permission: 'withdraw.export',
      audited: true,
      async handler(req, ctx, reply) {
        const rows = (await admin.list(statusOf(req.query.status), 5000)).map(present);
        ctx.note({ target: `withdrawals:${rows.length}` });
        const head = ['编号', '用户ID', '昵称', '手机号', '方式', '球钻', '实付(元)', '代扣税(元)', '收款账户', '状态', '申请时间'];
        const lines = rows.map((r) =>
          [
            r.id,
            r.userId,
            r.nickName,
            r.mobile ?? '',
            DRAW_TYPES[r.drawType as 1 | 2 | 3] ?? '',
            r.amount,
            fenToYuan(r.netFen),
            fenToYuan(r.taxFen),
            r.account,
            WITHDRAW_STATUS[r.status as 0 | 1 | 2] ?? '',
            new Date(r.createdAt).toISOString(),
          ]
            .map(cell)
            .join(','),
        );
        // Returned, not sent: the console writes the export's audit entry before the file goes out.
        reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="withdrawals.csv"');
        return `\uFEFF${[head.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
      },
    }),
  ];
}
