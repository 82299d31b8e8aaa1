'use client';
import type { ReactNode } from 'react';
import { MESSAGES } from '@sports/contracts';
import { cleanCode, cleanPhone, codeError, isPhone } from '@/lib/account-rules';
import { TextField } from './fields';

/** The phone field of the account forms: +86, digits only (spaces stripped), SPEC's message on blur. */
export function PhoneField({
  value,
  onChange,
  onMessage,
  placeholder = '请输入手机号',
}: {
  value: string;
  onChange: (v: string) => void;
  onMessage: (m: string) => void;
  placeholder?: string;
}) {
  return (
    <TextField
      name="mobile"
      inputMode="numeric"
      autoComplete="tel"
      prefix="+86"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(cleanPhone(e.target.value))}
      onBlur={() => value && !isPhone(value) && onMessage(MESSAGES.PHONE_INVALID.message)}
      aria-label="手机号"
    />
  );
}

/** The 6-digit SMS code field with its get-code button; SPEC's code messages on blur. */
export function CodeField({
  value,
  onChange,
  requested,
  onMessage,
  button,
}: {
  value: string;
  onChange: (v: string) => void;
  requested: boolean;
  onMessage: (m: string | null) => void;
  button: ReactNode;
}) {
  return (
    <TextField
      name="verifyCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="请输入6位验证码"
      value={value}
      onChange={(e) => onChange(cleanCode(e.target.value))}
      onBlur={() => value && onMessage(codeError(value, requested))}
      aria-label="验证码"
      suffix={button}
    />
  );
}
