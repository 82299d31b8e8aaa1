import type { ButtonHTMLAttributes } from 'react';

export type TButtonVariant = 'primary' | 'outline' | 'ghost';

/** Class names of the shared button look, for links that should look like buttons. */
export function buttonClass(variant: TButtonVariant = 'primary', size: 'sm' | 'md' = 'md'): string {
  const sizing = size === 'sm' ? 'px-3 py-1 text-xs' : 'px-5 py-2 text-sm';
  const tone = {
    primary: 'bg-primary text-white hover:bg-primary-strong',
    outline: 'border border-primary text-primary hover:bg-primary-weak',
    ghost: 'text-ink hover:text-primary',
  }[variant];
  return `inline-flex items-center justify-center gap-1 rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${sizing} ${tone}`;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: TButtonVariant; size?: 'sm' | 'md' }) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...rest} />;
}
