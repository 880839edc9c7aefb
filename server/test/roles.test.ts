import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@contract/common';
import { buildPath, endpoints, type EndpointName } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import { ROLES, roleAllows, type Role } from '@contract/team';
import { TestClient, type Answer } from './support/client';
import { signedInMember, signedInOwner } from './support/members';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The contract's endpoints that no route serves yet. Building one means taking it off this
 * list, which puts it in the matrix below.
 */
const NOT_BUILT_YET: readonly EndpointName[] = [];

let server: TestServer;
const clients = new Map<Role, TestClient>();

beforeAll(async () => {
  server = await startTestServer();
  const owner = await signedInOwner(server);
  clients.set('owner', owner.client);
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    clients.set(role, (await signedInMember(server, owner.userId, role)).client);
  }
}, 60_000);
afterAll(() => server.close());

type Endpoint = (typeof endpoints)[EndpointName];
const entries = Object.entries(endpoints) as Array<[EndpointName, Endpoint]>;
const served = (endpoint: Endpoint) =>
  server.app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` });

/** Every path parameter filled with a fresh id: the role is checked before anything is found. */
function call(client: TestClient, endpoint: Endpoint): Promise<Answer> {
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => [match[1] ?? '', randomUUID()]),
  );
  const path = `/api${buildPath(endpoint.path, params)}`;
  return endpoint.method === 'GET'
    ? client.request('GET', path)
    : client.request(endpoint.method, path, { json: {} });
}

const messageOf = (answer: Answer) => errorResponseSchema.safeParse(answer.body).data?.error;
const refusedForRole = (answer: Answer) =>
  answer.status === 403 && messageOf(answer) === API_MESSAGES.roleNotAllowed;
const unauthenticated = (answer: Answer) =>
  answer.status === 401 && messageOf(answer) === API_MESSAGES.unauthenticated;

// Calls that end the session they are made with go last, so the others still have one.
const endsSession = (name: EndpointName) => name === 'logout';
const ordered = [...entries].sort(([a], [b]) => Number(endsSession(a)) - Number(endsSession(b)));

describe('every endpoint of the contract, called as every role of a business', () => {
  it('has a route for every endpoint but those not built yet', () => {
    const missing = entries.filter(([, endpoint]) => !served(endpoint)).map(([name]) => name);
    expect(missing).toEqual([...NOT_BUILT_YET]);
  });

  it('refuses each role below the access with 403 and lets each role at or above through', async () => {
    const outcomes: string[] = [];
    for (const [name, endpoint] of ordered) {
      if (endpoint.access === 'visitor' || !served(endpoint)) continue;
      for (const role of ROLES) {
        const client = clients.get(role);
        if (!client) throw new Error(`no ${role}`);
        const answer = await call(client, endpoint);
        const allowed = roleAllows(role, endpoint.access);
        const refused = refusedForRole(answer);
        if (allowed === refused || unauthenticated(answer)) {
          outcomes.push(`${name} as ${role}: ${answer.status} ${messageOf(answer) ?? ''}`);
        }
      }
    }
    expect(outcomes).toEqual([]);
  }, 120_000);

  it('answers every signed-in endpoint 401 without a session, and no visitor endpoint 401', async () => {
    const visitor = new TestClient(server.url);
    const wrong: string[] = [];
    for (const [name, endpoint] of ordered) {
      if (!served(endpoint)) continue;
      const answer = await call(visitor, endpoint);
      if (unauthenticated(answer) === (endpoint.access === 'visitor')) {
        wrong.push(`${name} (${endpoint.access}): ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
