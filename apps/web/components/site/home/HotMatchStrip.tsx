'use client';
import Link from '@/components/ui/Link';
import { memo, useMemo, useState } from 'react';
import { isMatchLive, type TScoreMatch, type TSport } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { basketballStatus, footballStatus, kickoffTime, monthDay } from '@/components/scores/score-format';
import { useLiveRows, useNow } from '@/components/scores/useLiveRows';

const SPORT_LABEL: Record<TSport, string> = { football: '足球', basketball: '篮球' };
/** Cards shown per sport. */
export const HOT_MATCHES_SHOWN = 10;

function statusOf(m: TScoreMatch, now: number): { text: string; live: boolean } {
  const live = isMatchLive(m.sport, m.state);
  if (m.state === 1) return { text: `${monthDay(m.kickoffAt)} ${kickoffTime(m.kickoffAt)}`, live: false };
  if (m.sport === 'basketball') return { text: basketballStatus(m, now), live };
  const s = footballStatus(m, now);
  return { text: s.running ? `${s.text}'` : s.text, live };
}

type THotCardProps = { m: TScoreMatch; now: number; flashing: boolean };

/** A card renders again when its match, its flash or the status it shows changed (the strip's clock ticks every second). */
const sameCard = (a: THotCardProps, b: THotCardProps) =>
  a.m === b.m && a.flashing === b.flashing && statusOf(a.m, a.now).text === statusOf(b.m, b.now).text;

const HotCard = memo(function HotCard({ m, now, flashing }: THotCardProps) {
  const status = statusOf(m, now);
  return (
    <Link
      href={`/${m.sport}/live/${m.id}`}
      data-testid="hot-match"
      data-match-id={m.id}
      className={`flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 transition hover:-translate-y-0.5 hover:border-primary hover:shadow ${flashing ? 'score-flash' : ''}`}
    >
      <div className="flex items-center justify-between text-xs">
        <span className="truncate rounded-[3px] px-1.5 text-white" style={{ backgroundColor: m.competition.color }}>
          {m.competition.shortName}
        </span>
        <span className={status.live ? 'font-semibold text-red-600' : 'text-muted'}>{status.text}</span>
      </div>
      {[
        { team: m.home, score: m.homeScore },
        { team: m.away, score: m.awayScore },
      ].map(({ team, score }) => (
        <div key={team.id} className="flex items-center gap-2 text-sm">
          <img src={team.logo} alt="" width={20} height={20} className="h-5 w-5 shrink-0" />
          <span className="min-w-0 flex-1 truncate text-ink">{team.name}</span>
          <b data-testid="match-score" className={`tabular-nums ${status.live ? 'text-red-600' : 'text-ink'}`}>
            {m.state === 1 ? '' : score}
          </b>
        </div>
      ))}
    </Link>
  );
}, sameCard);

/** The home page's hot matches per sport, with scores and minutes kept live. */
export function HotMatchStrip({ lists, serverNow }: { lists: Record<TSport, TScoreMatch[]>; serverNow: number }) {
  const [sport, setSport] = useState<TSport>(lists.football.length || !lists.basketball.length ? 'football' : 'basketball');
  const all = useMemo(() => [...lists.football, ...lists.basketball], [lists]);
  // Scores move here too, but goals pop up only on the score pages.
  const live = useLiveRows(['football', 'basketball'], all, { alertable: () => false });
  const now = useNow(serverNow);
  const rows = live.rows.filter((m) => m.sport === sport).slice(0, HOT_MATCHES_SHOWN);
  return (
    <div className="flex flex-col gap-3" data-testid="hot-matches">
      <div className="flex gap-2">
        {(['football', 'basketball'] as const).map((s) => (
          <button
            key={s}
            type="button"
            onClick={() => setSport(s)}
            aria-pressed={s === sport}
            className={`rounded-full border px-4 py-1 text-sm ${s === sport ? 'border-primary bg-primary text-white' : 'border-line text-ink hover:border-primary hover:text-primary'}`}
          >
            {SPORT_LABEL[s]}
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <EmptyState className="py-8" />
      ) : (
        <div className="grid grid-cols-5 gap-3">
          {rows.map((m) => (
            <HotCard key={m.id} m={m} now={now} flashing={(live.flash[m.id] ?? 0) > now} />
          ))}
        </div>
      )}
    </div>
  );
}
