// Writes docs/openapi.json from the zod schemas of every route, and the browser's copy of the route
// table (packages/contracts/src/api/calls.ts and console-calls.ts); `--check` fails when either is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ROUTES } from '@sports/contracts';
import { apiCallsSource, CALL_TABLES } from '@sports/contracts/api/calls-source';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDb } from '../db/client';

const db = openDb({ dataDir: '', file: ':memory:' });
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', BRAND: 'xingqiu' }), db, logger: false });
await app.ready();
const doc = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();

const here = path.dirname(fileURLToPath(import.meta.url));
const outputs = [
  { file: path.resolve(here, '../../../../docs/openapi.json'), text: doc },
  ...(Object.keys(CALL_TABLES) as (keyof typeof CALL_TABLES)[]).map((table) => ({
    file: path.resolve(here, '../../../../packages/contracts/src/api', CALL_TABLES[table].file),
    text: apiCallsSource(API_ROUTES, table),
  })),
];

for (const { file, text } of outputs) {
  const name = path.relative(process.cwd(), file);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== text) {
      console.error(`${name} is out of date: run \`npm run openapi\` and commit it.`);
      process.exitCode = 1;
    } else console.log(`${name} is up to date.`);
  } else {
    fs.writeFileSync(file, text);
    console.log(`wrote ${name}`);
  }
}
