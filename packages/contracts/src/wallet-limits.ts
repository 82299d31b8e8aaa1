// Gift, nobility and red packet tables and limits, shared by the room page and the server.
// No zod here: the browser imports this module, and its bundle carries no schemas.

/**
 * Nobility (贵族): seven ranks bought by the month with diamonds (trade 15). A rank is active
 * until `expiresAt`; after that its privileges stop by themselves (no job needed).
 */
export const NOBLE_PRIVILEGES = {
  badge: '贵族勋章',
  seat: '贵宾席位',
  barrage: '彩色弹幕',
  enter: '进场通知',
} as const;
export type TNoblePrivilege = keyof typeof NOBLE_PRIVILEGES;

export function nobleHas(rank: number | null | undefined, privilege: TNoblePrivilege): boolean {
  return (nobleRank(rank)?.privileges as readonly string[] | undefined)?.includes(privilege) ?? false;
}

export const GIFT_CURRENCIES = ['diamond', 'ticket'] as const;

export type TGiftCurrency = (typeof GIFT_CURRENCIES)[number];

export const GIFT_CURRENCY_LABELS: Record<TGiftCurrency, string> = { diamond: '球钻', ticket: '球票' };

/** Counts the gift bar offers; any whole number from 1 to GIFT_MAX_COUNT is accepted. */
export const GIFT_COUNTS = [1, 10, 66, 99, 188, 520, 1314] as const;

export const GIFT_MAX_COUNT = 9999;

/** Sends of the same gift in the same room within this long make one combo (连击). */
export const GIFT_COMBO_MS = 5000;

export const CONTRIBUTION_RANK_TYPES = ['day', 'week', 'month', 'all'] as const;

export type TContributionRankType = (typeof CONTRIBUTION_RANK_TYPES)[number];

export const CONTRIBUTION_RANK_LABELS: Record<TContributionRankType, string> = { day: '日榜', week: '周榜', month: '月榜', all: '总榜' };

/** The room page sends a heartbeat this often; closer heartbeats are refused and never counted. */
export const WATCH_BEAT_MS = 60_000;

/** Ranks 1..7: open price and renewal price per month in diamonds; the colour of badge and barrage. */
export const NOBLE_RANKS = [
  { rank: 1, name: '骑士', price: 600, renewPrice: 480, color: '#3f9a6b', privileges: ['badge', 'seat'] },
  { rank: 2, name: '子爵', price: 1_500, renewPrice: 1_200, color: '#3b82f6', privileges: ['badge', 'seat', 'barrage'] },
  { rank: 3, name: '伯爵', price: 5_000, renewPrice: 4_000, color: '#8b5cf6', privileges: ['badge', 'seat', 'barrage', 'enter'] },
  { rank: 4, name: '侯爵', price: 15_000, renewPrice: 12_000, color: '#db2777', privileges: ['badge', 'seat', 'barrage', 'enter'] },
  { rank: 5, name: '公爵', price: 40_000, renewPrice: 32_000, color: '#ea580c', privileges: ['badge', 'seat', 'barrage', 'enter'] },
  { rank: 6, name: '国王', price: 120_000, renewPrice: 96_000, color: '#dc2626', privileges: ['badge', 'seat', 'barrage', 'enter'] },
  { rank: 7, name: '皇帝', price: 300_000, renewPrice: 240_000, color: '#ca8a04', privileges: ['badge', 'seat', 'barrage', 'enter'] },
] as const satisfies readonly {
  rank: number;
  name: string;
  price: number;
  renewPrice: number;
  color: string;
  privileges: readonly TNoblePrivilege[];
}[];

export type TNobleRankDef = (typeof NOBLE_RANKS)[number];

/** A noble month is 30 days. */
export const NOBLE_MONTH_MS = 30 * 24 * 3600_000;

export function nobleRank(rank: number | null | undefined): TNobleRankDef | null {
  return NOBLE_RANKS.find((r) => r.rank === rank) ?? null;
}

/** Red packets (红包) in a live room: limits and lifetime. */
export const RED_PACKET_MAX_COUNT = 100;

export const RED_PACKET_MAX_AMOUNT = 100_000;

/** Unclaimed shares go back to the sender this long after sending (trade 12). */
export const RED_PACKET_TTL_MS = 10 * 60_000;
