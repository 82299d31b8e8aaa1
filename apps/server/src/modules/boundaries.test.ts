import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { itemAt } from '@sports/contracts/indexed';
import { assert, describe, expect, it } from 'vitest';

/**
 * DESIGN: "Each module owns its tables; another module calls its service, never its tables."
 * Table ownership comes from each capability's tables.ts; every other source file of a capability
 * (tests aside, which may arrange any data) must not name another capability's table.
 */

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Capabilities with tables: each folder of src/modules, and the media server. */
const ROOTS = [
  ...readdirSync(join(SRC, 'modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `modules/${d.name}`),
  'media',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((d) => {
    const path = `${dir}/${d.name}`;
    if (d.isDirectory()) return sourceFiles(path);
    return d.name.endsWith('.ts') ? [path] : [];
  });
}

/** Table name → owning capability, from the `…Tables` interfaces of each tables.ts. */
function tableOwners(files: { capability: string; path: string; text: string }[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const f of files.filter((x) => x.path.endsWith('/tables.ts'))) {
    for (const block of f.text.matchAll(/export interface \w+Tables \{([\s\S]*?)\n\}/g)) {
      for (const m of itemAt(block, 1, 'tables interface body').matchAll(/^ {2}(\w+)\??:/gm))
        owners.set(itemAt(m, 1, 'table name'), f.capability);
    }
  }
  return owners;
}

/** Lines of a capability's code that name another capability's table (in a string or in raw SQL). */
function offenders(files: { capability: string; path: string; text: string }[], owners: Map<string, string>): string[] {
  const out: string[] = [];
  for (const f of files) {
    if (f.path.endsWith('.test.ts') || f.path.endsWith('/tables.ts')) continue;
    f.text.split('\n').forEach((line, i) => {
      const names = [
        ...[...line.matchAll(/['"`](\w+)(?:\s+as\s+\w+)?['"`]/g)].map((m) => itemAt(m, 1, 'quoted name')),
        ...[...line.matchAll(/\b(?:from|join|update|into)\s+"?(\w+)"?/gi)].map((m) => itemAt(m, 1, 'SQL table name')),
      ];
      for (const name of new Set(names)) {
        const owner = owners.get(name);
        if (owner && owner !== f.capability) out.push(`${f.path}:${i + 1} uses ${name} (owned by ${owner})`);
      }
    });
  }
  return out;
}

function capabilityFiles() {
  return ROOTS.flatMap((root) =>
    sourceFiles(root).map((path) => ({
      capability: root.replace(/^modules\//, ''),
      path: relative(SRC, join(SRC, path)),
      text: readFileSync(join(SRC, path), 'utf8'),
    })),
  );
}

describe('module boundaries', () => {
  it('knows who owns the tables', () => {
    const owners = tableOwners(capabilityFiles());
    expect(owners.get('app_user')).toBe('identity');
    expect(owners.get('sport_match')).toBe('sports');
    expect(owners.get('live_room')).toBe('live');
    expect(owners.get('wallet_gift')).toBe('wallet');
    expect(owners.get('media_stream')).toBe('media');
  });

  it('finds a capability reading another capability’s table', () => {
    const owners = new Map([
      ['app_user', 'identity'],
      ['live_room', 'live'],
    ]);
    const files = [
      {
        capability: 'live',
        path: 'modules/live/repository.ts',
        text: "db.selectFrom('live_room as r')\n  .innerJoin('app_user as u', 'u.id', 'r.anchor_id')",
      },
      { capability: 'live', path: 'modules/live/raw.ts', text: 'sql`select nick_name from app_user where id = ${id}`' },
      { capability: 'identity', path: 'modules/identity/repository.ts', text: "db.selectFrom('app_user')" },
      { capability: 'wallet', path: 'modules/wallet/x.test.ts', text: "db.updateTable('app_user')" },
    ];
    expect(offenders(files, owners)).toEqual([
      'modules/live/repository.ts:2 uses app_user (owned by identity)',
      'modules/live/raw.ts:1 uses app_user (owned by identity)',
    ]);
  });

  it('no capability names another capability’s tables: it calls that capability’s service', () => {
    const files = capabilityFiles();
    expect(offenders(files, tableOwners(files))).toEqual([]);
  });
});

/**
 * The lint rule that enforces the boundaries (eslint.config.js, `boundaries/dependencies`): run on
 * virtual files through ESLint's Node API, it must refuse reaching into another capability and
 * accept its index.ts, so a cross-module import added by hand fails `npm run lint`.
 */
describe('the module boundary lint rule', () => {
  const ROOT = join(SRC, '../../..');
  // The files linted here exist only in memory: no TypeScript project holds them, so the
  // type-aware rules (which need one) are off for them; the boundary rule reads imports only.
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parserOptions: { projectService: false } },
        rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
      },
    ],
  });

  async function boundaryErrors(path: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
    assert.isDefined(result);
    return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => `${m.line}`);
  }

  it('refuses a module importing another module’s repository, tables or internals', async () => {
    const code = [
      "import { identityRepository } from '../identity/repository';",
      "import type { IdentityTables } from '../identity/tables';",
      "import { hashPassword } from '../identity/password';",
      'export const x: unknown[] = [identityRepository, hashPassword, {} as IdentityTables];',
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/modules/live/bad-import.ts', code)).toEqual(['1', '2', '3']);
  });

  it('refuses the server around the modules (composition root, HTTP, CLI, seed) reaching past an index.ts', async () => {
    const code = [
      "import { liveRepository } from './modules/live/repository';",
      "import { mediaService } from './media/service';",
      'export const x = [liveRepository, mediaService];',
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/bad-root.ts', code)).toEqual(['1', '2']);
    const cli = "export { userCommands } from '../modules/identity/admin';";
    expect(await boundaryErrors('apps/server/src/cli/bad-cli.ts', cli)).toEqual(['1']);
  });

  it('lets a module use another through its index.ts, and its own files freely', async () => {
    const code = [
      "import { identityModule } from '../identity';",
      "import { mediaModule } from '../../media';",
      "import { liveRepository } from './repository';",
      'export const x = [identityModule, mediaModule, liveRepository];',
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/modules/live/good-import.ts', code)).toEqual([]);
  });

  it('lets only the database schema read the table interfaces, and only them', async () => {
    const tables = "import type { IdentityTables } from '../modules/identity/tables';\nexport type T = IdentityTables;";
    expect(await boundaryErrors('apps/server/src/db/schema.ts', tables)).toEqual([]);
    const repo = "import type { IdentityRepository } from '../modules/identity/repository';\nexport type T = IdentityRepository;";
    expect(await boundaryErrors('apps/server/src/db/schema.ts', repo)).toEqual(['1']);
    expect(await boundaryErrors('apps/server/src/db/other.ts', tables)).toEqual(['1']);
  });
});
