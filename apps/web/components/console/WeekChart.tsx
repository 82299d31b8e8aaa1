'use client';
import type { TConsoleDayFigures } from '@sports/contracts';

const SERIES: { key: 'newUsers' | 'recharge' | 'gifts'; label: string; color: string }[] = [
  { key: 'newUsers', label: '新注册', color: 'bg-sky-500' },
  { key: 'recharge', label: '充值球钻', color: 'bg-emerald-500' },
  { key: 'gifts', label: '礼物球钻', color: 'bg-amber-500' },
];

/** The last seven days as bars, one small chart per figure (each scaled to its own largest day). */
export function WeekChart({ week }: { week: TConsoleDayFigures[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-3" data-testid="dash-week">
      {SERIES.map((s) => {
        const max = Math.max(1, ...week.map((d) => d[s.key]));
        return (
          <figure key={s.key} className="rounded border border-slate-200 p-4">
            <figcaption className="mb-3 text-sm text-slate-500">近7日{s.label}</figcaption>
            <div className="flex h-28 items-end gap-1.5">
              {week.map((d) => (
                <div key={d.day} className="flex flex-1 flex-col items-center justify-end gap-1" title={`${d.day} ${s.label} ${d[s.key]}`}>
                  <span className="text-[10px] text-slate-500">{d[s.key]}</span>
                  <div className={`w-full rounded-t ${s.color}`} style={{ height: `${Math.round((d[s.key] / max) * 80)}px` }} />
                  <span className="text-[10px] text-slate-400">{d.day.slice(5)}</span>
                </div>
              ))}
            </div>
          </figure>
        );
      })}
    </div>
  );
}
