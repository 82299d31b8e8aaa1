import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
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

/** Answers a request Node refused before routing (headers too large: 431, unparsable: 400) in the envelope, then closes. */
export function answerClientError(err: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? '请求头过大' : status === 408 ? '请求超时' : MESSAGES.BAD_REQUEST.message;
  const body = JSON.stringify(errorBody(status, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
