import {
  NETWORK_NAMES,
  NETWORKS,
  networkSchema,
  type ConnectedAccount,
  type ConnectAs,
  type ConnectTarget,
  type Network,
  type NetworkAvailability,
  X_PUBLISHED_PRICES_USD,
} from '@contract/integrations';
import { isUuid } from '@contract/common';
import type { TikTokCreator } from '@contract/tiktok';
import { API_MESSAGES } from '@contract/messages';
import { z } from 'zod';
import { getDb } from '../db';
import { endpointHandler } from '../http';

/**
 * The mock backend's connected accounts: every network is a sandbox; "Connect" comes
 * straight back to the integrations page as the network would (no tokens, nothing
 * published). Kept in localStorage, because the connect flow reloads the page.
 */
const STORAGE_KEY = 'smart-suite-mock-integrations';
const storedSchema = z.record(z.string(), z.array(z.custom<ConnectedAccount>()));

function load(): Record<string, ConnectedAccount[]> {
  try {
    return storedSchema.parse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    return {};
  }
}
const save = (all: Record<string, ConnectedAccount[]>) =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify(all));

const PAGES_MARK = '-pages';
const connectionId = (network: Network, as: ConnectAs) =>
  `mock-connection-${network}${as === 'pages' ? PAGES_MARK : ''}`;
const networkOfConnection = (id: string) =>
  networkSchema.safeParse(id.replace(/^mock-connection-/, '').replace(PAGES_MARK, '')).data;
const appOfConnection = (id: string): ConnectAs => (id.endsWith(PAGES_MARK) ? 'pages' : 'member');
/** As the server: an identifier that could name a connection attempt has expired; any other names none. */
const missingConnection = (id: string) =>
  isUuid(id) ? API_MESSAGES.connectionExpired : API_MESSAGES.connectionNotFound;
/** The sandbox Google account's two shops, as the server's stand-in lists them. */
const GOOGLE_BUSINESS_LOCATIONS: ConnectTarget[] = [
  { id: 'sandbox-google-high-street', name: 'Sandbox Bakery – High Street' },
  { id: 'sandbox-google-station-road', name: 'Sandbox Bakery – Station Road' },
];

/**
 * One account per network; LinkedIn's member app offers the member's profile, its pages
 * app the pages they administer, as the server's two apps do; Google Business Profile
 * offers each location of the account.
 */
const targetsFor = (network: Network, as: ConnectAs): ConnectTarget[] => {
  if (network === 'google_business') return GOOGLE_BUSINESS_LOCATIONS;
  if (network !== 'linkedin') {
    return [{ id: `sandbox-${network}`, name: `Sandbox ${NETWORK_NAMES[network]} account` }];
  }
  return as === 'pages'
    ? [{ id: 'sandbox-linkedin-page', name: 'Sandbox Bakery', kind: 'organization_page' }]
    : [{ id: 'sandbox-linkedin', name: 'Sandbox LinkedIn account', kind: 'profile' }];
};

/** As the server with every app configured: LinkedIn's pages app, X's published prices. */
const availabilityOf = (network: Network): NetworkAvailability => ({
  network,
  configured: true,
  sandbox: true,
  how_to_configure: null,
  ...(network === 'linkedin' ? { pages: { configured: true, how_to_configure: null } } : {}),
  ...(network === 'x' ? { price_per_post_usd: { ...X_PUBLISHED_PRICES_USD } } : {}),
});

/** Whether the signed-in user has a TikTok account connected (its posts need a privacy choice). */
export const hasTikTokAccount = (): boolean => {
  const user = getDb().sessionUser();
  return Boolean(user && (load()[user.id] ?? []).some((account) => account.network === 'tiktok'));
};

/** The sandbox TikTok account as creator_info describes it (the server's stand-in's). */
const MOCK_TIKTOK_CREATOR: TikTokCreator = {
  nickname: 'Sandbox Bakery',
  username: 'sandbox_bakery',
  avatar_url: null,
  privacy_level_options: ['SELF_ONLY'],
  comment_disabled: false,
  duet_disabled: false,
  stitch_disabled: true,
};

