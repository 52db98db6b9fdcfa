// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/** Imports the web app never makes, wherever the file is (every apps/web block repeats them: a later block's
 * `no-restricted-imports` replaces an earlier one's). */
/** rules §22: each Mantine component's stylesheet comes with the component (apps/web/build/mantineStyles.ts). */
const HAND_PICKED_MANTINE_CSS = {
  group: ['@mantine/*/styles/*', '@mantine/*/styles.css', '@mantine/*/styles.layer.css'],
  message:
    "A Mantine component's stylesheet comes with the component (apps/web/build/mantineStyles.ts, rules §22): " +
    'importing one by hand styles it only on the pages that load this file.',
};

const WEB_PATTERNS = [
  {
    group: ['**/apps/server/**', '@pokered/server*', '**/server/src/**'],
    message: 'The web app never imports server code: shared rules and schemas belong in packages/core.',
  },
  {
    group: ['drizzle-orm*', 'fastify*', 'pg'],
    message: 'Database and HTTP server code belong in apps/server.',
  },
  HAND_PICKED_MANTINE_CSS,
];

/** One place reads the environment (the block that uses these says why). */
const ENV_PROPERTIES = [
  {
    object: 'process',
    property: 'env',
    message:
      'Configuration belongs in apps/server/src/env.ts: read and validate the variable there (and add it to ' +
      "the README's configuration table), then pass the parsed value in.",
  },
];
const ENV_SYNTAX = [
  {
    selector: "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']",
    message: 'Configuration belongs in apps/server/src/env.ts: import what it parses instead.',
  },
];

/** rules §24: packages/core/src/dateTime.ts is the only code that turns a moment into words. */
const DATE_FORMATTING_MESSAGE =
  'Dates read one way (rules §24): format them with packages/core/src/dateTime.ts (formatDate, formatTime, ' +
  'formatDateTime; in apps/web also useDateTimeStyle). toISOString stays fine for machine text.';
const DATE_FORMATTING_PROPERTIES = [
  ...['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString', 'toDateString', 'toTimeString', 'toUTCString'].map(
    (property) => ({ property, message: DATE_FORMATTING_MESSAGE }),
  ),
  ...['DateTimeFormat', 'RelativeTimeFormat'].map((property) => ({
    object: 'Intl',
    property,
    message: DATE_FORMATTING_MESSAGE,
  })),
];
const DATE_LIBRARIES = '/^(date-fns|dayjs|moment|luxon|timeago|@mantine.dates|@date-fns.)/';
const DATE_FORMATTING_SYNTAX = [
  { selector: `ImportDeclaration[source.value=${DATE_LIBRARIES}]`, message: DATE_FORMATTING_MESSAGE },
  { selector: `ImportExpression[source.value=${DATE_LIBRARIES}]`, message: DATE_FORMATTING_MESSAGE },
];

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
      // Which folder may import which (features, shared code) is scripts/check-fences.mjs: it resolves each
      // import to its file, at any depth, which path patterns cannot.
      'no-restricted-imports': ['error', { patterns: WEB_PATTERNS }],
    },
  },
  {
    // One place reads the environment (docs/decisions/006-feature-vocabulary.md), so every variable is validated,
    // documented and defaulted once. Tests, scripts, benchmarks, e2e and config files are outside these globs.
    files: ['apps/*/src/**/*.{ts,tsx,js,mjs}', 'packages/*/src/**/*.{ts,tsx,js,mjs}'],
    ignores: ['apps/server/src/env.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': ['error', ...ENV_PROPERTIES, ...DATE_FORMATTING_PROPERTIES],
      'no-restricted-syntax': ['error', ...ENV_SYNTAX, ...DATE_FORMATTING_SYNTAX],
    },
  },
  {
    // The one file that imports Mantine's page-wide styles (baseline, global), which no component brings.
    files: ['apps/web/src/styles/mantine.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: WEB_PATTERNS.filter((pattern) => pattern !== HAND_PICKED_MANTINE_CSS) },
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
  {
    // rules §24 everywhere the environment block above does not reach (tests, e2e, scripts, benchmarks, env.ts);
    // that block carries the same entries, since a later block's rule replaces an earlier one's.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['apps/*/src/**', 'packages/*/src/**'],
    rules: {
      'no-restricted-properties': ['error', ...DATE_FORMATTING_PROPERTIES],
      'no-restricted-syntax': ['error', ...DATE_FORMATTING_SYNTAX],
    },
  },
  {
    files: ['apps/server/src/env.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': ['error', ...DATE_FORMATTING_PROPERTIES],
      'no-restricted-syntax': ['error', ...DATE_FORMATTING_SYNTAX],
    },
  },
  {
    // The one date formatter (rules §24): free to use Intl, still barred from the environment.
    files: ['packages/core/src/dateTime.ts'],
    rules: {
      'no-restricted-properties': ['error', ...ENV_PROPERTIES],
      'no-restricted-syntax': ['error', ...ENV_SYNTAX],
    },
  },
);
