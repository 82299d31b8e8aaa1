import type { AdminCommand } from '../../../cli/commands';

/** Operator commands for red packets (the server also sweeps every minute). */
export const nobilityCommands: AdminCommand[] = [
  {
    words: ['redpacket', 'expire'],
    usage: 'redpacket expire',
    summary: '退回所有已过期红包的未领取部分给发送者（交易类型 12；每个红包只退一次）',
    async run({ nobility }) {
      const r = await nobility.redPackets.sweep(100_000);
      return `已结算过期红包 ${r.packets} 个，退回 ${r.returned} 球钻`;
    },
  },
];
