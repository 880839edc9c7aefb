import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, readStoredZip, writeZip, type ZipEntry } from './zip';

const text = (value: string) => new TextEncoder().encode(value);

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
  });
});

describe('writeZip', () => {
  it('reads back what it wrote, names and bytes', () => {
    const entries: ZipEntry[] = [
      { name: 'account.json', bytes: text('{"a":1}') },
      { name: 'files/zoë.png', bytes: new Uint8Array([0, 1, 2, 255]) },
    ];
    const plain = (list: ZipEntry[]) =>
      list.map((entry) => ({ name: entry.name, bytes: Array.from(entry.bytes) }));
    expect(plain(readStoredZip(writeZip(entries)))).toEqual(plain(entries));
  });

  it('is a zip that the system unzip tool accepts', () => {
    let hasUnzip = true;
    try {
      execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    } catch {
      hasUnzip = false;
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-'));
    const file = path.join(dir, 'out.zip');
    writeFileSync(file, writeZip([{ name: 'hello.txt', bytes: text('hello') }]));
    if (!hasUnzip) {
      // Python's zipfile is the fallback checker wherever unzip is missing.
      const out = execFileSync('python3', [
        '-c',
        'import sys,zipfile;z=zipfile.ZipFile(sys.argv[1]);assert z.testzip() is None;print(z.read("hello.txt").decode())',
        file,
      ]);
      expect(out.toString().trim()).toBe('hello');
      return;
    }
    execFileSync('unzip', ['-q', '-o', file, '-d', dir]);
    expect(readFileSync(path.join(dir, 'hello.txt'), 'utf8')).toBe('hello');
  });
});
