import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { SNAPSHOT_AGE_MS, SNAPSHOT_AGES } from '@contract/analytics';
import { endpoints } from '@contract/endpoints';
import { loadConfig } from '../../src/config';
import { metricsRepository } from '../../src/db/metrics';
import { drafts, planSlots, plans } from '../../src/db/schema';
import { createMediaLinks } from '../../src/social/media-links';
import { createNetworks } from '../../src/social/networks/registry';
import { GOOGLE_BUSINESS_NO_POST_METRICS } from '../../src/social/metrics/google-business-metrics';
import {
  GOOGLE_BUSINESS_ACCOUNT,
  GOOGLE_BUSINESS_LOCATIONS,
  GOOGLE_BUSINESS_SCOPE,
  googleBusinessApproval,
} from '../../src/social/sandbox/google-business';
import { SANDBOX_CLIENT_SECRET, sandboxClientId } from '../../src/social/sandbox/stand-in';
import { expectSuccess, type TestClient } from '../support/client';
import {
  connect,
  duePostOn,
  HOUR,
  minutesAfter,
  publicationsOf,
  publishingWorldForFile,
  scheduledPost,
  signedIn,
  standIn,
} from '../support/publishing';

/**
 * Google Business Profile (issue 37 item 7, ADR 0065) through real HTTP against its
 * stand-in: Google's sign-in with offline access and PKCE, the location pick, a local post
 * published once, its token refreshed after the hour, Google's errors in the owner's words,
 * and its numbers kept as "not available" at every age.
 */
const { world, imageUrl, sweep, collect } = publishingWorldForFile({
  width: 1200,
  height: 900,
  background: { r: 200, g: 120, b: 40 },
});
afterEach(() => {
  googleBusinessApproval.approved = true;
});

const CREATE = 'POST /v4/accounts/:account/locations/:location/localPosts';
const google = () => standIn(world, 'google_business');
const HIGH_STREET = `${GOOGLE_BUSINESS_ACCOUNT.name}/${GOOGLE_BUSINESS_LOCATIONS[0].name}`;
const STATION_ROAD = `${GOOGLE_BUSINESS_ACCOUNT.name}/${GOOGLE_BUSINESS_LOCATIONS[1].name}`;
const entriesFor = (caption: string) => google().ledger.filter((entry) => entry.text === caption);
const createsFor = (caption: string) =>
  google()
    .requestsTo(CREATE)
    .filter((request) => (request.json as { summary?: string }).summary === caption);

async function withBookingLink(client: TestClient, bookingUrl: string) {
  expectSuccess(
    await client.put('/api/business-profile', { bookingUrl }),
    endpoints.saveBusinessProfile.response,
  );
}

/** Makes the post one written for a plan's slot of `kind` on `date`, as the planner does. */
async function planSlotFor(postId: string, kind: 'own_date' | 'offer', date: string) {
  const db = world.server.testDatabase.database.db;
  const [draft] = await db
    .select({ businessId: drafts.businessId })
    .from(drafts)
    .where(eq(drafts.id, postId));
  const [plan] = await db
    .insert(plans)
    .values({
      businessId: draft?.businessId ?? '',
      month: date.slice(0, 7),
      timeZone: 'UTC',
      state: 'done',
    })
    .returning({ id: plans.id });
  await db.insert(planSlots).values({
    planId: plan?.id ?? '',
    position: 0,
    date,
    time: '10:00',
    platforms: ['facebook'],
    kind,
    brief: 'Market day',
    state: 'written',
    draftId: postId,
  });
}

/** Signed in, one location connected (the first), a post due in 5 minutes. */
const duePost = (options: { image?: string | null; caption?: string } = {}) =>
  duePostOn(world, 'google_business', options);

