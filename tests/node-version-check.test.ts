// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  minimumNodeVersion,
  nodeVersionProblem,
  parseVersion,
} from '../scripts/node-version-check.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const engines = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;
const recommended = readFileSync(join(root, '.nvmrc'), 'utf8').trim();

describe('the Node.js version check (npm start, npm run dev:server)', () => {
  it('stops an older Node with one line naming the minimum and what to install', () => {
    expect(nodeVersionProblem('v20.20.2', '>=22.12', '24')).toBe(
      'Smart Suite needs Node.js 22.12 or newer (this is 20.20.2). Install Node 24 from ' +
        'https://nodejs.org or with nvm: nvm install 24',
    );
    expect(nodeVersionProblem('v22.11.0', '>=22.12', '24')).toMatch(/this is 22\.11\.0/);
  });

  it('lets the minimum and anything newer through', () => {
    for (const version of ['v22.12.0', 'v22.13.1', 'v23.0.0', 'v24.21.0']) {
      expect(nodeVersionProblem(version, '>=22.12', '24'), version).toBeNull();
    }
  });

  it("reads this repository's package.json engines and .nvmrc, and lets this Node through", () => {
    const [major = 0, minor = 0, patch = 0] = minimumNodeVersion(engines) ?? [];
    expect(major).toBeGreaterThan(0);
    const minimum = patch ? `${major}.${minor}.${patch}` : `${major}.${minor}`;
    expect(nodeVersionProblem('v1.0.0', engines, recommended)).toBe(
      `Smart Suite needs Node.js ${minimum} or newer (this is 1.0.0). Install Node ` +
        `${recommended} from https://nodejs.org or with nvm: nvm install ${recommended}`,
    );
    expect(nodeVersionProblem(process.version, engines, recommended)).toBeNull();
  });

  it('reads the lower bound of the usual engines ranges', () => {
    expect(minimumNodeVersion('>=22.12')).toEqual([22, 12, 0]);
    expect(minimumNodeVersion('>= 20.19.1')).toEqual([20, 19, 1]);
    expect(minimumNodeVersion('^22.12.0 || >=24')).toEqual([22, 12, 0]);
    expect(minimumNodeVersion('>=22.12.0 <25')).toEqual([22, 12, 0]);
    expect(minimumNodeVersion('22')).toEqual([22, 0, 0]);
    // Nothing it can read: nothing is refused.
    expect(minimumNodeVersion('*')).toBeNull();
    expect(minimumNodeVersion(undefined)).toBeNull();
    expect(nodeVersionProblem('v8.0.0', '*', '24')).toBeNull();
  });

  it('names the patch when the minimum has one, and falls back to its major to install', () => {
    expect(parseVersion('v20.20.2')).toEqual([20, 20, 2]);
    expect(nodeVersionProblem('v20.19.0', '>=20.19.1', '')).toBe(
      'Smart Suite needs Node.js 20.19.1 or newer (this is 20.19.0). Install Node 20 from ' +
        'https://nodejs.org or with nvm: nvm install 20',
    );
    expect(nodeVersionProblem('v18.0.0', '>=22.12', 'lts/*')).toMatch(/nvm install 22$/);
  });
});
