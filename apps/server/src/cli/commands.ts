import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { userCommands } from '../modules/identity/admin';
import { siteCommands } from '../modules/site/admin';
import { liveCommands } from '../modules/live/admin';
import { chatCommands } from '../modules/chat/admin';
import { walletCommands } from '../modules/wallet/admin';
import { rechargeCommands } from '../modules/wallet/recharge/admin';
import { giftCommands } from '../modules/wallet/gifts/admin';
import { nobilityCommands } from '../modules/wallet/nobility/admin';

export interface AdminCommand {
  /** Words that select the command, e.g. ['user', 'add']. */
  words: string[];
  usage: string;
  summary: string;
  run(db: Kysely<Database>, args: string[], flags: Record<string, string | true>): Promise<string>;
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
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=', 2);
      if (v !== undefined) flags[k] = v;
      else if (args[i + 1] !== undefined && !args[i + 1].startsWith('--')) flags[k] = args[++i];
      else flags[k] = true;
    } else positional.push(a);
  }
  return { positional, flags };
}

export async function runCommand(db: Kysely<Database>, argv: string[]): Promise<string> {
  const cmd = COMMANDS.find((c) => c.words.every((w, i) => argv[i] === w));
  if (!cmd) throw new Error(`未知命令 "${argv.join(' ')}"，运行 npm run admin -- --help 查看可用命令`);
  const { positional, flags } = parseFlags(argv.slice(cmd.words.length));
  return cmd.run(db, positional, flags);
}
