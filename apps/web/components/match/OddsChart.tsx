'use client';
import { useEffect, useRef } from 'react';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { TOddsChange, TSport } from '@sports/contracts';
import type { TOddsMarketKey } from './odds-tabs';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const SERIES: Record<TOddsMarketKey, [keyof TOddsChange, string][]> = {
  europe: [
    ['home', '主胜'],
    ['draw', '平'],
    ['away', '客胜'],
  ],
  handicap: [
    ['home', '主队'],
    ['away', '客队'],
    ['line', '盘口'],
  ],
  overunder: [
    ['home', '大'],
    ['away', '小'],
    ['line', '盘口'],
  ],
};

const timeFmt = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The history of one market as lines over time; a line (handicap, total) on its own axis. */
export function OddsChart({ sport, market, changes }: { sport: TSport; market: TOddsMarketKey; changes: TOddsChange[] }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current, undefined, { renderer: 'svg' });
    const series = SERIES[market]
      .filter(([k]) => !(k === 'draw' && sport === 'basketball'))
      .map(([key, name]) => ({
        name,
        type: 'line' as const,
        step: 'end' as const,
        yAxisIndex: key === 'line' ? 1 : 0,
        showSymbol: false,
        data: changes.map((c) => [c.changedAt, c[key] as number | null]),
      }));
    chart.setOption({
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (typeof v === 'number' ? String(v) : '-') },
      legend: { top: 0 },
      grid: { left: 40, right: 40, top: 30, bottom: 30 },
      xAxis: { type: 'time', axisLabel: { formatter: (v: number) => timeFmt.format(new Date(v)) } },
      yAxis: [
        { type: 'value', scale: true },
        { type: 'value', scale: true, show: market !== 'europe' },
      ],
      series,
    });
    // The box may be laid out after the chart starts (the tab's panel appears as the history loads):
    // follow its size, not only the window's, or the chart stays drawn at zero width.
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(el.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [sport, market, changes]);
  return <div ref={el} className="mb-4 h-64 w-full" data-testid="odds-chart" />;
}
