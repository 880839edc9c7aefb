// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Strings that exist only in the mock backend and MSW. */
const MOCK_MARKERS = ['setupWorker', 'mockServiceWorker', 'Simulated ', 'mock-salt:', 'MockDb'];

describe('production build', () => {
  let outDir = '';

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'smart-suite-build-'));
    // Vitest runs with NODE_ENV=test, which would make import.meta.env.DEV true in the build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('contains no mock backend code and no service worker', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    expect(files).not.toContain('mockServiceWorker.js');
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const file of scripts) {
      const code = readFileSync(join(outDir, file), 'utf8');
      for (const marker of MOCK_MARKERS) {
        expect(code.includes(marker), `${file} contains "${marker}"`).toBe(false);
      }
    }
  });

  it('opens no native alert anywhere: messages are shown in the page', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(outDir, file), 'utf8');
      expect(/\balert\(/.test(code), `${file} calls alert(`).toBe(false);
    }
  });
});
