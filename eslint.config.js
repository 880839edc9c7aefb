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

/** Climbing out of a file up to three folders deep, into `folder` (or the module `folder`). */
const climbingInto = (folder) =>
  ['../', '../../', '../../../'].flatMap((up) => [`${up}${folder}`, `${up}${folder}/**`]);

/** Every way of naming src/<folder> from another part of src/: by alias, or climbing out. */
const srcFolder = (folder) => [`@/${folder}`, `@/${folder}/**`, ...climbingInto(folder)];

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

// The floors of src/, top to bottom: src/app wires features together; src/features are the
// screens' slices; src/lib, src/components and src/config (and the mock backend) serve them.
// A floor imports only the floors below it (ADR 0031).
const NO_TESTING = {
  group: srcFolder('testing'),
  message: 'Test helpers (src/testing) are for tests only.',
};
const NO_APP = {
  group: srcFolder('app'),
  message: 'src/app is the top floor: it imports features, and nothing imports it.',
};
const NO_FEATURES = {
  group: srcFolder('features'),
  message:
    'src/lib, src/components and src/config serve the features and never import one: pass what they need in.',
};

// The floors of server/src/, top to bottom: the HTTP floor (routes/, plugins/ and the
// composition in app.ts, main.ts and process-guards.ts), the services, and the foundations
// (db/, storage/, media/). The modules at the root of server/src (config.ts, http-error.ts,
// the log helpers) are shared by every floor. plugins/ is cross-cutting HTTP: it wires the
// session, rate limits and errors into every request, so it stands on the HTTP floor beside
// routes/; routes may use it, no service or foundation may (ADR 0031).
const SERVER_SERVICES = [
  'ai',
  'auth',
  'account',
  'billing',
  'business',
  'social',
  'jobs',
  'mail',
  'plans',
  'rate-limit',
];
const SERVER_FOUNDATIONS = ['db', 'storage', 'media'];

const NO_HTTP_FLOOR = {
  group: ['routes', 'plugins', 'app', 'main', 'process-guards'].flatMap(climbingInto),
  message:
    'Routes, plugins and the app wiring are the top floor of server/src: a service, a foundation or a shared module never imports them.',
};
const NO_SERVICES = {
  group: SERVER_SERVICES.flatMap(climbingInto),
  message:
    'db/, storage/ and media/ are the bottom floor of server/src: they never import a service (ai, auth, social, jobs, ...).',
};
const NO_ROUTES_FROM_PLUGINS = {
  group: ['routes', 'app', 'main'].flatMap(climbingInto),
  message: 'A plugin serves every route: it never imports a route or the app wiring.',
};
const NO_OTHER_ROUTE = {
  group: ['./*', ...['routes', 'app', 'main'].flatMap(climbingInto)],
  message:
    'A route does not import another route (or the app): share through a service, db/ or a plugin.',
};

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

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
  // Each file gets one no-restricted-imports setting (a later one replaces an earlier), so
  // each zone below lists every restriction that holds in it. Tests may compose what the app
  // composes; the helpers they share live in src/testing.
  restrict(
    ['src/**/*.{ts,tsx}'],
    [NO_MOCKS, NO_TESTING],
    ['src/mocks/**', 'src/main.tsx', 'src/testing/**', 'src/**/*.test.{ts,tsx}'],
  ),
  restrict(
    ['src/{lib,components,config}/**/*.{ts,tsx}'],
    [NO_MOCKS, NO_TESTING, NO_APP, NO_FEATURES],
    ['src/**/*.test.{ts,tsx}'],
  ),
  restrict(
    ['src/mocks/**/*.{ts,tsx}'],
    [NO_TESTING, NO_APP, NO_FEATURES],
    ['src/**/*.test.{ts,tsx}'],
  ),
  // Features stand alone: each reaches others only through src/lib, src/components and
  // src/config, and the app (src/app) wires them together.
  ...FEATURES.map((feature) =>
    restrict(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [NO_MOCKS, NO_TESTING, NO_APP, otherFeatures(feature)],
      ['src/**/*.test.{ts,tsx}'],
    ),
  ),
  restrict(['server/src/*.ts'], [NO_HTTP_FLOOR], ['server/src/{app,main,process-guards}.ts']),
  restrict([`server/src/{${SERVER_SERVICES.join(',')}}/**/*.ts`], [NO_HTTP_FLOOR]),
  restrict([`server/src/{${SERVER_FOUNDATIONS.join(',')}}/**/*.ts`], [NO_HTTP_FLOOR, NO_SERVICES]),
  restrict(['server/src/plugins/**/*.ts'], [NO_ROUTES_FROM_PLUGINS]),
  restrict(['server/src/routes/**/*.ts'], [NO_OTHER_ROUTE]),
);
