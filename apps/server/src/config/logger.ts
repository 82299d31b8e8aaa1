import type { FastifyServerOptions } from 'fastify';
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

/** The address on a line of its own once the server answers, so it is easy to find (and click). */
export function announceReady(url: string, out: NodeJS.WriteStream = process.stdout): void {
  out.write(`\n  Ready: ${url}\n\n`);
}
