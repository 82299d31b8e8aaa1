// Draws the covers of the demo news and the circles' icons (apps/web/public/news/*.svg): the
// project's own pictures, under the project's licence (decision 0025). `npx tsx scripts/news-covers.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { SEED_ARTICLES, SEED_CIRCLES } from '../apps/server/src/modules/content/seed-articles';

const OUT = path.join(import.meta.dirname, '../apps/web/public/news');
const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif";
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Colours by league: [from, to]. */
const PALETTE: Record<string, [string, string]> = {
  英超: ['#3d0d5c', '#00a3e0'],
  西甲: ['#7a0019', '#f2a900'],
  世界杯: ['#1c2b5a', '#75aadb'],
  欧冠: ['#071a4a', '#2f6fde'],
  中超: ['#8a0f14', '#e8491d'],
  NBA: ['#1d428a', '#c8102e'],
  CBA: ['#0b3d2e', '#e0a200'],
  社区: ['#2b2d42', '#ef233c'],
  观赛指南: ['#0f4c5c', '#5f0f40'],
};
const colours = (tags: string[]) => PALETTE[tags.find((t) => PALETTE[t]) ?? ''] ?? ['#22313f', '#4b79a1'];
const basketball = (tags: string[]) => tags.includes('NBA') || tags.includes('CBA');

function pitch(): string {
  return `<g fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="3"><rect x="520" y="40" width="360" height="300" rx="6"/><line x1="700" y1="40" x2="700" y2="340"/><circle cx="700" cy="190" r="44"/><rect x="520" y="120" width="60" height="140"/><rect x="820" y="120" width="60" height="140"/></g>`;
}
function court(): string {
  return `<g fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="3"><rect x="520" y="40" width="360" height="300" rx="6"/><line x1="700" y1="40" x2="700" y2="340"/><circle cx="700" cy="190" r="40"/><path d="M520 100 A100 100 0 0 1 520 280"/><path d="M880 100 A100 100 0 0 0 880 280"/></g>`;
}
/** Breaks a title into lines of at most `n` characters. */
function lines(s: string, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length && out.length < 3; i += n) out.push(s.slice(i, i + n));
  return out;
}

function cover(title: string, tags: string[]): string {
  const [a, b] = colours(tags);
  const head = title.split(/[：:，,]/)[0] ?? title;
  const text = lines(head, 11)
    .map((l, i) => `<text x="48" y="${170 + i * 52}" font-size="42" font-weight="700">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="380" viewBox="0 0 900 380">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<radialGradient id="l" cx=".2" cy=".1" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="900" height="380" fill="url(#g)"/><rect width="900" height="380" fill="url(#l)"/>${basketball(tags) ? court() : pitch()}
<g font-family="${FONT}" fill="#fff"><rect x="48" y="56" rx="14" width="${28 + 22 * (tags[0]?.length ?? 2)}" height="32" fill="#fff" fill-opacity=".2"/>
<text x="62" y="79" font-size="20" font-weight="600">${esc(tags[0] ?? '头条')}</text>${text}
<text x="48" y="340" font-size="18" fill-opacity=".8">${esc(tags.slice(1).join(' · '))}</text></g></svg>
`;
}

function icon(name: string): string {
  const [a, b] = colours([name.replace('圈', '').replace('综合讨论', '社区')]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="96" height="96" rx="20" fill="url(#g)"/><text x="48" y="60" text-anchor="middle" font-family="${FONT}" font-size="${name.length > 3 ? 22 : 28}" font-weight="700" fill="#fff">${esc(name.replace('圈', '').slice(0, 4))}</text></svg>
`;
}

fs.mkdirSync(OUT, { recursive: true });
for (const a of SEED_ARTICLES) fs.writeFileSync(path.join(OUT, path.basename(a.cover)), cover(a.title, a.tags));
for (const [name, , url] of SEED_CIRCLES) fs.writeFileSync(path.join(OUT, path.basename(url)), icon(name));
console.log(`wrote ${SEED_ARTICLES.length + SEED_CIRCLES.length} pictures to ${OUT}`);
