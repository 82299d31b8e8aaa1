'use client';
import { Modal } from '@/components/ui/Modal';
import { PayPasswordForm } from './PayPasswordForm';

/** SPEC §2 dialog: set payment password (new password, confirmation, SMS code), 547 px. */
export function SetPayPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="设置支付密码" testId="set-pay-password-dialog">
      <p className="mb-4 text-sm text-muted">提现前请先设置支付密码。</p>
      {open ? <PayPasswordForm mode="set" onDone={onClose} /> : null}
    </Modal>
  );
}
