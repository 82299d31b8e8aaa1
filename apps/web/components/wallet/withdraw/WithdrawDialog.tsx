'use client';
import Link from '@/components/ui/Link';
import { SMS_TYPES } from '@sports/contracts';
import { FormError, PasswordField, SubmitButton } from '@/components/account/fields';
import { Modal } from '@/components/ui/Modal';
import { PASSWORD_MAX } from '@/lib/account-rules';
import { useWithdrawForm } from './useWithdrawForm';
import { WalletCodeField } from './WalletCodeField';
import { AccountRow, AmountRow, DrawTypePicker, Row } from './WithdrawFields';

/**
 * SPEC §4 withdrawal dialog (title 提现, 547 px): the type choice clears the account and the
 * validation, loads that type's saved accounts (none for the wallet, where account and code are not
 * asked) and reloads the minimum. Closing resets the form.
 */
export function WithdrawDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, patch, accounts, minimum, cash, error, busy, close, chooseType, submit } = useWithdrawForm(open, onClose);
  const { drawType } = form;
  const toCard = drawType !== null && drawType !== 3;

  return (
    <Modal open={open} onClose={close} title="提现" testId="withdraw-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 text-sm" data-testid="withdraw-form">
        <DrawTypePicker value={drawType} onChoose={(t) => void chooseType(t)} />
        {toCard ? (
          <AccountRow drawType={drawType} accounts={accounts} cardId={form.cardId} onPick={(cardId) => patch({ cardId })} onLeave={close} />
        ) : null}
        <AmountRow form={form} minimum={minimum} cash={cash} onAmount={(amount) => patch({ amount })} />
        {toCard ? (
          <Row label="验证码">
            <WalletCodeField
              type={SMS_TYPES.withdrawal}
              value={form.verifyCode}
              onChange={(verifyCode) => patch({ verifyCode })}
              className="flex-1"
            />
          </Row>
        ) : null}
        <Row label="支付密码">
          <PasswordField
            name="payPassword"
            autoComplete="off"
            placeholder="请输入支付密码"
            maxLength={PASSWORD_MAX}
            value={form.payPassword}
            onChange={(e) => patch({ payPassword: e.target.value })}
            aria-label="支付密码"
            className="flex-1"
          />
        </Row>
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
