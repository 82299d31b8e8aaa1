import { TabNav } from '@/components/ui/TabNav';
import { RoutePage } from '../common/RoutePage';

/** Anchor board (/api/rank/anchor) and spender board (/api/rank/price), each by day, week or month. */
const BOARDS = [
  { key: 'anchor', label: '主播榜' },
  { key: 'price', label: '贡献榜' },
] as const;
const PERIODS = [
  { key: '1', label: '日榜' },
  { key: '2', label: '周榜' },
  { key: '3', label: '月榜' },
] as const;

const pick = <T extends { key: string }>(list: readonly T[], v: string | undefined): T => list.find((x) => x.key === v) ?? list[0];

export function RankPage({ board, rankType }: { board?: string; rankType?: string }) {
  const b = pick(BOARDS, board);
  const p = pick(PERIODS, rankType);
  const boards = BOARDS.map((x) => ({ label: x.label, href: `/live/rank?type=${x.key}&rankType=${p.key}`, active: x.key === b.key }));
  const periods = PERIODS.map((x) => ({ label: x.label, href: `/live/rank?type=${b.key}&rankType=${x.key}`, active: x.key === p.key }));
  return (
    <RoutePage
      pattern="/live/rank"
      nav={
        <div className="flex items-end justify-between">
          <TabNav items={boards} className="flex-1" />
          <TabNav variant="pill" items={periods} className="ml-4 pb-1" />
        </div>
      }
    />
  );
}
