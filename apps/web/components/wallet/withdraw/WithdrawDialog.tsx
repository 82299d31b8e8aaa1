'use client';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  DRAW_TYPES,
  fenToYuan,
  MESSAGES,
  SMS_TYPES,
  WITHDRAW_TAX_PERCENT,
  withdrawalFen,
  type TDrawType,
  type TSavedAccount,
} from '@sports/contracts';
import { useBalances, useSession } from '@/app/providers';
import { FormError, PasswordField, SubmitButton, TextField } from '@/components/account/fields';
import { Modal } from '@/components/ui/Modal';
import { isOk } from '@/lib/api';
import { PASSWORD_MAX } from '@/lib/account-rules';
import { withdrawFormError, type TWithdrawForm } from './rules';
import { WalletCodeField } from './WalletCodeField';
import { cardList, lowestWithdrawal, submitWithdrawal } from './withdraw-api';

const TYPES = (Object.keys(DRAW_TYPES).map(Number) as TDrawType[]).map((id) => ({ id, label: DRAW_TYPES[id] }));

const EMPTY: TWithdrawForm = { drawType: null, cardId: null, amount: '', verifyCode: '', payPassword: '' };

/**
 * SPEC §4 withdrawal dialog (title 提现, 547 px): the type choice clears the account and the
 * validation, loads that type's saved accounts (none for the wallet, where account and code are not
 * asked) and reloads the minimum. Closing resets the form.
 */
