#!/usr/bin/env node
/**
 * `npm run dev:server`: the app in Vite's dev server against the real server. The
 * server runs under `tsx watch` (it restarts when its code, contract/ or core/
 * changes) on PORT (3000); Vite (5173, or VITE_PORT) runs in mode `server`, which
 * turns the mock backend off and proxies /api and /media to it.
 *
 * The Node.js version is checked first (scripts/node-version-check.mjs), so this file
 * keeps to syntax and imports old Nodes parse: no `?.`, `??` or `node:` imports.
 */
import { spawn } from 'child_process';
import { join } from 'path';
import { fileURLToPath } from 'url';
import { exitUnlessSupportedNode } from './node-version-check.mjs';

exitUnlessSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));
const serverPort = process.env.PORT || '3000';
const vitePort = process.env.VITE_PORT || '5173';

const children = [
  spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'watch',
      '--clear-screen=false',
      '--tsconfig',
      join(root, 'server', 'tsconfig.json'),
      join(root, 'server', 'src', 'main.ts'),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      // The social networks are local stand-ins unless SOCIAL_SANDBOX=0 is set.
      env: { SOCIAL_SANDBOX: '1', ...process.env, PORT: serverPort },
    },
  ),
  spawn(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--mode', 'server', '--port', vitePort],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_USE_MOCKS: 'false',
        API_PROXY_TARGET: `http://127.0.0.1:${serverPort}`,
      },
    },
  ),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.once('exit', (code) => stop(code === null ? 0 : code));
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
