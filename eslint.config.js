// Lint rules that keep the architecture of DESIGN.md §2 true by themselves.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.web.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'src/shared is used by both sides and imports nothing else.',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'The web app never imports server code.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'The server never imports web code.',
            },
            ...[
              'articles',
              'auth',
              'saving',
              'ai',
              'billing',
              'account',
              'support',
              'theme',
              'toasts',
              'landing',
              'library',
              'reader',
              'settings',
              'help',
              'bookmarklet',
              'onboarding',
              'offline',
              'usage-events',
              'imports',
            ].map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              // The offline outbox is where any screen that saves puts a save made offline.
              except: [...new Set([`./${feature}`, './offline'])],
              message: 'Features do not import each other; compose them in src/web/app.',
            })),
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        {
          'src/**/*.{ts,tsx}': 'KEBAB_CASE',
          'e2e/**/*.ts': 'KEBAB_CASE',
          'bench/**/*.ts': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Migrations are numbered so they sort in the order they run.
    files: ['src/server/db/migrations/*.ts'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    // Only the config module reads the environment.
    files: ['src/**/*.{ts,tsx}'],
    // Tests may hand the environment through to a child process they start.
    ignores: ['src/server/config.ts', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through src/server/config.ts.',
        },
      ],
    },
  },
  {
    // Route handlers stay thin: no SQL outside repositories.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.repo.ts',
      'src/server/db/**',
      'src/server/**/*.test.ts',
      'src/server/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', importNames: ['sql'], message: 'SQL lives in *.repo.ts modules.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A suite looped over testDialects leaves PostgreSQL out of the count when TEST_DATABASE_URL
    // is unset; describeEachDialect declares it and skips it, so `npm test` reports it skipped.
    files: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='describe'][callee.property.name='each'][arguments.0.name='testDialects']",
          message:
            'Use describeEachDialect(name, body) from src/server/test/test-database.ts: suites that cannot run here are then counted as skipped.',
        },
      ],
    },
  },
);
