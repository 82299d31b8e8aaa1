'use client';
import Link from '@/components/ui/Link';
import { Avatar } from '@/components/layout/Avatar';
import type { TExpertHead } from '@sports/contracts';

const streakText = (s: number) => (s > 0 ? `${s}连红` : s < 0 ? `${-s}连黑` : '—');

/** An expert's records as computed from settled plans: 近7中X, 近15中X, streak, hit rate with its sample. */
export function ExpertStats({ head }: { head: TExpertHead }) {
  return (
    <dl className="grid grid-cols-3 gap-2 text-center text-xs sm:grid-cols-6" data-testid="expert-stats">
      <div>
        <dt className="text-muted">近7场</dt>
        <dd className="text-base font-semibold text-red-500">
          近{head.sevenSample}中{head.sevenRecords}
        </dd>
      </div>
      <div>
        <dt className="text-muted">近15场</dt>
        <dd className="text-base font-semibold text-red-500">
          近{head.fifteenSample}中{head.fifteenRecords}
        </dd>
      </div>
      <div>
        <dt className="text-muted">当前</dt>
        <dd className="text-base font-semibold">{streakText(head.streak)}</dd>
      </div>
      <div>
        <dt className="text-muted">命中率</dt>
        <dd className="text-base font-semibold">{head.hitRate}%</dd>
        <dd className="text-muted">样本 {head.sample}</dd>
      </div>
      <div>
        <dt className="text-muted">回报率</dt>
        <dd className="text-base font-semibold">{head.returnRate}%</dd>
      </div>
      <div>
        <dt className="text-muted">人气 / 粉丝</dt>
        <dd className="text-base font-semibold">
          {head.favors} / {head.fans}
        </dd>
      </div>
    </dl>
  );
}

/** A row of an expert list or rank. */
export function ExpertRow({ head, rank }: { head: TExpertHead; rank?: number }) {
  return (
    <li className="flex items-center gap-3 border-b border-line py-3 last:border-b-0" data-testid="expert-row">
      {rank ? <span className="w-6 text-center font-semibold text-primary">{rank}</span> : null}
      <Avatar src={head.portrait} size={40} />
      <div className="min-w-0 flex-1">
        <Link href={`/guide/expert/info/${head.id}`} className="font-medium text-ink hover:text-primary">
          {head.name}
        </Link>
        <p className="truncate text-xs text-muted">{head.description || '这位专家还没有写简介'}</p>
      </div>
      <div className="shrink-0 text-right text-xs">
        <p className="font-semibold text-red-500">
          近{head.sevenSample}中{head.sevenRecords} · {streakText(head.streak)}
        </p>
        <p className="text-muted">
          命中率 {head.hitRate}%（{head.sample} 场）· 回报 {head.returnRate}%
        </p>
      </div>
    </li>
  );
}