describe('Connecting Google Business Profile', () => {
  it('signs in with business.manage, offline access, consent and PKCE, and lists every location to pick from', async () => {
    const { client } = await signedIn(world);
    const { pending, authorizeUrl, accounts } = await connect(client, 'google_business', 2);
    const query = authorizeUrl.searchParams;
    expect(query.get('scope')).toBe(GOOGLE_BUSINESS_SCOPE);
    expect(query.get('access_type')).toBe('offline');
    expect(query.get('prompt')).toBe('consent');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(pending.targets).toEqual([
      { id: HIGH_STREET, name: GOOGLE_BUSINESS_LOCATIONS[0].title },
      { id: STATION_ROAD, name: GOOGLE_BUSINESS_LOCATIONS[1].title },
    ]);
    expect(accounts.map((account) => [account.network, account.display_name])).toEqual([
      ['google_business', GOOGLE_BUSINESS_LOCATIONS[0].title],
      ['google_business', GOOGLE_BUSINESS_LOCATIONS[1].title],
    ]);
    const token = google().requestsTo('POST /token').at(-1);
    expect(token?.params.get('code_verifier')).toBeTruthy();
    // The locations were read with the fields asked for, as the Business Information API requires.
    expect(
      google().requestsTo('GET /v1/accounts/:account/locations').at(-1)?.query.get('readMask'),
    ).toBe('name,title');
  });

  it('connects only the location picked', async () => {
    const { client } = await signedIn(world);
    const { authorize_url } = expectSuccess(
      await client.post('/api/integrations/google_business/connect', {}),
      endpoints.connectNetwork.response,
    );
    const atGoogle = await fetch(authorize_url, { redirect: 'manual' });
    const callback = new URL(atGoogle.headers.get('location') ?? '');
    const back = await client.get(`${callback.pathname}${callback.search}`);
    const connectionId = new URL(back.headers.get('location') ?? '', 'http://app').searchParams.get(
      'connection',
    );
    const { accounts } = expectSuccess(
      await client.post(`/api/integrations/pending/${connectionId}`, {
        target_ids: [STATION_ROAD],
      }),
      endpoints.pickConnectionTargets.response,
    );
    expect(accounts.map((account) => account.display_name)).toEqual([
      GOOGLE_BUSINESS_LOCATIONS[1].title,
    ]);
  });

  it('offers Connect for Google Business Profile on a server with its client', async () => {
    const { client } = await signedIn(world);
    const { networks } = expectSuccess(
      await client.get('/api/integrations'),
      endpoints.getIntegrations.response,
    );
    expect(networks.find((entry) => entry.network === 'google_business')).toMatchObject({
      configured: true,
      how_to_configure: null,
    });
  });

  it('says that Google must approve the project before its APIs answer, where it is not configured', () => {
    const networks = createNetworks(
      loadConfig({}),
      () => new Date(),
      false,
      createMediaLinks({
        tokenKey: Buffer.alloc(32),
        publicUrl: 'http://localhost',
        now: () => new Date(),
      }),
      () => Promise.resolve(null),
    );
    const entry = networks.availability.find((network) => network.network === 'google_business');
    expect(entry?.configured).toBe(false);
    expect(entry?.how_to_configure).toContain('GOOGLE_BUSINESS_CLIENT_ID');
    expect(entry?.how_to_configure).toContain('Google must approve the project');
  });
});

