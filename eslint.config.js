// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Fastify route plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http'],
              message: 'packages/core is pure rules: I/O belongs in apps/server.',
            },
            {
              group: ['drizzle-orm*', 'fastify*', 'pg', '@electric-sql/*'],
              message: 'packages/core is pure rules: database and HTTP code belong in apps/server.',
            },
            {
              group: ['react*', '@mantine/*', '@tanstack/*'],
              message: 'packages/core is pure rules: UI code belongs in apps/web.',
            },
            {
              group: ['**/apps/**', '@pokered/server*', '@pokered/web*'],
              message: 'Imports flow one way: core must not import the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'routes.ts is HTTP only: database reads belong in queries.ts, writes in mutations.ts.',
            },
            {
              group: ['**/db/schema.ts'],
              message: 'routes.ts is HTTP only: database reads belong in queries.ts, writes in mutations.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@pokered/server*', '**/server/src/**'],
              message: 'The web app never imports server code: shared rules and schemas belong in packages/core.',
            },
            {
              group: ['drizzle-orm*', 'fastify*', 'pg'],
              message: 'Database and HTTP server code belong in apps/server.',
            },
          ],
        },
      ],
    },
  },
  {
    // One place reads the environment (docs/decisions/006-feature-vocabulary.md), so every variable is validated,
    // documented and defaulted once. Tests, scripts, benchmarks, e2e and config files are outside these globs.
    files: ['apps/*/src/**/*.{ts,tsx,js,mjs}', 'packages/*/src/**/*.{ts,tsx,js,mjs}'],
    ignores: ['apps/server/src/env.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Configuration belongs in apps/server/src/env.ts: read and validate the variable there (and add it to ' +
            "the README's configuration table), then pass the parsed value in.",
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']",
          message: 'Configuration belongs in apps/server/src/env.ts: import what it parses instead.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'apps/server/test/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
);
