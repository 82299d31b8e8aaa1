import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';
import prettyStream from 'pino-pretty';

/**
 * The server's log: readable lines (pino-pretty) when a person watches a terminal, JSON lines
 * otherwise (files, collectors, CI). LOG_FORMAT=pretty|json overrides the guess.
 */
export function loggerOptions(level: string, env: Record<string, string | undefined> = process.env): FastifyServerOptions['logger'] {
  const readable = env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : process.stdout.isTTY === true;
  if (!readable) return { level };
  // In this thread and synchronous, so the lines keep their order with the ready line below.
  return { level, stream: prettyStream({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true, sync: true }) };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Line = (...args: unknown[]) => void;

/**
 * A request's logger (`req.log`, `reply.log`): the pino child carrying the request id, made the
 * first time the request logs something. Most requests log nothing but their access line, which
 * `AccessLog` writes through the parent logger with the same fields, so they never pay for a
 * child logger (decision 0046-request-log-and-id).
 */
export class RequestLog implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}

  private get log(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.opts));
  }

  get level(): string {
    return this.#child?.level ?? this.opts.level ?? this.parent.level;
  }

  set level(level: string) {
    this.log.level = level;
  }

  private write(level: Level, args: unknown[]): void {
    (this.log[level] as Line).apply(this.log, args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.log.child(bindings, options);
  }

  /**
   * One line with the request's bindings (its id). Below the request's own level (a route's
   * `logLevel`) it is dropped; otherwise it goes through the child when there is one or the request
   * asks for more than the parent's settings, else through the parent with the bindings added.
   */
  line(level: 'info' | 'error', fields: Record<string, unknown>, msg: string): void {
    const own = this.opts.level;
    if (own !== undefined) {
      const values = (this.parent as Partial<Logger>).levels?.values;
      if (values && (values[level] ?? 0) < (values[own] ?? 0)) return;
    }
    if (this.#child || own !== undefined || this.opts.serializers !== undefined) this.write(level, [fields, msg]);
    else (this.parent[level] as Line).call(this.parent, { ...this.bindings, ...fields }, msg);
  }
}

/**
 * One line per request, written when the answer is done, as an access log has it: the request
 * (method, url, host, client address), the status, the time taken and the request id. Fastify's
 * default writes an "incoming request" line too, doubling the cost of the log on every call; a
 * request that never finishes still shows in the lines its handler and the error handler write.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = error
      ? { req: request, res: reply, err: error, responseTime: reply.elapsedTime }
      : { req: request, res: reply, responseTime: reply.elapsedTime };
    const msg = error ? 'request errored' : 'request completed';
    const log = request.log;
    if (log instanceof RequestLog) log.line(error ? 'error' : 'info', fields, msg);
    else if (error) log.error(fields, msg);
    else log.info(fields, msg);
  }
}

const requestLog: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, opts) =>
  new RequestLog(logger, bindings, opts);

/** Fastify's options for the request log: the access line (`AccessLog`) and requests' loggers made when used (`RequestLog`). */
export function requestLogOptions(): Pick<FastifyServerOptions, 'logController' | 'childLoggerFactory'> {
  return { logController: new AccessLog(), childLoggerFactory: requestLog };
}

/** The address on a line of its own once the server answers, so it is easy to find (and click). */
export function announceReady(url: string, out: NodeJS.WriteStream = process.stdout): void {
  out.write(`\n  Ready: ${url}\n\n`);
}
