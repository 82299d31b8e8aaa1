import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config/env';
import type { Database } from './db/schema';
import { rateLimiter, type RateLimiter } from './http/rate-limit';
import { chatConsoleActions, chatModule, HORN_TRADE_TYPE } from './modules/chat';
import { contentModule, textOnly } from './modules/content';
import { expertConsoleActions, expertsModule, type ExpertPorts } from './modules/experts';
import { identityModule, type IdentityDeps } from './modules/identity';
import { liveConsoleActions, liveModule, livePortsOfServices, roomReportDesk } from './modules/live';
import { moderationActions, openReportCount, operatorsModule, weekFigures } from './modules/operators';
import { siteModule } from './modules/site';
import { sportsModule, type ScoreListVersion, type SportsEvents } from './modules/sports';
import {
  catalogueConsoleActions,
  dailyTotals,
  financeConsoleActions,
  giftsModule,
  nobilityModule,
  redPacketConsoleActions,
  rechargeModule,
  walletModule,
  withdrawConsoleActions,
  withdrawModule,
} from './modules/wallet';
import { CLIP_TRADE_TYPE, replaysModule } from './modules/replays';
import { mediaConsoleActions, mediaModule } from './media';
import { announceInRooms } from './room-announcements';
import { isPostgres } from './db/migrations/helpers';
import { memoryCounters, type SharedCounters } from './state/counters';

/** A logger that drops everything (seeding, tools). */
export function quietLog(): FastifyBaseLogger {
  const none = () => undefined;
  const log = { level: 'silent', fatal: none, error: none, warn: none, info: none, debug: none, trace: none, silent: none };
  return Object.assign(log, { child: () => log }) as unknown as FastifyBaseLogger;
}

export interface ComposeOptions {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Rate limits, chat pacing and viewer counts; in memory by default. */
  counters?: SharedCounters;
  /** Rate limits over `counters` by default. */
  limiter?: RateLimiter;
  /** The feed's clock (a simulator may run faster than real time); Date.now by default. */
  now?: () => number;
  /** The real time at which the feed's clock showed a given time; identity by default. */
  wallOf?: (feedMs: number) => number;
  /** tests swap the SMS provider and limits */
  identity?: Pick<IdentityDeps, 'smsProvider' | 'smsLimits' | 'limiter'>;
  /** The version of a sport's score lists (the live bus's score topic head); lists are not cached without it. */
  scoreListVersion?: ScoreListVersion;
  /** The sports feed's domain events (the match centre's cache follows them); none outside the server. */
  sportsEvents?: SportsEvents;
  /** Viewers connected to a room (the realtime hub's count); none without sockets. */
  viewers?: (roomId: number) => number;
}

/**
 * Every capability wired once, with its ports to the others' services: the server (app.ts) adds
 * HTTP and sockets around it; the admin commands, the seed and the tools use it as it is.
 */
