// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { xWeightedLength } from './x-weighted-length';

const MODULE_PATH = fileURLToPath(new URL('./x-weighted-length.ts', import.meta.url));
const SAMPLE = 'hi 😀 日本 https://example.com/a/very/long/path/that/goes/on';
// 'hi' 2, spaces 3, the emoji 2, two CJK characters 4, the URL 23.
const SAMPLE_LENGTH = 34;

/** Runs an ES module snippet in a fresh Node process and returns what it printed. */
function runNode(args: string[], code: string): string {
  return execFileSync(process.execPath, [...args, '--input-type=module', '-e', code], {
    encoding: 'utf8',
  }).trim();
}

describe('xWeightedLength', () => {
  it.each([
    ['plain text', 'Fresh bread', 11],
    ['an emoji', '🍞', 2],
    ['a joined emoji sequence', '👨‍👩‍👧', 2],
    ['CJK characters', '抹茶ラテ', 8],
    ['a long URL', `See https://example.com/${'x'.repeat(80)}`, 4 + 23],
    ['a mixed sample', SAMPLE, SAMPLE_LENGTH],
  ])('counts %s as X does', (_label, text, length) => {
    expect(xWeightedLength(text)).toBe(length);
  });
});

// twitter-text is CommonJS with an ESM build: the import has to work in both worlds.
describe('importing twitter-text', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'x-weighted-length-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('works in Node ESM through tsx, as the server runs it', () => {
    const code = `import { xWeightedLength } from ${JSON.stringify(pathToFileURL(MODULE_PATH).href)};
      console.log(xWeightedLength(${JSON.stringify(SAMPLE)}));`;
    expect(runNode(['--import', 'tsx'], code)).toBe(String(SAMPLE_LENGTH));
  });

  it('works bundled by Vite for the browser, as the dashboard loads it', async () => {
    await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        lib: { entry: MODULE_PATH, formats: ['es'], fileName: 'x-weighted-length' },
      },
    });
    const [bundle] = readdirSync(outDir).filter((file) => file.endsWith('.js'));
    expect(bundle).toBeDefined();
    const href = pathToFileURL(join(outDir, bundle ?? '')).href;
    const code = `import { xWeightedLength } from ${JSON.stringify(href)};
      console.log(xWeightedLength(${JSON.stringify(SAMPLE)}));`;
    expect(runNode([], code)).toBe(String(SAMPLE_LENGTH));
  }, 60_000);
});
