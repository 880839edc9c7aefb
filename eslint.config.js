import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_MOCKS = {
  group: ['**/mocks/*', '@/mocks/*'],
  message: 'Production code never imports the mock backend (main.tsx loads it dynamically).',
};

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every way of naming another feature's files: by alias, or climbing out of this one. */
function otherFeatures(feature) {
  const others = FEATURES.filter((other) => other !== feature);
  return {
    group: others.flatMap((other) => [
      `@/features/${other}`,
      `@/features/${other}/**`,
      `**/features/${other}`,
      `**/features/${other}/**`,
      ...['../', '../../', '../../../'].flatMap((up) => [`${up}${other}`, `${up}${other}/**`]),
    ]),
    message:
      'A feature does not import another feature: share through src/lib (or contract/) and let src/app pass it in.',
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'node_modules',
      'playwright-report',
      'test-results',
      'reports',
      'screenshots',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', '*.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  // Type-aware rules: a promise nobody awaits or handles is how one request once stopped the
  // server (ADR 0046). Each file is checked with the tsconfig that includes it.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['tests/lint-fixtures/**'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/main.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MOCKS] }] },
  },
  // Features stand alone: each reaches others only through src/lib, src/components and
  // src/config, and the app (src/app) wires them together. Tests may compose real
  // providers of several features, as the app does.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_MOCKS, otherFeatures(feature)] }],
    },
  })),
  // Routes stand alone: a route file never imports another route file. What two routes share
  // lives with what it is about (db/, auth/, social/, plugins/) and app.ts registers each.
  // Its own rule name, so a zone rule setting no-restricted-imports on server/src does not
  // replace it.
  {
    files: ['server/src/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', './**', '../routes', '../routes/**'],
              message:
                'A route does not import another route: move what they share beside what it is about (db/, auth/, social/, plugins/).',
            },
          ],
        },
      ],
    },
  },
);
