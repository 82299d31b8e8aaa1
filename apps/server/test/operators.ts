import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONSOLE_ROUTES, routeUrl } from '@sports/contracts';
import { runCommand } from '../src/cli/commands';
import type { Database } from '../src/db/schema';
import { totpCode } from '../src/modules/operators';
import { XHR } from './app';

export interface TestOperator {
  name: string;
  password: string;
  secret: string;
}

/** Creates an operator through the CLI (as operators are made) and answers its TOTP secret. */
export async function addOperator(db: Kysely<Database>, role: string, name = `op_${role}_${randomInt(1e5, 1e6)}`): Promise<TestOperator> {
  const password = 'console-pass-123';
  const out = await runCommand(db, ['operator', 'add', name, '--role', role, '--password', password]);
  const secret = /动态验证码密钥: (\w+)/.exec(out)?.[1];
  if (!secret) throw new Error(`no secret in: ${out}`);
  return { name, password, secret };
}

type Injectable = {
  inject: (o: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: unknown;
  }) => PromiseLike<{ json(): unknown; cookies: { name: string; value: string }[] }>;
};

/** Logs an operator in (password + the current TOTP code); the session token from the cookie. */
export async function operatorToken(app: Injectable, op: TestOperator, code = totpCode(op.secret)): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: routeUrl(CONSOLE_ROUTES.consoleLogin),
    headers: XHR,
    payload: { name: op.name, password: op.password, code },
  });
  const token = res.cookies.find((c) => c.name === 'op_session')?.value;
  if (!token) throw new Error(`login failed: ${JSON.stringify(res.json())}`);
  return token;
}
