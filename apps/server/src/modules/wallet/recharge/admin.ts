import { ORDER_STATUS, fenToYuan, shanghaiDateTime, type TOrderStatus } from '@sports/contracts';
import type { Kysely } from 'kysely';
import type { AdminCommand } from '../../../cli/commands';
import type { Database } from '../../../db/schema';
import { rechargeRepository } from './repository';

export interface ReconcileReport {
  paidOrders: number;
  journals: number;
  problems: string[];
}

/** Paid orders against trade-1 journals, both ways: each paid order credited exactly its diamonds to its user, each credit has a paid order. */
export async function reconcileRecharges(db: Kysely<Database>): Promise<ReconcileReport> {
  const { paid, journals, statusOf } = await rechargeRepository(db).reconcileSources();
  const problems: string[] = [];
  const byRef = new Map<string, { userId: number; diamonds: number }[]>();
  for (const j of journals) {
    const list = byRef.get(j.ref) ?? [];
    list.push({ userId: Number(j.user_id), diamonds: Number(j.d_balance) });
    byRef.set(j.ref, list);
  }
  for (const o of paid) {
    const ref = `recharge:${o.order_no}`;
    const entries = byRef.get(ref);
    if (!entries) problems.push(`订单 ${o.order_no} 已支付但未入账`);
    else {
      const credited = entries.filter((e) => e.userId === Number(o.user_id)).reduce((s, e) => s + e.diamonds, 0);
      if (credited !== Number(o.diamonds) || entries.some((e) => e.userId !== Number(o.user_id)))
        problems.push(
          `订单 ${o.order_no} 应入账 ${o.diamonds} 球钻给用户 ${o.user_id}，实际 ${entries.map((e) => `用户 ${e.userId} ${e.diamonds}`).join('、')}`,
        );
    }
    byRef.delete(ref);
  }
  for (const [ref] of byRef) {
    const orderNo = ref.startsWith('recharge:') ? ref.slice('recharge:'.length) : null;
    const status = orderNo ? statusOf.get(orderNo) : undefined;
    problems.push(
      status
        ? `账目 ${ref} 对应订单状态为 ${ORDER_STATUS[status as TOrderStatus] ?? status}，不是已支付`
        : `账目 ${ref} 没有对应的充值订单`,
    );
  }
  return { paidOrders: paid.length, journals: new Set(journals.map((j) => j.ref)).size, problems };
}

/** Operator commands for recharge orders. */
export const rechargeCommands: AdminCommand[] = [
  {
    words: ['recharge', 'list'],
    usage: 'recharge list [--status pending|paid|cancelled|closed] [--limit 50]',
    summary: '列出充值订单（最新在前）',
    async run({ db }, _args, flags) {
      const status = typeof flags.status === 'string' ? flags.status : undefined;
      if (status && !(status in ORDER_STATUS)) throw new Error(`订单状态须为 ${Object.keys(ORDER_STATUS).join('、')} 之一`);
      const limit = typeof flags.limit === 'string' && /^\d+$/.test(flags.limit) ? Math.min(Math.max(Number(flags.limit), 1), 1000) : 50;
      const { rows, total } = await rechargeRepository(db).listOrders({ status }, 1, limit);
      if (!rows.length) return '没有充值订单';
      const fmt = (ms: number | null) => (ms === null ? '-' : shanghaiDateTime(Number(ms)));
      const lines = rows.map(
        (o) =>
          `${o.order_no}  用户 ${o.user_id}  ${fenToYuan(Number(o.fen))}元  ${o.diamonds}球钻  ${o.pay_method}  ${ORDER_STATUS[o.status as TOrderStatus] ?? o.status}  下单 ${fmt(o.created_at)}  支付 ${fmt(o.paid_at)}`,
      );
      return `共 ${total} 笔，显示 ${rows.length} 笔\n${lines.join('\n')}`;
    },
  },
  {
    words: ['recharge', 'reconcile'],
    usage: 'recharge reconcile',
    summary: '对账：已支付订单与充值入账（交易类型 1）逐笔核对，有差异时以非零状态退出',
    async run({ db }) {
      const r = await reconcileRecharges(db);
      const head = `已支付订单 ${r.paidOrders} 笔，充值入账 ${r.journals} 笔`;
      if (r.problems.length) throw new Error(`${head}\n对账不符（${r.problems.length} 处）：\n${r.problems.join('\n')}`);
      return `${head}\n对账一致`;
    },
  },
];