describe('Publishing a local post', () => {
  it('publishes once, as "What’s new" with the photo Google fetched and a Book button to the booking link', async () => {
    const { client, post, caption, at } = await duePost({ image: imageUrl() });
    await withBookingLink(client, 'https://bakery.example/book');
    world.clock.set(at);
    await sweep();
    await sweep();
    const entries = entriesFor(caption);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.author).toBe(HIGH_STREET);
    const [create] = createsFor(caption);
    expect(create?.json).toMatchObject({
      topicType: 'STANDARD',
      summary: caption,
      callToAction: { actionType: 'BOOK', url: 'https://bakery.example/book' },
      media: [{ mediaFormat: 'PHOTO', sourceUrl: expect.stringContaining('/google_business/') }],
    });
    const [publication] = await publicationsOf(client, post.id);
    expect(publication).toMatchObject({
      network: 'google_business',
      state: 'published',
      remote_url: expect.stringMatching(/^https:\/\/local\.google\.com\/place\?id=.*&lpsid=/),
    });
  });

  it('settles a create whose answer was lost from the location’s posts, never posting twice', async () => {
    const { client, post, caption, at } = await duePost();
    google().fail(CREATE, { kind: 'record_then_drop' });
    world.clock.set(at);
    await sweep();
    world.clock.advance(10 * 60_000);
    await sweep();
    expect(entriesFor(caption)).toHaveLength(1);
    expect(createsFor(caption)).toHaveLength(1);
    const [publication] = await publicationsOf(client, post.id);
    expect(publication?.state).toBe('published');
    expect(publication?.remote_url).toContain('lpsid=');
  });

  it('refreshes the hour-long token with the refresh token Google keeps, then publishes', async () => {
    const { client, email, post, caption, at } = await duePost();
    const refreshesBefore = google().refreshCount();
    // Two hours on: the access token from the sign-in has expired on Google's side.
    world.clock.set(new Date(at.getTime() + 2 * HOUR));
    await sweep();
    expect(google().refreshCount()).toBe(refreshesBefore + 1);
    const refresh = google()
      .requestsTo('POST /token')
      .filter((request) => request.params.get('grant_type') === 'refresh_token')
      .at(-1);
    const refreshToken = refresh?.params.get('refresh_token');
    expect(refreshToken).toMatch(/^google_business-rt-/);
    expect(entriesFor(caption)).toHaveLength(1);
    const [publication] = await publicationsOf(client, post.id);
    expect(publication?.state).toBe('published');

    // Google's refresh answer carries no refresh token: the one kept still works hours later.
    const next = minutesAfter(new Date(world.clock.now().getTime() + 2 * HOUR), 5);
    const later = await scheduledPost(client, email, next, ['google_business']);
    world.clock.set(next);
    await sweep();
    expect(google().refreshCount()).toBe(refreshesBefore + 2);
    const second = google()
      .requestsTo('POST /token')
      .filter((request) => request.params.get('grant_type') === 'refresh_token')
      .at(-1);
    expect(second?.params.get('refresh_token')).toBe(refreshToken);
    expect(entriesFor(later.caption)).toHaveLength(1);
  });

  it('asks for a reconnect when Google no longer takes the refresh token', async () => {
    const { client, post, at } = await duePost();
    google().revokeRefreshTokens();
    world.clock.set(new Date(at.getTime() + 2 * HOUR));
    await sweep();
    const [publication] = await publicationsOf(client, post.id);
    expect(publication?.state).toBe('needs_reconnect');
    const { accounts } = expectSuccess(
      await client.get('/api/integrations'),
      endpoints.getIntegrations.response,
    );
    expect(accounts[0]?.status).toBe('needs_reconnect');

    // Reconnect: the same location comes back connected, and its waiting post goes out.
    const again = await connect(client, 'google_business');
    expect(again.accounts.map((account) => [account.id, account.status])).toEqual([
      [accounts[0]?.id, 'connected'],
    ]);
    await sweep();
    const [retried] = await publicationsOf(client, post.id);
    expect(retried?.state).toBe('published');
  });

  it('says Google’s refusal of the photo in words the owner can act on, without trying again', async () => {
    const { client, post, caption, at } = await duePost();
    google().fail(CREATE, {
      kind: 'answer',
      answer: {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'Request contains an invalid argument.',
            status: 'INVALID_ARGUMENT',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.BadRequest',
                fieldViolations: [
                  {
                    field: 'media.source_url',
                    description: 'The photo must be a JPG or PNG image.',
                  },
                ],
              },
            ],
          },
        },
      },
    });
    world.clock.set(at);
    await sweep();
    world.clock.advance(HOUR);
    await sweep();
    const [publication] = await publicationsOf(client, post.id);
    expect(publication).toMatchObject({
      state: 'failed',
      error_class: 'content',
      error_message: 'Google refused the post: The photo must be a JPG or PNG image.',
    });
    expect(entriesFor(caption)).toHaveLength(0);
    expect(createsFor(caption)).toHaveLength(1);
  });

  it('posts a planned event as an EVENT on its day, and a planned offer as an OFFER redeemed at the booking link', async () => {
    const event = await duePost();
    await planSlotFor(event.post.id, 'own_date', '2026-12-05');
    const offer = await duePost();
    await planSlotFor(offer.post.id, 'offer', '2026-12-12');
    await withBookingLink(offer.client, 'https://bakery.example/book');
    world.clock.set(offer.at);
    await sweep();
    const title = event.post.title.trim();
    expect(createsFor(event.caption)[0]?.json).toMatchObject({
      topicType: 'EVENT',
      event: {
        title: expect.stringContaining(title.slice(0, 20)),
        schedule: {
          startDate: { year: 2026, month: 12, day: 5 },
          endDate: { year: 2026, month: 12, day: 5 },
        },
      },
    });
    const offered = createsFor(offer.caption)[0]?.json as Record<string, unknown>;
    expect(offered).toMatchObject({
      topicType: 'OFFER',
      offer: { redeemOnlineUrl: 'https://bakery.example/book' },
      event: { schedule: { startDate: { year: 2026, month: 12, day: 12 } } },
    });
    expect(offered.callToAction).toBeUndefined();
    expect(entriesFor(event.caption)).toHaveLength(1);
    expect(entriesFor(offer.caption)).toHaveLength(1);
  });

  it('waits for Google’s quota and tries again after a minute', async () => {
    const { client, post, caption, at } = await duePost();
    google().fail(CREATE, { kind: 'rate_limit', resetInSeconds: 60 });
    world.clock.set(at);
    await sweep();
    const [waiting] = await publicationsOf(client, post.id);
    expect(waiting?.state).toBe('retry_wait');
    world.clock.advance(2 * 60_000);
    await sweep();
    expect(entriesFor(caption)).toHaveLength(1);
  });

  it('says so when Google has not approved the project for the Business Profile APIs', async () => {
    const { client, post, at } = await duePost();
    googleBusinessApproval.approved = false;
    world.clock.set(at);
    await sweep();
    const [publication] = await publicationsOf(client, post.id);
    expect(publication?.state).toBe('failed');
    expect(publication?.error_class).toBe('permission');
    expect(publication?.error_message).toContain('has not been approved for this project');
  });

  it('refuses a post longer than Google’s 1,500 characters before sending anything', async () => {
    const long = `${'Fresh bread every morning. '.repeat(60)}${Math.random()}`;
    const { client, post, at } = await duePost({ caption: long });
    world.clock.set(at);
    await sweep();
    const [publication] = await publicationsOf(client, post.id);
    expect(publication).toMatchObject({ state: 'failed', error_class: 'content' });
    expect(publication?.error_message).toContain('1,500 characters');
    expect(createsFor(long)).toHaveLength(0);
  });
});

