import { hash32 } from '@sports/contracts/hash';

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&apos;').replaceAll('"', '&quot;');
}

/** One or two characters for the badge: the first two Chinese characters, or English initials. */
export function badgeLetters(shortName: string): string {
  const chars = [...shortName.trim()];
  const [first] = chars;
  if (first === undefined) return '?';
  if (/\p{Script=Han}/u.test(first)) return chars.slice(0, 2).join('');
  const [one, two] = shortName.split(/[\s&-]+/).filter((w) => /^\p{L}/u.test(w) && !/^(fc|afc|cf)$/i.test(w));
  return (one && two ? one.charAt(0) + two.charAt(0) : (one ?? chars.join('')).slice(0, 2)).toUpperCase();
}

/**
 * A generated shield badge for a team without a logo: colours from a hash of its English name,
 * its short name's first characters in the middle. Same input, same SVG.
 */
export function teamBadgeSvg(team: { name_en: string; short_name: string }): string {
  const h = hash32(team.name_en);
  const hue = h % 360;
  const stripe = (hue + 180 + ((h >>> 9) % 60)) % 360;
  const letters = escapeXml(badgeLetters(team.short_name));
  const size = [...letters].length > 1 ? 26 : 34;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">',
    `<title>${escapeXml(team.short_name)}</title>`,
    `<path d="M48 4 88 16v30c0 24-17 39-40 46C25 85 8 70 8 46V16Z" fill="hsl(${hue} 62% 38%)" stroke="hsl(${hue} 62% 22%)" stroke-width="3"/>`,
    `<path d="M14 22 48 12l34 10v6H14Z" fill="hsl(${stripe} 70% 55%)"/>`,
    `<text x="48" y="60" text-anchor="middle" dominant-baseline="middle" font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif" font-size="${size}" font-weight="700" fill="#fff">${letters}</text>`,
    '</svg>',
  ].join('');
}

export const badgeUrl = (teamId: number) => `/api/sports/badge/${teamId}.svg`;
