import type { Network } from '@contract/integrations';
import type { SocialAccountRow, SocialRepository } from '../db/social';
import { HttpError } from '../http-error';
import type { Networks } from './networks/registry';
import type { TokenCipher } from './token-crypto';
import { accountKind } from './account-kind';
import { API_MESSAGES } from '@contract/messages';
import {
  hashOAuthState,
  newOAuthState,
  newPkceVerifier,
  pkceChallenge,
  STATE_LIFETIME_MS,
} from '../auth/oauth-state';

/** From the callback to the owner's pick. */
const PICK_LIFETIME_MS = 15 * 60_000;

/**
 * OAuth authorization-code flow for every network (ADR 0029): the state is random, stored
 * only as its hash, bound to the user and used once; the PKCE verifier stays on the
 * server, sealed; tokens are sealed before they are stored and never leave the server.
 */
/**
 * Networks whose accounts one login can give several of: Facebook Login gives the owner's
 * Pages and Instagram accounts, LinkedIn's gives the profile and the pages it administers.
 * An X or TikTok login gives one account, so revoking it touches no other.
 */
const SHARED_LOGIN: Record<Network, readonly Network[]> = {
  facebook: ['facebook', 'instagram'],
  instagram: ['facebook', 'instagram'],
  linkedin: ['linkedin'],
  x: [],
  tiktok: [],
};

export function createConnectFlow(options: {
  repo: SocialRepository;
  cipher: TokenCipher;
  networks: Networks;
  now: () => Date;
}) {
  const { repo, cipher, networks, now } = options;

  const adapterFor = (network: Network) => {
    const adapter = networks.adapters[network];
    if (!adapter) throw new HttpError(404, API_MESSAGES.networkNotConfigured);
    return adapter;
  };

  return {
    async start(userId: string, network: Network, redirectUri: string): Promise<string> {
      const adapter = adapterFor(network);
      const state = newOAuthState();
      const verifier = adapter.pkce ? newPkceVerifier() : null;
      await repo.createConnection({
        userId,
        network,
        stateHash: hashOAuthState(state),
        codeVerifier: verifier ? cipher.encrypt(verifier) : null,
        expiresAt: new Date(now().getTime() + STATE_LIFETIME_MS),
      });
      return adapter.authorizeUrl({
        state,
        redirectUri,
        codeChallenge: verifier ? pkceChallenge(verifier) : null,
      });
    },

    /** The network sent the owner back: check the state once, exchange the code, list targets. */
    async callback(input: { userId: string; state: string; code: string; redirectUri: string }) {
      const row = await repo.claimConnection(hashOAuthState(input.state), now());
      if (!row || row.userId !== input.userId)
        throw new HttpError(400, API_MESSAGES.connectionExpired);
      const adapter = adapterFor(row.network);
      const tokens = await adapter.exchangeCode({
        code: input.code,
        redirectUri: input.redirectUri,
        codeVerifier: row.codeVerifier ? cipher.decrypt(row.codeVerifier) : null,
      });
      const targets = await adapter.listTargets(tokens);
      await repo.completeConnection(row.id, {
        targets: targets.map((target) => ({
          ...target,
          accessToken: cipher.encrypt(target.accessToken),
        })),
        refreshToken: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
        accessExpiresAt: tokens.accessExpiresAt,
        refreshExpiresAt: tokens.refreshExpiresAt,
        expiresAt: new Date(now().getTime() + PICK_LIFETIME_MS),
      });
      return row.id;
    },

    async pending(userId: string, id: string) {
      const row = await repo.ownConnection(userId, id, now());
      if (!row?.targets) throw new HttpError(404, API_MESSAGES.connectionExpired);
      return {
        network: row.network,
        targets: row.targets.map((target) => ({
          id: target.id,
          name: target.name,
          ...accountKind(row.network, target.id),
        })),
      };
    },

    /** The picked pages or accounts become connected accounts; their blocked posts go again. */
    async pick(userId: string, id: string, targetIds: string[]): Promise<SocialAccountRow[]> {
      const row = await repo.ownConnection(userId, id, now());
      if (!row?.targets) throw new HttpError(404, API_MESSAGES.connectionExpired);
      const picked = row.targets.filter((target) => targetIds.includes(target.id));
      if (picked.length !== new Set(targetIds).size) {
        throw new HttpError(400, API_MESSAGES.unknownTarget);
      }
      const accounts: SocialAccountRow[] = [];
      for (const target of picked) {
        const account = await repo.upsertAccount({
          userId,
          network: row.network,
          remoteId: target.id,
          displayName: target.name,
          sandbox: networks.sandbox,
          accessToken: target.accessToken,
          refreshToken: row.refreshToken,
          accessExpiresAt: row.accessExpiresAt,
          refreshExpiresAt: row.refreshExpiresAt,
        });
        await repo.unblock(account.id, now());
        accounts.push(account);
      }
      await repo.deleteConnection(row.id);
      return accounts;
    },

    /**
     * Deletes our tokens (ADR 0034), then revokes where the network allows (best effort)
     * once no other account of the owner rests on the same login.
     */
    async disconnect(userId: string, id: string): Promise<void> {
      const outcome = await repo.disconnectAccount(userId, id, now());
      if (outcome === 'not_found') throw new HttpError(404, API_MESSAGES.accountNotFound);
      if (outcome === 'busy') throw new HttpError(409, API_MESSAGES.accountPublishing);
      const { account } = outcome;
      const adapter = networks.adapters[account.network];
      // Revoking is per login, not per page: it would cut off the owner's other pages and
      // accounts from the same login, so it waits until the last of them is disconnected.
      const sameLogin = SHARED_LOGIN[account.network];
      const remaining = await repo.accountsOf(userId);
      if (remaining.some((other) => sameLogin.includes(other.network))) return;
      try {
        await adapter?.revoke?.(
          cipher.decrypt(account.accessToken),
          account.refreshToken ? cipher.decrypt(account.refreshToken) : null,
        );
      } catch {
        // Our copy is gone either way; the owner can also remove the app on the network.
      }
    },
  };
}
export type ConnectFlow = ReturnType<typeof createConnectFlow>;
