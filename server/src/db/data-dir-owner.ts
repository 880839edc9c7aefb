import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database may be opened by one process at a time (ADR 0011). The server
 * writes its process id here while it holds DATA_DIR, so a command-line tool that would
 * open the same database (server/scripts/support-list.ts) can refuse instead.
 */
export const SERVER_PID_FILE = 'server.pid';

/** Records this process as the one holding `dataDir`; the returned function lets go. */
export async function holdDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, SERVER_PID_FILE);
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}

/** Whether a live process other than this one's caller recorded that it holds `dataDir`. */
export async function serverHoldsDataDir(dataDir: string): Promise<boolean> {
  let pid: number;
  try {
    pid = Number((await readFile(path.join(dataDir, SERVER_PID_FILE), 'utf8')).trim());
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    // Signal 0 only asks whether the process exists.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, which still holds the directory.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
