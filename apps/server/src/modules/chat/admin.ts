import type { AdminCommand } from '../../cli/commands';
import { chatRepository } from './repository';

const word = (args: string[]) => {
  const w = args.join(' ').trim();
  if (!w) throw new Error('请指定违禁词');
  if ([...w].length > 20) throw new Error('违禁词不能超过20个字');
  return w;
};

/**
 * Operator commands of the chat: banned words (masked as ** in messages, welcome lines and horns;
 * a running server picks changes up within 10 s) and horn announcements.
 */
export const chatCommands: AdminCommand[] = [
  {
    words: ['chat', 'ban-word', 'add'],
    usage: 'chat ban-word add <word>',
    summary: '添加违禁词（聊天中出现时替换为 **）',
    async run(db, args) {
      const w = word(args);
      const added = await chatRepository(db).addBannedWord(w, Date.now());
      return added ? `已添加违禁词「${w}」` : `违禁词「${w}」已存在`;
    },
  },
  {
    words: ['chat', 'ban-word', 'remove'],
    usage: 'chat ban-word remove <word>',
    summary: '删除违禁词',
    async run(db, args) {
      const w = word(args);
      return (await chatRepository(db).removeBannedWord(w)) ? `已删除违禁词「${w}」` : `没有违禁词「${w}」`;
    },
  },
  {
    words: ['chat', 'ban-word', 'list'],
    usage: 'chat ban-word list',
    summary: '列出违禁词',
    async run(db) {
      const rows = await chatRepository(db).bannedWords();
      return rows.length ? rows.map((r) => r.word).join('\n') : '暂无违禁词';
    },
  },
  {
    words: ['chat', 'horn'],
    usage: 'chat horn <content>',
    summary: '发布一条全站喇叭消息（系统公告）',
    async run(db, args) {
      const content = args.join(' ').trim();
      if (!content) throw new Error('请输入喇叭内容');
      if ([...content].length > 100) throw new Error('喇叭内容不能超过100个字');
      const id = await chatRepository(db).addHorn({ user_id: null, room_id: null, content, created_at: Date.now(), nick_name: null });
      return `已发布喇叭消息 #${id}`;
    },
  },
];
