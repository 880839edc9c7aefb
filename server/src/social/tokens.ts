import type { FastifyBaseLogger } from 'fastify';
import type { SocialAccountTokenRepository } from '../db/social-account-tokens';
import type { SocialAccountRepository, SocialAccountRow } from '../db/social-accounts';
import { ReconnectNeeded, type NetworkAdapter } from './networks/adapter';
import { accountAdapter, missingAdapterMessage, type Networks } from './networks/registry';
import { sealedPlace, type TokenCipher } from './token-crypto';

/** Refresh when less than this is left (X's 2 h tokens: a quarter of an hour). */
export const REFRESH_WINDOW_MS = 15 * 60_000;
/**
 * A refresh token that itself expires (TikTok's 180 days) is used this long before its end,
 * so an account nobody posted with for months is still renewed, not lost (ADR 0052).
 */
export const RENEW_AHEAD_MS = 7 * 24 * 60 * 60_000;
export const RECONNECT_MESSAGE =
  'The connection to this account has expired. Reconnect it to publish.';

/** True while the refresh token has more than RENEW_AHEAD_MS left (or never expires). */
const renewedEnough = (row: SocialAccountRow, now: Date) =>
  !row.refreshExpiresAt || row.refreshExpiresAt.getTime() - now.getTime() > RENEW_AHEAD_MS;

/** Under the lock: whether someone already refreshed, so the current token is the one. */
type StillGood = (row: SocialAccountRow, current: string) => boolean;

export interface TokenService {
  /** A usable access token; refreshed first when it is close to expiry. */
  accessToken(account: SocialAccountRow): Promise<string>;
  /** After the network refused `failed` as expired: one refresh, shared by everyone waiting. */
  refreshAfterRejection(account: SocialAccountRow, failed: string): Promise<string>;
  /** Uses the refresh token before it expires (RENEW_AHEAD_MS), whether or not a post is due. */
  renewAhead(account: SocialAccountRow): Promise<void>;
}

interface TokenServiceOptions {
  repo: SocialAccountTokenRepository & Pick<SocialAccountRepository, 'markNeedsReconnect'>;
  cipher: TokenCipher;
  networks: Networks;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The refresh itself, under the account's row lock; the rotated tokens are stored in the
 * same transaction. Undefined when the account was disconnected meanwhile.
 */
function refreshLocked(
  { repo, cipher, log }: TokenServiceOptions,
  accountId: string,
  adapter: NetworkAdapter,
  stillGood: StillGood,
) {
  return repo.withAccountLocked(accountId, async (row, save) => {
    const current = cipher.decrypt(row.accessToken, sealedPlace.accountAccessToken(row.id));
    // Someone rotated the tokens while we waited for the lock.
    if (stillGood(row, current)) return current;
    if (!adapter.refresh || !row.refreshToken) throw new ReconnectNeeded();
    const tokens = await adapter.refresh(
      cipher.decrypt(row.refreshToken, sealedPlace.accountRefreshToken(row.id)),
    );
    await save({
      accessToken: cipher.encrypt(tokens.accessToken, sealedPlace.accountAccessToken(row.id)),
      // Rotating networks kill the old refresh token: always keep the new one.
      refreshToken: tokens.refreshToken
        ? cipher.encrypt(tokens.refreshToken, sealedPlace.accountRefreshToken(row.id))
        : row.refreshToken,
      accessExpiresAt: tokens.accessExpiresAt,
      refreshExpiresAt: tokens.refreshExpiresAt ?? row.refreshExpiresAt,
    });
    log.info({ accountId, network: row.network }, 'refreshed the access token');
    return tokens.accessToken;
  });
}

/**
 * Token refresh, one at a time per account (ADR 0029): in this process a shared promise,
 * across processes the account's row lock; whoever gets the lock second finds the tokens
 * already rotated and uses them. A rotated refresh token is stored in the same
 * transaction; a refused refresh marks the account and its queue "needs reconnect".
 */
export function createTokenService(options: TokenServiceOptions): TokenService {
  const { repo, cipher, networks, now, log } = options;
  const inFlight = new Map<string, Promise<string>>();

  const fresh = (row: SocialAccountRow) =>
    !row.accessExpiresAt || row.accessExpiresAt.getTime() - now().getTime() > REFRESH_WINDOW_MS;

  const refresh = (accountId: string, adapter: NetworkAdapter, stillGood: StillGood) => {
    const running = inFlight.get(accountId);
    if (running) return running;
    const work = (async () => {
      try {
        const token = await refreshLocked(options, accountId, adapter, stillGood);
        if (token === undefined) throw new ReconnectNeeded('The account was disconnected.');
        return token;
      } catch (error) {
        if (error instanceof ReconnectNeeded) {
          await repo.markNeedsReconnect(accountId, RECONNECT_MESSAGE, now());
          log.warn({ accountId }, 'token refresh refused; the account needs reconnecting');
        }
        throw error;
      } finally {
        inFlight.delete(accountId);
      }
    })();
    inFlight.set(accountId, work);
    return work;
  };

  const adapterOf = (account: SocialAccountRow) => {
    const adapter = accountAdapter(networks, account);
    if (!adapter) throw new Error(missingAdapterMessage(account));
    return adapter;
  };

  return {
    async accessToken(account) {
      if (fresh(account) || !adapterOf(account).refresh) {
        return cipher.decrypt(account.accessToken, sealedPlace.accountAccessToken(account.id));
      }
      return refresh(account.id, adapterOf(account), fresh);
    },
    refreshAfterRejection(account, failed) {
      const adapter = adapterOf(account);
      if (!adapter.refresh) {
        return repo
          .markNeedsReconnect(account.id, RECONNECT_MESSAGE, now())
          .then(() => Promise.reject(new ReconnectNeeded()));
      }
      return refresh(account.id, adapter, (_row, current) => current !== failed);
    },
    async renewAhead(account) {
      const renewed = (row: SocialAccountRow) => renewedEnough(row, now());
      if (!adapterOf(account).refresh || !account.refreshToken || renewed(account)) return;
      await refresh(account.id, adapterOf(account), renewed);
    },
  };
}
