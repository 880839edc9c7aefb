import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Tests are not built, so a changed test leaves a build current. */
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/**
 * The newest modification time (ms) of a file, or of anything under a folder (tests
 * aside); 0 when the path does not exist. A build older than this is stale.
 */
export function newestInput(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (isTest(entry.name)) continue;
    newest = Math.max(newest, newestInput(join(path, entry.name)));
  }
  return newest;
}
