import type { TMatchIncident, TOddsChange, TSport } from '@sports/contracts';
import type { FeedQueries } from './feed-repository';
import type { LiveColumns, MatchUpdate } from './feed-types';
import { presentIncident } from './live-presenter';
import type { SportsQueries } from './repository';

/** What storing an update changed: the live columns that moved, the new incidents and odds changes. */
export interface StoredUpdate {
  sport: TSport;
  sourceKey: string | null;
  updatedAt: number;
  changed: LiveColumns;
  incidents: TMatchIncident[];
  oddsChanges: Omit<TOddsChange, 'bookmakerName'>[];
}

/** Stores one update of a match (inside the caller's transaction): match columns, incidents, stats, text, lineups, odds. */
export async function storeMatchUpdate(fq: FeedQueries, s: SportsQueries, u: MatchUpdate): Promise<StoredUpdate> {
  const before = await fq.getMatch(u.matchId);
  if (!before) throw new Error(`match ${u.matchId} not found`);
  const changed: LiveColumns = {};
  for (const [col, v] of Object.entries(u.match ?? {}) as [keyof LiveColumns, unknown][]) {
    if (v === undefined || (before[col] ?? null) === (v ?? null)) continue;
    (changed as Record<string, unknown>)[col] = v;
  }
  const after = { ...before, ...changed };
  const updatedAt = Math.max(u.at, before.updated_at);
  if (Object.keys(changed).length || u.at > before.updated_at) await s.updateMatch(u.matchId, { ...changed, updated_at: updatedAt });
  const incidents = await storeIncidents(s, u);
  if (u.stats?.length) await fq.upsertStats(u.matchId, u.stats, u.at);
  if (u.text?.length) {
    await fq.insertTextLines(
      u.text.map((t) => ({
        match_id: u.matchId,
        seq: t.seq,
        minute: t.minute,
        type: t.type,
        side: t.side,
        content: t.content,
        home_score: t.homeScore,
        away_score: t.awayScore,
        created_at: t.at ?? u.at,
      })),
    );
  }
  if (u.lineups?.length) await fq.insertLineups(u.lineups.map((l) => ({ ...l, match_id: u.matchId })));
  if (u.playerStats?.length) await fq.upsertPlayerStats(u.playerStats.map((p) => ({ ...p, match_id: u.matchId, updated_at: u.at })));
  const oddsChanges = await storeOdds(fq, u, { minute: after.minute ?? null, homeScore: after.home_score, awayScore: after.away_score });
  return { sport: before.sport, sourceKey: before.source_key, updatedAt, changed, incidents, oddsChanges };
}

async function storeIncidents(s: SportsQueries, u: MatchUpdate): Promise<TMatchIncident[]> {
  if (!u.incidents?.length) return [];
  const inserted = await s.insertIncidents(
    u.incidents.map((i) => ({
      match_id: u.matchId,
      seq: i.seq,
      type: i.type,
      side: i.side,
      minute: i.minute,
      added_minute: i.addedMinute,
      player_name: i.playerName,
      player_id: i.playerId ?? null,
      related_player_name: i.relatedPlayerName ?? null,
      related_player_id: i.relatedPlayerId ?? null,
      home_score: i.homeScore,
      away_score: i.awayScore,
      created_at: i.at ?? u.at,
    })),
  );
  const ids = new Map(inserted.map((r) => [r.seq, r.id]));
  return u.incidents.map((i) => {
    const id = ids.get(i.seq);
    if (id === undefined) throw new Error(`storeIncidents: incident ${i.seq} of match ${u.matchId} was not stored`);
    return presentIncident(id, i);
  });
}

/** The current odds (the last quote of each bookmaker, market and phase) and the history of changes. */
async function storeOdds(fq: FeedQueries, u: MatchUpdate, now: { minute: number | null; homeScore: number; awayScore: number }) {
  const oddsChanges: Omit<TOddsChange, 'bookmakerName'>[] = (u.odds ?? []).map((o) => ({
    bookmakerId: o.bookmakerId,
    market: o.market,
    phase: o.phase,
    home: o.home,
    draw: o.draw,
    away: o.away,
    line: o.line,
    minute: o.minute !== undefined ? o.minute : now.minute,
    homeScore: o.homeScore ?? now.homeScore,
    awayScore: o.awayScore ?? now.awayScore,
    changedAt: o.at ?? u.at,
  }));
  const latest = new Map((u.odds ?? []).map((o) => [`${o.bookmakerId}:${o.market}:${o.phase}`, o]));
  for (const phase of ['open', 'live', 'inplay'] as const) {
    const quotes = [...latest.values()].filter((o) => o.phase === phase).map((o) => ({ ...o, at: o.at ?? u.at }));
    await fq.writeOdds(u.matchId, phase, quotes);
  }
  await fq.insertOddsChanges(
    oddsChanges.map((c) => ({
      match_id: u.matchId,
      bookmaker_id: c.bookmakerId,
      market: c.market,
      phase: c.phase,
      home: c.home,
      draw: c.draw,
      away: c.away,
      line: c.line,
      minute: c.minute,
      home_score: c.homeScore,
      away_score: c.awayScore,
      changed_at: c.changedAt,
    })),
  );
  return oddsChanges;
}
