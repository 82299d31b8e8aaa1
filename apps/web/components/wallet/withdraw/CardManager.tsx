'use client';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, MESSAGES, WITHDRAW_LIMITS, type TCardType, type TRealName, type TSavedAccount } from '@sports/contracts';
import { FormError, SubmitButton, TextField } from '@/components/account/fields';
import { EmptyState } from '@/components/ui/EmptyState';
import { call, isOk } from '@/lib/api';
import { bindFormError } from './rules';
import { bindCard, cardList, unbindCard } from './withdraw-api';

/** /v/bank (type 1) and /v/zhifubao (type 2): saved accounts, the bind form, unbinding with a confirm. */
export function CardManager({ type }: { type: TCardType }) {
  const [list, setList] = useState<TSavedAccount[] | null>(null);
  const [realName, setRealName] = useState<TRealName | null>(null);
  const [form, setForm] = useState({ accountNo: '', bankName: '', accountName: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noun = type === 1 ? '银行卡' : '支付宝账号';

  const load = useCallback(async () => {
    const res = await cardList(type);
    setList(isOk(res) ? res.data : []);
  }, [type]);
  useEffect(() => {
    const t = setTimeout(() => void load(), 0);
    void call(API_CALLS.realName).then((r) => isOk(r) && setRealName(r.data));
    return () => clearTimeout(t);
  }, [load]);

  const verified = realName?.status === 1;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = bindFormError(type, form, !verified);
    setError(p);
    if (p || busy) return;
    setBusy(true);
    const res = await bindCard({
      type,
      accountNo: form.accountNo.replace(/\s+/g, ''),
      bankName: type === 1 ? form.bankName.trim() : undefined,
      accountName: verified ? undefined : form.accountName.trim(),
    });
    setBusy(false);
    if (res.code !== MESSAGES.OK.code) {
      toast.warning(res.message || '绑定失败');
      return setError(res.message || null);
    }
    toast.success('绑定成功');
    setForm({ accountNo: '', bankName: '', accountName: '' });
    await load();
  };

  const remove = async (a: TSavedAccount) => {
    if (!window.confirm(`确定解绑${noun} ${a.accountNo} 吗？`)) return;
    const res = await unbindCard(a.id);
    if (res.code !== MESSAGES.OK.code) return void toast.warning(res.message || '解绑失败');
    toast.success('已解绑');
    await load();
  };

  const full = (list?.length ?? 0) >= WITHDRAW_LIMITS.maxCardsPerType;
  return (
    <div className="flex flex-col gap-8" data-testid={`cards-${type}`}>
      <section>
        <h3 className="mb-3 text-sm font-semibold text-ink">已绑定的{noun}</h3>
        {list === null ? (
          <p className="py-6 text-sm text-muted">加载中…</p>
        ) : list.length === 0 ? (
          <EmptyState className="py-8" />
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {list.map((a) => (
              <li
                key={a.id}
                className="flex items-center justify-between rounded-lg border border-line bg-page px-4 py-3"
                data-testid="saved-account"
              >
                <div>
                  <p className="text-sm font-medium text-ink">{a.bankName}</p>
                  <p className="mt-1 font-mono text-sm tabular-nums text-ink">{a.accountNo}</p>
                  <p className="mt-1 text-xs text-muted">{a.accountName}</p>
                </div>
                <button type="button" onClick={() => void remove(a)} className="text-sm text-muted hover:text-red-500">
                  解绑
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="max-w-[420px]">
        <h3 className="mb-3 text-sm font-semibold text-ink">绑定新的{noun}</h3>
        {full ? (
          <p className="text-sm text-muted">每种账户最多绑定{WITHDRAW_LIMITS.maxCardsPerType}个，请先解绑不用的账户。</p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="bind-form">
            {verified ? (
              <p className="text-sm text-muted">
                {type === 1 ? '持卡人' : '账户姓名'}：<span className="text-ink">{realName?.realName}</span>（已实名）
              </p>
            ) : (
              <TextField
                name="accountName"
                placeholder={type === 1 ? '请输入持卡人姓名' : '请输入支付宝账户姓名'}
                maxLength={30}
                value={form.accountName}
                onChange={(e) => setForm((f) => ({ ...f, accountName: e.target.value }))}
                aria-label="姓名"
              />
            )}
            <TextField
              name="accountNo"
              inputMode={type === 1 ? 'numeric' : 'text'}
              placeholder={type === 1 ? '请输入16-19位银行卡号' : '请输入支付宝账号（手机号或邮箱）'}
              maxLength={type === 1 ? 23 : 100}
              value={form.accountNo}
              onChange={(e) =>
                setForm((f) => ({ ...f, accountNo: type === 1 ? e.target.value.replace(/[^\d ]/g, '') : e.target.value.trim() }))
              }
              aria-label={type === 1 ? '银行卡号' : '支付宝账号'}
            />
            {type === 1 ? (
              <TextField
                name="bankName"
                placeholder="请输入开户银行，如：招商银行"
                maxLength={40}
                value={form.bankName}
                onChange={(e) => setForm((f) => ({ ...f, bankName: e.target.value }))}
                aria-label="开户银行"
              />
            ) : null}
            <FormError message={error} />
            <SubmitButton busy={busy}>确认绑定</SubmitButton>
          </form>
        )}
      </section>
    </div>
  );
}
