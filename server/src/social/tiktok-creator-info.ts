import type { FastifyBaseLogger } from 'fastify';
import type { TikTokCreatorInfoResponse } from '@contract/tiktok';
import type { Repositories } from '../db/repositories';
import type { SocialAccountRow } from '../db/social-accounts';
import { PublishError, ReconnectNeeded } from './networks/adapter';
import { accountAdapter, type Networks } from './networks/registry';
import type { TokenService } from './tokens';

export interface TikTokCreatorInfoOptions {
  repos: Repositories;
  networks: Networks;
  tokens: TokenService;
  /** TIKTOK_AUDITED: until TikTok audits the app, every post goes out private. */
  audited: boolean;
}

const RECONNECT = 'Reconnect TikTok to choose who can see your posts there.';
const UNREADABLE = 'TikTok did not say what this account allows right now. Please try again.';

/** creator_info with the account's token: refreshed first, and once more if TikTok refuses it. */
async function readCreator(options: TikTokCreatorInfoOptions, account: SocialAccountRow) {
  const adapter = accountAdapter(options.networks, account);
  if (!adapter?.creatorInfo) return null;
  const token = await options.tokens.accessToken(account);
  try {
    return await adapter.creatorInfo(token);
  } catch (error) {
    if (!(error instanceof PublishError && error.errorClass === 'auth')) throw error;
    return adapter.creatorInfo(await options.tokens.refreshAfterRejection(account, token));
  }
}

/**
 * The signed-in owner's TikTok account's creator info for the post editor (TikTok's audit
 * rules: its nickname and avatar, the privacy levels to choose from, what interactions it
 * allows). A problem is said in the answer, never thrown.
 */
export async function tiktokCreatorInfo(
  options: TikTokCreatorInfoOptions,
  businessId: string,
  log: FastifyBaseLogger,
): Promise<TikTokCreatorInfoResponse> {
  const answer = { success: true as const, audited: options.audited };
  const accounts = await options.repos.social.accountsOf(businessId);
  const account = accounts.find((row) => row.network === 'tiktok');
  if (!account) return { ...answer, creator: null, problem: null };
  if (account.status !== 'connected') return { ...answer, creator: null, problem: RECONNECT };
  try {
    return { ...answer, creator: await readCreator(options, account), problem: null };
  } catch (error) {
    if (error instanceof ReconnectNeeded) return { ...answer, creator: null, problem: RECONNECT };
    log.warn({ err: error }, 'TikTok creator info could not be read');
    return { ...answer, creator: null, problem: UNREADABLE };
  }
}
