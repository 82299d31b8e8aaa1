import fs from 'node:fs';
import type { AdminCommand } from '../../cli/commands';
import { AppError } from '../../http/errors';
import type { ContentModule } from './index';

const need = (flags: Record<string, string | true>, name: string, label: string): string => {
  const v = flags[name];
  if (typeof v !== 'string' || !v.trim()) throw new Error(`请指定${label}（--${name}）`);
  return v;
};
const idOf = (args: string[], label: string): number => {
  const id = Number(args[0]);
  if (!Number.isInteger(id) || id < 1) throw new Error(`请指定${label}编号`);
  return id;
};

/** Publishes or unpublishes through the editor the console uses; an unknown id is said, not thrown. */
async function publish(content: ContentModule, id: number, mode: 'now' | 'unpublish', done: string): Promise<string> {
  try {
    await content.service.editor.publish(id, { mode });
    return done;
  } catch (e) {
    if (e instanceof AppError && e.id === 'INFO_NOT_FOUND') return '没有这篇头条';
    throw e;
  }
}

/**
 * Operator commands of news and the community, through the content service (the operators'
 * console calls the same service functions): write and take down articles, categories,
 * circles, hide posts and read reports.
 */
export const contentCommands: AdminCommand[] = [
  {
    words: ['news', 'add'],
    usage: 'news add --column <no> --title <t> --body <html>|--body-file <f> --cover <url> [--tags a,b] [--author <name>] [--at <time>]',
    summary: '发布一篇头条（正文 HTML 会经过安全过滤；--at 定时发布，如 2026-06-01T20:00+08:00）',
    async run({ content }, _args, flags) {
      const body = typeof flags['body-file'] === 'string' ? fs.readFileSync(flags['body-file'], 'utf8') : need(flags, 'body', '正文');
      const at = typeof flags.at === 'string' ? Date.parse(flags.at) : undefined;
      if (at !== undefined && Number.isNaN(at)) throw new Error('定时发布的时间有误（--at）');
      const a = await content.service.editor.create({
        columnNo: need(flags, 'column', '分类'),
        title: need(flags, 'title', '标题'),
        body,
        cover: typeof flags.cover === 'string' ? flags.cover : '',
        summary: typeof flags.summary === 'string' ? flags.summary : undefined,
        tags: typeof flags.tags === 'string' ? flags.tags.split(/[,，]/) : [],
        authorName: typeof flags.author === 'string' ? flags.author : undefined,
        mode: at === undefined ? 'now' : 'schedule',
        at,
      });
      return a.state === 'scheduled' ? `已定时发布头条 #${a.id}（${new Date(a.publishedAt).toISOString()}）` : `已发布头条 #${a.id}`;
    },
  },
  {
    words: ['news', 'hide'],
    usage: 'news hide <id>',
    summary: '下线一篇头条',
    run: ({ content }, args) => publish(content, idOf(args, '头条'), 'unpublish', '已下线'),
  },
  {
    words: ['news', 'show'],
    usage: 'news show <id>',
    summary: '重新上线一篇头条',
    run: ({ content }, args) => publish(content, idOf(args, '头条'), 'now', '已上线'),
  },
  {
    words: ['news', 'category'],
    usage: 'news category <columnNo> <name> [--sort n]',
    summary: '添加或修改头条分类',
    async run({ content }, args, flags) {
      const [no, name] = args;
      if (!no || !name) throw new Error('请指定分类编号和名称');
      const id = await content.service.news.addCategory(no, name, Number(flags.sort ?? 0) || 0);
      return `分类 #${id}：${name}`;
    },
  },
  {
    words: ['news', 'list'],
    usage: 'news list [--keyword w]',
    summary: '列出最新的头条',
    async run({ content }, _args, flags) {
      const page = await content.service.news.list({
        keyword: typeof flags.keyword === 'string' ? flags.keyword : undefined,
        pageNum: 1,
        pageSize: 30,
      });
      return page.list.map((i) => `#${i.id} [${i.columnName}] ${i.title}`).join('\n') || '暂无数据';
    },
  },
  {
    words: ['community', 'circle', 'add'],
    usage: 'community circle add <name> [--description d] [--icon url]',
    summary: '添加社区圈子',
    async run({ content }, args, flags) {
      const name = args.join(' ').trim();
      if (!name) throw new Error('请指定圈子名称');
      const c = await content.service.circles.create({
        name,
        description: typeof flags.description === 'string' ? flags.description : '',
        icon: typeof flags.icon === 'string' ? flags.icon : '',
        sort: 0,
      });
      return `圈子 #${c.id}：${c.name}`;
    },
  },
  {
    words: ['community', 'post', 'hide'],
    usage: 'community post hide <id>',
    summary: '隐藏一条帖子（违规处理）',
    async run({ content }, args) {
      return (await content.service.posts.setPostHidden(idOf(args, '帖子'), true)) ? '已隐藏' : '没有这条帖子';
    },
  },
  {
    words: ['community', 'post', 'show'],
    usage: 'community post show <id>',
    summary: '恢复显示一条被隐藏的帖子',
    async run({ content }, args) {
      return (await content.service.posts.setPostHidden(idOf(args, '帖子'), false)) ? '已恢复' : '没有这条帖子';
    },
  },
  {
    words: ['community', 'reports'],
    usage: 'community reports',
    summary: '待处理的帖子和评论举报（处理在管理后台）',
    async run({ content }) {
      const { post, comment } = content.service.reportDesks;
      const rows = [...(await post.list('open', 50)), ...(await comment.list('open', 50))];
      return (
        rows.map((r) => `${r.kind === 'post' ? '帖子' : '评论'} #${r.targetId}  举报人 ${r.reporterNick}  ${r.reason}`).join('\n') ||
        '暂无举报'
      );
    },
  },
];
