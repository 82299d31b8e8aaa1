// Written by `npm run openapi` from API_ROUTES (do not edit): what the browser needs of each entry,
// its method and path, typed as the entry, without its schemas (see ref.ts).
import type { API_ROUTES } from './index';
import { routeRef as r } from './ref';

type T = typeof API_ROUTES;

// The back office's route table as the browser calls it, one export per entry, read as the
// `CONSOLE_CALLS` namespace (`call(CONSOLE_CALLS.name, …)` in apps/web/lib/api.ts); the calls are pure, so the
// bundle keeps only the entries the browser calls (decision 0055).

export const consoleLogin = /* @__PURE__ */ r<T['consoleLogin']>('POST', '/capi', '/auth/login');
export const consoleLogout = /* @__PURE__ */ r<T['consoleLogout']>('POST', '/capi', '/auth/logout');
export const consoleMe = /* @__PURE__ */ r<T['consoleMe']>('GET', '/capi', '/auth/me');
export const consoleDashboard = /* @__PURE__ */ r<T['consoleDashboard']>('GET', '/capi', '/dashboard');
export const consoleApplications = /* @__PURE__ */ r<T['consoleApplications']>('GET', '/capi', '/anchor/applications');
export const consoleApplicationApprove = /* @__PURE__ */ r<T['consoleApplicationApprove']>('POST', '/capi', '/anchor/approve');
export const consoleApplicationReject = /* @__PURE__ */ r<T['consoleApplicationReject']>('POST', '/capi', '/anchor/reject');
export const consoleWithdrawals = /* @__PURE__ */ r<T['consoleWithdrawals']>('GET', '/capi', '/withdraw/list');
export const consoleWithdrawApprove = /* @__PURE__ */ r<T['consoleWithdrawApprove']>('POST', '/capi', '/withdraw/:id/approve');
export const consoleWithdrawReject = /* @__PURE__ */ r<T['consoleWithdrawReject']>('POST', '/capi', '/withdraw/:id/reject');
export const consoleWithdrawExport = /* @__PURE__ */ r<T['consoleWithdrawExport']>('GET', '/capi', '/withdraw/export.csv', true);
export const consoleHotWords = /* @__PURE__ */ r<T['consoleHotWords']>('GET', '/capi', '/content/hot-words');
export const consoleHotWordAdd = /* @__PURE__ */ r<T['consoleHotWordAdd']>('POST', '/capi', '/content/hot-words');
export const consoleHotWordEnable = /* @__PURE__ */ r<T['consoleHotWordEnable']>('POST', '/capi', '/content/hot-words/:id/enable');
export const consoleAnnouncements = /* @__PURE__ */ r<T['consoleAnnouncements']>('GET', '/capi', '/content/announcements');
export const consoleAnnouncementAdd = /* @__PURE__ */ r<T['consoleAnnouncementAdd']>('POST', '/capi', '/content/announcements');
export const consoleAnnouncementEnable = /* @__PURE__ */ r<T['consoleAnnouncementEnable']>(
  'POST',
  '/capi',
  '/content/announcements/:id/enable',
);
export const consoleBanners = /* @__PURE__ */ r<T['consoleBanners']>('GET', '/capi', '/content/banners');
export const consoleBannerEnable = /* @__PURE__ */ r<T['consoleBannerEnable']>('POST', '/capi', '/content/banners/:id/enable');
export const consoleAudit = /* @__PURE__ */ r<T['consoleAudit']>('GET', '/capi', '/audit');
export const consoleLedgerCheck = /* @__PURE__ */ r<T['consoleLedgerCheck']>('GET', '/capi', '/finance/ledger-check');
export const consoleDailyTotals = /* @__PURE__ */ r<T['consoleDailyTotals']>('GET', '/capi', '/finance/daily');
export const consoleAdjust = /* @__PURE__ */ r<T['consoleAdjust']>('POST', '/capi', '/finance/adjust');
export const consoleExpertApplications = /* @__PURE__ */ r<T['consoleExpertApplications']>('GET', '/capi', '/experts/applications');
export const consoleExpertApprove = /* @__PURE__ */ r<T['consoleExpertApprove']>('POST', '/capi', '/experts/applications/:id/approve');
export const consoleExpertReject = /* @__PURE__ */ r<T['consoleExpertReject']>('POST', '/capi', '/experts/applications/:id/reject');
export const consolePostHide = /* @__PURE__ */ r<T['consolePostHide']>('POST', '/capi', '/community/posts/:id/hide');
export const consoleChatMute = /* @__PURE__ */ r<T['consoleChatMute']>('POST', '/capi', '/chat/mute');
export const consoleChatSlowMode = /* @__PURE__ */ r<T['consoleChatSlowMode']>('POST', '/capi', '/chat/slow-mode');
export const consoleBannedWords = /* @__PURE__ */ r<T['consoleBannedWords']>('GET', '/capi', '/chat/banned-words');
export const consoleBannedWordAdd = /* @__PURE__ */ r<T['consoleBannedWordAdd']>('POST', '/capi', '/chat/banned-words');
export const consoleBannedWordRemove = /* @__PURE__ */ r<T['consoleBannedWordRemove']>('POST', '/capi', '/chat/banned-words/remove');
export const consoleHornPost = /* @__PURE__ */ r<T['consoleHornPost']>('POST', '/capi', '/chat/horn');
export const consoleNews = /* @__PURE__ */ r<T['consoleNews']>('GET', '/capi', '/content/news');
export const consoleNewsDetail = /* @__PURE__ */ r<T['consoleNewsDetail']>('GET', '/capi', '/content/news/:id');
export const consoleNewsCreate = /* @__PURE__ */ r<T['consoleNewsCreate']>('POST', '/capi', '/content/news');
export const consoleNewsUpdate = /* @__PURE__ */ r<T['consoleNewsUpdate']>('POST', '/capi', '/content/news/:id');
export const consoleNewsPublish = /* @__PURE__ */ r<T['consoleNewsPublish']>('POST', '/capi', '/content/news/:id/publish');
export const consoleImages = /* @__PURE__ */ r<T['consoleImages']>('POST', '/capi', '/content/images');
export const consoleCircles = /* @__PURE__ */ r<T['consoleCircles']>('GET', '/capi', '/content/circles');
export const consoleCircleCreate = /* @__PURE__ */ r<T['consoleCircleCreate']>('POST', '/capi', '/content/circles');
export const consoleCircleUpdate = /* @__PURE__ */ r<T['consoleCircleUpdate']>('POST', '/capi', '/content/circles/:id');
export const consoleCircleEnable = /* @__PURE__ */ r<T['consoleCircleEnable']>('POST', '/capi', '/content/circles/:id/enable');
export const consoleGifts = /* @__PURE__ */ r<T['consoleGifts']>('GET', '/capi', '/catalogue/gifts');
export const consoleGiftUpdate = /* @__PURE__ */ r<T['consoleGiftUpdate']>('POST', '/capi', '/catalogue/gifts/:id');
export const consoleNobleRanks = /* @__PURE__ */ r<T['consoleNobleRanks']>('GET', '/capi', '/catalogue/noble');
export const consoleNoblePrice = /* @__PURE__ */ r<T['consoleNoblePrice']>('POST', '/capi', '/catalogue/noble/:rank');
export const consoleAboutPages = /* @__PURE__ */ r<T['consoleAboutPages']>('GET', '/capi', '/content/about');
export const consoleAboutUpdate = /* @__PURE__ */ r<T['consoleAboutUpdate']>('POST', '/capi', '/content/about/:id');
export const consoleReports = /* @__PURE__ */ r<T['consoleReports']>('GET', '/capi', '/reports');
export const consoleReportAct = /* @__PURE__ */ r<T['consoleReportAct']>('POST', '/capi', '/reports/:kind/:id/act');
export const consoleRoomState = /* @__PURE__ */ r<T['consoleRoomState']>('GET', '/capi', '/rooms/:id/state');
export const consoleRoomCut = /* @__PURE__ */ r<T['consoleRoomCut']>('POST', '/capi', '/rooms/:id/cut');
export const consoleRoomClose = /* @__PURE__ */ r<T['consoleRoomClose']>('POST', '/capi', '/rooms/:id/close');
export const consoleRoomReopen = /* @__PURE__ */ r<T['consoleRoomReopen']>('POST', '/capi', '/rooms/:id/reopen');
export const consoleChatFollowersOnly = /* @__PURE__ */ r<T['consoleChatFollowersOnly']>('POST', '/capi', '/chat/followers-only');
export const consoleRechargeReconcile = /* @__PURE__ */ r<T['consoleRechargeReconcile']>('GET', '/capi', '/finance/recharge-reconcile');
export const consoleRedPacketsDue = /* @__PURE__ */ r<T['consoleRedPacketsDue']>('GET', '/capi', '/finance/red-packets/due');
export const consoleRedPacketsSettle = /* @__PURE__ */ r<T['consoleRedPacketsSettle']>('POST', '/capi', '/finance/red-packets/settle');
export const consoleUserSearch = /* @__PURE__ */ r<T['consoleUserSearch']>('GET', '/capi', '/users');
export const consoleUserDetail = /* @__PURE__ */ r<T['consoleUserDetail']>('GET', '/capi', '/users/:id');
export const consoleUserRecords = /* @__PURE__ */ r<T['consoleUserRecords']>('GET', '/capi', '/users/:id/records');
export const consoleIpBans = /* @__PURE__ */ r<T['consoleIpBans']>('GET', '/capi', '/sanctions/ip');
export const consoleSanction = /* @__PURE__ */ r<T['consoleSanction']>('POST', '/capi', '/sanctions');
export const consoleIpBan = /* @__PURE__ */ r<T['consoleIpBan']>('POST', '/capi', '/sanctions/ip');
export const consoleDeviceBan = /* @__PURE__ */ r<T['consoleDeviceBan']>('POST', '/capi', '/sanctions/device');
export const consoleWarn = /* @__PURE__ */ r<T['consoleWarn']>('POST', '/capi', '/sanctions/warn');
export const consoleSanctionLift = /* @__PURE__ */ r<T['consoleSanctionLift']>('POST', '/capi', '/sanctions/:id/lift');
export const consoleBannerCreate = /* @__PURE__ */ r<T['consoleBannerCreate']>('POST', '/capi', '/content/banners');
export const consoleBannerUpdate = /* @__PURE__ */ r<T['consoleBannerUpdate']>('POST', '/capi', '/content/banners/:id');
export const consoleBannerDelete = /* @__PURE__ */ r<T['consoleBannerDelete']>('POST', '/capi', '/content/banners/:id/delete');
export const consoleAdverts = /* @__PURE__ */ r<T['consoleAdverts']>('GET', '/capi', '/content/adverts');
export const consoleAdvertCreate = /* @__PURE__ */ r<T['consoleAdvertCreate']>('POST', '/capi', '/content/adverts');
export const consoleAdvertUpdate = /* @__PURE__ */ r<T['consoleAdvertUpdate']>('POST', '/capi', '/content/adverts/:id');
export const consoleAdvertEnable = /* @__PURE__ */ r<T['consoleAdvertEnable']>('POST', '/capi', '/content/adverts/:id/enable');
export const consoleAdvertDelete = /* @__PURE__ */ r<T['consoleAdvertDelete']>('POST', '/capi', '/content/adverts/:id/delete');
export const consoleClipCut = /* @__PURE__ */ r<T['consoleClipCut']>('POST', '/capi', '/clips');
