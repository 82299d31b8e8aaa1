'use client';
import { useState } from 'react';
import { announce, btn, input } from './ui';

/**
 * A queue row's decision (anchor and expert applications, withdrawals): approve at once, or reject
 * with the reason the user will see. The row keeps its own reason draft; the rejection's answer is
 * toasted (`rejected` on success, the server's reason otherwise) and `onDone` reloads the queue.
 */
export function ReviewDecision({
  approveLabel,
  onApprove,
  reject,
  rejected,
  onDone,
}: {
  approveLabel: string;
  onApprove: () => void;
  reject: (reason: string) => Promise<{ code: number; message: string }>;
  rejected: string;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const onReject = async () => {
    setBusy(true);
    const r = await reject(reason);
    setBusy(false);
    if (announce(r, rejected)) setReason('');
    onDone();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={`${btn} bg-green-600`} disabled={busy} onClick={onApprove}>
        {approveLabel}
      </button>
      <input
        className={`${input} w-32`}
        placeholder="驳回原因"
        aria-label="驳回原因"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <button type="button" className={`${btn} bg-red-600`} disabled={busy} onClick={() => void onReject()}>
        驳回
      </button>
    </div>
  );
}
