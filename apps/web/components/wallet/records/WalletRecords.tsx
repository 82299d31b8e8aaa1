'use client';
import { API_CALLS, CONSUME_TRADE_TYPES, INCOME_TRADE_TYPES, routeUrl, TRADE_TYPE_IDS, type TIncomePage } from '@sports/contracts';
import { buttonClass } from '@/components/ui/Button';
import { rechargeApi, type RecordFilter } from '../recharge/recharge-api';
import { RecordsTable } from './RecordsTable';

const ALL = [...TRADE_TYPE_IDS] as number[];
const CONSUME = [...CONSUME_TRADE_TYPES] as number[];
const INCOME = [...INCOME_TRADE_TYPES] as number[];

/** /v/wallet: every record of every trade type. */
export function WalletRecords() {
  return <RecordsTable types={ALL} load={rechargeApi.transList} testId="wallet-records" />;
}

/** /v/consume: what left the consumption wallet (gifts, plans, deductions, red packets, nobility). */
export function ConsumeRecords() {
  return <RecordsTable types={CONSUME} load={rechargeApi.transList} testId="consume-records" />;
}

function exportHref(f: RecordFilter) {
  const q = new URLSearchParams({ channelId: '3', platform: '1' });
  if (f.startDate) q.set('startDate', f.startDate);
  if (f.endDate) q.set('endDate', f.endDate);
  return `${routeUrl(API_CALLS.incomeExport)}?${q}`;
}

/** /v/income (anchors): gift income and what moved the income wallet, totals, and the spreadsheet export. */
export function IncomeRecords() {
  return (
    <RecordsTable<TIncomePage>
      types={INCOME}
      load={rechargeApi.income}
      testId="income-records"
      summary={(d, f) => (
        <div className="mb-4 flex flex-wrap items-center gap-6 rounded-lg bg-primary-weak px-5 py-3 text-sm">
          <span>
            所选期间礼物收入 <strong className="text-primary">{d.rangeTotal}</strong> 球钻
          </span>
          <span>
            累计礼物收入 <strong className="text-primary">{d.allTotal}</strong> 球钻
          </span>
          <a className={`${buttonClass('outline', 'sm')} ml-auto`} href={exportHref(f)} download>
            导出表格
          </a>
        </div>
      )}
    />
  );
}
