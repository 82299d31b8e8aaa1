import type { TServerMessage } from '@sports/contracts';

// The production check of a server message (see realtime.ts and decision 0048): what the client
// reads, without zod.

const isInt = (v: unknown): v is number => Number.isInteger(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEvent = (m: Record<string, unknown>) =>
  typeof m.topic === 'string' && isInt(m.seq) && typeof m.type === 'string' && isRecord(m.data);

/**
 * The message if it has the envelope the client acts on: a numbered event (topic, seq, type, data),
 * or a control message whose fields the client reads (a subscription's epoch and seq, a resync's
 * snapshot, a batch's events); null otherwise. Payloads are not checked (the server's are typed).
 */
export function envelopeOf(raw: unknown): TServerMessage | null {
  if (!isRecord(raw)) return null;
  if (!('op' in raw)) return isEvent(raw) ? (raw as TServerMessage) : null;
  if (typeof raw.op !== 'string') return null;
  const topic = typeof raw.topic === 'string';
  const ok =
    raw.op === 'subscribed' || raw.op === 'resync'
      ? topic && typeof raw.epoch === 'string' && isInt(raw.seq) && (raw.op === 'subscribed' || isRecord(raw.snapshot))
      : raw.op === 'dropped'
        ? topic && isInt(raw.seq)
        : raw.op === 'batch'
          ? topic && Array.isArray(raw.events) && raw.events.every((e) => isRecord(e) && !('op' in e) && isEvent(e))
          : raw.topic === undefined || topic;
  return ok ? (raw as TServerMessage) : null;
}
