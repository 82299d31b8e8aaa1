import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
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
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The address on a line of its own once the server answers, so it is easy to find (and click). */
export function announceReady(url: string, out: NodeJS.WriteStream = process.stdout): void {
  out.write(`\n  Ready: ${url}\n\n`);
}
