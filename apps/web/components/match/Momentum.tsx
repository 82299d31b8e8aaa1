'use client';
import { useMemo } from 'react';
import type { TMatchIncident, TTextLiveLine } from '@sports/contracts';
import { momentumSeries } from './momentum';

const W = 720;
const H = 90;

/** The pressure graph: home bars above the line, away below, one per minute; grows with the match. */
export function Momentum({ incidents, text, minute }: { incidents: TMatchIncident[]; text: TTextLiveLine[]; minute: number }) {
  const series = useMemo(() => momentumSeries(incidents, text, minute), [incidents, text, minute]);
  if (series.length === 0 || series.every((p) => p.value === 0)) return null;
  const span = Math.max(90, series.length);
  const bw = W / span;
  return (
    <figure className="mb-4" data-testid="momentum">
      <figcaption className="mb-1 text-xs text-muted">场面压力（主队在上，客队在下）</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-24 w-full rounded bg-tint" role="img" aria-label="场面压力图">
        <line x1={0} x2={W} y1={H / 2} y2={H / 2} stroke="currentColor" className="text-line" />
        <line x1={(45 / span) * W} x2={(45 / span) * W} y1={0} y2={H} stroke="currentColor" strokeDasharray="2 3" className="text-muted" />
        {series.map((p) => {
          const h = (Math.abs(p.value) / 100) * (H / 2 - 4);
          return p.value === 0 ? null : (
            <rect
              key={p.minute}
              x={(p.minute - 1) * bw}
              width={Math.max(1, bw - 1)}
              y={p.value > 0 ? H / 2 - h : H / 2}
              height={h}
              className={p.value > 0 ? 'fill-red-500' : 'fill-sky-500'}
            />
          );
        })}
      </svg>
    </figure>
  );
}