/** An access token from the stand-in's own sign-in, as any Google client would get one. */
async function googleToken(): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${google().baseUrl}/o/oauth2/v2/auth`);
  authorize.search = new URLSearchParams({
    client_id: sandboxClientId('google_business'),
    redirect_uri: 'http://127.0.0.1/callback',
    response_type: 'code',
    scope: GOOGLE_BUSINESS_SCOPE,
    state: 'state',
    access_type: 'offline',
    prompt: 'consent',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const redirect = await fetch(authorize, { redirect: 'manual' });
  const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const answer = await fetch(`${google().baseUrl}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://127.0.0.1/callback',
      client_id: sandboxClientId('google_business'),
      client_secret: SANDBOX_CLIENT_SECRET,
      code_verifier: verifier,
    }),
  });
  const body = (await answer.json()) as { access_token: string; expires_in: number };
  expect(body.expires_in).toBeLessThanOrEqual(3600);
  return body.access_token;
}

describe('The stand-in is as strict as Google', () => {
  const createOn = async (body: unknown) => {
    const response = await fetch(`${google().baseUrl}/v4/${HIGH_STREET}/localPosts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await googleToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { error?: unknown } };
  };

  it('refuses a sign-in without offline access', async () => {
    const authorize = new URL(`${google().baseUrl}/o/oauth2/v2/auth`);
    authorize.search = new URLSearchParams({
      client_id: sandboxClientId('google_business'),
      redirect_uri: 'http://127.0.0.1/callback',
      scope: GOOGLE_BUSINESS_SCOPE,
      state: 'state',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    expect((await fetch(authorize, { redirect: 'manual' })).status).toBe(400);
  });

  it('refuses posts missing what their topic type requires, in Google’s error shape', async () => {
    expect(await createOn({ summary: 'Fresh bread' })).toMatchObject({
      status: 400,
      body: { error: { code: 400, status: 'INVALID_ARGUMENT' } },
    });
    expect((await createOn({ topicType: 'EVENT', summary: 'Market day' })).status).toBe(400);
    expect(
      (
        await createOn({
          topicType: 'STANDARD',
          summary: 'Book now',
          callToAction: { actionType: 'BOOK' },
        })
      ).status,
    ).toBe(400);
    expect((await createOn({ topicType: 'STANDARD', summary: 'x'.repeat(1501) })).status).toBe(400);
  });

  it('fetches the photo and refuses bytes that are no image', async () => {
    const text = Buffer.from('not a picture at all');
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await createOn({
        topicType: 'STANDARD',
        summary: 'A photo',
        media: [{ mediaFormat: 'PHOTO', sourceUrl: `http://127.0.0.1:${port}/photo.png` }],
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { error: { status: 'INVALID_ARGUMENT' } },
      });
    } finally {
      server.close();
    }
  });

  it('answers an event with its schedule, and the location’s daily metrics', async () => {
    const event = await createOn({
      topicType: 'EVENT',
      summary: 'Market day',
      event: {
        title: 'Market day',
        schedule: {
          startDate: { year: 2026, month: 12, day: 5 },
          endDate: { year: 2026, month: 12, day: 5 },
        },
      },
    });
    expect(event).toMatchObject({ status: 200, body: { topicType: 'EVENT', state: 'LIVE' } });
    const metrics = new URL(
      `${google().baseUrl}/v1/${GOOGLE_BUSINESS_LOCATIONS[0].name}:fetchMultiDailyMetricsTimeSeries`,
    );
    metrics.search = new URLSearchParams([
      ['dailyMetrics', 'BUSINESS_IMPRESSIONS_MOBILE_MAPS'],
      ['dailyMetrics', 'WEBSITE_CLICKS'],
      ['dailyRange.startDate.year', '2026'],
      ['dailyRange.startDate.month', '11'],
      ['dailyRange.startDate.day', '1'],
      ['dailyRange.endDate.year', '2026'],
      ['dailyRange.endDate.month', '11'],
      ['dailyRange.endDate.day', '7'],
    ]).toString();
    const answer = await fetch(metrics, {
      headers: { authorization: `Bearer ${await googleToken()}` },
    });
    const body = (await answer.json()) as {
      multiDailyMetricTimeSeries: {
        dailyMetricTimeSeries: { timeSeries: { datedValues: unknown[] } }[];
      }[];
    };
    const series = body.multiDailyMetricTimeSeries[0]?.dailyMetricTimeSeries ?? [];
    expect(series).toHaveLength(2);
    expect(series[0]?.timeSeries.datedValues).toHaveLength(7);
  });
});

