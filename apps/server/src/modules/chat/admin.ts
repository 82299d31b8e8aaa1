import type { AdminCommand } from '../../cli/commands';

const word = (args: string[]) => {
  const w = args.join(' ');
  if (!w.trim()) throw new Error('请指定违禁词');
  return w;
};

/**
 * Operator commands of the chat, through the chat service: banned words (masked as ** in messages
 * and welcome lines; a running server picks changes up within 10 s) and horn announcements.
 */
export const chatCommands: AdminCommand[] = [
  {
    words: ['chat', 'ban-word', 'add'],
    usage: 'chat ban-word add <word>',
    summary: '添加违禁词（聊天中出现时替换为 **）',
    async run({ chat }, args) {
      const { word: w, added } = await chat.service.addBannedWord(word(args));
      return added ? `已添加违禁词「${w}」` : `违禁词「${w}」已存在`;
    },
  },
  {
    words: ['chat', 'ban-word', 'remove'],
    usage: 'chat ban-word remove <word>',
    summary: '删除违禁词',
    async run({ chat }, args) {
      const { word: w, removed } = await chat.service.removeBannedWord(word(args));
      return removed ? `已删除违禁词「${w}」` : `没有违禁词「${w}」`;
    },
  },
  {
    words: ['chat', 'ban-word', 'list'],
    usage: 'chat ban-word list',
    summary: '列出违禁词',
    async run({ chat }) {
      const list = await chat.service.bannedWords();
      return list.length ? list.join('\n') : '暂无违禁词';
    },
  },
  {
    words: ['chat', 'horn'],
    usage: 'chat horn <content>',
    summary: '发布一条全站喇叭消息（系统公告）',
    async run({ chat }, args) {
      const id = await chat.service.systemHorn(args.join(' '));
      return `已发布喇叭消息 #${id}`;
    },
  },
];
