'use client';
import { useEffect, useState } from 'react';
import { MESSAGES, SMS_TYPES, UI_TEXT, type TCaptchaType, type TSmsType } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { canRequestCode, codeButtonLabel, SMS_COUNTDOWN_S } from '@/lib/account-rules';
import { Countdown } from '@/lib/countdown';
import { sendSmsCode } from './account-api';
import { CaptchaDialog } from './captcha/CaptchaDialog';

/**
 * The get-code button (SPEC §4 code request): checks the phone gate, asks for the built-in captcha
 * when the captcha switch is on or for wallet codes (unless the caller already holds a verification,
 * such as the login panel's slide puzzle), then sends and counts 60 s down; a failure stops the
 * countdown at once.
 * Types 5 and 8 (wallet) go to the user's own phone: pass no mobile.
 */
export function SmsCodeButton({
  mobile,
  type,
  captchaType,
  check,
  takeVerification,
  onError,
  onSent,
  className = '',
}: {
  mobile?: string;
  type: TSmsType;
  /** Default: block puzzle for login codes, click-word for the wallet's (SPEC §4). */
  captchaType?: TCaptchaType;
  /** Extra condition before anything is sent; returns the message to show. */
  check?: () => string | null;
  /** A verification the caller already holds (used once); null asks for the captcha if the switch is on. */
  takeVerification?: () => string | null;
  onError: (message: string) => void;
  onSent?: () => void;
  className?: string;
}) {
  const { jiyanSwitch } = useSession();
  const [remaining, setRemaining] = useState(0);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [countdown] = useState(() => new Countdown(setRemaining));
  useEffect(() => () => countdown.stop(), [countdown]);

  const send = async (captchaVerification?: string) => {
    countdown.start(SMS_COUNTDOWN_S);
    const res = await sendSmsCode({ mobile, type, captchaVerification });
    if (res.code !== MESSAGES.OK.code) {
      countdown.stop();
      onError(res.message || UI_TEXT.codeFetchFailed);
      return;
    }
    onSent?.();
  };

  const onClick = () => {
    if (remaining > 0) return;
    if (mobile !== undefined && !canRequestCode(mobile)) return onError(MESSAGES.PHONE_INVALID.message);
    const problem = check?.();
    if (problem) return onError(problem);
    const held = takeVerification?.() ?? null;
    if (held) return void send(held);
    // Wallet codes (5, 8) always need a solved captcha; login codes only while the switch is on.
    if (jiyanSwitch === 1 || type !== SMS_TYPES.login) return setCaptchaOpen(true);
    void send();
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={remaining > 0}
        data-testid="sms-code-button"
        className={`h-11 shrink-0 whitespace-nowrap rounded px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed ${
          remaining > 0 ? 'bg-page text-muted' : 'bg-primary-weak text-primary hover:bg-primary hover:text-white'
        } ${className}`}
      >
        {codeButtonLabel(remaining)}
      </button>
      <CaptchaDialog
        open={captchaOpen}
        captchaType={captchaType ?? (type === SMS_TYPES.login ? 'blockPuzzle' : 'clickWord')}
        onClose={() => setCaptchaOpen(false)}
        onVerified={(token) => {
          setCaptchaOpen(false);
          void send(token);
        }}
      />
    </>
  );
}
