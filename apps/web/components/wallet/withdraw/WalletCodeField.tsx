'use client';
import { toast } from '@/lib/toast';
import { UI_TEXT, type TSmsType } from '@sports/contracts';
import { TextField } from '@/components/account/fields';
import { SmsCodeButton } from '@/components/account/SmsCodeButton';
import { cleanCode, CODE_LENGTH } from '@/lib/account-rules';

/** The wallet forms' SMS code field (digits only) with the button that sends a code of `type` to the bound phone. */
export function WalletCodeField({
  type,
  value,
  onChange,
  className,
}: {
  type: TSmsType;
  value: string;
  onChange: (code: string) => void;
  className?: string;
}) {
  return (
    <TextField
      name="verifyCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="请输入验证码"
      maxLength={CODE_LENGTH}
      value={value}
      onChange={(e) => onChange(cleanCode(e.target.value))}
      aria-label="验证码"
      className={className}
      suffix={
        <SmsCodeButton
          type={type}
          onError={(m) => toast.warning(m || UI_TEXT.codeFetchFailed)}
          onSent={() => toast.success('验证码已发送')}
          className="h-full rounded-none rounded-r"
        />
      }
    />
  );
}
