import type { FastifyBaseLogger } from 'fastify';
import type { AiApiKeyRepository } from '../db/ai-api-keys';
import { sealedPlace, type TokenCipher } from '../social/token-crypto';

/** Businesses read per query; each key is then stored again on its own. */
const BATCH_SIZE = 100;

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Seals again, with the current key and for its own row, every business's model API key
 * still sealed by an older key of the ring (ADR 0045, 0057), so the old key can be removed.
 * Idempotent: a key is stored only while the row still holds the value that was read (an
 * owner's save meanwhile wins). A key no key of the ring opens is logged by user id, never
 * by value, and skipped, so the run always ends.
 */
export async function resealApiKeys(options: {
  repo: AiApiKeyRepository;
  cipher: TokenCipher;
  log: Logger;
}): Promise<{ resealed: number; failed: number }> {
  const { repo, cipher, log } = options;
  let resealed = 0;
  let failed = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await repo.userIdsToReseal(cipher.currentPrefix, after, BATCH_SIZE);
    if (ids.length === 0) break;
    for (const businessId of ids) {
      try {
        const sealed = await repo.sealedKeyOf(businessId);
        if (!sealed || !cipher.needsReseal(sealed)) continue;
        const place = sealedPlace.aiApiKey(businessId);
        const again = cipher.encrypt(cipher.decrypt(sealed, place), place);
        if (await repo.replaceSealedKey(businessId, sealed, again)) resealed += 1;
      } catch (error) {
        failed += 1;
        log.warn(
          { businessId, reason: error instanceof Error ? error.message : 'unknown' },
          'a model API key could not be re-sealed with the current key',
        );
      }
    }
    after = ids[ids.length - 1] ?? null;
  }
  if (resealed > 0 || failed > 0) {
    log.info({ resealed, failed }, 'model API keys re-sealed with the current key');
  }
  return { resealed, failed };
}
