'use client';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, AUDIT_STATES, type TAuditInfo, type TNavItem } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Button } from '@/components/ui/Button';
import { call } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { CategorySelect, fieldClass } from './fields';

/** /v/apply: the anchor application form and, once sent, its audit state (审核中 / 已通过 / 未通过 with the reason). */
export function ApplyForm({ navList, initial }: { navList: TNavItem[]; initial: TAuditInfo }) {
  const { refreshUser } = useSession();
  const [info, setInfo] = useState<TAuditInfo>(initial);
  const [editing, setEditing] = useState(initial === null);
  const [form, setForm] = useState({ realName: '', contact: '', navId: 0, introduction: '' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (info?.state === AUDIT_STATES.approved) void refreshUser();
  }, [info?.state, refreshUser]);

  const submit = async () => {
    if (form.realName.trim().length < 2) return void toast.warning('请输入真实姓名');
    if (form.contact.trim().length < 5) return void toast.warning('请输入联系方式（手机号或QQ/微信）');
    if (!form.navId) return void toast.warning('请选择直播分类');
    if (form.introduction.trim().length < 10) return void toast.warning('直播经历至少10个字');
    setBusy(true);
    const res = await call(API_CALLS.auditSubmit, {
      body: {
        ...form,
        realName: form.realName.trim(),
        contact: form.contact.trim(),
        introduction: form.introduction.trim(),
      },
    });
    setBusy(false);
    if (res.code !== 200) return void toast.warning(res.message || '提交失败');
    setInfo(res.data);
    setEditing(false);
    toast.success('申请已提交，请等待审核');
  };

  if (info && !editing) {
    const tone =
      info.state === AUDIT_STATES.approved ? 'text-green-600' : info.state === AUDIT_STATES.rejected ? 'text-red-500' : 'text-amber-500';
    return (
      <div data-testid="audit-state" className="mx-auto max-w-lg space-y-3 py-6 text-center text-sm">
        <p className={`text-xl font-semibold ${tone}`}>{info.stateLabel}</p>
        <p className="text-muted">提交时间 {formatDateTime(info.createdAt)}</p>
        {info.state === AUDIT_STATES.pending ? <p>您的主播申请正在审核中，审核结果会在这里显示，请耐心等待。</p> : null}
        {info.state === AUDIT_STATES.rejected ? (
          <>
            <p>未通过原因：{info.reason}</p>
            <Button onClick={() => setEditing(true)}>重新申请</Button>
          </>
        ) : null}
        {info.state === AUDIT_STATES.approved ? (
          <a href="/v/anchor-set" className="inline-block rounded-full bg-primary px-5 py-2 text-white">
            去设置直播间
          </a>
        ) : null}
      </div>
    );
  }

  return (
    <form
      data-testid="apply-form"
      className="mx-auto max-w-lg space-y-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="rounded bg-primary-weak px-3 py-2 text-primary">成为主播后可开播、设置直播间、管理房管和禁言，并获得礼物收益。</p>
      <label className="block space-y-1">
        <span>真实姓名</span>
        <input
          className={fieldClass}
          name="realName"
          maxLength={20}
          value={form.realName}
          onChange={(e) => setForm({ ...form, realName: e.target.value })}
        />
      </label>
      <label className="block space-y-1">
        <span>联系方式</span>
        <input
          className={fieldClass}
          name="contact"
          maxLength={40}
          placeholder="手机号或QQ/微信"
          value={form.contact}
          onChange={(e) => setForm({ ...form, contact: e.target.value })}
        />
      </label>
      <CategorySelect navList={navList} value={form.navId} onChange={(navId) => setForm({ ...form, navId })} />
      <label className="block space-y-1">
        <span>直播经历</span>
        <textarea
          className={fieldClass}
          name="introduction"
          rows={5}
          maxLength={300}
          placeholder="介绍一下您的解说或直播经历（10-300字）"
          value={form.introduction}
          onChange={(e) => setForm({ ...form, introduction: e.target.value })}
        />
      </label>
      <Button type="submit" disabled={busy} className="w-full">
        提交申请
      </Button>
    </form>
  );
}
