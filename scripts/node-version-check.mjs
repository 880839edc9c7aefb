/**
 * The Node.js version check that `npm start` and `npm run dev:server` run first: on a
 * Node older than package.json `engines` allows, one line saying which Node is needed
 * and how to get it, instead of a SyntaxError or a missing API further on.
 *
 * It runs on those old Nodes, so it keeps to syntax they parse (no `?.`, `??`, top-level
 * await or `node:` imports; optional catch bindings need Node 10) and to APIs they have.
 */
import { readFileSync } from 'fs';

/**
 * The lowest version a package.json `engines.node` range allows, as [major, minor, patch]:
 * its `>=` bound, or the version a bare or `^`/`~` range starts at. Null when the range
 * says no lower bound this reads (then nothing is refused).
 */
export function minimumNodeVersion(range) {
  if (typeof range !== 'string') return null;
  const match = /^\s*(?:>=|\^|~|=)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*(?:$|\|\||\s<)/.exec(range);
  if (!match) return null;
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

/** "20.20.2" or "v20.20.2" as [20, 20, 2]. */
export function parseVersion(version) {
  const parts = String(version).replace(/^v/, '').split('.');
  return [Number(parts[0]) || 0, Number(parts[1]) || 0, Number(parts[2]) || 0];
}

function isOlder(version, minimum) {
  for (let index = 0; index < 3; index += 1) {
    if (version[index] !== minimum[index]) return version[index] < minimum[index];
  }
  return false;
}

/** "22.12" for [22, 12, 0]; the patch only when it is not 0. */
function shortVersion(version) {
  return version[2] ? version.join('.') : version[0] + '.' + version[1];
}

/**
 * The line to print when `current` (process.version) is older than `engines` allows, or
 * null when it is recent enough. `recommended` is the version to install (.nvmrc); the
 * minimum's major when it names none.
 */
export function nodeVersionProblem(current, engines, recommended) {
  const minimum = minimumNodeVersion(engines);
  if (!minimum) return null;
  const version = parseVersion(current);
  if (!isOlder(version, minimum)) return null;
  const wanted = String(recommended || '').trim();
  const install = /^v?\d+(\.\d+)*$/.test(wanted) ? wanted.replace(/^v/, '') : String(minimum[0]);
  return (
    'Smart Suite needs Node.js ' +
    shortVersion(minimum) +
    ' or newer (this is ' +
    version.join('.') +
    '). Install Node ' +
    install +
    ' from https://nodejs.org or with nvm: nvm install ' +
    install
  );
}

function readText(url) {
  try {
    return readFileSync(url, 'utf8');
  } catch {
    return '';
  }
}

/** Stops the process with the one line when this Node is too old (package.json, .nvmrc). */
export function exitUnlessSupportedNode() {
  let engines;
  try {
    const manifest = JSON.parse(readText(new URL('../package.json', import.meta.url)));
    engines = manifest.engines && manifest.engines.node;
  } catch {
    return;
  }
  const recommended = readText(new URL('../.nvmrc', import.meta.url)).trim();
  const problem = nodeVersionProblem(process.version, engines, recommended);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
