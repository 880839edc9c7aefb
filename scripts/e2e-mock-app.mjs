#!/usr/bin/env node
/**
 * The app the mock-backed end-to-end suite drives (ADR 0040): a development build (React's
 * development code, the in-browser mock backend, import.meta.env.DEV true, as in
 * `npm run dev`) bundled once into dist-e2e-mock/ and served by `vite preview`.
 *
 * The dev server transforms and serves every source module on its own, and each test's
 * fresh browser context fetches them all again: about 140 requests for the pricing page
 * against 25 bundled, and each first visit to a screen several seconds slower with two
 * workers. The bundle also cannot change under a running test when a file is edited.
 *
 * Usage: node scripts/e2e-mock-app.mjs --port 5174
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const OUT_DIR = 'dist-e2e-mock';
const { values } = parseArgs({ options: { port: { type: 'string', default: '5174' } } });
const vite = join('node_modules', 'vite', 'bin', 'vite.js');

const build = spawnSync(
  process.execPath,
  [vite, 'build', '--mode', 'development', '--outDir', OUT_DIR, '--logLevel', 'error'],
  // NODE_ENV as well as the mode: the mode picks .env.development (the mock backend on),
  // NODE_ENV=development keeps React's development build and its warnings.
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// The dev server serves MSW's worker from node_modules (vite.config.ts); the preview serves
// the folder, so the worker goes into it. Only this build gets it, never dist/.
copyFileSync(
  join('node_modules', 'msw', 'lib', 'mockServiceWorker.js'),
  join(OUT_DIR, 'mockServiceWorker.js'),
);

const preview = spawn(
  process.execPath,
  [
    vite,
    'preview',
    '--outDir',
    OUT_DIR,
    '--port',
    values.port,
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
