import type { AdminCommand } from '../../cli/commands';

/** Operator commands for anchor applications. */
export const liveCommands: AdminCommand[] = [
  {
    words: ['anchor', 'approve'],
    usage: 'anchor approve <mobile>',
    summary: '通过主播申请：设为主播并开通直播间',
    async run({ identity, live }, [mobile]) {
      const user = await identity.userByMobile(mobile);
      const { roomId } = await live.service.review(user, true);
      return `已通过 ${user.nick_name} 的主播申请，直播间 ${roomId}`;
    },
  },
  {
    words: ['anchor', 'reject'],
    usage: 'anchor reject <mobile> <原因>',
    summary: '驳回主播申请（原因会展示给申请人）',
    async run({ identity, live }, [mobile, ...reasonWords]) {
      const reason = reasonWords.join(' ').trim();
      if (!reason) throw new Error('请填写驳回原因');
      if (reason.length > 100) throw new Error('驳回原因不能超过100个字符');
      const user = await identity.userByMobile(mobile);
      await live.service.review(user, false, reason);
      return `已驳回 ${user.nick_name} 的主播申请：${reason}`;
    },
  },
  {
    words: ['anchor', 'list'],
    usage: 'anchor list',
    summary: '列出待审核的主播申请',
    async run({ live }) {
      const rows = await live.service.pendingApplications();
      if (!rows.length) return '暂无待审核的主播申请';
      return rows
        .map(
          (r) =>
            `${r.mobile ?? '-'}  ${r.nickName}  ${r.realName}  ${r.contact}  ${new Date(r.createdAt).toISOString()}\n    ${r.introduction}`,
        )
        .join('\n');
    },
  },
];
