import { userInfo } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { composeModules, quietLog, type Modules } from '../compose';
import { loadConfig, type AppConfig } from '../config/env';
import type { Database } from '../db/schema';
import { chatCommands } from '../modules/chat';
import { contentCommands } from '../modules/content';
import { expertCommands } from '../modules/experts';
import { sanctionCommands, userCommands } from '../modules/identity';
import { liveCommands } from '../modules/live';
import { operatorCommands } from '../modules/operators';
import { replayCommands } from '../modules/replays';
import { siteCommands } from '../modules/site';
import { giftCommands, nobilityCommands, rechargeCommands, walletCommands } from '../modules/wallet';

/** What a command works with: the capabilities wired as in the server (no sockets), over the database, and who runs it. */
export type AdminContext = Modules & { db: Kysely<Database>; config: AppConfig; operatorName: string };

export interface AdminCommand {
  /** Words that select the command, e.g. ['user', 'add']. */
  words: string[];
  usage: string;
  summary: string;
  run(ctx: AdminContext, args: string[], flags: Record<string, string | true>): Promise<string>;
}

/** Every admin command; each capability contributes its own. */
export const COMMANDS: AdminCommand[] = [
  ...userCommands,
  ...sanctionCommands,
  ...siteCommands,
  ...liveCommands,
  ...chatCommands,
  ...walletCommands,
  ...rechargeCommands,
  ...giftCommands,
  ...nobilityCommands,
  ...contentCommands,
  ...expertCommands,
  ...operatorCommands,
  ...replayCommands,
];

export function parseFlags(args: string[]): { positional: string[]; flags: Record<string, string | true> } {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  const rest = [...args];
  for (let a = rest.shift(); a !== undefined; a = rest.shift()) {
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    // split always yields the name; the value is there only with `=`.
    const [k = '', v] = a.slice(2).split('=', 2);
    const next = rest[0];
    if (v !== undefined) flags[k] = v;
    else if (next !== undefined && !next.startsWith('--')) {
      flags[k] = next;
      rest.shift();
    } else flags[k] = true;
  }
  return { positional, flags };
}

/**
 * Errors of the capabilities to stderr (the commands' own output is stdout). Their configuration
 * warnings (sandbox cashier, SMS outbox) are the server's to print at start, not every command's.
 */
function stderrLog(): FastifyBaseLogger {
  const write = (level: string) => (obj: unknown, msg?: string) =>
    console.error(`[${level}]`, typeof obj === 'string' ? obj : (msg ?? ''), typeof obj === 'string' ? '' : obj);
  const log = Object.assign(quietLog(), { level: 'error', fatal: write('fatal'), error: write('error') });
  return Object.assign(log, { child: () => log });
}

/** Commands that only read: everything else is written to the operators' audit log. */
const READS = new Set(['list', 'check', 'reports']);

/** Who ran a command: the OS account, as the audit log's operator. */
function cliOperator(): string {
  try {
    return `cli:${userInfo().username}`.slice(0, 64);
  } catch {
    return 'cli';
  }
}

/** The arguments as the audit log keeps them: passwords never. */
function auditedArgs(cmd: AdminCommand, positional: string[], flags: Record<string, string | true>) {
  const secret = cmd.words.includes('password');
  return {
    args: secret ? positional.slice(0, 1) : positional,
    flags: Object.fromEntries(Object.entries(flags).map(([k, v]) => [k, /password|secret/i.test(k) ? '***' : v])),
  };
}

/**
 * Runs one command. A command that changes something is in the audit log like a console call:
 * recorded before it runs (so no effect is without a record), and its failure recorded after.
 */
export async function runCommand(db: Kysely<Database>, argv: string[], config: AppConfig = loadConfig()): Promise<string> {
  const cmd = COMMANDS.find((c) => c.words.every((w, i) => argv[i] === w));
  if (!cmd) throw new Error(`未知命令 "${argv.join(' ')}"，运行 npm run admin -- --help 查看可用命令`);
  const { positional, flags } = parseFlags(argv.slice(cmd.words.length));
  const modules = composeModules({ db, config, log: stderrLog() });
  const reads = READS.has(cmd.words.at(-1) ?? '') || (cmd.words.join(' ') === 'withdraw lowest' && positional.length === 0);
  const entry = (prefix: string, detail: unknown) => ({
    operator: null,
    operatorName: cliOperator(),
    action: `${prefix}cli:${cmd.words.join(' ')}`,
    target: (positional[0] ?? '').slice(0, 128),
    detail,
    ip: 'cli',
  });
  if (!reads) await modules.operators.service.audit(entry('', auditedArgs(cmd, positional, flags)));
  try {
    return await cmd.run({ ...modules, db, config, operatorName: cliOperator() }, positional, flags);
  } catch (err) {
    if (!reads) await modules.operators.service.audit(entry('failed:', { error: err instanceof Error ? err.message : String(err) }));
    throw err;
  }
}
