import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { DRAW_TYPES, fenToYuan, WITHDRAW_TAX_PERCENT, withdrawalFen, type TDrawType, type TSavedAccount } from '@sports/contracts';
import { TextField } from '@/components/account/fields';
import type { TWithdrawForm } from './rules';

const TYPES = (Object.keys(DRAW_TYPES).map(Number) as TDrawType[]).map((id) => ({ id, label: DRAW_TYPES[id] }));

/** A labelled line of the dialog. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <span className="w-20 shrink-0 text-muted">{label}</span>
      {children}
    </div>
  );
}

/** 提现方式: bank card, Alipay or the spending wallet. */
export function DrawTypePicker({ value, onChoose }: { value: TDrawType | null; onChoose: (t: TDrawType) => void }) {
  return (
    <Row label="提现方式">
      <div role="radiogroup" aria-label="提现方式" className="flex gap-2">
        {TYPES.map((t) => (
          <button
            key={t.id}
            type="button"
            role="radio"
            aria-checked={value === t.id}
            onClick={() => onChoose(t.id)}
            className={`rounded border px-4 py-2 transition-colors ${value === t.id ? 'border-primary bg-primary-weak text-primary' : 'border-line text-ink hover:border-primary'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
    </Row>
  );
}

type TAccountProps = {
  drawType: 1 | 2;
  accounts: TSavedAccount[] | null;
  cardId: number | null;
  onPick: (cardId: number | null) => void;
  onLeave: () => void;
};

/** The saved account to pay to (bank card or Alipay), or the way to bind one. */
export function AccountRow({ drawType, accounts, cardId, onPick, onLeave }: TAccountProps) {
  const bank = drawType === 1;
  return (
    <Row label={bank ? '银行卡' : '支付宝'}>
      {accounts === null ? (
        <span className="text-muted">加载中…</span>
      ) : accounts.length === 0 ? (
        <span className="text-muted">
          还没有绑定账户，
          <Link href={drawType === 2 ? '/v/zhifubao' : '/v/bank'} className="text-primary hover:underline" onClick={onLeave}>
            去绑定
          </Link>
        </span>
      ) : (
        <select
          aria-label={bank ? '选择银行卡' : '选择支付宝账号'}
          value={cardId ?? ''}
          onChange={(e) => onPick(e.target.value ? Number(e.target.value) : null)}
          className="h-11 flex-1 rounded border border-line bg-surface px-3 text-ink outline-none focus:border-primary"
        >
          <option value="">{bank ? '请选择银行卡' : '请选择支付宝账号'}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.bankName} {a.accountNo} {a.accountName}
            </option>
          ))}
        </select>
      )}
    </Row>
  );
}

type TAmountProps = { form: TWithdrawForm; minimum: number | null; cash: number; onAmount: (amount: string) => void };

/** 提现球钻 with 全部提现, then what is withdrawable and, for a card, the tax and the net amount. */
export function AmountRow({ form, minimum, cash, onAmount }: TAmountProps) {
  return (
    <>
      <Row label="提现球钻">
        <TextField
          name="amount"
          inputMode="numeric"
          placeholder={minimum ? `单笔最低${minimum}球钻` : '请输入提现球钻'}
          value={form.amount}
          onChange={(e) => onAmount(e.target.value.replace(/\D/g, '').slice(0, 9))}
          aria-label="提现球钻"
          className="flex-1"
          suffix={
            <button type="button" onClick={() => onAmount(String(cash))} className="px-3 text-primary hover:underline">
              全部提现
            </button>
          }
        />
      </Row>
      <p className="-mt-2 pl-[92px] text-xs text-muted">
        可提现 <span data-testid="withdraw-cash">{cash}</span> 球钻
        <AmountNote form={form} />
      </p>
    </>
  );
}

function AmountNote({ form }: { form: TWithdrawForm }) {
  const { drawType } = form;
  const amount = Number(form.amount);
  const toCard = drawType !== null && drawType !== 3;
  const fen = toCard && Number.isSafeInteger(amount) && amount > 0 ? withdrawalFen(amount, drawType) : null;
  if (fen)
    return (
      <>
        ，平台代缴{WITHDRAW_TAX_PERCENT}%个人所得税 ¥{fenToYuan(fen.taxFen)}，预计到账{' '}
        <span className="text-primary" data-testid="withdraw-net">
          ¥{fenToYuan(fen.netFen)}
        </span>
      </>
    );
  if (toCard) return `，提现到银行卡或支付宝由平台代缴${WITHDRAW_TAX_PERCENT}%个人所得税`;
  if (drawType === 3) return '，提现到消费钱包即时到账，不扣税';
  return null;
}
