import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_ROUTES, roleAllows, type TApiRoute, type TOperator } from '@sports/contracts';
import type { AuditNote, ConsoleAction } from '../../http/console';
import { AppError } from '../../http/errors';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { OperatorsService } from './service';

/** The console session cookie: HttpOnly, only sent to the console's API, separate from fans' `auth`. */
export const OPERATOR_COOKIE = 'op_session';
/** Non-browser callers (tests, scripts) may send the token in this header instead. */
export const OPERATOR_HEADER = 'x-operator-token';

const nameOf = new Map<TApiRoute, string>(Object.entries(CONSOLE_ROUTES).map(([k, r]) => [r as TApiRoute, k]));

function tokenOf(req: FastifyRequest): string | null {
  const h = req.headers[OPERATOR_HEADER];
  const header = Array.isArray(h) ? h[0] : h;
  return header || req.cookies?.[OPERATOR_COOKIE] || null;
}

/**
 * The console's calls: login, logout and who-am-I of its own, then every capability's declared
 * actions behind one guard: a live operator session (a fan's token is refused with 403), the
 * action's permission for the operator's role, and an audit entry for each call that changes
 * something.
 */
export function consoleRoutes(service: OperatorsService, actions: ConsoleAction[]) {
  async function requireOperator(req: FastifyRequest): Promise<{ operator: TOperator; token: string }> {
    const token = tokenOf(req);
    const operator = token ? await service.session(token) : null;
    if (operator && token) return { operator, token };
    // A fan's session (header or cookie) is never an operator's: forbidden, not "log in".
    if (req.sessionToken()) throw new AppError('CONSOLE_NOT_OPERATOR');
    throw new AppError('CONSOLE_LOGIN_REQUIRED');
  }
  const cookie = (req: FastifyRequest, reply: FastifyReply, token: string, maxAgeS: number) =>
    reply.setCookie(OPERATOR_COOKIE, token, {
      path: '/capi',
      httpOnly: true,
      sameSite: 'strict',
      secure: req.protocol === 'https',
      maxAge: maxAgeS,
    });

  return async (app: Api) => {
    serve(app, CONSOLE_ROUTES.consoleLogin, {
      handler: async (req, reply) => {
        const { token, operator } = await service.login(req.body, req.ip);
        cookie(req, reply, token, 12 * 3600);
        return operator;
      },
    });
    serve(app, CONSOLE_ROUTES.consoleLogout, {
      handler: async (req, reply) => {
        const { operator, token } = await requireOperator(req);
        await service.logout(token);
        await service.audit({ operator, action: 'auth.logout', ip: req.ip });
        cookie(req, reply, '', 0);
        return { ok: true as const };
      },
    });
    serve(app, CONSOLE_ROUTES.consoleMe, { handler: async (req) => (await requireOperator(req)).operator });

    for (const action of actions) {
      const name = nameOf.get(action.route) ?? action.route.path;
      serve(app, action.route, {
        handler: async (req, reply) => {
          const { operator } = await requireOperator(req);
          if (!roleAllows(operator.role, action.permission)) {
            await service.audit({ operator, action: `denied:${name}`, target: action.permission, ip: req.ip });
            throw new AppError('FORBIDDEN');
          }
          const changes = req.method !== 'GET' || !!action.audited;
          const entry = (n: AuditNote | null, prefix = '') => ({
            operator,
            action: prefix + name,
            target: n?.target ?? '',
            detail: { params: req.params, query: req.query, body: req.body, before: n?.before, after: n?.after },
            ip: req.ip,
          });
          // A change that is not one transaction is recorded before it starts: never an effect without a record.
          if (req.method !== 'GET' && !action.atomic) await service.audit(entry(null, 'begin:'));
          let note: AuditNote | null = null;
          let committed = false;
          const ctx = {
            operator,
            note: (n: AuditNote) => (note = n),
            async commit(trx: Parameters<typeof service.audit>[1] & object, n: AuditNote) {
              note = n;
              await service.audit(entry(n), trx);
              committed = true;
            },
          };
          let answer: Awaited<ReturnType<typeof action.handler>>;
          try {
            answer = await action.handler(req, ctx, reply);
          } catch (e) {
            if (req.method !== 'GET') await service.audit({ ...entry(note, 'failed:'), target: e instanceof Error ? e.message : '' });
            throw e;
          }
          if (changes && !committed) await service.audit(entry(note));
          return answer;
        },
      });
    }
  };
}
