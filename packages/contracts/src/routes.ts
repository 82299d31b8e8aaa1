/**
 * Every page route of SPEC §2 with its Chinese title and the layout it renders in.
 * Pages take their titles from here; the end-to-end tests walk this table.
 */
export type TLayoutName = 'home' | 'default' | 'live' | 'manual' | 'mine' | 'recommend' | 'bare' | 'anchor';

export interface TRouteDef {
  /** Next-style pattern: [id] required, [[...id]] optional. */
  pattern: string;
  title: string;
  layout: TLayoutName;
  /** A concrete path that opens this route. */
  sample: string;
  /** Requires a logged-in user (the guards send visitors to /). */
  auth?: boolean;
}

const r = (pattern: string, title: string, layout: TLayoutName = 'default', sample?: string, auth?: boolean): TRouteDef => ({
  pattern,
  title,
  layout,
  sample: sample ?? (pattern.replace(/\/\[\[\.\.\.[a-z]+\]\]/g, '').replace(/\[[a-z]+\]/g, '1') || '/'),
  auth,
});

const footballDetail = ['live', 'analysis', 'daxiaoqiu', 'oupei', 'yapan', 'three', 'plan'] as const;
const detailTitles: Record<(typeof footballDetail)[number], string> = {
  live: '比赛直播',
  analysis: '数据分析',
  daxiaoqiu: '大小球',
  oupei: '欧赔',
  yapan: '亚盘',
  three: '三合一',
  plan: '方案',
};

export const ROUTES: TRouteDef[] = [
  r('/', '首页', 'home'),
  // plain routes
  r('/anchor', '主播招募', 'anchor'),
  r('/app', '下载APP'),
  r('/basketball', '篮球比分'),
  r('/football', '足球比分'),
  r('/guide', '专家推荐'),
  r('/list', '主播列表'),
  r('/news', '资讯'),
  r('/next', '赛程'),
  r('/recommend', '推荐比赛', 'recommend', undefined, true),
  r('/search', '搜索'),
  r('/youliao', '有料'),
  r('/about/agreement', '用户协议'),
  r('/about/privacy', '隐私政策'),
  r('/basketball/end', '篮球完场'),
  r('/basketball/jclq', '竞彩篮球'),
  r('/basketball/next', '篮球赛程'),
  r('/basketball/text', '篮球文字直播'),
  r('/football/bjdc', '北京单场'),
  r('/football/collect', '我的收藏'),
  r('/football/end', '足球完场'),
  r('/football/jczq', '竞彩足球'),
  r('/football/next', '足球赛程'),
  r('/football/select', '赛事筛选'),
  r('/football/zc', '足彩'),
  r('/guide/expert', '专家榜'),
  r('/live/follow', '关注的直播', 'live'),
  r('/live/list', '直播列表', 'live'),
  r('/live/manual', '开播教程', 'manual'),
  r('/live/rank', '排行榜', 'live'),
  r('/live/report', '举报', 'live'),
  r('/live/reserve', '预约的比赛', 'live'),
  r('/personal/fans', '粉丝'),
  r('/personal/list', '关注列表'),
  r('/personal/tabs', '个人空间'),
  r('/playback/tab', '回放'),
  r('/recommend/records', '推荐历史', 'recommend', undefined, true),
  r('/search/follow', '搜索主播'),
  r('/search/list', '搜索结果'),
  r('/user/pwd_find', '找回密码'),
  r('/user/register', '注册'),
  r('/user/comJumpPage', '页面跳转'),
  // parameterised routes
  ...footballDetail.map((d) => r(`/football/${d}/[[...id]]`, `足球${detailTitles[d]}`, 'default', `/football/${d}/1`)),
  ...footballDetail.map((d) => r(`/basketball/${d}/[[...id]]`, `篮球${detailTitles[d]}`, 'default', `/basketball/${d}/1`)),
  r('/database/lq/player/[[...id]]', '球员数据', 'default', '/database/lq/player/1'),
  r('/database/lq/team/[[...id]]', '球队数据', 'default', '/database/lq/team/1'),
  r('/database/lq/page', '篮球资料库'),
  r('/database/fb/page', '足球资料库'),
  r('/database/lq/[[...slug]]', '篮球数据', 'default', '/database/lq/1'),
  r('/database/fb/[[...slug]]', '足球数据', 'default', '/database/fb/1'),
  r('/database/fb/hot/0/[league]/[season]/[stage]', '热门赛事数据', 'default', '/database/fb/hot/0/1/1/1'),
  r('/guide/expert/info/[id]', '专家主页', 'default', '/guide/expert/info/1'),
  r('/about/live/[[...id]]', '直播说明', 'default', '/about/live'),
  r('/about/[[...id]]', '关于我们', 'default', '/about/10001'),
  r('/announcementDetails/[[...id]]', '公告详情', 'default', '/announcementDetails/1'),
  r('/community/[[...id]]', '社区', 'default', '/community'),
  r('/community/anchor-dynamic/[[...id]]', '主播动态', 'default', '/community/anchor-dynamic/1'),
  r('/community/circle-detail/[[...id]]', '圈子详情', 'default', '/community/circle-detail/1'),
  r('/live/[[...id]]', '直播', 'live', '/live/all'),
  r('/live/room/[[...id]]', '直播间', 'live', '/live/room/1'),
  r('/news/[id]', '资讯详情', 'default', '/news/1'),
  r('/news/pages/[[...id]]', '头条', 'default', '/news/pages'),
  r('/personal/[[...id]]', '个人空间', 'default', '/personal/1'),
  r('/playback/[[...id]]', '回放', 'default', '/playback'),
  r('/playback/list/[[...id]]', '回放列表', 'default', '/playback/list/1'),
  r('/playback/video/[[...video]]', '回放视频', 'default', '/playback/video'),
  r('/playback/highlights/[[...id]]', '集锦', 'default', '/playback/highlights'),
  r('/components', '组件示例'),
  // the personal area
  r('/v/[section]', '个人中心', 'mine', '/v/personal-data', true),
  r('/v/anchor-barrage', '弹幕大屏', 'bare'),
];

const byPattern = new Map(ROUTES.map((d) => [d.pattern, d]));

/** The route definition for a pattern; throws on typos so a page can't silently lose its title. */
export function routeDef(pattern: string): TRouteDef {
  const d = byPattern.get(pattern);
  if (!d) throw new Error(`No route definition for ${pattern}`);
  return d;
}

/** Route ids: positive integers written as digits only. */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}
