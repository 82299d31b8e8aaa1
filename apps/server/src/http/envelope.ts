import type { TEnvelope } from '@sports/contracts';

export function ok<T>(data: T): TEnvelope<T> {
  return { code: 200, message: 'success', data };
}