export const integrationHandlers = [
  endpointHandler('getIntegrations', ({ reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    return reply({
      success: true,
      networks: NETWORKS.map(availabilityOf),
      accounts: load()[user.id] ?? [],
    });
  }),

  endpointHandler('connectNetwork', ({ params, body, reply, fail }) => {
    if (!getDb().sessionUser()) return fail(401, API_MESSAGES.unauthenticated);
    const network = networkSchema.safeParse(params.network);
    if (!network.success) return fail(404, API_MESSAGES.networkUnknown);
    const as = network.data === 'linkedin' ? (body.as ?? 'member') : 'member';
    const back = new URL('/integrations', window.location.origin);
    back.searchParams.set('connection', connectionId(network.data, as));
    return reply({ success: true, authorize_url: back.toString() });
  }),

  endpointHandler('getPendingConnection', ({ params, reply, fail }) => {
    if (!getDb().sessionUser()) return fail(401, API_MESSAGES.unauthenticated);
    const network = networkOfConnection(params.id ?? '');
    if (!network) return fail(404, missingConnection(params.id ?? ''));
    return reply({
      success: true,
      network,
      sandbox: true,
      targets: targetsFor(network, appOfConnection(params.id ?? '')),
    });
  }),

  endpointHandler('pickConnectionTargets', ({ params, body, reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    const network = networkOfConnection(params.id ?? '');
    if (!network) return fail(404, missingConnection(params.id ?? ''));
    const picked = targetsFor(network, appOfConnection(params.id ?? '')).filter((target) =>
      body.target_ids.includes(target.id),
    );
    if (picked.length !== new Set(body.target_ids).size) {
      return fail(400, API_MESSAGES.unknownTarget);
    }
    const all = load();
    const accounts = picked.map((target): ConnectedAccount => ({
      id: `mock-account-${target.id}`,
      network,
      display_name: target.name,
      ...(target.kind ? { kind: target.kind } : {}),
      sandbox: true,
      status: 'connected',
      connected_at: new Date().toISOString(),
    }));
    const ids = new Set(accounts.map((account) => account.id));
    const mine = (all[user.id] ?? []).filter((account) => !ids.has(account.id));
    all[user.id] = [...mine, ...accounts];
    save(all);
    return reply({ success: true, accounts });
  }),

  endpointHandler('disconnectAccount', ({ params, reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    const all = load();
    const mine = all[user.id] ?? [];
    if (!mine.some((account) => account.id === params.id))
      return fail(404, API_MESSAGES.accountNotFound);
    all[user.id] = mine.filter((account) => account.id !== params.id);
    save(all);
    return reply({ success: true });
  }),

  // As the server's sandbox with an app TikTok has not audited: only "Only me" is offered.
  endpointHandler('getTikTokCreatorInfo', ({ reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    const connected = (load()[user.id] ?? []).some(
      (account) => account.network === 'tiktok' && account.status === 'connected',
    );
    return reply({
      success: true,
      audited: false,
      creator: connected ? MOCK_TIKTOK_CREATOR : null,
      problem: null,
    });
  }),

  // The mock publishes nothing: a post has no publications.
  endpointHandler('getPublications', ({ body, reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    const email = user.user.email ?? '';
    if (!getDb().findOwnDraft(body.post, email)) return fail(404, API_MESSAGES.postNotFound);
    return reply({ success: true, publications: [] });
  }),
  endpointHandler('getPublicationsNeedingAttention', ({ reply, fail }) => {
    if (!getDb().sessionUser()) return fail(401, API_MESSAGES.unauthenticated);
    return reply({ success: true, publications: [] });
  }),
  endpointHandler('retryPublication', ({ fail }) => fail(404, API_MESSAGES.publicationNotFound)),
  endpointHandler('markPublicationPosted', ({ fail }) =>
    fail(404, API_MESSAGES.publicationNotFound),
  ),
];
