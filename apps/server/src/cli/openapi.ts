// Writes docs/openapi.json from the zod schemas of every route; `--check` fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDb } from '../db/client';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');
const db = openDb({ dataDir: '', file: ':memory:' });
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', BRAND: 'xingqiu' }), db, logger: false });
await app.ready();
const doc = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();

if (process.argv.includes('--check')) {
  const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  if (current !== doc) {
    console.error('docs/openapi.json is out of date: run `npm run openapi` and commit it.');
    process.exit(1);
  }
  console.log('docs/openapi.json is up to date.');
} else {
  fs.writeFileSync(out, doc);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
