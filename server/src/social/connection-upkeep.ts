import type { FastifyBaseLogger } from 'fastify';
import type { SocialAccountTokenRepository } from '../db/social-account-tokens';
import type { JobEngine } from '../jobs/job-engine';
import { RENEW_AHEAD_MS, type TokenService } from './tokens';

export const CONNECTION_UPKEEP_QUEUE = 'connection-upkeep';
const BATCH = 50;

/**
 * Renews, ahead of time, every connection whose refresh token is about to end (ADR 0052):
 * a rotating network (TikTok) hands a new refresh token with a new lifetime, so an account
 * nobody posted with for months stays connected. A refused renewal marks the account
 * "needs reconnect", which the owner is then told about. Tokens that cannot be renewed
 * (Meta's, LinkedIn's) are the notifier's: it warns the owner 7 days ahead.
 */
export function createConnectionUpkeep(options: {
  repo: Pick<SocialAccountTokenRepository, 'renewableBefore'>;
  tokens: TokenService;
  jobs: JobEngine;
  now: () => Date;
  log: FastifyBaseLogger;
  cron: string;
}) {
  const { repo, tokens, now, log } = options;

  const renew = async () => {
    const due = await repo.renewableBefore(
      now(),
      new Date(now().getTime() + RENEW_AHEAD_MS),
      BATCH,
    );
    let renewed = 0;
    for (const account of due) {
      try {
        await tokens.renewAhead(account);
        renewed += 1;
      } catch (error) {
        // Refused: the token service marked the account; anything else is tried next run.
        log.warn({ accountId: account.id, err: error }, 'a connection could not be renewed ahead');
      }
    }
    if (due.length > 0) log.info({ renewed, due: due.length }, 'connections renewed ahead');
  };

  return {
    renew,
    async register() {
      await options.jobs.work(CONNECTION_UPKEEP_QUEUE, renew);
      await options.jobs.schedule(CONNECTION_UPKEEP_QUEUE, options.cron);
    },
  };
}
