import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { loadConfig } from '../../src/config';
import type { InlineJobEngine } from '../../src/jobs/inline-job-engine';
import { socialAccounts } from '../../src/db/schema';
import { createTokenCipher, parseTokenKey, sealedPlace } from '../../src/social/token-crypto';
import { TOKEN_KEY_FILE } from '../../src/social/token-key';
import { expectSuccess } from '../support/client';
import {
  connect,
  minutesAfter,
  publicationsOf,
  scheduledPost,
  signedIn,
  standIn,
  startPublishingWorld,
  type PublishingWorld,
} from '../support/publishing';

let world: PublishingWorld;

beforeAll(async () => {
  // Several posts on one account go out together here: no gap (pacing.test.ts covers it).
  world = await startPublishingWorld({ PUBLISH_MIN_GAP_SECONDS: '0' });
});
afterAll(() => world.close());

const sweep = () => world.server.app.social.publisher.sweep();

async function storedAccount(id: string) {
  const [row] = await world.server.testDatabase.database.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.id, id));
  if (!row) throw new Error('no account row');
  const key = parseTokenKey(
    await readFile(path.join(world.server.config.DATA_DIR, TOKEN_KEY_FILE), 'utf8'),
  );
  if (!key) throw new Error('no key');
  const cipher = createTokenCipher({ current: key, old: [] });
  return {
    row,
    accessToken: () => cipher.decrypt(row.accessToken, sealedPlace.accountAccessToken(id)),
    refreshToken: () => cipher.decrypt(row.refreshToken ?? '', sealedPlace.accountRefreshToken(id)),
  };
}

describe('token storage', () => {
  it('stores tokens sealed (AES-256-GCM), never in the clear', async () => {
    const { client } = await signedIn(world);
    const { accounts } = await connect(client, 'x');
    const { row, accessToken } = await storedAccount(accounts[0]?.id ?? '');
    expect(row.accessToken).toMatch(/^v2\.[0-9a-f]{8}\./);
    expect(row.accessToken).not.toContain('x-at-');
    expect(row.refreshToken).not.toContain('x-rt-');
    expect(accessToken()).toMatch(/^x-at-/);
  });

  it('a changed byte does not decrypt', () => {
    const cipher = createTokenCipher({ current: Buffer.alloc(32, 7), old: [] });
    const place = sealedPlace.accountAccessToken('account-1');
    const sealed = cipher.encrypt('secret-token', place);
    const [format, keyId, iv, tag, body = ''] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      cipher.decrypt([format, keyId, iv, tag, flipped.toString('base64url')].join('.'), place),
    ).toThrow();
    expect(cipher.decrypt(sealed, place)).toBe('secret-token');
  });

  it('refuses to start with a malformed TOKEN_ENCRYPTION_KEY, naming it', () => {
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /TOKEN_ENCRYPTION_KEY: must be 32 bytes/,
    );
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32) })).not.toThrow();
    expect(() =>
      loadConfig({ TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }),
    ).not.toThrow();
  });
});

describe('token refresh', () => {
  it('five jobs on an expired token make one refresh, and the rotated token is stored', async () => {
    const { client, email } = await signedIn(world);
    const { accounts } = await connect(client, 'x');
    const accountId = accounts[0]?.id ?? '';
    const x = standIn(world, 'x');
    const oldRefresh = (await storedAccount(accountId)).refreshToken();

    // X access tokens live 2 h: three hours on, every one of them has expired.
    const at = minutesAfter(world.clock.now(), 180);
    const posts = [];
    for (let i = 0; i < 5; i += 1) posts.push(await scheduledPost(client, email, at, ['x']));
    x.expireAccessTokens();
    const refreshesBefore = x.refreshCount();
    world.clock.set(at);
    await sweep();

    expect(x.refreshCount() - refreshesBefore).toBe(1);
    for (const { post, caption } of posts) {
      expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
      expect(x.ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
    }
    const newRefresh = (await storedAccount(accountId)).refreshToken();
    expect(newRefresh).not.toBe(oldRefresh);

    // The rotated token works next time (the old one is dead on X's side).
    const later = minutesAfter(at, 180);
    const next = await scheduledPost(client, email, later, ['x']);
    x.expireAccessTokens();
    world.clock.set(later);
    await sweep();
    expect((await publicationsOf(client, next.post.id))[0]?.state).toBe('published');
    expect(x.refreshCount() - refreshesBefore).toBe(2);
  });

  it('a token refused at the send, with the app revoked, waits for a reconnect', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const x = standIn(world, 'x');
    // Still fresh by its expiry, so the refusal comes at the send itself.
    const at = minutesAfter(world.clock.now(), 5);
    const { post, caption } = await scheduledPost(client, email, at, ['x']);
    x.expireAccessTokens();
    x.revokeRefreshTokens();
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]).toMatchObject({
      state: 'needs_reconnect',
      error_class: 'auth',
    });
    expect(x.ledger.filter((entry) => entry.text === caption)).toHaveLength(0);
    await connect(client, 'x');
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
  });

  it('a revoked refresh token marks the account and blocks its whole queue at once', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const x = standIn(world, 'x');
    const soon = minutesAfter(world.clock.now(), 180);
    const nextWeek = minutesAfter(soon, 7 * 24 * 60);
    const first = await scheduledPost(client, email, soon, ['x']);
    const second = await scheduledPost(client, email, nextWeek, ['x']);
    x.expireAccessTokens();
    x.revokeRefreshTokens();
    world.clock.set(soon);
    await sweep();

    for (const { post } of [first, second]) {
      expect((await publicationsOf(client, post.id))[0]).toMatchObject({
        state: 'needs_reconnect',
        error_class: 'auth',
        error_message: expect.stringMatching(/Reconnect/),
      });
    }
    const body = expectSuccess(
      await client.get('/api/integrations'),
      endpoints.getIntegrations.response,
    );
    expect(body.accounts[0]?.status).toBe('needs_reconnect');
    expect(x.ledger.filter((entry) => entry.text === first.caption)).toHaveLength(0);

    // Reconnecting queues them again.
    await connect(client, 'x');
    await sweep();
    expect((await publicationsOf(client, first.post.id))[0]?.state).toBe('published');
    expect((await publicationsOf(client, second.post.id))[0]?.state).toBe('scheduled');
  });
});

describe('missed posts', () => {
  it('a post due longer ago than the grace period becomes missed, not sent late', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 10);
    const { post, caption } = await scheduledPost(client, email, at, ['x']);
    // The server was down from before `at` until three hours later; this runs at start.
    world.clock.set(new Date(at.getTime() + 3 * 3_600_000));
    expect(await world.server.app.social.publisher.markMissed()).toBeGreaterThanOrEqual(1);
    await sweep();
    const [missed] = await publicationsOf(client, post.id);
    expect(missed?.state).toBe('missed');
    expect(standIn(world, 'x').ledger.filter((entry) => entry.text === caption)).toHaveLength(0);

    expectSuccess(
      await client.post(`/api/publications/${missed?.id}/retry`, {}),
      endpoints.retryPublication.response,
    );
    // "Try again" queues a job at once; the test's engine runs it in-process.
    await (world.server.app.jobs as InlineJobEngine).drain();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
  });
});
