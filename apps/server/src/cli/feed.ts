// `npm run feed -- <command>`: sports data feed commands on the same database as the running
// server (same DATA_DIR / DATABASE_URL configuration).
import fs from 'node:fs';
import path from 'node:path';
import { itemAt } from '@sports/contracts/indexed';
import { composeModules, quietLog } from '../compose';
import { loadConfig } from '../config/env';
import { openDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { openfootballProvider } from '../feed/openfootball';
import type { ImportCounts, ImportResult } from '../modules/sports';

const HELP = `用法: npm run feed -- <命令> [参数]

命令:
  import <文件>    导入一个 openfootball 赛季文件（如 ../shared/data/openfootball/2022-23_en.1.json）：
                   赛事、赛季、轮次、球队、比赛结果与半场比分；世界杯文件的进球（含分钟）记为比赛事件。
                   重复导入同一文件不会产生任何变化。完成后输出赛季 id。

支持的赛事: en.1（英超）、cn.1（中超）、worldcup（世界杯）。
开球时间按赛事当地时间解析（英超 Europe/London、中超 Asia/Shanghai、世界杯 Asia/Qatar）后存为 UTC。
配置与服务相同: DATA_DIR（默认 ./data）、DATABASE_URL（设置时使用 PostgreSQL）。`;

const fmt = (label: string, c: ImportCounts) => `${label}: 新增 ${c.created}，更新 ${c.updated}，未变 ${c.unchanged}`;

function summary(file: string, r: ImportResult): string {
  const lines = [
    `已导入 ${path.basename(file)}`,
    fmt('轮次', r.rounds),
    fmt('球队', r.teams),
    fmt('比赛', r.matches),
    `${fmt('事件', r.incidents)}，删除 ${r.incidents.deleted}`,
  ];
  if (r.unmappedTeams.length) lines.push(`无中文名的球队（显示英文名）: ${r.unmappedTeams.join(', ')}`);
  return lines.join('\n');
}

const argv = process.argv.slice(2);
const [command, fileArg] = argv;
if (command === undefined || ['--help', '-h', 'help'].includes(command)) {
  console.log(HELP);
  process.exit(0);
}
if (command !== 'import' || fileArg === undefined || argv.length !== 2) {
  console.error(`错误: 未知命令 "${argv.join(' ')}"，运行 npm run feed -- --help 查看用法`);
  process.exit(1);
}

const file = path.resolve(fileArg);
let text: string;
try {
  text = fs.readFileSync(file, 'utf8');
} catch {
  console.error(`错误: 无法读取文件 ${file}`);
  process.exit(1);
}

const config = loadConfig();
const db = openDb(config);
try {
  await migrateToLatest(db.db);
  const provider = openfootballProvider(composeModules({ db: db.db, config, log: quietLog() }).sports.service, [{ name: file, text }]);
  await provider.start();
  const result = itemAt(provider.results, 0, 'openfootball import results');
  console.error(summary(file, result));
  // The season id alone on stdout, so scripts can capture it.
  console.log(result.seasonId);
} catch (err) {
  console.error(`错误: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
