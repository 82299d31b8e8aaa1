'use client';
import { useEffect, useState } from 'react';
import { CONSOLE_CALLS, type TConsoleDashboard } from '@sports/contracts';
import { call } from '@/lib/api';
import { Allowed } from './ConsoleShell';
import { Panel } from './ui';
import { WeekChart } from './WeekChart';

const CARDS: { key: Exclude<keyof TConsoleDashboard, 'week'>; label: string }[] = [
  { key: 'liveRooms', label: '正在直播' },
  { key: 'pendingApplications', label: '待审主播申请' },
  { key: 'pendingWithdrawals', label: '待审提现' },
  { key: 'openReports', label: '待处理举报' },
];

export function Dashboard() {
  const [data, setData] = useState<TConsoleDashboard | null>(null);
  useEffect(() => {
    void call(CONSOLE_CALLS.consoleDashboard).then((r) => r.code === 200 && setData(r.data));
  }, []);
  return (
    <Allowed permission="dashboard.read">
      <Panel title="概览">
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {CARDS.map((c) => (
            <div key={c.key} className="rounded border border-slate-200 p-4">
              <div className="text-sm text-slate-500">{c.label}</div>
              <div className="mt-1 text-2xl font-semibold" data-testid={`dash-${c.key}`}>
                {data ? data[c.key] : '-'}
              </div>
            </div>
          ))}
        </div>
        <div className="mt-5">{data ? <WeekChart week={data.week} /> : null}</div>
      </Panel>
    </Allowed>
  );
}
