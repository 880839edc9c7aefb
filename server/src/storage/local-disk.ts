import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey } from './media-keys';
import { StorageError, type Storage } from './storage';

/**
 * Files under DATA_DIR/media. A write lands in a temporary file, is flushed to disk,
 * then renamed into place: a crash leaves either the whole file or none.
 */
export async function createLocalDiskStorage(directory: string): Promise<Storage> {
  await mkdir(directory, { recursive: true });
  const pathOf = (key: string) => {
    if (!isMediaKey(key)) throw new StorageError(`Refusing a key of unexpected shape`);
    return path.join(directory, key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const target = pathOf(key);
      const temporary = path.join(directory, `.${randomUUID()}.tmp`);
      try {
        const handle = await open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw new StorageError('Could not write the file', { cause: error });
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw new StorageError('Could not read the file', { cause: error, operation: 'read' });
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async ping() {
      await access(directory, constants.R_OK | constants.W_OK);
    },
  };
}