export function composeModules(o: ComposeOptions) {
  const { db, config, log } = o;
  const counters = o.counters ?? memoryCounters();
  const limiter = o.limiter ?? rateLimiter(counters);
  const site = siteModule(db, config, { limiter, textOnly });
  const wallet = walletModule(db);
  const recharge = rechargeModule(db, config.pay, {
    log,
    limiter,
    publicOrigin: config.publicOrigin,
    production: config.env === 'production',
  });
  const identity = identityModule({
    db,
    config,
    log,
    captchaSwitch: async () => (await site.service.config()).jiyanSwitch,
    onUserCreated: (userId) => wallet.service.openAccount(userId),
    experience: (userId) => wallet.service.spentDiamonds(userId),
    expertRecords: (userId) => experts.service.records(userId),
    // live keeps the owner's nickname on the room, which searches find it by (decision 0052)
    onNickChanged: (userId) => live.service.anchorChanged(userId),
    // an operator's warning lands in the user's notices (/v/message), in the warning's transaction
    inbox: (trx, userId, text) => content.service.systemNotice(trx, userId, text),
    limiter,
    ...o.identity,
  });
  const withdraw = withdrawModule({
    db,
    wallet: wallet.service,
    keys: identity.keys,
    sms: identity.sms,
    ports: {
      getSetting: (key) => site.service.getSetting(key),
      setSetting: (key, value) => site.service.setSetting(key, value),
      setPayPassword: (userId, plain) => identity.service.setPayPassword(userId, plain),
      payPasswordMatches: (userId, plain) => identity.service.payPasswordMatches(userId, plain),
      contacts: (ids) => identity.service.contacts(ids),
    },
    limiter: o.identity?.limiter ?? limiter,
    sandbox: config.pay.withdrawBlocked,
  });
  const sports = sportsModule(db, { now: o.now, listVersion: o.scoreListVersion, events: o.sportsEvents });
  // Chat, gifts and nobility are built before live (the socket hub needs chat, live needs the hub): they reach rooms lazily.
  const rooms = () => live.service;
  const chat = chatModule(db, {
    counters,
    ports: {
      room: (roomId) => rooms().roomSummary(roomId),
      anchorOf: (roomId) => rooms().anchorOf(roomId),
      matchExists: (matchId) => sports.scores.matchExists(matchId),
      user: (id) => identity.service.publicUser({ id }),
      userByNick: (nickName) => identity.service.publicUser({ nickName }),
      followsAnchor: (userId, anchorId) => rooms().followsAnchor(userId, anchorId),
      maySpeak: (userId, from) => identity.sanctions.maySpeak(userId, from),
      nobleOf: (userId) => nobility.noble.nobleOf(userId),
      // Horns are bought with diamonds: the horn's row and its journal in one transaction.
      transaction: (fn) => wallet.service.transaction(fn),
      spend: async (trx, ref, userId, diamonds, memo) =>
        (await wallet.service.spendIn(trx, ref, userId, diamonds, HORN_TRADE_TYPE, memo)).balance,
      diamonds: async (userId) => (await wallet.service.balances(userId)).balance,
    },
  });
  const gifts = giftsModule(db, wallet.service, {
    // Real time, not the feed's clock (which a simulator may run faster): combos, days and ranks are wall-clock.
    anchorSharePercent: config.gifts.anchorSharePercent,
    // SQLite has one writer at a time: gifts arriving together share a transaction (decision 0047).
    groupCommit: !isPostgres(db),
    log,
    limiter,
    ports: {
      room: (roomId) => rooms().roomSummary(roomId),
      anchorOf: (roomId) => rooms().anchorOf(roomId),
      users: (ids) => identity.service.publicUsers(ids),
    },
  });
  const nobility = nobilityModule(
    db,
    {
      roomExists: (roomId) => rooms().roomExists(roomId),
      user: (id) => identity.service.publicUser({ id }),
      users: (ids) => identity.service.publicUsers(ids),
      log,
    },
    { limiter },
  );
  // Gifts, red packets and noble entries are kept in their room's chat history as lines.
  announceInRooms(chat.service, gifts.events, nobility.events);
  const live = liveModule(
    db,
    {
      ports: {
        ...livePortsOfServices({ identity: identity.service, scores: sports.scores, site: site.service }),
        viewers: (roomId) => o.viewers?.(roomId) ?? 0,
        play: (roomId) => media.service.play(roomId),
        cutStream: (roomId) => media.service.cut(roomId),
        wealthRank: (since, size) => gifts.service.wealthRank(since, size),
        replaysOf: (roomId, broadcasts) => replays.service.ofBroadcasts(roomId, broadcasts),
      },
      feedNow: o.now,
    },
    limiter,
  );
  const replays = replaysModule({
    db,
    config: config.replays,
    log,
    limiter,
    ports: {
      room: (roomId) => live.service.roomSummary(roomId),
      users: (ids) => identity.service.publicUsers(ids),
      matchTitles: async (ids) => new Map([...(await sports.scores.matchCardsByIds(ids))].map(([id, m]) => [id, `${m.home} vs ${m.away}`])),
      chatLines: (roomId, from, to, limit) => chat.service.roomLinesBetween(roomId, from, to, limit),
      // Incidents carry the feed's time; recordings the real one (they differ when the simulator runs fast).
      matchIncidents: async (matchId) => {
        const wallOf = o.wallOf ?? ((t: number) => t);
        return (await sports.timedIncidents(matchId)).map((i) => ({ ...i, at: wallOf(i.at) }));
      },
      spendOnce: (ref, userId, diamonds, memo) => wallet.service.spendOnce(ref, userId, diamonds, CLIP_TRADE_TYPE, memo),
      streaming: (roomId) => media.service.play(roomId) !== null,
    },
  });
  const media = mediaModule({
    db,
    rooms: live.service,
    config: config.media,
    log,
    limiter,
    recorder: config.replays.record ? replays.recorder : undefined,
  });
  const content = contentModule(db, {
    limiter,
    ports: {
      users: (ids) => identity.service.publicUsers(ids),
      saveImages: (userId, files) => identity.uploads.saveBase64(userId, files),
      saveOperatorImages: (files) => identity.uploads.saveBase64(null, files),
      bannedWords: () => chat.service.bannedWords(),
      mayWrite: (userId) => identity.sanctions.mayWrite(userId),
    },
  });
  const expertPorts: ExpertPorts = {
    users: async (ids) => {
      const profiles = await identity.service.profilesByIds(ids);
      return new Map([...profiles].map(([id, p]) => [id, { nickName: p.nickName, portrait: p.portrait, description: p.description }]));
    },
    isExpert: (userId) => identity.service.isExpert(userId),
    setExpert: (userId, on) => identity.service.setExpert(userId, on),
    expertIds: () => identity.service.expertIds(),
    matches: (ids) => sports.markets.matches(ids),
    upcoming: (q) => sports.markets.upcoming(q),
    lines: (ids) => sports.markets.lines(ids),
    transaction: (fn) => wallet.service.transaction(fn),
    book: async (trx, journal) => {
      const { after } = await wallet.service.book(trx, journal);
      return new Map([...after].map(([id, b]) => [id, b.balance]));
    },
  };
  const experts = expertsModule(
    db,
    expertPorts,
    // The feed's clock: kick-offs and sales follow the (possibly sped-up) simulator.
    { limiter, now: o.now, log },
  );
  const nickNames = async (ids: number[]) => identity.service.contacts(ids);
  /** Each kind of viewers' reports, served by the capability that owns it (decision 0034-report-acts). */
  const reportDesks = {
    room: roomReportDesk(db, {
      contacts: nickNames,
      // The anchor's warning is a system message in their inbox (content's notices), in the settling transaction.
      warn: (trx, userId, text) => content.service.systemNotice(trx, userId, text),
      cutStream: (roomId) => media.service.cut(roomId),
      mute: (roomId, userId, minutes, operatorName) => chat.service.operatorMute(roomId, userId, minutes, operatorName),
    }),
    ...content.service.reportDesks,
  };
  const operators = operatorsModule(db, {
    limiter,
    dashboard: async () => ({
      liveRooms: (await live.service.liveRoomIds()).length,
      pendingApplications: await live.service.pendingApplicationCount(),
      pendingWithdrawals: await withdraw.service.admin.pendingCount(),
      openReports: await openReportCount(reportDesks),
      week: await weekFigures(Date.now(), {
        registrations: (from) => identity.service.registrationsByDay(from),
        money: (from) => dailyTotals(db, from),
      }),
    }),
  });
  /** Every capability's operator actions for the console (decision 0028); each names its permission. */
  const consoleActions = [
    ...liveConsoleActions(live.service),
    ...withdrawConsoleActions(withdraw.service.admin),
    ...financeConsoleActions(wallet.service, db, { userExists: async (id) => (await identity.service.contacts([id])).has(id) }),
    ...expertConsoleActions(experts.service, expertPorts),
    ...chatConsoleActions(chat.service),
    ...identity.consoleActions({
      balances: (userId) => wallet.service.balances(userId),
      records: (userId, page, pageSize) => recharge.records.page(userId, {}, page, pageSize),
    }),
    ...moderationActions({
      desks: reportDesks,
      setPostHidden: (id, hidden) => content.service.posts.setPostHidden(id, hidden),
    }),
    ...mediaConsoleActions(media.service, {
      room: (roomId) => live.service.roomSummary(roomId),
      chatModes: (roomId) => chat.service.roomModes(roomId),
    }),
    ...site.console,
    ...replays.console,
    ...content.console,
    ...catalogueConsoleActions(gifts.service, nobility.noble.prices),
    ...redPacketConsoleActions(nobility.redPackets),
  ];
  return {
    site,
    wallet,
    recharge,
    identity,
    withdraw,
    sports,
    chat,
    gifts,
    nobility,
    live,
    media,
    replays,
    experts,
    expertPorts,
    content,
    operators,
    consoleActions,
    counters,
    limiter,
  };
}
export type Modules = ReturnType<typeof composeModules>;
