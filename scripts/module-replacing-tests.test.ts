import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULE_REPLACING_TESTS } from './test-workers';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPLACES = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv)\(/;

function testFilesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path) && !path.includes('node_modules'))
    .map((path) =>
      relative(root, join(root, folder, path))
        .split('\\')
        .join('/'),
    );
}

const replacing = (files: string[]) =>
  files.filter((file) => REPLACES.test(readFileSync(join(root, file), 'utf8'))).sort();

// Test files that share loaded modules (isolate: false) must not replace one: whether the
// replacement took effect would depend on which file ran first in the worker.
describe('test files that replace a module or a global', () => {
  it("run with modules of their own in the app's suite", () => {
    expect(replacing([...testFilesUnder('src'), ...testFilesUnder('tests')])).toEqual(
      [...MODULE_REPLACING_TESTS].sort(),
    );
  });

  it("are none in the server's suite", () => {
    expect(replacing(testFilesUnder('server/test'))).toEqual([]);
  });
});
