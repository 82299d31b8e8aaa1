'use client';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { formatStamp } from '@/lib/format';

export const btn = 'rounded px-3 py-1 text-sm text-white disabled:opacity-50';
export const input = 'rounded border border-slate-300 px-2 py-1 text-sm outline-none focus:border-slate-600';
/** Console times are Beijing times, as every message to users says. */
export const when = formatStamp;

/** Toasts a console call's answer (`ok` on success, the server's reason otherwise); true when it succeeded. */
export function announce(r: { code: number; message: string }, ok: string): boolean {
  if (r.code === 200) toast.success(ok);
  else toast.error(r.message);
  return r.code === 200;
}

/** Switches a row on the site (上线) or off it (下线). */
export function Toggle({ on, disabled, onChange }: { on: boolean; disabled: boolean; onChange: (v: boolean) => void }) {
  return (
    <button type="button" disabled={disabled} className={`${btn} ${on ? 'bg-slate-500' : 'bg-green-600'}`} onClick={() => onChange(!on)}>
      {on ? '下线' : '上线'}
    </button>
  );
}

export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between">
        <h1 className="text-base font-semibold">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Table({ head, children, empty }: { head: string[]; children: ReactNode; empty: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            {head.map((h) => (
              <th key={h} className="px-2 py-2 font-normal whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
      {empty ? <p className="py-6 text-center text-sm text-slate-400">暂无数据</p> : null}
    </div>
  );
}

/** Previous / next page under a console table. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <div className="mt-3 flex items-center justify-end gap-3 text-sm">
      <span>
        共 {total} 条，第 {page} 页
      </span>
      <button type="button" className={`${btn} bg-slate-700`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <button type="button" className={`${btn} bg-slate-700`} disabled={page * pageSize >= total} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </div>
  );
}
