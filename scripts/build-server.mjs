#!/usr/bin/env node
/**
 * The server, built once into plain JavaScript (ADR 0049), so a start runs it on Node
 * itself and compiles nothing: server/src/main.ts with contract/ and core/ bundled into
 * one module, packages left to node_modules, a source map beside it. What the server
 * reads from disk beside its own modules comes along: the migrations folder and the
 * child process that draws SVGs (server/src/media/svg-render-worker.mjs).
 *
 * `node scripts/build-server.mjs [outDir]` (dist-server/ by default); `npm run build` and
 * `npm start` (scripts/start-app.mjs, when the build is missing or older than its sources)
 * run it. The output must sit inside the repository: its packages resolve from the
 * node_modules above it.
 */
import { cpSync, mkdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestInput } from './newest-input.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export const SERVER_BUILD_DIR = join(root, 'dist-server');
/** The built entry module; it exports `started` as server/src/main.ts does. */
export const SERVER_ENTRY = 'main.mjs';
/** Written last, so a build stopped half-way is never taken for a current one. */
const BUILT_MARKER = '.built';

/** What the server build reads: a change to any of it makes the build stale. */
const SERVER_BUILD_INPUTS = [
  'server/src',
  'contract',
  'core',
  'server/tsconfig.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

/** True when `outDir` holds a complete build no older than its sources. */
export function serverBuildIsCurrent(outDir = SERVER_BUILD_DIR) {
  const marker = join(outDir, BUILT_MARKER);
  if (!existsSync(marker) || !existsSync(join(outDir, SERVER_ENTRY))) return false;
  const builtAt = statSync(marker).mtimeMs;
  return SERVER_BUILD_INPUTS.every((input) => newestInput(join(root, input)) <= builtAt);
}

/** Builds the server into `outDir`, replacing what was there. */
export async function buildServer(outDir = SERVER_BUILD_DIR) {
  // esbuild is loaded only when there is something to build: a current build starts
  // without it.
  const { build } = await import('esbuild');
  rmSync(outDir, { force: true, recursive: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [join(root, 'server', 'src', 'main.ts')],
    outfile: join(outDir, SERVER_ENTRY),
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node package.json `engines` allows.
    target: 'node22.12',
    // Packages load from node_modules as they are; only the project's own code is built.
    // The server's tsconfig maps @contract/* and @core/*, which are bundled.
    packages: 'external',
    tsconfig: join(root, 'server', 'tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
  // Resolved from the built module's own URL, as they are from the sources.
  cpSync(join(root, 'server', 'src', 'db', 'migrations'), join(outDir, 'migrations'), {
    recursive: true,
  });
  cpSync(
    join(root, 'server', 'src', 'media', 'svg-render-worker.mjs'),
    join(outDir, 'svg-render-worker.mjs'),
  );
  writeFileSync(join(outDir, BUILT_MARKER), `${new Date().toISOString()}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = process.argv[2] ? resolve(process.argv[2]) : SERVER_BUILD_DIR;
  await buildServer(outDir);
}
