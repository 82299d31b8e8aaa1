import { MAX_AMOUNT } from '@sports/contracts';
import type { AdminCommand } from '../../cli/commands';
import { withdrawCommands } from './withdraw/admin';

/** Operator commands for the books. */
export const walletCommands: AdminCommand[] = [
  {
    words: ['ledger', 'check'],
    usage: 'ledger check',
    summary: '核对账目：每个钱包的余额等于其全部流水之和，每笔账目借贷平衡，无负余额',
    async run({ wallet }) {
      const r = await wallet.service.check();
      const head = `钱包 ${r.accounts} 个，账目 ${r.journals} 笔，流水 ${r.entries} 条；平台侧：球钻 ${r.house.diamonds}，球票 ${r.house.tickets}`;
      if (r.problems.length) throw new Error(`${head}\n账目不平（${r.problems.length} 处）：\n${r.problems.join('\n')}`);
      return `${head}\n账目平衡`;
    },
  },
  {
    words: ['credit'],
    usage: 'credit <mobile> <球钻数> [--memo 备注]',
    summary: '人工充值球钻（交易类型 14）',
    async run({ identity, wallet }, [mobile, amount], flags) {
      if (!amount || !/^\d+$/.test(amount) || Number(amount) <= 0 || Number(amount) > MAX_AMOUNT)
        throw new Error(`球钻数须为 1 到 ${MAX_AMOUNT} 之间的整数`);
      const user = await identity.userByMobile(mobile);
      const memo = typeof flags.memo === 'string' ? flags.memo.slice(0, 100) : '人工充值';
      const after = await wallet.service.credit(Number(user.id), Number(amount), memo);
      return `已为 ${user.nick_name} 充值 ${amount} 球钻，当前余额 ${after.balance}`;
    },
  },
  ...withdrawCommands,
];
