/**
 * Draws the chat's emoji set (SPEC §9: 75 pictures) as small SVG files into apps/web/public/emoji/
 * (`<n>.svg`, n = position in EMOJI_NAMES + 1). Faces are composed from eyes, mouth and extras;
 * gestures and objects are drawn shapes. Run `npx tsx scripts/emoji.ts` after changing the set.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMOJI_NAMES } from '../packages/contracts/src/chat';

type Eyes = 'dot' | 'happy' | 'closed' | 'wide' | 'heart' | 'x' | 'star' | 'shades' | 'wink' | 'roll' | 'side' | 'angry' | 'sad' | 'spiral';
type Mouth = 'smile' | 'grin' | 'flat' | 'o' | 'frown' | 'tongue' | 'wave' | 'zip' | 'kiss' | 'smirk' | 'open' | 'yawn' | 'sick' | 'teeth';
type Extra =
  | 'blush'
  | 'sweat'
  | 'tear'
  | 'tears'
  | 'anger'
  | 'question'
  | 'zzz'
  | 'heart'
  | 'hand'
  | 'finger'
  | 'band'
  | 'bulb'
  | 'steam'
  | 'palm'
  | 'wave-hand';
type Face = { face: true; eyes: Eyes; mouth: Mouth; extras?: Extra[]; tone?: string };

const INK = '#5b3a12';
const eyes = (e: Eyes): string => {
  const pair = (f: (x: number) => string) => f(22) + f(42);
  switch (e) {
    case 'dot':
      return pair((x) => `<circle cx="${x}" cy="26" r="3.2" fill="${INK}"/>`);
    case 'happy':
      return pair((x) => `<path d="M${x - 5} 28q5-7 10 0" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>`);
    case 'closed':
      return pair((x) => `<path d="M${x - 5} 26h10" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`);
    case 'wide':
      return pair(
        (x) =>
          `<circle cx="${x}" cy="25" r="5.5" fill="#fff" stroke="${INK}" stroke-width="2"/><circle cx="${x}" cy="25" r="2.5" fill="${INK}"/>`,
      );
    case 'heart':
      return pair((x) => `<path d="M${x} 31l-5.5-5.5a3.2 3.2 0 0 1 5.5-4 3.2 3.2 0 0 1 5.5 4z" fill="#e53935"/>`);
    case 'x':
      return pair((x) => `<path d="M${x - 4} 22l8 8M${x + 4} 22l-8 8" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`);
    case 'star':
      return pair((x) => `<path d="M${x} 19l2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z" fill="#ff9800"/>`);
    case 'shades':
      return `<path d="M12 21h40v3c0 6-4 9-9 9s-9-3-9-8h-4c0 5-4 8-9 8s-9-3-9-9z" fill="#222"/>`;
    case 'wink':
      return `<circle cx="22" cy="26" r="3.2" fill="${INK}"/><path d="M37 28q5-7 10 0" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    case 'roll':
      return pair(
        (x) =>
          `<circle cx="${x}" cy="26" r="5.5" fill="#fff" stroke="${INK}" stroke-width="2"/><circle cx="${x}" cy="22.5" r="2.3" fill="${INK}"/>`,
      );
    case 'side':
      return pair(
        (x) =>
          `<circle cx="${x}" cy="26" r="5" fill="#fff" stroke="${INK}" stroke-width="2"/><circle cx="${x + 2.5}" cy="26" r="2.2" fill="${INK}"/>`,
      );
    case 'angry':
      return (
        pair((x) => `<circle cx="${x}" cy="28" r="3" fill="${INK}"/>`) +
        `<path d="M15 20l11 4M49 20l-11 4" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`
      );
    case 'sad':
      return (
        pair((x) => `<circle cx="${x}" cy="27" r="3" fill="${INK}"/>`) +
        `<path d="M16 22l9-3M48 22l-9-3" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>`
      );
    case 'spiral':
      return pair(
        (x) => `<path d="M${x} 26m-1 0a1 1 0 1 1 2 0a3 3 0 1 1-6 0a5 5 0 1 1 10 0" stroke="${INK}" stroke-width="2" fill="none"/>`,
      );
  }
};
const mouth = (m: Mouth): string => {
  switch (m) {
    case 'smile':
      return `<path d="M21 39q11 10 22 0" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    case 'grin':
      return `<path d="M18 37h28q-2 13-14 13t-14-13z" fill="${INK}"/><path d="M22 38h20v3H22z" fill="#fff"/>`;
    case 'flat':
      return `<path d="M23 43h18" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`;
    case 'o':
      return `<ellipse cx="32" cy="43" rx="4.5" ry="5.5" fill="${INK}"/>`;
    case 'frown':
      return `<path d="M22 47q10-9 20 0" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    case 'tongue':
      return `<path d="M20 39q12 9 24 0" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M33 43h8v4a4 4 0 0 1-8 0z" fill="#e57373"/>`;
    case 'wave':
      return `<path d="M20 44l4-3 4 3 4-3 4 3 4-3 4 3" stroke="${INK}" stroke-width="2.5" fill="none" stroke-linejoin="round"/>`;
    case 'zip':
      return `<path d="M20 43h24" stroke="${INK}" stroke-width="3"/><path d="M23 40v6M27 40v6M31 40v6M35 40v6M39 40v6" stroke="${INK}" stroke-width="1.5"/>`;
    case 'kiss':
      return `<path d="M30 38q6 2 0 5q6 2 0 5" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    case 'smirk':
      return `<path d="M24 43q10 3 17-5" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    case 'open':
      return `<path d="M20 38h24q0 12-12 12t-12-12z" fill="${INK}"/><path d="M26 45q6-4 12 0q-2 5-6 5t-6-5z" fill="#e57373"/>`;
    case 'yawn':
      return `<ellipse cx="32" cy="44" rx="7" ry="8" fill="${INK}"/>`;
    case 'sick':
      return `<path d="M22 40h20l-4 10h-12z" fill="#7cb342"/>`;
    case 'teeth':
      return `<rect x="20" y="38" width="24" height="9" rx="3" fill="#fff" stroke="${INK}" stroke-width="2"/><path d="M26 38v9M32 38v9M38 38v9M20 42.5h24" stroke="${INK}" stroke-width="1.2"/>`;
  }
};
const extra = (x: Extra): string => {
  switch (x) {
    case 'blush':
      return `<ellipse cx="15" cy="36" rx="4.5" ry="2.5" fill="#ff8a80" opacity=".7"/><ellipse cx="49" cy="36" rx="4.5" ry="2.5" fill="#ff8a80" opacity=".7"/>`;
    case 'sweat':
      return `<path d="M50 10q5 7 2 10a3.5 3.5 0 0 1-5-3z" fill="#4fc3f7"/>`;
    case 'tear':
      return `<path d="M20 31q-3 6 0 8t3-3z" fill="#4fc3f7"/>`;
    case 'tears':
      return `<path d="M18 30v18M46 30v18" stroke="#4fc3f7" stroke-width="5" stroke-linecap="round"/>`;
    case 'anger':
      return `<path d="M47 6l3 5 5-3-3 5 5 3-5 1 1 5-4-3-4 3 1-5-5-1 5-3-3-5 5 3z" fill="#e53935"/>`;
    case 'question':
      return `<text x="50" y="16" font-size="16" font-weight="700" fill="#1976d2" font-family="sans-serif">?</text>`;
    case 'zzz':
      return `<text x="44" y="15" font-size="12" font-weight="700" fill="#1976d2" font-family="sans-serif">z</text><text x="51" y="9" font-size="9" font-weight="700" fill="#1976d2" font-family="sans-serif">z</text>`;
    case 'heart':
      return `<path d="M52 22l-6-6a3.5 3.5 0 0 1 6-4.5 3.5 3.5 0 0 1 6 4.5z" fill="#e53935"/>`;
    case 'hand':
      return `<path d="M40 52q-2-9 6-10l8-1q3 0 3 3t-3 3h-4l6 1q2 1 1 4t-4 2" fill="#ffca28" stroke="${INK}" stroke-width="1.5"/>`;
    case 'finger':
      return `<path d="M28 40h8v12h-8z" fill="#ffca28" stroke="${INK}" stroke-width="1.5"/><path d="M30 30h4v11h-4z" fill="#ffca28" stroke="${INK}" stroke-width="1.5"/>`;
    case 'band':
      return `<path d="M8 16h48v6H8z" fill="#e53935"/><path d="M50 19l8 6-2 3z" fill="#e53935"/>`;
    case 'bulb':
      return `<circle cx="52" cy="11" r="6" fill="#fff176" stroke="#f9a825" stroke-width="1.5"/><path d="M50 17h4v3h-4z" fill="#9e9e9e"/>`;
    case 'steam':
      return `<path d="M6 36q4-2 6 1M58 36q-4-2-6 1" stroke="#bdbdbd" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    case 'palm':
      return `<path d="M14 22q0-6 6-6h10v10H14z" fill="#ffca28" stroke="${INK}" stroke-width="1.5"/><path d="M34 22q0-6 6-6h10v10H34z" fill="#ffca28" stroke="${INK}" stroke-width="1.5"/>`;
    case 'wave-hand':
      return `<path d="M46 54l-6-14q-1-3 2-3.5t4 2.5l1 3 0-11q0-3 3-3t3 3v8l1-6q0-2.5 2.5-2.5T59 33v12q0 9-7 11z" fill="#ffca28" stroke="${INK}" stroke-width="1.5"/>`;
  }
};
const face = (f: Face) =>
  `<circle cx="32" cy="32" r="28" fill="${f.tone ?? '#ffd54f'}" stroke="#f5a623" stroke-width="2"/>${eyes(f.eyes)}${mouth(f.mouth)}${(f.extras ?? []).map(extra).join('')}`;

/** Gestures and objects. */
const SHAPES: Record<string, string> = {
  爱心: `<path d="M32 56L9 33a13 13 0 0 1 23-17 13 13 0 0 1 23 17z" fill="#e53935"/>`,
  心碎: `<path d="M30 54L9 33a13 13 0 0 1 21-17l-4 12 6 5-4 10z" fill="#e53935"/><path d="M35 54l21-21a13 13 0 0 0-21-17l2 12-6 5 6 9z" fill="#c62828"/>`,
  鼓掌: `<path d="M14 44l12-26q2-4 5-2t1 5l-3 9 12-14q3-3 5-1t0 5l-8 9 9-5q3-1 4 1.5t-2 4.5l-13 11q-8 7-16 3z" fill="#ffca28" stroke="${INK}" stroke-width="2"/><path d="M8 14l5 5M14 8l3 6M4 22l6 2" stroke="#f5a623" stroke-width="2.5" stroke-linecap="round"/>`,
  点赞: `<path d="M8 28h10v28H8z" fill="#42a5f5"/><path d="M20 30l10-20q6 0 5 8l-2 8h16q6 1 4 7l-5 18q-1 5-6 5H20z" fill="#ffca28" stroke="${INK}" stroke-width="2"/>`,
  踩: `<g transform="rotate(180 32 32)"><path d="M8 28h10v28H8z" fill="#78909c"/><path d="M20 30l10-20q6 0 5 8l-2 8h16q6 1 4 7l-5 18q-1 5-6 5H20z" fill="#ffca28" stroke="${INK}" stroke-width="2"/></g>`,
  握手: `<path d="M4 26l14-8 12 6 10-6 20 8v14l-10 6-8 8q-3 2-6 0L14 40 4 38z" fill="#ffca28" stroke="${INK}" stroke-width="2"/><path d="M26 30l10 9M30 27l11 10M35 25l10 9" stroke="${INK}" stroke-width="2"/>`,
  胜利: `<path d="M22 6l6 26h8l6-26q4 0 4 4l-4 24q8 2 6 10l-3 10q-2 6-9 6H28q-9 0-10-9l-1-10q0-5 5-5l-4-26q0-4 4-4z" fill="#ffca28" stroke="${INK}" stroke-width="2"/>`,
  抱拳: `<circle cx="26" cy="34" r="15" fill="#ffca28" stroke="${INK}" stroke-width="2"/><path d="M36 20h12q6 0 6 6v16q0 6-6 6H36z" fill="#ffe082" stroke="${INK}" stroke-width="2"/><path d="M18 28h14M18 34h14M18 40h14" stroke="${INK}" stroke-width="1.5"/>`,
  OK: `<circle cx="24" cy="30" r="9" fill="none" stroke="#ffca28" stroke-width="7"/><path d="M32 26l6-18q3-2 5 1l-3 18 6-14q3-2 5 1l-4 15 5-8q3-1 4 2l-6 18q-3 10-13 10-9 0-12-8" fill="#ffca28" stroke="${INK}" stroke-width="2"/>`,
  拳头: `<path d="M12 24q0-6 6-6h28q8 0 8 8v18q0 12-12 12H24q-12 0-12-12z" fill="#ffca28" stroke="${INK}" stroke-width="2"/><path d="M22 18v14M32 18v14M42 18v14M12 32h30" stroke="${INK}" stroke-width="2"/>`,
  加油: `<path d="M20 60V20M20 20l34 8-34 10" fill="#e53935" stroke="#b71c1c" stroke-width="2"/><text x="26" y="34" font-size="10" font-weight="700" fill="#fff" font-family="sans-serif">GO</text><circle cx="20" cy="60" r="3" fill="#8d6e63"/>`,
  厉害: `<path d="M10 26l22-18 22 18-22 32z" fill="#29b6f6" stroke="#0277bd" stroke-width="2"/><path d="M10 26h44M22 26l10 32 10-32M22 26l10-18 10 18" stroke="#0277bd" stroke-width="1.5" fill="none"/>`,
  '666': `<rect x="4" y="14" width="56" height="36" rx="10" fill="#ff7043"/><text x="32" y="42" text-anchor="middle" font-size="24" font-weight="800" fill="#fff" font-family="sans-serif">666</text>`,
  足球: `<circle cx="32" cy="32" r="27" fill="#fff" stroke="#222" stroke-width="2.5"/><path d="M32 20l10 7-4 12H26l-4-12z" fill="#222"/><path d="M32 20V6M42 27l13-4M38 39l8 11M26 39l-8 11M22 27L9 23" stroke="#222" stroke-width="2.5"/>`,
  篮球: `<circle cx="32" cy="32" r="27" fill="#fb8c00" stroke="#5d2e00" stroke-width="2.5"/><path d="M5 32h54M32 5v54M13 13q12 19 0 38M51 13q-12 19 0 38" stroke="#5d2e00" stroke-width="2.5" fill="none"/>`,
  奖杯: `<path d="M18 8h28v14q0 14-14 16-14-2-14-16z" fill="#ffc107" stroke="#f57f17" stroke-width="2"/><path d="M18 12H8q0 12 12 14M46 12h10q0 12-12 14" stroke="#f57f17" stroke-width="3" fill="none"/><path d="M28 38h8v8h-8zM20 46h24v10H20z" fill="#ffc107" stroke="#f57f17" stroke-width="2"/>`,
  球门: `<path d="M6 54V14h52v40" fill="none" stroke="#eee" stroke-width="4"/><path d="M6 14h52v40H6z" fill="#90a4ae" opacity=".25"/><path d="M14 14v40M22 14v40M30 14v40M38 14v40M46 14v40M54 14v40M6 22h52M6 30h52M6 38h52M6 46h52" stroke="#b0bec5" stroke-width="1"/><path d="M6 54V14h52v40" fill="none" stroke="#546e7a" stroke-width="3"/><path d="M2 56h60" stroke="#43a047" stroke-width="4"/>`,
  哨子: `<path d="M8 30q0-12 14-12h32v12H38q0 16-15 16T8 30z" fill="#90a4ae" stroke="#455a64" stroke-width="2"/><circle cx="22" cy="32" r="6" fill="#455a64"/><path d="M54 18v12" stroke="#455a64" stroke-width="3"/><path d="M46 52q6-4 12 0" stroke="#455a64" stroke-width="2" fill="none"/>`,
  红牌: `<rect x="18" y="6" width="28" height="40" rx="3" fill="#e53935" transform="rotate(12 32 26)"/><path d="M16 58q6-8 12-4l6-16q3-4 6 0l-2 14q6 0 8 6" fill="#ffca28" stroke="${INK}" stroke-width="2"/>`,
  黄牌: `<rect x="18" y="6" width="28" height="40" rx="3" fill="#fdd835" stroke="#f9a825" stroke-width="1.5" transform="rotate(12 32 26)"/><path d="M16 58q6-8 12-4l6-16q3-4 6 0l-2 14q6 0 8 6" fill="#ffca28" stroke="${INK}" stroke-width="2"/>`,
  火: `<path d="M32 4q4 12 12 20t6 18q-2 16-18 18-16-2-18-18 0-12 10-20 0 8 5 10-2-16 3-28z" fill="#ff5722"/><path d="M32 30q8 8 7 16-1 8-7 9-6-1-7-9 0-6 5-9 0 4 2 5z" fill="#ffc107"/>`,
  礼物: `<rect x="8" y="24" width="48" height="12" fill="#e53935"/><rect x="12" y="36" width="40" height="22" fill="#ef5350"/><path d="M29 24h6v34h-6z" fill="#ffd54f"/><path d="M32 24q-14-16-18-6t18 6q14-16 18-6t-18 6" fill="none" stroke="#ffd54f" stroke-width="3"/>`,
  玫瑰: `<path d="M32 34v26" stroke="#43a047" stroke-width="3"/><path d="M32 48q-10-6-14 0 8 4 14 0" fill="#66bb6a"/><path d="M20 18q0-12 12-12t12 12q0 14-12 16-12-2-12-16z" fill="#e53935"/><path d="M26 16q6-6 12 0-6 8-12 0z" fill="#b71c1c"/>`,
  凋谢: `<path d="M32 34q-2 14 4 26" stroke="#8d6e63" stroke-width="3" fill="none"/><path d="M22 24q-2-12 10-14t12 10q0 12-12 14-8 0-10-10z" fill="#8d6e63" transform="rotate(35 32 22)"/><path d="M16 44q3 4 6 3M44 50q-3 3-6 1" stroke="#a1887f" stroke-width="3" fill="none"/>`,
  太阳: `<circle cx="32" cy="32" r="13" fill="#ffb300"/><path d="M32 4v10M32 50v10M4 32h10M50 32h10M12 12l7 7M45 45l7 7M12 52l7-7M45 19l7-7" stroke="#ffb300" stroke-width="4" stroke-linecap="round"/>`,
  月亮: `<path d="M40 6a26 26 0 1 0 18 40A22 22 0 0 1 40 6z" fill="#ffd54f"/><circle cx="22" cy="30" r="3" fill="#ffb300"/><circle cx="28" cy="44" r="2" fill="#ffb300"/>`,
  星星: `<path d="M32 4l8 17 18 2-13 13 4 19-17-9-17 9 4-19L6 23l18-2z" fill="#ffc107" stroke="#ff8f00" stroke-width="2" stroke-linejoin="round"/>`,
  啤酒: `<path d="M12 18h30v38H12z" fill="#ffb300" stroke="#8d6e63" stroke-width="2"/><path d="M42 24h8q4 0 4 4v14q0 4-4 4h-8" fill="none" stroke="#8d6e63" stroke-width="4"/><path d="M10 18q0-10 8-8 4-6 10-2 6-4 10 2 8-2 6 8z" fill="#fff" stroke="#e0e0e0" stroke-width="1.5"/>`,
  咖啡: `<path d="M10 26h36v16q0 14-18 14T10 42z" fill="#fff" stroke="#6d4c41" stroke-width="2.5"/><path d="M46 30h4q6 0 6 6t-6 6h-5" fill="none" stroke="#6d4c41" stroke-width="3"/><path d="M13 29h30" stroke="#6d4c41" stroke-width="4"/><path d="M20 8q-4 6 0 10M28 6q-4 6 0 12M36 8q-4 6 0 10" stroke="#bdbdbd" stroke-width="2.5" fill="none"/>`,
  蛋糕: `<rect x="8" y="32" width="48" height="24" rx="3" fill="#f8bbd0"/><path d="M8 40q6 6 12 0t12 0 12 0 12 0" fill="none" stroke="#fff" stroke-width="3"/><rect x="14" y="22" width="36" height="10" rx="2" fill="#fce4ec"/><path d="M24 12v10M32 10v12M40 12v10" stroke="#42a5f5" stroke-width="3"/><path d="M24 6q2 3 0 5M32 4q2 3 0 5M40 6q2 3 0 5" stroke="#ff9800" stroke-width="2" fill="none"/>`,
  炸弹: `<circle cx="28" cy="38" r="20" fill="#37474f"/><path d="M40 22l6-6" stroke="#795548" stroke-width="4"/><path d="M46 16q4-8 10-6" stroke="#8d6e63" stroke-width="2" fill="none"/><path d="M56 6l2 4 4 1-4 2-1 4-2-4-4-1 4-2z" fill="#ff9800"/><circle cx="20" cy="30" r="4" fill="#78909c"/>`,
  钱: `<rect x="4" y="16" width="56" height="32" rx="4" fill="#66bb6a" stroke="#2e7d32" stroke-width="2"/><circle cx="32" cy="32" r="10" fill="#a5d6a7" stroke="#2e7d32" stroke-width="2"/><text x="32" y="37" text-anchor="middle" font-size="13" font-weight="800" fill="#1b5e20" font-family="sans-serif">¥</text>`,
  庆祝: `<path d="M8 58l12-34 20 20z" fill="#ffb300" stroke="#f57f17" stroke-width="2"/><path d="M30 18q6-10 14-6M38 28q10-6 16 2M44 8l4 2M54 18l3-4M50 36l6 2" stroke="#e91e63" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="26" cy="10" r="2.5" fill="#42a5f5"/><circle cx="56" cy="28" r="2.5" fill="#66bb6a"/><circle cx="40" cy="4" r="2" fill="#ab47bc"/>`,
};

