import type { FastifyBaseLogger } from 'fastify';
import { resealApiKeys } from '../ai/api-key-reseal';
import type { AiApiKeyRepository } from '../db/ai-api-keys';
import type { SocialAccountTokenRepository } from '../db/social-account-tokens';
import type { SocialAccountRow } from '../db/social-accounts';
import type { JobEngine } from '../jobs/job-engine';
import { sealedPlace, type TokenCipher } from './token-crypto';

export const TOKEN_RESEAL_QUEUE = 'reseal-social-tokens';
/** Accounts read per query; each is then re-sealed in its own short transaction. */
const BATCH_SIZE = 100;

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Seals again, with the current key and for its own row, every account token still sealed
 * as v1 or by an older key of the ring (ADR 0045). Idempotent: each row is checked again
 * under its lock (a token refresh may have re-sealed it meanwhile), and one that is current
 * is left alone. A value no key opens is logged by account id and skipped, not retried in
 * this run, so the run always ends.
 */
export async function resealTokens(options: {
  repo: SocialAccountTokenRepository;
  cipher: TokenCipher;
  log: Logger;
}): Promise<{ resealed: number; failed: number }> {
  const { repo, cipher, log } = options;
  const reseal = (sealed: string, place: string) =>
    cipher.encrypt(cipher.decrypt(sealed, place), place);
  let resealed = 0;
  let failed = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await repo.accountIdsToReseal(cipher.currentPrefix, after, BATCH_SIZE);
    if (ids.length === 0) break;
    for (const id of ids) {
      try {
        const changed = await repo.withAccountLocked(id, async (row, save) => {
          const change: Partial<SocialAccountRow> = {};
          if (cipher.needsReseal(row.accessToken)) {
            change.accessToken = reseal(row.accessToken, sealedPlace.accountAccessToken(id));
          }
          if (row.refreshToken && cipher.needsReseal(row.refreshToken)) {
            change.refreshToken = reseal(row.refreshToken, sealedPlace.accountRefreshToken(id));
          }
          if (Object.keys(change).length === 0) return false;
          await save(change);
          return true;
        });
        if (changed) resealed += 1;
      } catch (error) {
        failed += 1;
        log.warn(
          { accountId: id, reason: error instanceof Error ? error.message : 'unknown' },
          'a connected account’s token could not be re-sealed with the current key',
        );
      }
    }
    after = ids[ids.length - 1] ?? null;
  }
  if (resealed > 0 || failed > 0) {
    log.info({ resealed, failed }, 'connected accounts’ tokens re-sealed with the current key');
  }
  return { resealed, failed };
}

/**
 * Runs the re-seal on `cron` (UTC), once per schedule across instances: the accounts'
 * tokens, then the businesses' model API keys, sealed with the same key ring.
 */
export async function registerTokenReseal(options: {
  jobs: JobEngine;
  repo: SocialAccountTokenRepository;
  apiKeys: AiApiKeyRepository;
  cipher: TokenCipher;
  log: Logger;
  cron: string;
}): Promise<void> {
  const { jobs, cron, apiKeys, ...work } = options;
  await jobs.work(TOKEN_RESEAL_QUEUE, async () => {
    await resealTokens(work);
    await resealApiKeys({ repo: apiKeys, cipher: work.cipher, log: work.log });
  });
  await jobs.schedule(TOKEN_RESEAL_QUEUE, cron);
}
