import type { TBrand } from './brands';

export interface TNavChild {
  label: string;
  /** No href means the entry is listed but disabled. */
  href?: string;
}
export interface TNavEntry {
  key: string;
  label: string;
  href: string;
  /** Other path prefixes that mark this entry as active. */
  match: string[];
  children?: TNavChild[];
  brandFlag?: keyof Pick<TBrand, 'showGuide'>;
}

/** The header navigation table of SPEC §2. */
export const HEADER_NAV: TNavEntry[] = [
  { key: 'home', label: '首页', href: '/', match: [] },
  {
    key: 'score',
    label: '比分',
    href: '/football',
    match: ['/football', '/basketball'],
    children: [{ label: '足球', href: '/football' }, { label: '篮球', href: '/basketball' }, { label: '电竞' }, { label: '网球' }],
  },
  { key: 'live', label: '直播', href: '/live/all', match: ['/live'] },
  {
    key: 'schedule',
    label: '赛程',
    href: '/next',
    match: ['/next', '/playback'],
    children: [
      { label: '赛程', href: '/next' },
      { label: '回放', href: '/playback' },
    ],
  },
  { key: 'news', label: '头条', href: '/news/pages', match: ['/news'] },
  { key: 'community', label: '社区', href: '/community', match: ['/community'] },
  { key: 'guide', label: '推荐', href: '/guide', match: ['/guide'], brandFlag: 'showGuide' },
  {
    key: 'data',
    label: '数据',
    href: '/database/fb/1',
    match: ['/database'],
    children: [
      { label: '足球', href: '/database/fb/1' },
      { label: '篮球', href: '/database/lq/1' },
    ],
  },
];

export function headerNavFor(brand: TBrand): TNavEntry[] {
  return HEADER_NAV.filter((e) => !e.brandFlag || brand[e.brandFlag]);
}

