'use client';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  API_CALLS,
  EXPERT_LIMITS,
  PICK_TEXT,
  PLAY_TYPES,
  legsOf,
  playMarket,
  shanghaiDateTime,
  type TPick,
  type TTjMatch,
} from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call } from '@/lib/api';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';

type TSport = 'football' | 'basketball';

/** The options of a match in a market, with the odds the server will record at publication. */
function options(m: TTjMatch, market: ReturnType<typeof playMarket>): { pick: TPick; label: string }[] {
  const europe = m.europe;
  if (market === 'europe' && europe)
    return (['home', 'draw', 'away'] as const).map((p) => ({ pick: p, label: `${PICK_TEXT[p]} ${europe[p].toFixed(2)}` }));
  if (market === 'handicap' && m.handicap)
    return [
      { pick: 'home', label: `主 ${m.handicap.line > 0 ? '-' : '+'}${Math.abs(m.handicap.line)} @${m.handicap.home.toFixed(2)}` },
      { pick: 'away', label: `客 ${m.handicap.line > 0 ? '+' : '-'}${Math.abs(m.handicap.line)} @${m.handicap.away.toFixed(2)}` },
    ];
  if (market === 'overunder' && m.overunder)
    return [
      { pick: 'over', label: `大 ${m.overunder.line} @${m.overunder.over.toFixed(2)}` },
      { pick: 'under', label: `小 ${m.overunder.line} @${m.overunder.under.toFixed(2)}` },
    ];
  return [];
}

