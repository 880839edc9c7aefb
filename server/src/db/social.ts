import type { Network } from '@contract/integrations';
import type { Db } from './client';
import { localPostFactsRepository } from './local-post-facts';
import { publicationQueueRepository } from './publication-queue';
import { publicationRepository } from './publications';
import { socialAccountTokenRepository } from './social-account-tokens';
import { socialAccountRepository } from './social-accounts';
import { socialConnectionRepository } from './social-connections';
import type { ConnectTarget } from './schema';

export type { PublicationRow } from './publications';
export type { SocialAccountRow } from './social-accounts';
export type { SocialConnectionRow } from './social-connections';

/**
 * Connected accounts, "Connect" attempts and publications as one repository, for the
 * routes and services that read across them; every owner read names the owner.
 */
export function socialRepository(db: Db) {
  return {
    ...socialAccountRepository(db),
    ...socialAccountTokenRepository(db),
    ...socialConnectionRepository(db),
    ...publicationRepository(db),
    ...publicationQueueRepository(db),
    ...localPostFactsRepository(db),
  };
}
export type SocialRepository = ReturnType<typeof socialRepository>;
export type { ConnectTarget, Network };
