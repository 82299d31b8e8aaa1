import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { MESSAGES, type TDrawType, type TSavedAccount } from '@sports/contracts';
import { useBalances, useSession } from '@/app/providers';
import { isOk } from '@/lib/api';
import { withdrawFormError, type TWithdrawForm } from './rules';
import { cardList, lowestWithdrawal, submitWithdrawal } from './withdraw-api';

const EMPTY: TWithdrawForm = { drawType: null, cardId: null, amount: '', verifyCode: '', payPassword: '' };

/** The lowest withdrawal, loaded when the dialog opens and again on each type choice. */
function useMinimum(open: boolean) {
  const [minimum, setMinimum] = useState<number | null>(null);
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
  return { minimum, loadMinimum };
}

export type TWithdrawFormState = ReturnType<typeof useWithdrawForm>;

/**
 * The withdrawal form: the type choice clears the account and the validation, loads that type's
 * saved accounts (none for the wallet) and reloads the minimum; closing resets the form.
 */
export function useWithdrawForm(open: boolean, onClose: () => void) {
  const { refreshBalances } = useSession();
  const cash = useBalances()?.cashBalance ?? 0;
  const { minimum, loadMinimum } = useMinimum(open);
  const [form, setForm] = useState<TWithdrawForm>(EMPTY);
  const [accounts, setAccounts] = useState<TSavedAccount[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typeSeq = useRef(0);

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

  const patch = (change: Partial<TWithdrawForm>) => setForm((f) => ({ ...f, ...change }));
  return { form, patch, accounts, minimum, cash, error, busy, close, chooseType, submit };
}
