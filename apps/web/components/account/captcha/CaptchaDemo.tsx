'use client';
import { useState } from 'react';
import type { TCaptchaType } from '@sports/contracts';
import { Button } from '@/components/ui/Button';
import { CaptchaDialog } from './CaptchaDialog';

/** Gallery demo of the built-in captchas as the SMS forms open them. */
export function CaptchaDemo() {
  const [open, setOpen] = useState<TCaptchaType | null>(null);
  const [result, setResult] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-3">
      <Button variant="outline" onClick={() => (setResult(null), setOpen('blockPuzzle'))}>
        滑块拼图验证
      </Button>
      <Button variant="outline" onClick={() => (setResult(null), setOpen('clickWord'))}>
        文字点选验证
      </Button>
      <span data-testid="captcha-demo-result" className="text-sm text-muted">
        {result ? `验证通过，凭证 ${result.slice(0, 12)}…` : ''}
      </span>
      <CaptchaDialog
        open={open !== null}
        captchaType={open ?? 'blockPuzzle'}
        onClose={() => setOpen(null)}
        onVerified={(token) => {
          setResult(token);
          setOpen(null);
        }}
      />
    </div>
  );
}
