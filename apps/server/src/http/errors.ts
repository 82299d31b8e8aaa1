import { MESSAGES, type TMessageId } from '@sports/contracts';

/** The one error type: a stable id from the contracts' message table, optionally a more specific message. */
export class AppError extends Error {
  readonly id: TMessageId;
  readonly code: number;
  readonly status: number;
  constructor(id: TMessageId, message?: string) {
    const def = MESSAGES[id];
    super(message ?? def.message);
    this.id = id;
    this.code = def.code;
    this.status = def.status;
  }
}

export function errorBody(code: number, message: string) {
  return { code, success: false as const, message, data: null };
}
