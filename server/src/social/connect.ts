import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectAs, Network } from '@contract/integrations';
import type { PublicationQueueRepository } from '../db/publication-queue';
import type { ConnectTarget } from '../db/schema';
import type { SocialAccountRepository, SocialAccountRow } from '../db/social-accounts';
import type { SocialConnectionRepository, SocialConnectionRow } from '../db/social-connections';
import { HttpError } from '../http-error';
import type { PublishTarget } from './networks/adapter';
import { accountAdapter, connectAdapter, type Networks } from './networks/registry';
import { linkedInAppOf } from './networks/linkedin-organizations';
import { sealedPlace, type TokenCipher } from './token-crypto';
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
 * Networks whose accounts one login can give several of: Facebook Login gives the owner's
 * Pages and Instagram accounts, LinkedIn's pages app the pages the member administers.
 * LinkedIn's member app gives the profile alone, and an X or TikTok login one account, so
 * revoking it touches no other.
 */
function loginOf(account: Pick<SocialAccountRow, 'network' | 'id' | 'remoteId'>): string {
  if (account.network === 'facebook' || account.network === 'instagram') return 'meta';
  if (account.network === 'linkedin') return `linkedin:${linkedInAppOf(account.remoteId)}`;
  return `${account.network}:${account.id}`;
}

/** The accounts one revoke covers: one per shared login, one per account otherwise. */
export function oneAccountPerLogin(accounts: readonly SocialAccountRow[]): SocialAccountRow[] {
  const seen = new Set<string>();
  return accounts.filter((account) => {
    const login = loginOf(account);
    if (seen.has(login)) return false;
    seen.add(login);
    return true;
  });
}

/**
 * The state of a "Connect" with LinkedIn's pages app starts with this, so the callback
 * exchanges the code with the app that issued it. The state is stored only as its hash,
 * so the mark cannot be changed on the way back without the state being refused.
 */
const PAGES_STATE_MARK = 'pages.';

/** A target's own token expiry when it has one (a Page token), else the login's. */
const targetExpiry = (target: ConnectTarget, loginExpiry: Date | null): Date | null => {
  if (target.accessExpiresAt === undefined) return loginExpiry;
  return target.accessExpiresAt === null ? null : new Date(target.accessExpiresAt);
};

