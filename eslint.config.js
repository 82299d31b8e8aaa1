import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/next-env.d.ts',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules where a forgotten promise loses money or an error: the server and the contracts.
    files: ['apps/server/**/*.ts', 'packages/contracts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // noUncheckedIndexedAccess is answered by narrowing (or contracts' itemAt/must), never by `!`.
    files: ['apps/server/**/*.ts', 'packages/contracts/**/*.ts', 'apps/web/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      '@next/next/no-html-link-for-pages': 'off',
      '@next/next/no-img-element': 'off',
      // Links prefetch on intent through components/ui/Link (decision 0062), not on sight.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use '@/components/ui/Link': it prefetches on intent (decision 0062)." }] },
      ],
    },
  },
  {
    files: ['apps/web/components/ui/Link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Module boundaries (docs/decisions/00xx-enforced-module-boundaries.md): a capability of the server
    // (apps/server/src/modules/<name>/, and apps/server/src/media/) is entered from outside only through
    // its index.ts. Inside a capability any file may import any other; tests may arrange anything.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'module', pattern: 'apps/server/src/modules/*', capture: ['name'], partialMatch: false },
        { type: 'module', pattern: 'apps/server/src/media', partialMatch: false },
        // The rest of the server (composition root, HTTP, realtime, feed, CLI, database): outside every module.
        { type: 'shell', pattern: 'apps/server/src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              to: { element: { type: 'module' } },
              dependency: { relationship: { to: null } },
              disallow: { to: { element: { fileInternalPath: '!index.ts' } } },
              message:
                'Another capability is entered only through its index.ts (its service, ports and types), never its repository, tables or internals',
            },
            {
              // The one Database type of Kysely is assembled from every capability's table interfaces.
              from: { file: { path: 'apps/server/src/db/schema.ts' } },
              to: { element: { type: 'module' } },
              allow: { to: { element: { fileInternalPath: ['tables.ts', '*/tables.ts'] } }, dependency: { kind: 'type' } },
            },
          ],
        },
      ],
    },
  },
);
