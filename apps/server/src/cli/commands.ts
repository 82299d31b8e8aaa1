import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { composeModules, quietLog, type Modules } from '../compose';
import { loadConfig, type AppConfig } from '../config/env';
import type { Database } from '../db/schema';
import { chatCommands } from '../modules/chat';
import { userCommands } from '../modules/identity';
import { liveCommands } from '../modules/live';
import { siteCommands } from '../modules/site';
import { giftCommands, nobilityCommands, rechargeCommands, walletCommands } from '../modules/wallet';

/** What a command works with: the capabilities wired as in the server (no sockets), over the database. */
export type AdminContext = Modules & { db: Kysely<Database> };

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
  ...siteCommands,
  ...liveCommands,
  ...chatCommands,
  ...walletCommands,
  ...rechargeCommands,
  ...giftCommands,
  ...nobilityCommands,
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

export async function runCommand(db: Kysely<Database>, argv: string[], config: AppConfig = loadConfig()): Promise<string> {
  const cmd = COMMANDS.find((c) => c.words.every((w, i) => argv[i] === w));
  if (!cmd) throw new Error(`未知命令 "${argv.join(' ')}"，运行 npm run admin -- --help 查看可用命令`);
  const { positional, flags } = parseFlags(argv.slice(cmd.words.length));
  return cmd.run({ ...composeModules({ db, config, log: stderrLog() }), db }, positional, flags);
}