export function WithdrawDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { refreshBalances } = useSession();
  const cash = useBalances()?.cashBalance ?? 0;
  const [form, setForm] = useState<TWithdrawForm>(EMPTY);
  const [accounts, setAccounts] = useState<TSavedAccount[] | null>(null);
  const [minimum, setMinimum] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typeSeq = useRef(0);

  const loadMinimum = useCallback(
    () =>
      lowestWithdrawal().then((res) => {
        if (isOk(res)) setMinimum(res.data);
      }),
    [],
  );
  useEffect(() => {
    if (open) void loadMinimum();
  }, [open, loadMinimum]);

  const close = () => {
    setForm(EMPTY);
    setAccounts(null);
    setError(null);
    onClose();
  };

  const chooseType = async (drawType: TDrawType) => {
    const seq = ++typeSeq.current;
    setForm((f) => ({ ...f, drawType, cardId: null, verifyCode: drawType === 3 ? '' : f.verifyCode }));
    setError(null);
    setAccounts(null);
    void loadMinimum();
    if (drawType === 3) return;
    const res = await cardList(drawType);
    if (seq !== typeSeq.current) return;
    const list = isOk(res) ? res.data : [];
    setAccounts(list);
    if (list.length === 1) setForm((f) => ({ ...f, cardId: list[0].id }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = withdrawFormError(form, minimum ?? 0, cash);
    setError(p);
    if (p || busy) return;
    setBusy(true);
    const res = await submitWithdrawal({ ...form, drawType: form.drawType as TDrawType });
    setBusy(false);
    if (res.code !== MESSAGES.OK.code) {
      toast.warning(res.message || '提现失败');
      return;
    }
    close();
    await refreshBalances();
    toast.success('提现成功');
  };

  const amount = Number(form.amount);
  const fen =
    form.drawType && form.drawType !== 3 && Number.isSafeInteger(amount) && amount > 0 ? withdrawalFen(amount, form.drawType) : null;
  const bindPath = form.drawType === 2 ? '/v/zhifubao' : '/v/bank';

  return (
    <Modal open={open} onClose={close} title="提现" testId="withdraw-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 text-sm" data-testid="withdraw-form">
        <div className="flex items-center gap-3">
          <span className="w-20 shrink-0 text-muted">提现方式</span>
          <div role="radiogroup" aria-label="提现方式" className="flex gap-2">
            {TYPES.map((t) => (
              <button
                key={t.id}
                type="button"
                role="radio"
                aria-checked={form.drawType === t.id}
                onClick={() => void chooseType(t.id)}
                className={`rounded border px-4 py-2 transition-colors ${form.drawType === t.id ? 'border-primary bg-primary-weak text-primary' : 'border-line text-ink hover:border-primary'}`}
              >
                {t.label}
              </button>
            ))}
          </div>
        </div>

        {form.drawType && form.drawType !== 3 ? (
          <div className="flex items-center gap-3">
            <span className="w-20 shrink-0 text-muted">{form.drawType === 1 ? '银行卡' : '支付宝'}</span>
            {accounts === null ? (
              <span className="text-muted">加载中…</span>
            ) : accounts.length === 0 ? (
              <span className="text-muted">
                还没有绑定账户，
                <Link href={bindPath} className="text-primary hover:underline" onClick={close}>
                  去绑定
                </Link>
              </span>
            ) : (
              <select
                aria-label={form.drawType === 1 ? '选择银行卡' : '选择支付宝账号'}
                value={form.cardId ?? ''}
                onChange={(e) => setForm((f) => ({ ...f, cardId: e.target.value ? Number(e.target.value) : null }))}
                className="h-11 flex-1 rounded border border-line bg-surface px-3 text-ink outline-none focus:border-primary"
              >
                <option value="">{form.drawType === 1 ? '请选择银行卡' : '请选择支付宝账号'}</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.bankName} {a.accountNo} {a.accountName}
                  </option>
                ))}
              </select>
            )}
          </div>
        ) : null}

        <div className="flex items-center gap-3">
          <span className="w-20 shrink-0 text-muted">提现球钻</span>
          <TextField
            name="amount"
            inputMode="numeric"
            placeholder={minimum ? `单笔最低${minimum}球钻` : '请输入提现球钻'}
            value={form.amount}
            onChange={(e) => setForm((f) => ({ ...f, amount: e.target.value.replace(/\D/g, '').slice(0, 9) }))}
            aria-label="提现球钻"
            className="flex-1"
            suffix={
              <button
                type="button"
                onClick={() => setForm((f) => ({ ...f, amount: String(cash) }))}
                className="px-3 text-primary hover:underline"
              >
                全部提现
              </button>
            }
          />
        </div>
        <p className="-mt-2 pl-[92px] text-xs text-muted">
          可提现 <span data-testid="withdraw-cash">{cash}</span> 球钻
          {fen ? (
            <>
              ，平台代缴{WITHDRAW_TAX_PERCENT}%个人所得税 ¥{fenToYuan(fen.taxFen)}，预计到账{' '}
              <span className="text-primary" data-testid="withdraw-net">
                ¥{fenToYuan(fen.netFen)}
              </span>
            </>
          ) : form.drawType && form.drawType !== 3 ? (
            `，提现到银行卡或支付宝由平台代缴${WITHDRAW_TAX_PERCENT}%个人所得税`
          ) : form.drawType === 3 ? (
            '，提现到消费钱包即时到账，不扣税'
          ) : null}
        </p>

        {form.drawType && form.drawType !== 3 ? (
          <div className="flex items-center gap-3">
            <span className="w-20 shrink-0 text-muted">验证码</span>
            <WalletCodeField
              type={SMS_TYPES.withdrawal}
              value={form.verifyCode}
              onChange={(verifyCode) => setForm((f) => ({ ...f, verifyCode }))}
              className="flex-1"
            />
          </div>
        ) : null}

        <div className="flex items-center gap-3">
          <span className="w-20 shrink-0 text-muted">支付密码</span>
          <PasswordField
            name="payPassword"
            autoComplete="off"
            placeholder="请输入支付密码"
            maxLength={PASSWORD_MAX}
            value={form.payPassword}
            onChange={(e) => setForm((f) => ({ ...f, payPassword: e.target.value }))}
            aria-label="支付密码"
            className="flex-1"
          />
        </div>
        <div className="-mt-2 text-right text-xs">
          <Link href="/v/wallet-forget-password" className="text-primary hover:underline" onClick={close}>
            忘记支付密码？
          </Link>
        </div>

        <FormError message={error} />
        <SubmitButton busy={busy}>确认提现</SubmitButton>
      </form>
    </Modal>
  );
}
