import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Network } from '@contract/integrations';
import { socialAccounts } from '../../src/db/schema';
import {
  connect,
  minutesAfter,
  publicationsOf,
  scheduledPost,
  signedIn,
  standIn,
  startPublishingWorld,
  storedPng,
  type PublishingWorld,
} from '../support/publishing';

/**
 * Meta's tokens as they really last (docs/network-facts.md, "Meta tokens"): the sign-in
 * token is short-lived, so a connection lives on only if it is exchanged for a long-lived
 * one and the Page tokens are taken from that. The stand-ins issue the real lifetimes and
 * refuse an expired token with code 190, on the clock the test moves.
 */
let world: PublishingWorld;
let imageUrl: string;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Meta's long-lived user token: `expires_in` 5183944 seconds. */
const LONG_LIVED_MS = 5_183_944 * 1000;

beforeAll(async () => {
  world = await startPublishingWorld({ PUBLISH_MIN_GAP_SECONDS: '0' });
  imageUrl = await storedPng(world, 1080, 1350, { r: 120, g: 60, b: 20 });
});
afterAll(() => world.close());

const sweep = () => world.server.app.social.publisher.sweep();

async function storedExpiry(accountId: string) {
  const [row] = await world.server.testDatabase.database.db
    .select({ accessExpiresAt: socialAccounts.accessExpiresAt })
    .from(socialAccounts)
    .where(eq(socialAccounts.id, accountId));
  if (!row) throw new Error('no account row');
  return row.accessExpiresAt;
}

/**
 * Connects `network`, schedules one post 2 hours and one 30 days after connecting, and
 * runs the publisher at each: both must go out.
 */
async function postsLaterGoOut(network: Network, image: string | null) {
  const { client, email } = await signedIn(world);
  const connectedAt = world.clock.now();
  const { accounts } = await connect(client, network);
  const accountId = accounts[0]?.id ?? '';
  const soon = await scheduledPost(
    client,
    email,
    minutesAfter(connectedAt, 2 * 60),
    [network],
    undefined,
    image,
  );
  const later = await scheduledPost(
    client,
    email,
    minutesAfter(connectedAt, 30 * 24 * 60),
    [network],
    undefined,
    image,
  );
  for (const { post, caption } of [soon, later]) {
    world.clock.set(new Date(post.scheduled_at ?? ''));
    await sweep();
    const [publication] = await publicationsOf(client, post.id);
    expect(publication, caption).toMatchObject({ state: 'published', error_class: null });
    expect(standIn(world, network).ledger.filter((entry) => entry.text === caption)).toHaveLength(
      1,
    );
  }
  return { accountId, connectedAt };
}

describe('Meta connections last', () => {
  it('a Facebook Page posts 2 hours and 30 days after connecting; its token never expires', async () => {
    const { accountId } = await postsLaterGoOut('facebook', null);
    expect(await storedExpiry(accountId)).toBeNull();
    // The sign-in token was traded for a long-lived one before the Pages were listed.
    const exchanges = standIn(world, 'facebook')
      .requestsTo('GET /oauth/access_token')
      .filter((request) => request.query.get('grant_type') === 'fb_exchange_token');
    expect(exchanges.length).toBeGreaterThan(0);
  });

  it('an Instagram account posts 2 hours and 30 days after connecting; its expiry is known', async () => {
    const { accountId, connectedAt } = await postsLaterGoOut('instagram', imageUrl);
    const expiresAt = (await storedExpiry(accountId))?.getTime() ?? 0;
    expect(Math.abs(expiresAt - (connectedAt.getTime() + LONG_LIVED_MS))).toBeLessThan(DAY_MS);
  });

  it('the stand-in refuses an expired token with code 190 (subcode 463)', async () => {
    const { client } = await signedIn(world);
    await connect(client, 'facebook');
    const listed = standIn(world, 'facebook').requestsTo('GET /me/accounts').at(-1);
    const userToken = listed?.query.get('access_token') ?? '';
    world.clock.advance(61 * DAY_MS);
    const graph = new URL('/me/accounts', standIn(world, 'facebook').baseUrl);
    graph.searchParams.set('access_token', userToken);
    const answer = await fetch(graph);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({
      error: { type: 'OAuthException', code: 190, error_subcode: 463 },
    });
  });
});
