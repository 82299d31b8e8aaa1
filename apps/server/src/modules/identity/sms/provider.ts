import type { FastifyBaseLogger } from 'fastify';
import type { SmsRepository } from './repository';

/** One text message with a verification code. */
export interface SmsMessage {
  smsCodeId: number;
  mobile: string;
  type: number;
  code: string;
  text: string;
}

/** Where codes go: the development outbox or a real SMS gateway. `send` throws when delivery fails. */
export interface SmsProvider {
  readonly name: 'outbox' | 'gateway';
  send(msg: SmsMessage): Promise<void>;
}

/** Development outbox: the message is kept in the database (GET /tapi/dev/sms) and printed in the log. */
export function outboxProvider(repo: SmsRepository, log: Pick<FastifyBaseLogger, 'info'>, now: () => number = Date.now): SmsProvider {
  return {
    name: 'outbox',
    async send(msg) {
      await repo.insertOutbox({
        sms_code_id: msg.smsCodeId,
        mobile: msg.mobile,
        type: msg.type,
        code: msg.code,
        text: msg.text,
        created_at: now(),
      });
      log.info({ mobile: msg.mobile, type: msg.type, code: msg.code }, `SMS outbox: ${msg.text}`);
    },
  };
}
