import type { Kysely } from 'kysely';
import type { TMatchLivePatch, TSport } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { competitionRow } from './competitions';
import type { SportsEvents } from './events';
import { announceUpdate } from './feed-announce';
import { feedIdCache, ResolvedIds } from './feed-ids';
import { feedQueries, type FeedQueries } from './feed-repository';
import { storeMatchUpdate } from './feed-store';
import { presentLivePatch } from './live-presenter';
import { sportsRepository, type SportsQueries } from './repository';
import { scoresRepository } from './scores-repository';
import { rowOdds } from './scores-presenter';
import type { LotteryCode } from './tables';

export type {
  CompetitionInput,
  IncidentInput,
  LiveColumns,
  MatchInput,
  MatchUpdate,
  OddsQuote,
  PlayerInput,
  TeamInput,
  TextInput,
} from './feed-types';
import type { CompetitionInput, MatchInput, MatchUpdate, PlayerInput, TeamInput } from './feed-types';

/**
 * The write side of the sports capability for feeds: every provider stores what it learns through
 * these calls, and each change of a match is announced as a domain event after it is committed.
 * Ids it has resolved (competition, season, team, match) are kept in a bounded cache that only
 * these calls fill and refresh, so a feed polling the same fixtures does not look them up again.
 */
export function feedService(db: Kysely<Database>, events: SportsEvents) {
  const q = feedQueries(db);
  const repo = sportsRepository(db);
  const scores = scoresRepository(db);
  const known = feedIdCache();
  // Bookmakers change only through ensureBookmakers: read them once.
  let bookmakerCache: Map<number, { name: string }> | null = null;
  const bookmakerList = async () => (bookmakerCache ??= new Map((await q.listBookmakers()).map((b) => [Number(b.id), { name: b.name }])));
  const tx = <R>(fn: (q: FeedQueries, s: SportsQueries) => Promise<R>) =>
    db.transaction().execute((trx) => fn(feedQueries(trx), sportsRepository(trx)));

  return {
    queries: q,

    /** The competition's id; it is created, or its area, hot flag and sort brought up to date, when needed. */
    async ensureCompetition(c: CompetitionInput, now: number): Promise<number> {
      const meta = { area: c.area, hot: c.hot ? 1 : 0, sort: c.sort };
      const hit = known.competitions.get(c.code);
      if (hit && hit.area === meta.area && hit.hot === meta.hot && hit.sort === meta.sort) return hit.id;
      const found = await repo.findCompetitionByCode(c.code);
      let id: number;
      if (found) {
        id = Number(found.id);
        if (found.area !== meta.area || Number(found.hot) !== meta.hot || Number(found.sort) !== meta.sort)
          await q.updateCompetition(id, meta);
      } else id = await repo.insertCompetition(competitionRow(c, now));
      known.competitions.set(c.code, { id, ...meta });
      return id;
    },

    async ensureSeason(competitionId: number, name: string, startYear: number, now: number): Promise<number> {
      const key = `${competitionId}:${name}`;
      const hit = known.seasons.get(key);
      if (hit !== undefined) return hit;
      const found = await repo.findSeason(competitionId, name);
      const id = found ? Number(found.id) : await repo.insertSeason(competitionId, name, startYear, now);
      known.seasons.set(key, id);
      return id;
    },

    /** Team ids by English name; missing teams are created, a changed country is stored. */
    async ensureTeams(sport: TSport, teams: TeamInput[], now: number): Promise<ResolvedIds<number>> {
      const ids = new ResolvedIds<number>('team');
      const missing: TeamInput[] = [];
      for (const t of teams) {
        const hit = known.teams.get(`${sport}:${t.en}`);
        if (hit && hit.country === (t.country ?? null)) ids.set(t.en, hit.id);
        else missing.push(t);
      }
      if (missing.length === 0) return ids;
      const resolved = await tx(async (fq, s) => {
        const stored = new Map(
          (
            await s.findTeamsByEnglishNames(
              sport,
              missing.map((t) => t.en),
            )
          ).map((t) => [t.name_en, { id: Number(t.id), country: t.country ?? null }]),
        );
        for (const t of missing) {
          const country = t.country ?? null;
          const hit = stored.get(t.en);
          if (hit) {
            if (hit.country !== country) await fq.setTeamCountry(hit.id, country);
            hit.country = country;
          } else {
            const id = await s.insertTeam({
              sport,
              name: t.name,
              short_name: t.shortName,
              name_en: t.en,
              badge_url: null,
              country,
              created_at: now,
            });
            stored.set(t.en, { id, country });
          }
        }
        return stored;
      });
      for (const [en, team] of resolved) {
        known.teams.set(`${sport}:${en}`, team);
        ids.set(en, team.id);
      }
      return ids;
    },

    /** Player ids by source key; missing players are created. */
    async ensurePlayers(sport: TSport, players: PlayerInput[], now: number): Promise<ResolvedIds<number>> {
      await q.insertPlayers(
        players.map((p) => ({
          source_key: p.sourceKey,
          sport,
          team_id: p.teamId,
          name: p.name,
          name_en: p.nameEn,
          shirt_number: p.shirtNumber,
          position: p.position,
          country: p.country,
          created_at: now,
        })),
      );
      const rows = await q.playersBySourceKeys(players.map((p) => p.sourceKey));
      const ids = new ResolvedIds<number>('player');
      // Looked up by source key, so every row has one.
      for (const r of rows) if (r.source_key !== null) ids.set(r.source_key, Number(r.id));
      return ids;
    },

    /** Bookmaker ids by code, in display order. */
    async ensureBookmakers(list: { code: string; name: string }[]): Promise<Map<string, number>> {
      for (const [i, b] of list.entries()) await q.insertBookmaker(b.code, b.name, i + 1);
      bookmakerCache = null;
      return new Map((await q.listBookmakers()).map((b) => [b.code, Number(b.id)]));
    },

    /**
     * Creates the matches not stored yet (by source key) and returns every one by source key: its id
     * and the feed time of its last update (a stored match keeps its own).
     */
    async ensureMatches(rows: MatchInput[], now: number): Promise<ResolvedIds<{ id: number; updatedAt: number }>> {
      const out = new ResolvedIds<{ id: number; updatedAt: number }>('match');
      const missing = rows.filter((r) => {
        const hit = known.matches.get(r.source_key);
        if (hit) out.set(r.source_key, { ...hit });
        return !hit;
      });
      if (missing.length === 0) return out;
      const stored = await tx(async (fq) => {
        await fq.insertMissingMatches(missing.map((r) => ({ ...r, updated_at: r.updated_at ?? now })));
        const found = await fq.matchesBySourceKeys(missing.map((r) => r.source_key));
        // A stored fixture the feed now pairs otherwise (a tie drawn later, a calendar redrawn)
        // takes the feed's teams while it has not started.
        const given = new Map(missing.map((r) => [r.source_key, r]));
        for (const m of found) {
          const r = m.source_key === null ? undefined : given.get(m.source_key);
          if (r && (Number(m.home_team_id) !== Number(r.home_team_id) || Number(m.away_team_id) !== Number(r.away_team_id))) {
            await fq.repairMatchTeams(Number(m.id), r);
          }
        }
        return found;
      });
      for (const m of stored) {
        // Looked up by source key, so every row has one.
        if (m.source_key === null) continue;
        const match = { id: Number(m.id), updatedAt: Number(m.updated_at) };
        known.matches.set(m.source_key, match);
        out.set(m.source_key, { ...match });
      }
      return out;
    },

    async ensureLotteryIssue(
      code: LotteryCode,
      issue: string,
      saleStartAt: number,
      saleEndAt: number,
      matches: { matchId: number; no: string; sort: number; handicap: number | null; saleEndAt: number }[],
      now: number,
    ) {
      const issueId = await q.ensureLotteryIssue(code, issue, saleStartAt, saleEndAt, now);
      await q.insertLotteryMatches(
        matches.map((m) => ({
          issue_id: issueId,
          lottery_code: code,
          match_id: m.matchId,
          match_no: m.no,
          sort: m.sort,
          handicap: m.handicap,
          sale_end_at: m.saleEndAt,
        })),
      );
      return issueId;
    },

    /**
     * Stores one update of a match in a transaction and, unless `publish` is false (catching up
     * after a restart), announces it: a list patch with the changed live fields, then the
     * incidents, statistics, text lines and odds changes. Storing is feed-store.ts, the wire shapes
     * are live-presenter.ts; this only puts them in order. Returns the list patch when it has news.
     */
    async applyMatchUpdate(u: MatchUpdate, opts: { publish?: boolean } = {}): Promise<TMatchLivePatch | null> {
      const stored = await tx((fq, s) => storeMatchUpdate(fq, s, u));
      // ensureMatches answers with the feed time of the last update: keep it current.
      if (stored.sourceKey !== null) known.matches.set(stored.sourceKey, { id: u.matchId, updatedAt: stored.updatedAt });
      const bookmakers = stored.oddsChanges.length ? await bookmakerList() : new Map<number, { name: string }>();
      const mainId = [...bookmakers.keys()][0];
      const mainOddsMoved = opts.publish !== false && stored.oddsChanges.some((o) => o.bookmakerId === mainId);
      const odds = mainOddsMoved ? rowOdds(await scores.mainOddsOf([u.matchId])) : undefined;
      const patch = presentLivePatch({
        matchId: u.matchId,
        sport: stored.sport,
        changed: stored.changed,
        incidents: stored.incidents,
        odds,
        at: u.at,
      });
      if (opts.publish !== false)
        announceUpdate(events, { u, sport: stored.sport, patch, incidents: stored.incidents, oddsChanges: stored.oddsChanges, bookmakers });
      return patch;
    },
  };
}
export type FeedService = ReturnType<typeof feedService>;