/** /recommend: an expert publishes a plan on matches not kicked off; it is sealed from publication. */
export function PublishForm() {
  const { userInfo } = useSession();
  const [sport, setSport] = useState<TSport>('football');
  const [playType, setPlayType] = useState(1);
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<TTjMatch[] | null>(null);
  const [picks, setPicks] = useState<{ matchId: number; pick: TPick }[]>([]);
  const [title, setTitle] = useState('');
  const [analysis, setAnalysis] = useState('');
  const [price, setPrice] = useState('0');
  const [refundOnMiss, setRefund] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ id: number; digest: string } | null>(null);
  const [refusal, setRefusal] = useState('');
  const [reload, setReload] = useState(0);
  const market = playMarket(sport, playType);
  const need = legsOf(sport, playType);
  const isExpert = userInfo?.isExpert === 1;

  useEffect(() => {
    if (!isExpert) return;
    const t = setTimeout(() => {
      void call(API_CALLS.tjMatch, { query: { matchType: sport === 'football' ? 1 : 2, searchValue: search || undefined } }).then((res) => {
        const list = res.code === 200 ? res.data : [];
        setMatches(list);
        // After a refusal, a pick on a match no longer open (kicked off meanwhile) is dropped.
        if (reload > 0) setPicks((cur) => cur.filter((p) => list.some((m) => m.matchId === p.matchId)));
      });
    }, 250);
    return () => clearTimeout(t);
  }, [sport, search, isExpert, reload]);

  if (!isExpert)
    return (
      <div className="py-10 text-center text-sm text-muted" data-testid="not-expert">
        <p>您还不是专家，成为专家后才能发布推荐。</p>
        <Link href="/v/expert-apply" className="mt-3 inline-block text-primary">
          申请成为专家
        </Link>
      </div>
    );

  function choose(matchId: number, pick: TPick) {
    setPicks((cur) => {
      const others = cur.filter((p) => p.matchId !== matchId);
      const next = [...others, { matchId, pick }];
      return next.slice(-need);
    });
  }

  async function submit() {
    setBusy(true);
    setRefusal('');
    const res = await call(API_CALLS.publishPlan, {
      body: { sport, playType, legs: picks, title, analysis, price: Number(price), refundOnMiss },
    });
    setBusy(false);
    if (res.code !== 200) {
      // The refusal stays on the form (a match may have kicked off meanwhile: the list is read again).
      setRefusal(res.message);
      setReload((n) => n + 1);
      return void toast.warning(res.message);
    }
    toast.success('发布成功，方案已封存');
    setDone({ id: res.data.id, digest: res.data.digest });
    setPicks([]);
    setTitle('');
    setAnalysis('');
  }

  const chip = (on: boolean) => `rounded-full px-3 py-1 text-xs ${on ? 'bg-primary text-white' : 'bg-tint text-ink hover:text-primary'}`;
  return (
    <div className="space-y-4 text-sm" data-testid="publish-form">
      <div className="flex flex-wrap items-center gap-2">
        {(['football', 'basketball'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={chip(sport === s)}
            onClick={() => {
              setSport(s);
              setPlayType(1);
              setPicks([]);
            }}
          >
            {s === 'football' ? '足球' : '篮球'}
          </button>
        ))}
        <span className="mx-2 text-line">|</span>
        {Object.entries(PLAY_TYPES[sport]).map(([k, label]) => (
          <button
            key={k}
            type="button"
            className={chip(playType === Number(k))}
            onClick={() => {
              setPlayType(Number(k));
              setPicks([]);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <input
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="搜索球队或赛事"
        className="w-full rounded border border-line px-3 py-2"
        maxLength={20}
      />
      <p className="text-xs text-muted">
        选择未开赛的比赛（{need === 2 ? '二串一需选两场' : '一场'}），盘口与赔率以发布时刻为准；发布后不可修改，开赛后不可撤回。
      </p>
      {matches === null ? (
        <p className="text-muted">加载中…</p>
      ) : matches.length === 0 ? (
        <EmptyState text="暂无可推荐的比赛" />
      ) : (
        <ul className="max-h-80 space-y-2 overflow-y-auto" data-testid="publish-matches">
          {matches.map((m) => {
            const opts = options(m, market);
            const chosen = picks.find((p) => p.matchId === m.matchId)?.pick;
            return (
              <li
                key={m.matchId}
                className="rounded border border-line p-2"
                data-testid="publish-match"
                data-kickoff={m.kickoffAt}
                data-match-id={m.matchId}
              >
                <p className="text-xs text-muted">
                  {m.competition} · {shanghaiDateTime(m.kickoffAt).slice(5, 16)}
                </p>
                <p className="font-medium">
                  {m.home} VS {m.away}
                </p>
                <div className="mt-1 flex flex-wrap gap-2">
                  {opts.length === 0 ? (
                    <span className="text-xs text-muted">暂无此玩法赔率</span>
                  ) : (
                    opts.map((o) => (
                      <button
                        key={o.pick}
                        type="button"
                        className={chip(chosen === o.pick)}
                        onClick={() => choose(m.matchId, o.pick)}
                        data-testid="publish-pick"
                      >
                        {o.label}
                      </button>
                    ))
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <label className="block">
        标题
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={EXPERT_LIMITS.titleMax}
          className="mt-1 w-full rounded border border-line px-3 py-2"
          placeholder={`${EXPERT_LIMITS.titleMin}-${EXPERT_LIMITS.titleMax} 个字`}
          name="title"
        />
      </label>
      <label className="block">
        分析
        <textarea
          value={analysis}
          onChange={(e) => setAnalysis(e.target.value)}
          maxLength={EXPERT_LIMITS.analysisMax}
          rows={6}
          className="mt-1 w-full rounded border border-line px-3 py-2"
          placeholder={`${EXPERT_LIMITS.analysisMin}-${EXPERT_LIMITS.analysisMax} 个字`}
          name="analysis"
        />
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <label>
          价格（球钻，0 为免费）
          <input
            value={price}
            onChange={(e) => setPrice(e.target.value.replace(/[^\d]/g, ''))}
            inputMode="numeric"
            className="ml-2 w-24 rounded border border-line px-2 py-1"
            name="price"
          />
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={refundOnMiss} onChange={(e) => setRefund(e.target.checked)} name="refundOnMiss" />
          不中退（未命中全额退还购买者）
        </label>
      </div>
      <Button onClick={submit} disabled={busy || picks.length !== need} data-testid="publish-submit">
        发布推荐
      </Button>
      {refusal ? (
        <p role="alert" className="rounded bg-red-50 p-3 text-xs text-red-600" data-testid="publish-error">
          {refusal}
        </p>
      ) : null}
      {done ? (
        <p className="break-all rounded bg-tint p-3 text-xs" data-testid="publish-done">
          方案 {done.id} 已发布并封存，推荐摘要：{done.digest}
        </p>
      ) : null}
    </div>
  );
}
