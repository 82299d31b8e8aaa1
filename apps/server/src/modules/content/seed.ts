import { itemAt, must } from '@sports/contracts/indexed';
import type { ContentService } from './service';
import { SEED_ARTICLES, SEED_CATEGORIES, SEED_CIRCLES, SEED_POSTS } from './seed-articles';

const HOUR = 3_600_000;

/** Demo users who wrote the demo posts (identity's and live's demo accounts, found by mobile). */
const AUTHORS = [
  { mobile: '13800000001', nick: '球迷小王', level: 3, isAnchor: false, description: '', fans: 0 },
  { mobile: '13800000003', nick: '英超老炮', level: 5, isAnchor: false, description: '', fans: 0 },
  { mobile: '13800000011', nick: '球评老周', level: 10, isAnchor: true, description: '球评老周的直播间，欢迎关注', fans: 0 },
  { mobile: '13800000012', nick: '篮球小美', level: 10, isAnchor: true, description: '篮球小美的直播间，欢迎关注', fans: 0 },
];

export interface ContentSeedDeps {
  content: ContentService;
  ensureDemoUser(u: (typeof AUTHORS)[number], now: number): Promise<{ id: number }>;
}

export function articleHtml(paragraphs: string[], cover: string, title: string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const parts = paragraphs.map((p) => (p.startsWith('## ') ? `<h3>${esc(p.slice(3))}</h3>` : `<p>${esc(p)}</p>`));
  // The cover again inside the body, after the lead paragraph.
  parts.splice(1, 0, `<figure><img src="${cover}" alt="${esc(title)}" /><figcaption>${esc(title)}</figcaption></figure>`);
  return parts.join('\n');
}

/** News categories and articles, circles and a few posts, once (when there are no articles yet). */
export async function seedContent({ content, ensureDemoUser }: ContentSeedDeps, now: number): Promise<boolean> {
  if ((await content.news.countInfos()) > 0) return false;
  for (const [i, [columnNo, name]] of SEED_CATEGORIES.entries()) await content.news.addCategory(columnNo, name, i);
  // Oldest first, so ids follow publication.
  for (const a of [...SEED_ARTICLES].sort((x, y) => y.hoursAgo - x.hoursAgo)) {
    await content.editor.seed({
      columnNo: a.columnNo,
      title: a.title,
      body: articleHtml(a.paragraphs, a.cover, a.title),
      cover: a.cover,
      tags: a.tags,
      authorName: '体育头条编辑部',
      publishedAt: now - a.hoursAgo * HOUR,
    });
  }
  const circles = new Map<string, number>();
  for (const [i, [name, description, icon]] of SEED_CIRCLES.entries())
    circles.set(name, await content.circles.seed(name, description, icon, i));
  const authors = [];
  for (const u of AUTHORS) authors.push(await ensureDemoUser(u, now));
  for (const [i, [circle, title, text]] of SEED_POSTS.entries()) {
    await content.posts.seedPost({
      circleId: must(circles.get(circle), `seed circle ${circle} of a seed post`),
      userId: itemAt(authors, i % authors.length, 'demo post author').id,
      title,
      content: text,
      createdAt: now - (SEED_POSTS.length - i) * HOUR,
    });
  }
  return true;
}
