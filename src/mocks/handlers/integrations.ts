import {
  NETWORK_NAMES,
  NETWORKS,
  networkSchema,
  type ConnectedAccount,
  type ConnectTarget,
  type Network,
} from '@contract/integrations';
import { isUuid } from '@contract/common';
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

const connectionId = (network: Network) => `mock-connection-${network}`;
const networkOfConnection = (id: string) =>
  networkSchema.safeParse(id.replace(/^mock-connection-/, '')).data;
/** As the server: an identifier that could name a connection attempt has expired; any other names none. */
const missingConnection = (id: string) =>
  isUuid(id) ? API_MESSAGES.connectionExpired : API_MESSAGES.connectionNotFound;
/** One account per network; LinkedIn offers the member's profile and a page, as the server does. */
const targetsFor = (network: Network): ConnectTarget[] =>
  network === 'linkedin'
    ? [
        { id: 'sandbox-linkedin', name: 'Sandbox LinkedIn account', kind: 'profile' },
        { id: 'sandbox-linkedin-page', name: 'Sandbox Bakery', kind: 'organization_page' },
      ]
    : [{ id: `sandbox-${network}`, name: `Sandbox ${NETWORK_NAMES[network]} account` }];

export const integrationHandlers = [
  endpointHandler('getIntegrations', ({ reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    return reply({
      success: true,
      networks: NETWORKS.map((network) => ({
        network,
        configured: true,
        sandbox: true,
        how_to_configure: null,
      })),
      accounts: load()[user.id] ?? [],
    });
  }),

  endpointHandler('connectNetwork', ({ params, reply, fail }) => {
    if (!getDb().sessionUser()) return fail(401, API_MESSAGES.unauthenticated);
    const network = networkSchema.safeParse(params.network);
    if (!network.success) return fail(404, API_MESSAGES.networkUnknown);
    const back = new URL('/integrations', window.location.origin);
    back.searchParams.set('connection', connectionId(network.data));
    return reply({ success: true, authorize_url: back.toString() });
  }),

  endpointHandler('getPendingConnection', ({ params, reply, fail }) => {
    if (!getDb().sessionUser()) return fail(401, API_MESSAGES.unauthenticated);
    const network = networkOfConnection(params.id ?? '');
    if (!network) return fail(404, missingConnection(params.id ?? ''));
    return reply({ success: true, network, sandbox: true, targets: targetsFor(network) });
  }),

  endpointHandler('pickConnectionTargets', ({ params, body, reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    const network = networkOfConnection(params.id ?? '');
    if (!network) return fail(404, missingConnection(params.id ?? ''));
    const picked = targetsFor(network).filter((target) => body.target_ids.includes(target.id));
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
