'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, REPORT_REASONS } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Button } from '@/components/ui/Button';
import { NeedLogin } from '@/components/ui/NeedLogin';
import { call } from '@/lib/api';

/** Report a room (POST /api/report/add): a reason from the list and an optional note. */
export function ReportForm({ roomId, roomTitle }: { roomId: number; roomTitle: string }) {
  const { userInfo } = useSession();
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number] | ''>('');
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  if (!userInfo) return <NeedLogin />;
  if (done) return <p className="py-12 text-center text-sm text-muted">举报已提交，我们会尽快核实处理，感谢您的反馈。</p>;
  const submit = async () => {
    if (!reason) return void toast.warning('请选择举报原因');
    setBusy(true);
    const res = await call(API_CALLS.report, { body: { roomId, reason, content: content.trim() } });
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message || '提交失败');
    setDone(true);
    toast.success('举报已提交');
  };
  return (
    <div className="mx-auto max-w-xl space-y-4 text-sm">
      <p>
        举报直播间：<b>{roomTitle}</b>（房间号 {roomId}）
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-muted">举报原因</legend>
        {REPORT_REASONS.map((r) => (
          <label
            key={r}
            className={`cursor-pointer rounded-full border px-4 py-1 ${reason === r ? 'border-primary bg-primary text-white' : 'border-line'}`}
          >
            <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="sr-only" />
            {r}
          </label>
        ))}
      </fieldset>
      <textarea
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={200}
        rows={4}
        placeholder="补充说明（选填，200字以内）"
        className="w-full rounded border border-line p-3 outline-none focus:border-primary"
      />
      <Button onClick={submit} disabled={busy}>
        提交举报
      </Button>
    </div>
  );
}
