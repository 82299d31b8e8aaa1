import Link from '@/components/ui/Link';
import { API_ROUTES, RANK_TYPE_LABELS, RANK_TYPES, type TRankType } from '@sports/contracts';
import { Avatar } from '@/components/layout/Avatar';
import { EmptyState } from '@/components/ui/EmptyState';
import { TabNav } from '@/components/ui/TabNav';
import { anchorHref } from '@/lib/anchor-href';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { RoutePage } from '@/components/layout/RoutePage';

/**
 * Anchor board (/api/rank/anchor: followers gained in the period) and wealth board
 * (/api/rank/price: diamonds gifted in the period), each by day, week or month.
 */
const BOARDS = [
  { key: 'anchor', label: '主播榜', unit: '新增粉丝', route: API_ROUTES.rankAnchor },
  { key: 'price', label: '财富榜', unit: '球钻', route: API_ROUTES.rankPrice },
] as const;

const pick = <T extends { key: string }>(list: readonly T[], v: string | undefined): T => list.find((x) => x.key === v) ?? list[0];
const MEDALS = ['bg-amber-400', 'bg-slate-400', 'bg-orange-400'];

export async function RankPage({ board, rankType }: { board?: string; rankType?: string }) {
  const b = pick(BOARDS, board);
  const p: TRankType = (RANK_TYPES as readonly string[]).includes(rankType ?? '') ? (rankType as TRankType) : 'day';
  const rows = dataOr(await ssrCall(b.route, { query: { rankType: p } }), []);
  const boards = BOARDS.map((x) => ({ label: x.label, href: `/live/rank?type=${x.key}&rankType=${p}`, active: x.key === b.key }));
  const periods = RANK_TYPES.map((x) => ({ label: RANK_TYPE_LABELS[x], href: `/live/rank?type=${b.key}&rankType=${x}`, active: x === p }));
  return (
    <RoutePage
      pattern="/live/rank"
      nav={
        <div className="flex items-end justify-between">
          <TabNav items={boards} className="flex-1" />
          <TabNav variant="pill" items={periods} className="ml-4 pb-1" />
        </div>
      }
    >
      {rows.length ? (
        <ol data-testid="rank-list" className="divide-y divide-line">
          {rows.map((r) => (
            <li key={r.userId} className="flex items-center gap-4 py-3">
              <span
                className={`flex h-7 w-7 items-center justify-center rounded-full text-sm font-bold ${r.rank <= 3 ? `${MEDALS[r.rank - 1]} text-white` : 'text-muted'}`}
              >
                {r.rank}
              </span>
              <Avatar src={r.portrait} size={40} />
              <Link href={anchorHref(r)} className="flex-1 truncate text-sm font-medium hover:text-primary">
                {r.nickName}
                {r.isLive ? <span className="ml-2 rounded bg-red-500 px-1.5 py-0.5 text-[10px] text-white">直播中</span> : null}
              </Link>
              <span className="text-sm text-muted">
                {b.unit} <b className="text-primary">{r.score}</b>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState />
      )}
    </RoutePage>
  );
}
