import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { loggerOptions } from '../../src/app';
import { DEFAULT_PASSWORD, expectSuccess, TestClient } from '../support/client';
import {
  connect,
  signedIn,
  standIn,
  startPublishingWorld,
  type PublishingWorld,
} from '../support/publishing';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let world: PublishingWorld;

beforeAll(async () => {
  world = await startPublishingWorld({}, { logger: loggerOptions('warn', logStream) });
});
afterAll(() => world.close());

const X_REVOKE = 'POST /2/oauth2/revoke';
const FACEBOOK_REVOKE = 'DELETE /me/permissions';
const revokes = (network: 'x' | 'facebook', route: string) =>
  standIn(world, network).requestsTo(route);

async function deleteAccount(client: TestClient, email: string) {
  return expectSuccess(
    await client.post('/api/account/delete', { user_email: email, password: DEFAULT_PASSWORD }),
    endpoints.deleteAccount.response,
  );
}

/** The tokens the stand-in was asked to revoke: X's form field, Facebook's query parameter. */
const revokedTokens = (requests: ReturnType<typeof revokes>) =>
  requests.map((request) => request.params.get('token') ?? request.query.get('access_token'));

describe('deleting an account with connected social accounts', () => {
  it('revokes each login on its network, once per login', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    // Two Facebook Pages from one Facebook login: one revoke covers both.
    const facebook = await connect(client, 'facebook', 2);
    expect(facebook.accounts).toHaveLength(2);
    const xBefore = revokes('x', X_REVOKE).length;
    const facebookBefore = revokes('facebook', FACEBOOK_REVOKE).length;

    await deleteAccount(client, email);

    const xCalls = revokes('x', X_REVOKE).slice(xBefore);
    // X's refresh token, then its access token.
    expect(xCalls).toHaveLength(2);
    expect(revokedTokens(xCalls).every(Boolean)).toBe(true);
    expect(revokes('facebook', FACEBOOK_REVOKE).slice(facebookBefore)).toHaveLength(1);
    // The session went with the account.
    expect((await client.get('/api/integrations')).status).toBe(401);
  });

  it('still deletes the account when the network fails the revoke, and logs no token', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const x = standIn(world, 'x');
    const before = x.requestsTo(X_REVOKE).length;
    x.fail(X_REVOKE, { kind: 'server_error' });
    logLines.length = 0;

    const { deleted } = await deleteAccount(client, email);

    expect(deleted.sessions).toBe(1);
    const attempted = x.requestsTo(X_REVOKE).slice(before);
    // The refresh token was refused; the access token is still asked for.
    expect(attempted).toHaveLength(2);
    const warning = logLines.find((line) => line.includes('did not confirm revoking'));
    expect(warning).toContain('X answered 503 to the revoke');
    const tokens = revokedTokens(attempted).filter((token): token is string => Boolean(token));
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      expect(logLines.join('')).not.toContain(token);
    }
    // Gone for good: the password no longer signs in.
    const again = new TestClient(world.server.url);
    expect((await again.post('/api/login', { email, password: DEFAULT_PASSWORD })).status).toBe(
      401,
    );
  });
});
