// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = readFileSync(
  new URL('./lint-fixtures/route-imports-route.ts', import.meta.url),
  'utf8',
);

/** The restricted-import errors ESLint reports for the fixture when it sits at `filePath`. */
async function routeImportErrors(filePath: string) {
  // The fixture's path is made up, so no tsconfig holds it: lint it without type information
  // (the rule under test needs none) rather than fail on a file the project cannot find.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
      },
    },
  });
  const [result] = await eslint.lintText(fixture, { filePath });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => ({ line: message.line, severity: message.severity }));
}

describe('the route boundary lint rule', () => {
  it('fails a route importing another route, beside it or through the routes folder', async () => {
    const errors = await routeImportErrors('server/src/routes/route-imports-route.ts');
    expect(errors).toEqual([
      { line: 4, severity: 2 },
      { line: 5, severity: 2 },
    ]);
  }, 120_000);

  it('lets the app register the routes', async () => {
    expect(await routeImportErrors('server/src/route-imports-route.ts')).toEqual([]);
  }, 120_000);
});
