import type { AdminCommand } from '../../cli/commands';

const id = (raw: string | undefined, what: string) => {
  if (!raw || !/^\d+$/.test(raw)) throw new Error(`请提供${what} id`);
  return Number(raw);
};
const note = (flags: Record<string, string | true>) => (typeof flags.note === 'string' ? flags.note : null);

/** Operator commands for experts: reviewing applications and settling plans. */
export const expertCommands: AdminCommand[] = [
  {
    words: ['expert', 'list'],
    usage: 'expert list [--status pending|approved|rejected|all]',
    summary: '专家申请列表（默认待审核）',
    async run({ experts }, _args, flags) {
      const s = typeof flags.status === 'string' ? flags.status : 'pending';
      if (!['pending', 'approved', 'rejected', 'all'].includes(s)) throw new Error('status 须为 pending、approved、rejected 或 all');
      const list = await experts.service.applications.list(s === 'all' ? null : (s as 'pending'));
      if (list.length === 0) return '没有专家申请';
      return list
        .map((a) => `${a.id}\t用户 ${a.userId}\t${a.field === 'football' ? '足球' : '篮球'}\t${a.status}\t${a.introduction}`)
        .join('\n');
    },
  },
  {
    words: ['expert', 'approve'],
    usage: 'expert approve <申请 id> [--note 备注]',
    summary: '通过专家申请（用户成为专家）',
    async run({ experts }, [raw], flags) {
      const r = await experts.service.applications.approve(id(raw, '申请'), note(flags));
      return `申请 ${r.id} 已通过，用户 ${r.userId} 成为专家`;
    },
  },
  {
    words: ['expert', 'reject'],
    usage: 'expert reject <申请 id> [--note 原因]',
    summary: '驳回专家申请',
    async run({ experts }, [raw], flags) {
      const r = await experts.service.applications.reject(id(raw, '申请'), note(flags));
      return `申请 ${r.id} 已驳回（用户 ${r.userId}）`;
    },
  },
  {
    words: ['expert', 'settle'],
    usage: 'expert settle',
    summary: '结算所有比赛已结束的方案（重复执行不会重复结算）',
    async run({ experts }) {
      const n = await experts.service.trade.settleDue();
      return `本次结算 ${n} 个方案`;
    },
  },
];
