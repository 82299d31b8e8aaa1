'use client';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, CONTENT_LIMITS, ZFeedbackSchema } from '@sports/contracts';
import { Button } from '@/components/ui/Button';
import { call } from '@/lib/api';

/** 意见反馈 (POST /inform/feedback/add): what the user writes and how to reach them; checked here and again by the server. */
export function FeedbackForm() {
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = ZFeedbackSchema.safeParse({ content, contact });
    if (!parsed.success) return void toast.warning(parsed.error.issues[0]?.message ?? '请填写反馈内容');
    setBusy(true);
    const res = await call(API_CALLS.feedback, { body: parsed.data });
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message || '提交失败');
    setContent('');
    setContact('');
    toast.success('感谢您的反馈，我们会认真处理');
  };
  return (
    <section className="mt-6 space-y-3 border-t border-line pt-4 text-sm" data-testid="feedback-form">
      <h2 className="text-base font-semibold text-ink">意见反馈</h2>
      <textarea
        aria-label="反馈内容"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={CONTENT_LIMITS.feedbackMax}
        rows={4}
        placeholder={`请描述您遇到的问题或建议（${CONTENT_LIMITS.feedbackMax}字以内）`}
        className="w-full rounded border border-line p-3 outline-none focus:border-primary"
      />
      <div className="flex items-center gap-3">
        <input
          aria-label="联系方式"
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          maxLength={50}
          placeholder="联系方式（选填：手机号、邮箱或QQ）"
          className="h-9 flex-1 rounded border border-line px-3 outline-none focus:border-primary"
        />
        <Button onClick={submit} disabled={busy}>
          提交反馈
        </Button>
      </div>
    </section>
  );
}