/** Each name: a composed face or a drawn shape. */
const FACES: Record<string, Face> = {
  微笑: { face: true, eyes: 'dot', mouth: 'smile' },
  大笑: { face: true, eyes: 'happy', mouth: 'grin' },
  偷笑: { face: true, eyes: 'happy', mouth: 'smile', extras: ['hand'] },
  憨笑: { face: true, eyes: 'closed', mouth: 'teeth' },
  可爱: { face: true, eyes: 'wide', mouth: 'smile', extras: ['blush'] },
  害羞: { face: true, eyes: 'happy', mouth: 'wave', extras: ['blush'] },
  调皮: { face: true, eyes: 'wink', mouth: 'tongue' },
  得意: { face: true, eyes: 'closed', mouth: 'smirk' },
  酷: { face: true, eyes: 'shades', mouth: 'smirk' },
  色: { face: true, eyes: 'heart', mouth: 'grin' },
  亲亲: { face: true, eyes: 'closed', mouth: 'kiss', extras: ['blush'] },
  飞吻: { face: true, eyes: 'wink', mouth: 'kiss', extras: ['heart'] },
  惊讶: { face: true, eyes: 'wide', mouth: 'o' },
  疑问: { face: true, eyes: 'side', mouth: 'flat', extras: ['question'] },
  晕: { face: true, eyes: 'spiral', mouth: 'wave' },
  衰: { face: true, eyes: 'sad', mouth: 'frown', tone: '#cfd8a0' },
  流泪: { face: true, eyes: 'sad', mouth: 'frown', extras: ['tear'] },
  大哭: { face: true, eyes: 'closed', mouth: 'open', extras: ['tears'] },
  委屈: { face: true, eyes: 'sad', mouth: 'wave', extras: ['tear'] },
  难过: { face: true, eyes: 'sad', mouth: 'frown' },
  生气: { face: true, eyes: 'angry', mouth: 'frown', extras: ['steam'] },
  发怒: { face: true, eyes: 'angry', mouth: 'teeth', tone: '#ff8a65', extras: ['anger'] },
  抓狂: { face: true, eyes: 'x', mouth: 'open', extras: ['anger'] },
  鄙视: { face: true, eyes: 'side', mouth: 'smirk' },
  白眼: { face: true, eyes: 'roll', mouth: 'flat' },
  傲慢: { face: true, eyes: 'closed', mouth: 'smirk', extras: ['blush'] },
  撇嘴: { face: true, eyes: 'dot', mouth: 'smirk' },
  尴尬: { face: true, eyes: 'dot', mouth: 'teeth', extras: ['sweat'] },
  流汗: { face: true, eyes: 'closed', mouth: 'flat', extras: ['sweat'] },
  冷汗: { face: true, eyes: 'wide', mouth: 'wave', extras: ['sweat'], tone: '#b3e5fc' },
  困: { face: true, eyes: 'closed', mouth: 'o', extras: ['zzz'] },
  睡: { face: true, eyes: 'closed', mouth: 'flat', extras: ['zzz'] },
  打哈欠: { face: true, eyes: 'closed', mouth: 'yawn', extras: ['tear'] },
  吐: { face: true, eyes: 'x', mouth: 'sick', tone: '#c5e1a5' },
  闭嘴: { face: true, eyes: 'dot', mouth: 'zip' },
  嘘: { face: true, eyes: 'dot', mouth: 'kiss', extras: ['finger'] },
  思考: { face: true, eyes: 'side', mouth: 'flat', extras: ['bulb'] },
  奋斗: { face: true, eyes: 'angry', mouth: 'teeth', extras: ['band'] },
  再见: { face: true, eyes: 'happy', mouth: 'smile', extras: ['wave-hand'] },
  哈欠: { face: true, eyes: 'happy', mouth: 'yawn' },
  捂脸: { face: true, eyes: 'closed', mouth: 'grin', extras: ['palm', 'blush'] },
  机智: { face: true, eyes: 'star', mouth: 'smirk', extras: ['bulb'] },
};

const out = join(import.meta.dirname, '..', 'apps', 'web', 'public', 'emoji');
mkdirSync(out, { recursive: true });
EMOJI_NAMES.forEach((name, i) => {
  const body = SHAPES[name] ?? (FACES[name] ? face(FACES[name]) : null);
  if (!body) throw new Error(`no drawing for ${name}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${name}"><title>${name}</title>${body}</svg>\n`;
  writeFileSync(join(out, `${i + 1}.svg`), svg);
});
console.log(`${EMOJI_NAMES.length} emoji written to ${out}`);