export interface ConnectFlowOptions {
  repo: SocialAccountRepository &
    SocialConnectionRepository &
    Pick<PublicationQueueRepository, 'unblock'>;
  cipher: TokenCipher;
  networks: Networks;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Asks the network to revoke the login the account rests on. Best effort: our copy of
 * the tokens is gone either way, and the owner can also remove the app on the network.
 * A failure is logged by its message only (never a token or a request carrying one).
 */
async function revokeLogin(
  { networks, cipher, log }: ConnectFlowOptions,
  account: SocialAccountRow,
): Promise<void> {
  // The app that issued the token: LinkedIn refuses a revoke by the other app.
  const adapter = accountAdapter(networks, account);
  if (!adapter?.revoke) return;
  try {
    await adapter.revoke(
      cipher.decrypt(account.accessToken, sealedPlace.accountAccessToken(account.id)),
      account.refreshToken
        ? cipher.decrypt(account.refreshToken, sealedPlace.accountRefreshToken(account.id))
        : null,
    );
  } catch (error) {
    log.warn(
      {
        network: account.network,
        accountId: account.id,
        reason: error instanceof Error ? error.message : 'unknown',
      },
      'the network did not confirm revoking a login; it may still list the app',
    );
  }
}

/** The targets a login gave, each token sealed for the connection's row and the target. */
function sealedTargets(
  cipher: TokenCipher,
  connectionId: string,
  targets: readonly PublishTarget[],
): ConnectTarget[] {
  return targets.map(({ accessExpiresAt, ...target }) => ({
    ...target,
    ...(accessExpiresAt === undefined
      ? {}
      : { accessExpiresAt: accessExpiresAt?.toISOString() ?? null }),
    accessToken: cipher.encrypt(
      target.accessToken,
      sealedPlace.connectionTarget(connectionId, target.id),
    ),
  }));
}

/**
 * One picked target becomes a connected account: its token opened from the connection's
 * row and sealed again for the account's own; its blocked posts go again.
 */
async function connectTarget(
  { repo, cipher, networks, now }: ConnectFlowOptions,
  businessId: string,
  row: SocialConnectionRow,
  target: ConnectTarget,
  refreshToken: string | null,
): Promise<SocialAccountRow> {
  const accessToken = cipher.decrypt(
    target.accessToken,
    sealedPlace.connectionTarget(row.id, target.id),
  );
  const account = await repo.upsertAccount(
    {
      businessId,
      network: row.network,
      remoteId: target.id,
      displayName: target.name,
      sandbox: networks.sandbox,
      accessExpiresAt: targetExpiry(target, row.accessExpiresAt),
      refreshExpiresAt: row.refreshExpiresAt,
    },
    (accountId) => ({
      accessToken: cipher.encrypt(accessToken, sealedPlace.accountAccessToken(accountId)),
      refreshToken: refreshToken
        ? cipher.encrypt(refreshToken, sealedPlace.accountRefreshToken(accountId))
        : null,
    }),
  );
  await repo.unblock(account.id, now());
  return account;
}

/** The connecting adapter for the network and app, or 404 when it is not configured. */
function adapterFor(networks: Networks, network: Network, as: ConnectAs) {
  const adapter = connectAdapter(networks, network, as);
  if (adapter) return adapter;
  throw new HttpError(
    404,
    network === 'linkedin' && as === 'pages'
      ? API_MESSAGES.linkedInPagesNotConfigured
      : API_MESSAGES.networkNotConfigured,
  );
}

/** Sending the owner to the network, and their way back with the code. */
function connectLogins({ repo, cipher, networks, now }: ConnectFlowOptions) {
  return {
    async start(
      businessId: string,
      network: Network,
      redirectUri: string,
      as: ConnectAs = 'member',
    ): Promise<string> {
      const adapter = adapterFor(networks, network, as);
      const state = `${as === 'pages' ? PAGES_STATE_MARK : ''}${newOAuthState()}`;
      const verifier = adapter.pkce ? newPkceVerifier() : null;
      // The id is made here so the verifier can be sealed for its row.
      const id = randomUUID();
      await repo.createConnection({
        id,
        businessId,
        network,
        stateHash: hashOAuthState(state),
        codeVerifier: verifier
          ? cipher.encrypt(verifier, sealedPlace.connectionCodeVerifier(id))
          : null,
        expiresAt: new Date(now().getTime() + STATE_LIFETIME_MS),
      });
      return adapter.authorizeUrl({
        state,
        redirectUri,
        codeChallenge: verifier ? (adapter.pkceChallenge ?? pkceChallenge)(verifier) : null,
      });
    },

    /** The network sent the owner back: check the state once, exchange the code, list targets. */
    async callback(input: {
      businessId: string;
      state: string;
      code: string;
      redirectUri: string;
    }) {
      const row = await repo.claimConnection(hashOAuthState(input.state), now());
      if (!row || row.businessId !== input.businessId)
        throw new HttpError(400, API_MESSAGES.connectionExpired);
      const adapter = adapterFor(
        networks,
        row.network,
        input.state.startsWith(PAGES_STATE_MARK) ? 'pages' : 'member',
      );
      const tokens = await adapter.exchangeCode({
        code: input.code,
        redirectUri: input.redirectUri,
        codeVerifier: row.codeVerifier
          ? cipher.decrypt(row.codeVerifier, sealedPlace.connectionCodeVerifier(row.id))
          : null,
      });
      const targets = await adapter.listTargets(tokens);
      await repo.completeConnection(row.id, {
        targets: sealedTargets(cipher, row.id, targets),
        refreshToken: tokens.refreshToken
          ? cipher.encrypt(tokens.refreshToken, sealedPlace.connectionRefreshToken(row.id))
          : null,
        accessExpiresAt: tokens.accessExpiresAt,
        refreshExpiresAt: tokens.refreshExpiresAt,
        expiresAt: new Date(now().getTime() + PICK_LIFETIME_MS),
      });
      return row.id;
    },
  };
}

/** The targets a login gave, and the owner's pick of them. */
function connectPicks(options: ConnectFlowOptions) {
  const { repo, cipher, now } = options;
  return {
    async pending(businessId: string, id: string) {
      const row = await repo.ownConnection(businessId, id, now());
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
    async pick(businessId: string, id: string, targetIds: string[]): Promise<SocialAccountRow[]> {
      const row = await repo.ownConnection(businessId, id, now());
      if (!row?.targets) throw new HttpError(404, API_MESSAGES.connectionExpired);
      const picked = row.targets.filter((target) => targetIds.includes(target.id));
      if (picked.length !== new Set(targetIds).size) {
        throw new HttpError(400, API_MESSAGES.unknownTarget);
      }
      // Opened from the connection's row and sealed again for each account's own row.
      const refreshToken = row.refreshToken
        ? cipher.decrypt(row.refreshToken, sealedPlace.connectionRefreshToken(row.id))
        : null;
      const accounts: SocialAccountRow[] = [];
      for (const target of picked) {
        accounts.push(await connectTarget(options, businessId, row, target, refreshToken));
      }
      await repo.deleteConnection(row.id);
      return accounts;
    },
  };
}

/** Disconnecting an account, and revoking the logins an account rested on. */
function connectDisconnects(options: ConnectFlowOptions) {
  const { repo, now } = options;
  return {
    /**
     * Deletes our tokens (ADR 0034), then revokes where the network allows (best effort)
     * once no other account of the owner rests on the same login.
     */
    async disconnect(businessId: string, id: string): Promise<void> {
      const outcome = await repo.disconnectAccount(businessId, id, now());
      if (outcome === 'not_found') throw new HttpError(404, API_MESSAGES.accountNotFound);
      if (outcome === 'busy') throw new HttpError(409, API_MESSAGES.accountPublishing);
      const { account } = outcome;
      // Revoking is per login, not per page: it would cut off the owner's other pages and
      // accounts from the same login, so it waits until the last of them is disconnected.
      const remaining = await repo.accountsOf(businessId);
      if (remaining.some((other) => loginOf(other) === loginOf(account))) return;
      await revokeLogin(options, account);
    },

    /**
     * After the owner's account is deleted: every login its connected accounts rested on is
     * revoked, one call per login, as Disconnect would. Never throws: deletion is done.
     */
    async revokeLogins(accounts: readonly SocialAccountRow[]): Promise<void> {
      await Promise.all(
        oneAccountPerLogin(accounts).map((account) => revokeLogin(options, account)),
      );
    },
  };
}

/**
 * OAuth authorization-code flow for every network (ADR 0029): the state is random, stored
 * only as its hash, bound to the user and used once; the PKCE verifier stays on the
 * server, sealed; tokens are sealed before they are stored and never leave the server.
 */
export function createConnectFlow(options: ConnectFlowOptions) {
  return {
    ...connectLogins(options),
    ...connectPicks(options),
    ...connectDisconnects(options),
  };
}
export type ConnectFlow = ReturnType<typeof createConnectFlow>;
