'use client';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { PASSWORD_MAX } from '@/lib/account-rules';

const box =
  'flex h-11 items-center rounded border border-line bg-surface transition-colors focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/15';

/** A text field of the account forms: optional prefix (such as +86) and a trailing slot (get-code button). */
export function TextField({
  prefix,
  suffix,
  className = '',
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { prefix?: ReactNode; suffix?: ReactNode }) {
  return (
    <div className={`${box} ${className}`}>
      {prefix ? <span className="flex h-full items-center border-r border-line px-3 text-sm text-muted">{prefix}</span> : null}
      <input className="h-full min-w-0 flex-1 bg-transparent px-3 text-sm text-ink outline-none placeholder:text-muted/80" {...rest} />
      {suffix}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField({ className = '', ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className={`${box} ${className}`}>
      <input
        type={shown ? 'text' : 'password'}
        className="h-full min-w-0 flex-1 bg-transparent px-3 text-sm text-ink outline-none placeholder:text-muted/80"
        {...rest}
      />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-label={shown ? '隐藏密码' : '显示密码'}
        className="px-3 text-muted hover:text-ink"
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden>
          <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" fill="none" stroke="currentColor" strokeWidth="1.4" />
          <circle cx="10" cy="10" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.4" />
          {shown ? null : <path d="M3 17L17 3" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
}

/** One field of a password form: its form name, placeholder, accessible label, value and autocomplete hint. */
export type TPasswordSlot = {
  name: string;
  placeholder: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
};

/**
 * The password fields every password form asks for: the current one when changing it, then the new one and its
 * confirmation (autocomplete new-password unless a slot says otherwise).
 */
export function PasswordFields({
  current,
  password,
  confirm,
}: {
  current?: TPasswordSlot;
  password: TPasswordSlot;
  confirm: TPasswordSlot;
}) {
  return (
    <>
      {[current, password, confirm].map((slot) =>
        slot ? (
          <PasswordField
            key={slot.name}
            name={slot.name}
            autoComplete={slot.autoComplete ?? 'new-password'}
            placeholder={slot.placeholder}
            maxLength={PASSWORD_MAX}
            value={slot.value}
            onChange={(e) => slot.onChange(e.target.value)}
            aria-label={slot.label}
          />
        ) : null,
      )}
    </>
  );
}

/** The red line under a form that says what is wrong (role=alert so it is announced). */
export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" data-testid="form-error" className="min-h-5 text-sm text-red-500">
      {message ?? ''}
    </p>
  );
}

/** The full-width submit button of the account forms. */
export function SubmitButton({ children, disabled, busy }: { children: ReactNode; disabled?: boolean; busy?: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled || busy}
      className="h-11 w-full rounded bg-primary text-base font-medium tracking-widest text-white shadow-sm transition-colors hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-50"
    >
      {busy ? '请稍候…' : children}
    </button>
  );
}
