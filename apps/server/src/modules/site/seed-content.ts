import type { Insertable } from 'kysely';
import type { TDownloadConfig, TDownloadInfo } from '@sports/contracts';
import type { Database } from '../../db/schema';

/**
 * Demo content of the site capability. Texts may use {{brand}} (and the footer placeholders of
 * seed-about.ts); the service fills them in for the running brand.
 */

/** Live-room categories; sportId: 0 every sport (hot), 1 football, 2 basketball, 3 other sports, 4 esports. */
export const NAV_SEED: Insertable<Database['nav_category']>[] = [
  { name: '热门', sport_id: 0, icon: '/demo/nav-hot.svg', sort: 1, enabled: 1 },
  { name: '足球', sport_id: 1, icon: '/demo/nav-football.svg', sort: 2, enabled: 1 },
  { name: '篮球', sport_id: 2, icon: '/demo/nav-basketball.svg', sort: 3, enabled: 1 },
  { name: '综合', sport_id: 3, icon: '/demo/nav-more.svg', sort: 4, enabled: 1 },
  { name: '电竞', sport_id: 4, icon: '/demo/nav-esports.svg', sort: 5, enabled: 1 },
];

export const HOT_SEARCH_SEED = ['梅西', '湖人', '英超', '欧冠', '中超', '皇马', '詹姆斯', '曼城', 'CBA', '世界杯'];

type LinkSeed = {
  title: string;
  image: string;
  innerPageId?: number;
  jumpType?: number;
  targetId?: string;
  outerLink?: string;
};

/**
 * Eight PC banners, so the "at most 7 when 8 or more" rule is visible; together with the app
 * banners and adverts they use every jump rule of SPEC §2 (inner pages 1–10, outer link, no link).
 */
export const PC_BANNER_SEED: LinkSeed[] = [
  { title: '欧冠淘汰赛 高清直播', image: 'banner-ucl', jumpType: 1, innerPageId: 4, targetId: '1' },
  { title: 'NBA季后赛 巅峰对决', image: 'banner-nba', jumpType: 1, innerPageId: 5, targetId: '1' },
  { title: '名家专栏 独家推荐', image: 'banner-expert', jumpType: 1, innerPageId: 7, targetId: '1' },
  { title: '人气主播 陪你看球', image: 'banner-anchor-room', jumpType: 1, innerPageId: 10, targetId: '1' },
  { title: '全部直播 一网打尽', image: 'banner-live-all', jumpType: 1, innerPageId: 9 },
  { title: '足球即时比分', image: 'banner-football-score', jumpType: 1, innerPageId: 2 },
  { title: '中超联赛 火热进行', image: 'banner-cfa', jumpType: 2, outerLink: 'https://www.thecfa.cn/' },
  { title: '新用户注册礼', image: 'banner-newbie', jumpType: 1, innerPageId: 1 },
];

export const APP_BANNER_SEED: LinkSeed[] = [
  { title: '今晚谁来开播', image: 'app-banner-room', jumpType: 1, innerPageId: 10, targetId: '2' },
  { title: '专家推荐 每日更新', image: 'app-banner-guide', jumpType: 1, innerPageId: 6 },
  { title: 'CBA常规赛 激战正酣', image: 'app-banner-basketball', jumpType: 1, innerPageId: 3 },
];

/** Advert places: home001 (home page), zhibo001 (live pages), sidebar001 (side columns). */
export const ADVERT_SEED: Record<string, LinkSeed[]> = {
  home001: [
    { title: '下载APP 看球更流畅', image: 'ad-home-app', jumpType: 2, outerLink: '/app' },
    { title: '主播招募火热进行中', image: 'ad-home-anchor', jumpType: 2, outerLink: '/about/10005' },
  ],
  zhibo001: [{ title: '专家推荐 赛前必看', image: 'ad-live-guide', jumpType: 1, innerPageId: 6 }],
  sidebar001: [
    { title: '掌上看球', image: 'ad-side-app', jumpType: 2, outerLink: '/app' },
    { title: '今日热门方案', image: 'ad-side-expert', jumpType: 1, innerPageId: 7, targetId: '2' },
    // Inner page 8 is unused in SPEC, so this advert is shown without a link.
    { title: '文明观赛公约', image: 'ad-side-notice', jumpType: 1, innerPageId: 8 },
  ],
};

/** Posters of the community page (place code shequ001), by category. */
export const POSTER_SEED: { placeCode: string; category: string; poster: LinkSeed }[] = [
  { placeCode: 'shequ001', category: '社区活动', poster: { title: '文明观赛公约', image: 'ad-side-notice', jumpType: 1, innerPageId: 8 } },
  {
    placeCode: 'shequ001',
    category: '社区活动',
    poster: { title: '主播招募火热进行中', image: 'ad-home-anchor', jumpType: 2, outerLink: '/about/10005' },
  },
  { placeCode: 'shequ001', category: '看球工具', poster: { title: '掌上看球', image: 'ad-side-app', jumpType: 2, outerLink: '/app' } },
];

export function linkRow(s: LinkSeed, sort: number) {
  return {
    title: s.title,
    image_url: `/demo/${s.image}.svg`,
    inner_page_id: s.innerPageId ?? null,
    jump_type: s.jumpType ?? null,
    target_id: s.targetId ?? null,
    outer_link: s.outerLink ?? null,
    sort,
    enabled: 1,
  };
}

const DAY = 24 * 3600 * 1000;

