// `npm run admin -- <command>`: operator commands on the same database as the running server
// (same DATA_DIR / DATABASE_URL / BRAND configuration).
import { loadConfig } from '../config/env';
import { openDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { COMMANDS, runCommand } from './commands';

const HELP = `用法: npm run admin -- <命令> [参数]

命令:
${COMMANDS.map((c) => `  ${c.usage.padEnd(44)} ${c.summary}`).join('\n')}

配置与服务相同: DATA_DIR（默认 ./data）、DATABASE_URL（设置时使用 PostgreSQL）、BRAND。`;

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
  console.log(HELP);
  process.exit(0);
}

const config = loadConfig();
const db = openDb(config);
try {
  await migrateToLatest(db.db);
  const output = await runCommand(db.db, argv, config);
  if (output) console.log(output);
} catch (err) {
  console.error(`错误: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
