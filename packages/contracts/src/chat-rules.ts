// Chat limits, mute durations and the emoji set, shared by the room page and the server.
// No zod here: the browser imports this module, and its bundle carries no schemas.

/** Longest message in characters (code points), after trimming. */
export const CHAT_MAX_LENGTH = 50;

/** SPEC §9: chat history page size. */
export const CHAT_PAGE_SIZE = 20;

/** Mute lengths offered to anchors and managers (minutes; 0 = until lifted), the short one first and default. */
export const MUTE_DURATIONS = [
  { minutes: 10, label: '10分钟' },
  { minutes: 60, label: '1小时' },
  { minutes: 1440, label: '1天' },
  { minutes: 0, label: '永久' },
] as const;

export const DEFAULT_MUTE_MINUTES = MUTE_DURATIONS[0].minutes;

/**
 * The emoji set (SPEC §9: 75 pictures). A message carries the code `[名称]`; the browser shows the
 * picture `/emoji/<n>.svg` for a code of this set only (anything else stays text).
 */
export const EMOJI_NAMES = [
  '微笑',
  '大笑',
  '偷笑',
  '憨笑',
  '可爱',
  '害羞',
  '调皮',
  '得意',
  '酷',
  '色',
  '亲亲',
  '飞吻',
  '爱心',
  '心碎',
  '惊讶',
  '疑问',
  '晕',
  '衰',
  '流泪',
  '大哭',
  '委屈',
  '难过',
  '生气',
  '发怒',
  '抓狂',
  '鄙视',
  '白眼',
  '傲慢',
  '撇嘴',
  '尴尬',
  '流汗',
  '冷汗',
  '困',
  '睡',
  '打哈欠',
  '吐',
  '闭嘴',
  '嘘',
  '思考',
  '奋斗',
  '鼓掌',
  '点赞',
  '踩',
  '握手',
  '胜利',
  '抱拳',
  'OK',
  '拳头',
  '加油',
  '厉害',
  '666',
  '足球',
  '篮球',
  '奖杯',
  '球门',
  '哨子',
  '红牌',
  '黄牌',
  '火',
  '礼物',
  '玫瑰',
  '凋谢',
  '太阳',
  '月亮',
  '星星',
  '啤酒',
  '咖啡',
  '蛋糕',
  '炸弹',
  '钱',
  '庆祝',
  '再见',
  '哈欠',
  '捂脸',
  '机智',
] as const;

export const EMOJI_SET = EMOJI_NAMES.map((name, i) => ({ code: `[${name}]`, name, url: `/emoji/${i + 1}.svg` }));

/** Splits a message into text and known emoji codes, in order. */
const EMOJI_BY_CODE = new Map(EMOJI_SET.map((e) => [e.code, e]));

export function splitEmoji(content: string): ({ text: string } | { emoji: (typeof EMOJI_SET)[number] })[] {
  const parts: ({ text: string } | { emoji: (typeof EMOJI_SET)[number] })[] = [];
  let last = 0;
  for (const m of content.matchAll(/\[[^[\]]{1,4}\]/g)) {
    const e = EMOJI_BY_CODE.get(m[0]);
    if (!e) continue;
    if (m.index > last) parts.push({ text: content.slice(last, m.index) });
    parts.push({ emoji: e });
    last = m.index + m[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}
