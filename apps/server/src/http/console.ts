import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TApiRoute, TConsolePermission, TConsoleReport, TConsoleReportAct, TRouteData, TRouteRequest } from '@sports/contracts';
import type { Database } from '../db/schema';

/** The operator a console call runs as (checked by the operators capability before the handler). */
export interface ConsoleOperator {
  id: number;
  name: string;
  role: string;
}

/** What the handler tells the audit log about the object it acted on: the record's id, and before/after. */
export interface AuditNote {
  target: string;
  before?: unknown;
  after?: unknown;
}

export interface ConsoleContext {
  operator: ConsoleOperator;
  /** Describes the object acted on for this call's audit entry (calls that change something always get one). */
  note(n: AuditNote): void;
  /**
   * Writes this call's audit entry inside the action's own transaction, so the change and its record
   * commit (or roll back) together. An action that calls it gets no second entry after it returns.
   */
  commit(trx: Kysely<Database>, n: AuditNote): Promise<void>;
}

/**
 * One operator action, declared by the capability that owns it (decision 0028): the route from the
 * contracts, the permission it needs and the handler over the capability's service. The operators
 * capability registers every action behind its session and permission check and writes the audit log
 * for each call that changes something (and for `audited` reads, such as exports of personal data).
 * A change that is one transaction writes its entry in it (`ctx.commit`); any other change is
 * preceded by a `begin:` entry, so no effect is ever without a record.
 */
export interface ConsoleAction<R extends TApiRoute = TApiRoute> {
  route: R;
  permission: TConsolePermission;
  /** Reads that still go to the audit log (exports of account numbers). */
  audited?: boolean;
  /** The handler writes its audit entry in its own transaction with `ctx.commit` (no `begin:` entry first). */
  atomic?: boolean;
  handler(req: FastifyRequest<TRouteRequest<R>>, ctx: ConsoleContext, reply: FastifyReply): Promise<TRouteData<R> | FastifyReply>;
}

/** Keeps the route's literal types for the handler; the list of actions is erased to ConsoleAction. */
export const consoleAction = <R extends TApiRoute>(a: ConsoleAction<R>): ConsoleAction => a as unknown as ConsoleAction;

/** Report states as stored: 0 open, 1 acted on, 2 dismissed. */
export const REPORT_STATE = { open: 0, acted: 1, dismissed: 2 } as const;
export const reportStateName = (state: number): TConsoleReport['state'] =>
  state === REPORT_STATE.acted ? 'acted' : state === REPORT_STATE.dismissed ? 'dismissed' : 'open';

/**
 * One kind of viewers' reports (rooms, posts, comments) as the capability that owns it serves the
 * console's queue. `act` settles the report and every open report of the same object with the act,
 * writing the act's effect and the audit entry (`ctx.commit`) in one transaction; effects outside the
 * database (cutting a stream, a mute's chat line) follow the commit.
 */
export interface ReportDesk {
  list(state: 'open' | 'all', limit: number): Promise<TConsoleReport[]>;
  act(id: number, input: TConsoleReportAct, ctx: ConsoleContext): Promise<{ report: TConsoleReport; settled: number }>;
  openCount(): Promise<number>;
}
