'use client';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, EXPERT_LIMITS, type TExpertApplication } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call } from '@/lib/api';
import { Button } from '@/components/ui/Button';

const STATUS = { pending: '审核中', approved: '已通过', rejected: '未通过' } as const;

/** The expert application (/v/expert-apply): field of expertise, introduction and a sample analysis, reviewed by an operator. */
export function ExpertApplyForm() {
  const { userInfo } = useSession();
  const [mine, setMine] = useState<TExpertApplication | null | undefined>(undefined);
  const [field, setField] = useState<'football' | 'basketball'>('football');
  const [introduction, setIntro] = useState('');
  const [sample, setSample] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void call(API_CALLS.expertApplication).then((res) => setMine(res.code === 200 ? res.data : null));
  }, []);
  if (userInfo?.isExpert === 1) return <p className="py-8 text-center text-sm text-muted">您已经是专家，可在「发布推荐」发布方案。</p>;
  if (mine === undefined) return <p className="text-sm text-muted">加载中…</p>;

  async function submit() {
    setBusy(true);
    const res = await call(API_CALLS.expertApply, { body: { field, introduction, sample } });
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message);
    toast.success('申请已提交，请等待审核');
    setMine(res.data);
  }

  return (
    <div className="space-y-4 text-sm" data-testid="expert-apply">
      {mine ? (
        <p className="rounded bg-tint p-3" data-testid="expert-apply-status">
          最近一次申请：{STATUS[mine.status]}
          {mine.note ? `（${mine.note}）` : ''}
        </p>
      ) : null}
      {mine?.status === 'pending' ? null : (
        <>
          <div className="flex items-center gap-4">
            擅长领域
            {(['football', 'basketball'] as const).map((f) => (
              <label key={f} className="flex items-center gap-1">
                <input type="radio" name="field" checked={field === f} onChange={() => setField(f)} />
                {f === 'football' ? '足球' : '篮球'}
              </label>
            ))}
          </div>
          <label className="block">
            个人介绍
            <textarea
              name="introduction"
              value={introduction}
              onChange={(e) => setIntro(e.target.value)}
              maxLength={EXPERT_LIMITS.introMax}
              rows={3}
              placeholder={`${EXPERT_LIMITS.introMin}-${EXPERT_LIMITS.introMax} 个字`}
              className="mt-1 w-full rounded border border-line px-3 py-2"
            />
          </label>
          <label className="block">
            分析样例
            <textarea
              name="sample"
              value={sample}
              onChange={(e) => setSample(e.target.value)}
              maxLength={EXPERT_LIMITS.sampleMax}
              rows={8}
              placeholder={`一场比赛的完整分析，${EXPERT_LIMITS.sampleMin}-${EXPERT_LIMITS.sampleMax} 个字`}
              className="mt-1 w-full rounded border border-line px-3 py-2"
            />
          </label>
          <Button onClick={submit} disabled={busy} data-testid="expert-apply-submit">
            提交申请
          </Button>
        </>
      )}
    </div>
  );
}
