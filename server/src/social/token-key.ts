import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { newTokenKey, parseTokenKey, parseTokenKeys, type TokenKeyRing } from './token-crypto';

export const TOKEN_KEY_FILE = 'token-encryption.key';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EEXIST');

/**
 * The key that seals the networks' tokens (ADR 0029): TOKEN_ENCRYPTION_KEY when set (the
 * config checked its form), else DATA_DIR/token-encryption.key, made on first start and
 * announced once. The key itself is never logged.
 */
export async function resolveTokenKey(config: Config, log: FastifyBaseLogger): Promise<Buffer> {
  if (config.TOKEN_ENCRYPTION_KEY) {
    const key = parseTokenKey(config.TOKEN_ENCRYPTION_KEY);
    if (key) return key;
  }
  const file = path.join(config.DATA_DIR, TOKEN_KEY_FILE);
  for (;;) {
    try {
      const key = parseTokenKey(await readFile(file, 'utf8'));
      if (!key) throw new Error(`${file} does not hold a 32-byte key; restore it or remove it`);
      return key;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    await mkdir(config.DATA_DIR, { recursive: true });
    try {
      // wx: two processes starting together keep the first one's key.
      await writeFile(file, `${newTokenKey()}\n`, { flag: 'wx', mode: 0o600 });
      log.info(
        { file },
        'created a token encryption key for connected accounts; back this file up or set TOKEN_ENCRYPTION_KEY',
      );
      if (config.DATABASE_URL) {
        log.warn(
          'several instances on one PostgreSQL need the same TOKEN_ENCRYPTION_KEY; set it in each',
        );
      }
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
}

/**
 * The key ring (ADR 0045): the key above seals, and TOKEN_ENCRYPTION_KEYS_OLD (checked by
 * the config) still opens what earlier keys sealed until the re-seal job has replaced it.
 */
export async function resolveTokenKeyRing(
  config: Config,
  log: FastifyBaseLogger,
): Promise<TokenKeyRing> {
  const current = await resolveTokenKey(config, log);
  const old = parseTokenKeys(config.TOKEN_ENCRYPTION_KEYS_OLD ?? '') ?? [];
  return { current, old: old.filter((key) => !key.equals(current)) };
}