/** Announcements, newest first; `ageDays` is how long before the seeding they were published. */
export const ANNOUNCEMENT_SEED: { title: string; summary: string; content: string; ageDays: number }[] = [
  {
    title: '{{brand}}新版上线公告',
    summary: '全新版本上线，直播更清晰、比分更及时，个人中心全面改版。',
    ageDays: 1,
    content: [
      '亲爱的用户：',
      '{{brand}}新版本已正式上线。本次更新重构了直播播放器，首屏打开速度提升约 40%，弱网环境下的卡顿明显减少；即时比分改为实时推送，进球、红黄牌等事件秒级送达。',
      '个人中心同步改版，钱包、关注、预约和收藏集中在左侧菜单，操作更加便捷。主播工具新增房间管理与弹幕大屏，方便主播维护直播间秩序。',
      '如您在使用中遇到任何问题，欢迎通过“帮助中心”或客服邮箱反馈，感谢您一直以来的支持！',
    ].join('\n\n'),
  },
  {
    title: '欧冠淘汰赛观赛季活动开启',
    summary: '活动期间观看欧冠直播、发送弹幕即可领取球票，更有限定礼物等你来拿。',
    ageDays: 3,
    content: [
      '欧冠淘汰赛火热开战，{{brand}}观赛季活动同步开启！',
      '活动时间：自本公告发布之日起至欧冠决赛结束。',
      '活动内容：活动期间每日观看任意欧冠直播满 30 分钟，可领取 10 张球票；在直播间发送弹幕参与互动，每日还可额外领取 5 张球票。决赛当天在线观看还将获赠限定礼物“大耳朵杯”一个。',
      '温馨提示：球票将在满足条件后自动发放至账户，可在“我的钱包”中查看。活动最终解释权归{{brand}}所有。',
    ].join('\n\n'),
  },
  {
    title: '关于严厉打击直播间违规引流行为的公告',
    summary: '平台将持续开展专项治理，严厉打击在直播间发布站外联系方式、违规引流等行为。',
    ageDays: 6,
    content: [
      '近期，平台发现少数用户在直播间及社区发布站外联系方式，以“内部消息”“稳赚方案”等名义诱导用户添加好友，涉嫌诈骗及违法赌博活动。',
      '为维护健康的社区环境，平台即日起开展专项治理：对发布违规引流信息的账号，一经核实将予以永久封禁；对协助引流的主播，将视情节冻结收益并取消主播资格；涉嫌违法犯罪的，将移交公安机关处理。',
      '平台提醒广大用户：{{brand}}不会以任何形式向用户推荐投注渠道，请勿轻信任何私下联系，谨防上当受骗。如发现违规行为，请通过举报功能向我们反馈。',
    ].join('\n\n'),
  },
  {
    title: '主播扶持计划第二期招募',
    summary: '新人主播三个月流量扶持，优秀解说最高可获专属推荐位。',
    ageDays: 10,
    content: [
      '为帮助更多优秀的体育解说成长，{{brand}}主播扶持计划第二期现已开放报名。',
      '扶持内容：入选主播在开播后三个月内享受首页推荐位曝光、专属运营指导和开播设备补贴；月度表现优秀的主播可获得焦点赛事的专属解说机会。',
      '报名方式：登录后进入“个人中心 - 申请主播”提交资料，并在备注中填写“扶持计划”。入驻条件和直播规范请查看“主播入驻与直播规范”。',
    ].join('\n\n'),
  },
  {
    title: '系统维护通知',
    summary: '平台将于凌晨进行服务器升级维护，期间部分功能可能短暂不可用。',
    ageDays: 14,
    content: [
      '为提供更稳定的服务，{{brand}}将于本周四凌晨 02:00-04:00 进行服务器升级维护。',
      '维护期间，直播、比分及登录功能可能出现短暂中断，充值和提现功能将暂停使用。维护完成后所有功能将自动恢复，无需任何操作。',
      '由此给您带来的不便，我们深表歉意，感谢您的理解与支持。',
    ].join('\n\n'),
  },
];

export function announcementRows(now: number) {
  return ANNOUNCEMENT_SEED.map((a) => ({
    title: a.title,
    summary: a.summary,
    content: a.content,
    published_at: now - a.ageDays * DAY,
    enabled: 1,
  }));
}

export function downloadConfigSeed(now: number): TDownloadConfig {
  return {
    appName: '{{brand}}',
    version: '1.0.1',
    androidUrl: '/app#android',
    iosUrl: '/app#ios',
    landingUrl: '/app',
    size: '68.5MB',
    updatedAt: now,
  };
}

export const DOWNLOAD_INFO_SEED: TDownloadInfo = {
  appName: '{{brand}}',
  version: '1.0.1',
  description: '{{brand}}APP，高清足球篮球直播、即时比分、专家推荐一手掌握，随时随地和球友一起看球。',
  features: [
    { title: '高清直播', text: '五大联赛、欧冠、NBA、CBA 等赛事高清流畅直播，弱网自动切换清晰度。' },
    { title: '即时比分', text: '进球、红黄牌、换人等比赛事件秒级推送，关注的比赛开赛即提醒。' },
    { title: '专业数据', text: '技术统计、阵容、积分榜、历史交锋和多家公司指数走势一应俱全。' },
    { title: '专家推荐', text: '资深分析师每日解读焦点赛事，赛前分析与战绩记录公开透明。' },
    { title: '球迷社区', text: '关注主播和球友，在直播间和社区里分享观点、交流看球心得。' },
  ],
  tips: [
    '安卓手机如提示“未知来源应用”，请在系统设置中允许本次安装。',
    'iPhone 用户安装后如提示“未受信任的开发者”，请前往 设置 - 通用 - VPN与设备管理 中信任后打开。',
    '请通过{{brand}}官方网站下载安装，谨防来路不明的安装包。',
    '建议在 Wi-Fi 环境下下载，安装包约 68.5MB。',
  ],
};