export function isNavActive(entry: TNavEntry, pathname: string): boolean {
  if (entry.href === '/') return pathname === '/';
  return entry.match.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Role-dependent entries of the logged-in hover panel. */
export interface TPanelUser {
  id: number;
  isAnchor: number;
  isExpert: number;
}
export function userPanelEntries(user: TPanelUser): { label: string; href: string }[] {
  const entries = [
    { label: '我的空间', href: `/personal/${user.id}?headerNavIndex=${user.isAnchor ? 2 : 0}` },
    { label: '个人中心', href: '/v/personal-data' },
    { label: '我的关注', href: '/v/concern' },
  ];
  if (!user.isAnchor) entries.push({ label: '申请主播', href: '/v/apply' });
  if (user.isExpert === 1) entries.push({ label: '发布推荐', href: '/recommend' });
  return entries;
}

/** Where the header's start-streaming button goes; null means "open the login panel". */
export function startStreamingHref(user: TPanelUser | null): string | null {
  if (!user) return null;
  return user.isAnchor ? '/v/anchor-set' : '/v/apply';
}

/** Sections of the personal area (/v/{section}) with their Chinese titles. */
export const MINE_SECTIONS = {
  'anchor-add': '添加主播',
  'anchor-barrage': '弹幕大屏',
  'anchor-chat': '直播弹幕',
  'anchor-room-set': '房间管理',
  'anchor-set': '直播设置',
  'anchor-zone': '我的直播',
  apply: '申请主播',
  attention: '关注的比赛',
  bank: '银行卡',
  cash: '提现',
  cashout: '提现记录',
  chat: '私信',
  collection: '我的收藏',
  community: '我的动态',
  concern: '我的关注',
  consume: '消费记录',
  'expert-apply': '申请专家',
  follow: '我的粉丝',
  grade: '我的等级',
  home: '个人主页',
  horn: '我的喇叭',
  income: '收益记录',
  information: '喇叭消息',
  list: '回复我的',
  message: '系统消息',
  new: '我的评论',
  newList: '消息中心',
  order: '我的订单',
  pay: '充值',
  paypw: '支付密码',
  'personal-data': '个人资料',
  posting: '发布动态',
  reserve: '预约的比赛',
  setpw: '登录密码',
  table: '收支明细',
  title: '我的贵族',
  wallet: '我的钱包',
  'wallet-forget-password': '忘记支付密码',
  'welcome-message-set': '欢迎语设置',
  zhifubao: '支付宝账户',
} as const;
export type TMineSection = keyof typeof MINE_SECTIONS;

export function isMineSection(s: string): s is TMineSection {
  return Object.prototype.hasOwnProperty.call(MINE_SECTIONS, s);
}

/** The side-menu key of a /v path: the segment after v, with personal-data shown as auth. */
export function mineMenuKey(pathname: string): string {
  const seg = pathname.split('/')[2] ?? '';
  return seg === 'personal-data' ? 'auth' : seg;
}

export interface TMineMenuItem {
  key: string;
  label: string;
  href: string;
}
export interface TMineMenuGroup {
  title: string;
  items: TMineMenuItem[];
}

const item = (section: TMineSection, key: string = section): TMineMenuItem => ({
  key,
  label: MINE_SECTIONS[section],
  href: `/v/${section}`,
});

/** The side menu of the mine layout; anchors see four tools, others the apply entry. */
export function mineMenu(isAnchor: boolean): TMineMenuGroup[] {
  return [
    {
      title: '个人中心',
      items: [
        item('personal-data', 'auth'),
        item('grade'),
        item('title'),
        item('concern'),
        item('attention'),
        item('reserve'),
        item('collection'),
        item('community'),
        item('newList'),
      ],
    },
    {
      title: '我的钱包',
      items: [item('wallet'), item('pay'), item('consume'), item('table'), item('order'), item('bank'), item('zhifubao'), item('paypw')],
    },
    isAnchor
      ? {
          title: '主播工具',
          items: [item('anchor-set'), item('anchor-zone'), item('anchor-room-set'), item('anchor-chat'), item('income')],
        }
      : { title: '主播', items: [item('apply')] },
    { title: '专家', items: [item('expert-apply')] },
  ];
}

/** Left menu of the recommend layout. */
export const RECOMMEND_MENU = [
  { label: '推荐比赛', href: '/recommend' },
  { label: '推荐历史', href: '/recommend/records' },
];

/**
 * Banner inner pages by innerPageId (see docs/decisions/0003-banner-inner-pages.md).
 * `withId` pages append /{targetId}.
 */
export const INNER_PAGES: Record<number, { path: string; withId: boolean } | undefined> = {
  1: { path: '/', withId: false },
  2: { path: '/football', withId: false },
  3: { path: '/basketball', withId: false },
  4: { path: '/football/live', withId: true },
  5: { path: '/basketball/live', withId: true },
  6: { path: '/guide', withId: false },
  7: { path: '/guide/expert/info', withId: true },
  8: undefined,
  9: { path: '/live/all', withId: false },
  10: { path: '/live/room', withId: true },
};

export interface TJumpTarget {
  href: string;
  newWindow: boolean;
}

/** SPEC §2 jump rules for banners and adverts; null when the item links nowhere. */
export function bannerJump(b: {
  innerPageId?: number | null;
  jumpType?: number | string | null;
  targetId?: number | string | null;
  outerLink?: string | null;
}): TJumpTarget | null {
  const jumpType = b.jumpType == null ? '' : String(b.jumpType);
  if (jumpType === '') return null;
  if (jumpType === '1') {
    const page = b.innerPageId ? INNER_PAGES[b.innerPageId] : undefined;
    if (!page) return null;
    if (page.withId) {
      if (b.targetId == null || b.targetId === '') return null;
      return { href: `${page.path}/${b.targetId}`, newWindow: true };
    }
    return { href: page.path, newWindow: true };
  }
  return b.outerLink ? { href: b.outerLink, newWindow: true } : null;
}

/** SPEC §9: banner lists show at most 7 items when there are 8 or more. */
export function visibleBanners<T>(list: T[]): T[] {
  return list.length >= 8 ? list.slice(0, 7) : list;
}