describe('A local post’s numbers', () => {
  it('keeps every metric as not available at each age, never as zero, and says why', async () => {
    const { client, post, caption, at } = await duePost();
    world.clock.set(at);
    await sweep();
    const publications = await publicationsOf(client, post.id);
    expect(publications[0]?.state).toBe('published');
    for (const age of SNAPSHOT_AGES) {
      world.clock.set(new Date(at.getTime() + SNAPSHOT_AGE_MS[age] + 60_000));
      await collect();
    }
    const snapshots = await metricsRepository(world.server.testDatabase.database.db).snapshotsOf(
      publications.map((publication) => publication.id),
    );
    expect(snapshots.map((snapshot) => snapshot.age)).toEqual([...SNAPSHOT_AGES]);
    for (const snapshot of snapshots) {
      expect(snapshot.note).toBe(GOOGLE_BUSINESS_NO_POST_METRICS);
      expect(Object.values(snapshot.metrics).every((value) => value === null)).toBe(true);
    }
    // Each reading asked Google for the post itself: a revoked token would show here.
    const [entry] = entriesFor(caption);
    expect(
      google()
        .requestsTo('GET /v4/accounts/:account/locations/:location/localPosts/:post')
        .filter((request) => request.path === `/v4/${entry?.id}`),
    ).toHaveLength(SNAPSHOT_AGES.length);
  });
});
