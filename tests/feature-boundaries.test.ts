// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtureText = (name: string) =>
  readFileSync(new URL(`./lint-fixtures/${name}`, import.meta.url), 'utf8');
const fixture = fixtureText('cross-feature-import.tsx');
const upwardImport = fixtureText('upward-import.tsx');
const serverFloorsImport = fixtureText('server-floors-import.ts');

/** The restricted-import errors ESLint reports for `text` when it sits at `filePath`. */
async function restrictedImportErrors(text: string, filePath: string) {
  // The fixture's path is made up, so no tsconfig holds it: lint it without type information
  // (the rule under test needs none) rather than fail on a file the project cannot find.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
      },
    },
  });
  const [result] = await eslint.lintText(text, { filePath });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => ({ line: message.line, severity: message.severity }));
}

const crossFeatureErrors = (filePath: string) => restrictedImportErrors(fixture, filePath);

/** The fixture lines expected to fail, as errors. */
const errorsOn = (...lines: number[]) => lines.map((line) => ({ line, severity: 2 }));

describe('the feature boundary lint rule', () => {
  it('fails a feature importing another feature, by alias and by relative path', async () => {
    const errors = await crossFeatureErrors('src/features/compose/cross-feature-import.tsx');
    expect(errors).toEqual([
      { line: 4, severity: 2 },
      { line: 5, severity: 2 },
    ]);
  }, 60_000);

  it('lets the app wire features together', async () => {
    expect(await crossFeatureErrors('src/app/routes/cross-feature-import.tsx')).toEqual([]);
  }, 60_000);
});

// upward-import.tsx: line 3 the app by alias, 4 the app climbing out, 5 a feature, 6 the
// test helpers.
describe('the floors of src/', () => {
  it.each(['lib', 'components', 'config'])(
    'fail src/%s importing the app, a feature or the test helpers',
    async (floor) => {
      expect(await restrictedImportErrors(upwardImport, `src/${floor}/upward-import.tsx`)).toEqual(
        errorsOn(3, 4, 5, 6),
      );
    },
    60_000,
  );

  it('fail the mock backend importing the app, a feature or the test helpers', async () => {
    const errors = await restrictedImportErrors(upwardImport, 'src/mocks/handlers/upward.ts');
    expect(errors).toEqual(errorsOn(3, 4, 5, 6));
  }, 60_000);

  it('fail a feature importing the app or the test helpers', async () => {
    const errors = await restrictedImportErrors(upwardImport, 'src/features/compose/upward.tsx');
    expect(errors).toEqual(errorsOn(3, 4, 5, 6));
  }, 60_000);

  it('let the app import features, and only tests use the test helpers', async () => {
    expect(await restrictedImportErrors(upwardImport, 'src/app/routes/upward.tsx')).toEqual(
      errorsOn(6),
    );
    expect(await restrictedImportErrors(upwardImport, 'src/testing/upward.tsx')).toEqual([]);
  }, 60_000);
});

// server-floors-import.ts: line 3 a sibling, 4 a route, 5 a plugin, 6 a service, 7 the
// database.
describe('the floors of server/src/', () => {
  it('fail a route importing another route, and let it use plugins, services and db', async () => {
    const errors = await restrictedImportErrors(serverFloorsImport, 'server/src/routes/floors.ts');
    expect(errors).toEqual(errorsOn(3, 4));
  }, 60_000);

  it('fail a plugin importing a route', async () => {
    const errors = await restrictedImportErrors(serverFloorsImport, 'server/src/plugins/floors.ts');
    expect(errors).toEqual(errorsOn(4));
  }, 60_000);

  it.each(['social', 'ai/image', 'jobs', 'auth', 'plans'])(
    'fail a service (%s) importing a route or a plugin',
    async (service) => {
      const filePath = `server/src/${service}/floors.ts`;
      // Climbing out of a nested folder takes one more step: lint the text it would hold.
      const text = service.includes('/')
        ? serverFloorsImport.replaceAll("'../", "'../../")
        : serverFloorsImport;
      expect(await restrictedImportErrors(text, filePath)).toEqual(errorsOn(4, 5));
    },
    60_000,
  );

  it.each(['db', 'storage', 'media'])(
    'fail %s/ importing a route, a plugin or a service',
    async (foundation) => {
      const filePath = `server/src/${foundation}/floors.ts`;
      expect(await restrictedImportErrors(serverFloorsImport, filePath)).toEqual(errorsOn(4, 5, 6));
    },
    60_000,
  );

  it('fail a shared module at the root importing a route or a plugin', async () => {
    const errors = await restrictedImportErrors(serverFloorsImport, 'server/src/config.ts');
    expect(errors).toEqual(errorsOn(4, 5));
  }, 60_000);

  it('let the app wiring import every floor', async () => {
    expect(await restrictedImportErrors(serverFloorsImport, 'server/src/app.ts')).toEqual([]);
  }, 60_000);
});
