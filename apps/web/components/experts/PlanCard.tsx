'use client';
import { shanghaiDateTime, type TPlan } from '@sports/contracts';

const RESULT_TONE: Record<string, string> = { win: 'bg-red-500', halfWin: 'bg-red-400', loss: 'bg-gray-700', halfLoss: 'bg-gray-500' };

/** A plan in a list: expert, match, play type, price and its result once settled. */
export function PlanCard({ plan, onOpen, showExpert = true }: { plan: TPlan; onOpen: (id: number) => void; showExpert?: boolean }) {
  return (
    <li data-testid="plan-card" className="border-b border-line py-3 last:border-b-0">
      <button type="button" className="w-full text-left" onClick={() => onOpen(plan.id)}>
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <div className="flex items-center gap-2 text-sm">
              {showExpert ? <span className="font-medium text-primary">{plan.expertName}</span> : null}
              <span className="rounded bg-primary-weak px-1.5 text-xs text-primary">{plan.playName}</span>
              {plan.refundOnMiss ? <span className="rounded border border-red-400 px-1.5 text-xs text-red-500">不中退</span> : null}
            </div>
            <p className="mt-1 truncate font-semibold text-ink">{plan.title}</p>
            <p className="mt-1 text-xs text-muted">
              {plan.matches.map((m) => `${m.competition} ${m.home} VS ${m.away}`).join('；')} ·{' '}
              {shanghaiDateTime(plan.kickoffAt).slice(5, 16)} 开赛
            </p>
          </div>
          <div className="shrink-0 text-right">
            {plan.result ? (
              <span
                data-testid="plan-result"
                className={`inline-block rounded px-2 py-0.5 text-sm text-white ${RESULT_TONE[plan.result] ?? 'bg-gray-400'}`}
              >
                {plan.resultText}
              </span>
            ) : plan.status === 'withdrawn' ? (
              <span className="text-sm text-muted">已撤回</span>
            ) : (
              <span className="text-sm font-semibold text-primary">{plan.price === 0 ? '免费' : `${plan.price} 球钻`}</span>
            )}
            <p className="mt-1 text-xs text-muted">{plan.buyers} 人购买</p>
          </div>
        </div>
      </button>
    </li>
  );
}
