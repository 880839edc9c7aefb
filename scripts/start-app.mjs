/**
 * `npm start`, once scripts/start.mjs has checked the Node version: the whole product
 * from one command. Builds the app into dist/ and the server into dist-server/ (ADR 0049)
 * when either is missing or older than its sources, then runs the built server in this
 * process with APP_DIR=dist: it migrates the database (embedded PGlite under ./data unless
 * DATABASE_URL is set) and serves the app, /api and /media from one origin on PORT.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  SERVER_BUILD_DIR,
  SERVER_ENTRY,
  buildServer,
  serverBuildIsCurrent,
} from './build-server.mjs';
import { newestInput } from './newest-input.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** An APP_DIR of one's own is served as it is; by default dist/ is built when needed. */
const ownAppDir = process.env.APP_DIR?.trim() || undefined;
const distDir = resolve(root, ownAppDir ?? 'dist');
const builtMarker = join(distDir, '.vite', 'manifest.json');
const lockDir = join(root, 'node_modules', '.cache', 'smart-suite-build.lock');

/** What the build reads: a change to any of it makes dist/ stale. Tests are not built. */
const BUILD_INPUTS = [
  'src',
  'contract',
  'core',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/route-preload-plugin.ts',
  'scripts/csp-sources-plugin.ts',
  'scripts/prerender.mjs',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
function buildIsCurrent() {
  if (!existsSync(builtMarker) || !existsSync(join(distDir, 'app-shell.html'))) return false;
  const builtAt = statSync(builtMarker).mtimeMs;
  return BUILD_INPUTS.every((input) => newestInput(join(root, input)) <= builtAt);
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The lock's holder is gone (killed mid-build), or the lock is older than any build. */
function lockIsStale() {
  try {
    const holder = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
    process.kill(holder, 0);
  } catch (error) {
    if (error.code === 'ESRCH') return true;
  }
  try {
    return Date.now() - statSync(lockDir).mtimeMs > 300_000;
  } catch {
    return false;
  }
}

/** One build at a time, even when several servers start together (the e2e suite does). */
async function withBuildLock(work) {
  mkdirSync(join(lockDir, '..'), { recursive: true });
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockIsStale()) rmSync(lockDir, { force: true, recursive: true });
      else if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lockDir}`);
      else await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { force: true, recursive: true });
  }
}

/** Builds dist/ unless it is current; the build's exit status (0 when nothing was needed). */
function buildIfNeeded() {
  if (buildIsCurrent()) return 0;
  const began = Date.now();
  console.info('Building the app into dist/ ...');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = (args) =>
    spawnSync(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    }).status ?? 1;
  // The same two steps as `npm run build`: the bundle, then the prerendered public pages.
  let status = run([vite, 'build', '--logLevel', 'warn']);
  if (status === 0) status = run([join(root, 'scripts', 'prerender.mjs')]);
  if (status === 0) {
    console.info(
      `Building the app into dist/ ... done (${((Date.now() - began) / 1000).toFixed(1)} s)`,
    );
  }
  return status;
}

if (!ownAppDir) {
  const status = await withBuildLock(buildIfNeeded);
  if (status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(status);
  }
} else if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`APP_DIR=${ownAppDir} has no index.html.`);
  process.exit(1);
}

/** Builds dist-server/ unless it is current (ADR 0049); false when the build failed. */
async function buildServerIfNeeded() {
  if (serverBuildIsCurrent()) return true;
  const began = Date.now();
  console.info('Building the server into dist-server/ ...');
  try {
    await buildServer();
  } catch (error) {
    // esbuild has printed what failed and where.
    console.error(error instanceof Error ? error.message : error);
    return false;
  }
  console.info(
    `Building the server into dist-server/ ... done (${((Date.now() - began) / 1000).toFixed(1)} s)`,
  );
  return true;
}

if (!(await withBuildLock(buildServerIfNeeded))) {
  console.error('The server build failed; the server was not started.');
  process.exit(1);
}

process.env.APP_DIR = distDir;
// NODE_ENV is left as given: `npm start` on one's own machine runs without SMTP, a token
// key or https, which NODE_ENV=production refuses (ADR 0045). A deployment sets it.

// The server is built JavaScript (ADR 0049), started here so stop signals reach the
// server itself and it shuts down gracefully. Stack traces point into the sources.
process.setSourceMapsEnabled(true);

// The server logs as it starts; the address is the last line, where a newcomer looks.
const { started } = await import(pathToFileURL(join(SERVER_BUILD_DIR, SERVER_ENTRY)).href);
console.info(`\nSmart Suite is running at ${await started}\n`);
