import Link from '@/components/ui/Link';
import { matchStateText, type TScoreMatch } from '@sports/contracts';
import { formatDateTime } from '@/lib/format';

/** A match on one line of a list: kick-off, competition badge, teams with the score (a link to the match), state. */
export function MatchSummary({ m }: { m: TScoreMatch }) {
  return (
    <>
      <span className="w-32 shrink-0 text-xs text-muted">{formatDateTime(m.kickoffAt)}</span>
      <span className="shrink-0 rounded px-2 py-0.5 text-xs text-white" style={{ background: m.competition.color || '#3b82f6' }}>
        {m.competition.shortName || m.competition.name}
      </span>
      <Link href={`/${m.sport}/live/${m.id}`} className="flex-1 truncate font-medium hover:text-primary">
        {m.home.name} <span className="mx-1 text-muted">{m.state >= 2 ? `${m.homeScore} - ${m.awayScore}` : 'vs'}</span> {m.away.name}
      </Link>
      <span className="text-xs text-muted">{matchStateText(m.sport, m.state)}</span>
    </>
  );
}
