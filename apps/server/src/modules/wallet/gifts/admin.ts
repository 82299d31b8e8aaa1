import type { AdminCommand } from '../../../cli/commands';

/** Operator commands for the gift catalogue. */
export const giftCommands: AdminCommand[] = [
  {
    words: ['gift', 'list'],
    usage: 'gift list',
    summary: '礼物列表（含已下架）',
    async run({ gifts }) {
      const list = await gifts.service.allGifts();
      return list
        .map(
          (g) =>
            `${g.id}\t${g.name}\t${g.price} ${g.currency === 'ticket' ? '球票' : '球钻'}\t特效${g.effect}\t${g.enabled ? '上架' : '下架'}`,
        )
        .join('\n');
    },
  },
  {
    words: ['gift', 'set'],
    usage: 'gift set <id> [--price 价格] [--enabled 1|0] [--effect 0-3]',
    summary: '修改礼物价格、上下架、特效等级',
    async run({ gifts }, [id], flags) {
      if (!id || !/^\d+$/.test(id)) throw new Error('请提供礼物 id（gift list 查看）');
      const set: { price?: number; enabled?: boolean; effect?: number } = {};
      if (flags.price !== undefined) {
        const p = String(flags.price);
        if (!/^\d+$/.test(p) || Number(p) < 1 || Number(p) > 1_000_000) throw new Error('价格须为 1 到 1000000 之间的整数');
        set.price = Number(p);
      }
      if (flags.enabled !== undefined) {
        if (flags.enabled !== '1' && flags.enabled !== '0') throw new Error('--enabled 取 1（上架）或 0（下架）');
        set.enabled = flags.enabled === '1';
      }
      if (flags.effect !== undefined) {
        if (!/^[0-3]$/.test(String(flags.effect))) throw new Error('--effect 取 0 到 3');
        set.effect = Number(flags.effect);
      }
      if (Object.keys(set).length === 0) throw new Error('请指定 --price、--enabled 或 --effect');
      const svc = gifts.service;
      const g = await svc.setGift(Number(id), set).catch(() => {
        throw new Error(`礼物 ${id} 不存在`);
      });
      return `已更新：${g.name} ${g.price} ${g.currency === 'ticket' ? '球票' : '球钻'}，特效${g.effect}，${g.enabled ? '上架' : '下架'}`;
    },
  },
];
