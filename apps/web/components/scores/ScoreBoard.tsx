'use client';
import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState } from 'react';
import { isMatchLive, type TScoreMatch, type TSport } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { saveAlertSettings, useAlertSettings, type TAlertSettings } from '@/lib/score-alerts';
import { LeagueFilter } from './LeagueFilter';
import { unpackRows, type TListRows } from './list-rows';
import type { TLeagueFilterQuery } from './score-tabs';
import { useLiveRows, useNow } from './useLiveRows';
import { useViewerStars } from './useViewerStars';

// Each sport's table is its own chunk: a page loads only the one it shows (decision 0048).
const FootballTable = dynamic(() => import('./FootballTable').then((m) => m.FootballTable));
const BasketballTable = dynamic(() => import('./BasketballTable').then((m) => m.BasketballTable));

export interface TScoreBoardProps {
  sport: TSport;
  /** The list's rows, packed by the page (list-rows.ts). */
  rows: TListRows;
  serverNow: number;
  /** Show the lottery number column (竞足, 北单, 足彩, 竞篮). */
  showNo?: boolean;
  /** The filter call of this list, or none for lists without a league filter. */
  filter?: TLeagueFilterQuery;
  /** Rows whose star is removed disappear (the 收藏 tab). */
  dropUnstarred?: boolean;
}

/** Goal pop-up and sound switches, remembered in the browser. */
function AlertSwitches({ settings, onChange }: { settings: TAlertSettings; onChange: (s: TAlertSettings) => void }) {
  const box = 'flex cursor-pointer items-center gap-1 text-xs text-muted select-none';
  return (
    <div className="flex items-center gap-3" data-testid="alert-switches">
      {(
        [
          ['popup', '进球弹窗'],
          ['sound', '进球声音'],
        ] as const
      ).map(([key, label]) => (
        <label key={key} className={box}>
          <input
            type="checkbox"
            className="accent-[var(--brand-primary)]"
            checked={settings[key]}
            onChange={(e) => onChange({ ...settings, [key]: e.target.checked })}
          />
          {label}
        </label>
      ))}
    </div>
  );
}

/** A live score list: toolbar (league filter, alert switches), the table, updates in place from the WebSocket. */
export function ScoreBoard({ sport, rows: packed, serverNow, showNo = false, filter, dropUnstarred = false }: TScoreBoardProps) {
  const [initial] = useState(() => unpackRows(packed));
  const [leagues, setLeagues] = useState<number[] | null>(null);
  const settings = useAlertSettings();

  const visible = useCallback((m: TScoreMatch) => !leagues || leagues.includes(m.competition.id), [leagues]);
  const { rows, flash, update } = useLiveRows([sport], initial, { alertable: (m) => m.collected || visible(m), settings });
  const now = useNow(serverNow);
  const shown = useMemo(() => rows.filter((m) => visible(m) && (!dropUnstarred || m.collected)), [rows, visible, dropUnstarred]);
  const hidden = rows.length - rows.filter(visible).length;
  const liveCount = shown.filter((m) => isMatchLive(sport, m.state)).length;
  const onStar = useCallback((id: number, collected: boolean) => update(id, { collected }), [update]);
  // The 收藏 tab is the visitor's own page, rendered with their stars.
  useViewerStars(sport, update, !dropUnstarred);

  const Table = sport === 'football' ? FootballTable : BasketballTable;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        {filter ? <LeagueFilter query={filter} value={leagues} onApply={setLeagues} /> : null}
        <span className="text-xs text-muted" data-testid="list-summary">
          共 <b className="text-ink">{shown.length}</b> 场
          {liveCount ? (
            <>
              ，进行中 <b className="text-red-600">{liveCount}</b> 场
            </>
          ) : null}
          {hidden > 0 ? (
            <>
              ，已隐藏 {hidden} 场
              <button type="button" className="ml-1 text-primary hover:underline" onClick={() => setLeagues(null)}>
                显示全部
              </button>
            </>
          ) : null}
        </span>
        <div className="ml-auto">
          <AlertSwitches settings={settings} onChange={saveAlertSettings} />
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="overflow-hidden rounded border border-line">
          <Table rows={shown} now={now} flash={flash} showNo={showNo} onStar={onStar} />
        </div>
      )}
    </div>
  );
}
