// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = readFileSync(
  new URL('./lint-fixtures/cross-feature-import.tsx', import.meta.url),
  'utf8',
);

/** The restricted-import errors ESLint reports for the fixture when it sits at `filePath`. */
async function crossFeatureErrors(filePath: string) {
  // The fixture's path is made up, so no tsconfig holds it: lint it without type information
  // (the rule under test needs none) rather than fail on a file the project cannot find.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      files: ['**/*.tsx'],
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
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => ({ line: message.line, severity: message.severity }));
}

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
