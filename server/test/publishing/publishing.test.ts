import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { mediaUrl, newMediaKey } from '../../src/storage/media-keys';
import { expectFailure, expectSuccess } from '../support/client';
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

const STARTED =
  'This post is already being published or has been published, so it can no longer be changed or deleted.';
let world: PublishingWorld;

beforeAll(async () => {
  // Several posts on one account go out together here: no gap (pacing.test.ts covers it).
  world = await startPublishingWorld({ PUBLISH_MIN_GAP_SECONDS: '0' });
});
afterAll(() => world.close());

const sweep = () => world.server.app.social.publisher.sweep();

describe('connecting accounts', () => {
  it('connects X with PKCE and shows the account without any token', async () => {
    const { client } = await signedIn(world);
    const { accounts } = await connect(client, 'x');
    expect(accounts).toEqual([
      expect.objectContaining({
        network: 'x',
        display_name: '@sandbox_bakery',
        status: 'connected',
      }),
    ]);
    const x = standIn(world, 'x');
    const exchange = x.requestsTo('POST /2/oauth2/token').at(-1);
    expect(exchange?.params.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    const listing = await client.get('/api/integrations');
    const body = expectSuccess(listing, endpoints.getIntegrations.response);
    expect(body.accounts).toHaveLength(1);
    expect(JSON.stringify(listing.body)).not.toMatch(/-at-|-rt-/);
    expect(body.networks.find((network) => network.network === 'x')?.configured).toBe(true);
    // Every network has a stand-in here, so each one can be connected.
    expect(body.networks.every((network) => network.configured && !network.how_to_configure)).toBe(
      true,
    );
  });

  it('lists Facebook pages to pick from and connects the picked one', async () => {
    const { client } = await signedIn(world);
    const { pending, accounts } = await connect(client, 'facebook');
    expect(pending.targets.map((target) => target.name)).toEqual([
      'Sandbox Bakery',
      'Sandbox Bakery Events',
    ]);
    expect(accounts.map((account) => account.display_name)).toEqual(['Sandbox Bakery']);
  });

  it('accepts a state once only, and only for the session that started it', async () => {
    const { client } = await signedIn(world);
    const { callback } = await connect(client, 'linkedin');
    const again = await client.get(`${callback.pathname}${callback.search}`);
    expect(again.headers.get('location')).toBe('/integrations?connect_error=failed');

    const { client: other } = await signedIn(world);
    const { authorize_url } = expectSuccess(
      await client.post('/api/integrations/linkedin/connect', {}),
      endpoints.connectNetwork.response,
    );
    const atNetwork = await fetch(authorize_url, { redirect: 'manual' });
    const stolen = new URL(atNetwork.headers.get('location') ?? '');
    const answer = await other.get(`${stolen.pathname}${stolen.search}`);
    expect(answer.headers.get('location')).toBe('/integrations?connect_error=failed');
  });

  it('disconnect revokes on the network and removes the account', async () => {
    const { client } = await signedIn(world);
    const { accounts } = await connect(client, 'x');
    const before = standIn(world, 'x').requestsTo('POST /2/oauth2/revoke').length;
    expectSuccess(
      await client.delete(`/api/integrations/accounts/${accounts[0]?.id}`, {}),
      endpoints.disconnectAccount.response,
    );
    expect(standIn(world, 'x').requestsTo('POST /2/oauth2/revoke').length).toBe(before + 2);
    const body = expectSuccess(
      await client.get('/api/integrations'),
      endpoints.getIntegrations.response,
    );
    expect(body.accounts).toEqual([]);
  });
});

describe('publishing a scheduled post', () => {
  it('publishes once at its time, with its link', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 30);
    const { post, caption } = await scheduledPost(client, email, at, ['x']);
    const [queued] = await publicationsOf(client, post.id);
    expect(queued).toMatchObject({ state: 'scheduled', publish_at: at.toISOString() });

    await sweep();
    const x = standIn(world, 'x');
    expect(x.ledger.filter((entry) => entry.text === caption)).toHaveLength(0);

    world.clock.set(at);
    await sweep();
    await sweep();
    const [published] = await publicationsOf(client, post.id);
    const entries = x.ledger.filter((entry) => entry.text === caption);
    expect(entries).toHaveLength(1);
    expect(published).toMatchObject({
      state: 'published',
      remote_url: `https://x.com/i/web/status/${entries[0]?.id}`,
    });

    // The calendar reads the post's publishing as a whole from the posts list.
    const range = new URLSearchParams({
      user_email: email,
      from: new Date(at.getTime() - 3_600_000).toISOString(),
      to: new Date(at.getTime() + 3_600_000).toISOString(),
    });
    const { posts } = expectSuccess(
      await client.get(`/api/posts?${range.toString()}`),
      endpoints.getPosts.response,
    );
    expect(posts.find((item) => item.id === post.id)?.publishing).toBe('published');
  });

  it('publishes a post with an image to a Facebook Page as a photo, from a signed JPEG link', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'facebook');
    const key = newMediaKey('image/png');
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 240, g: 200, b: 90 } },
    })
      .png()
      .toBuffer();
    await world.server.storage.put(key, png, 'image/png');
    const at = minutesAfter(world.clock.now(), 5);
    const { post, caption } = await scheduledPost(
      client,
      email,
      at,
      ['facebook'],
      undefined,
      mediaUrl(key),
    );
    world.clock.set(at);
    await sweep();
    const facebook = standIn(world, 'facebook');
    const photo = facebook
      .requestsTo('POST /:page/photos')
      .find((request) => request.params.get('caption') === caption);
    const entries = facebook.ledger.filter((entry) => entry.text === caption);
    expect(entries).toHaveLength(1);
    const [published] = await publicationsOf(client, post.id);
    expect(published).toMatchObject({
      state: 'published',
      remote_url: `https://www.facebook.com/${entries[0]?.author}_${entries[0]?.id}`,
    });
    const link = new URL(photo?.params.get('url') ?? '');
    const image = await fetch(new URL(`${link.pathname}${link.search}`, world.server.url));
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 480]);
  });

  it('"record then drop" ends unconfirmed and is never posted twice', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 5);
    const { post, caption } = await scheduledPost(client, email, at, ['x']);
    const x = standIn(world, 'x');
    x.fail('POST /2/tweets', { kind: 'record_then_drop' });
    world.clock.set(at);
    await sweep();
    world.clock.advance(60 * 60_000);
    await sweep();
    const [publication] = await publicationsOf(client, post.id);
    expect(publication).toMatchObject({ state: 'unconfirmed', error_class: 'unknown_outcome' });
    expect(x.ledger.filter((entry) => entry.text === caption)).toHaveLength(1);

    // The owner checks and says it is there.
    const marked = expectSuccess(
      await client.post(`/api/publications/${publication?.id}/mark-posted`, {}),
      endpoints.markPublicationPosted.response,
    );
    expect(marked.publication.state).toBe('published');
  });

  it('retries 503 three times with growing gaps, then publishes on the fourth attempt', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'linkedin');
    const at = minutesAfter(world.clock.now(), 5);
    const { post, caption } = await scheduledPost(client, email, at, ['linkedin']);
    const linkedin = standIn(world, 'linkedin');
    linkedin.fail(
      'POST /rest/posts',
      ...Array.from({ length: 3 }, () => ({ kind: 'server_error' as const })),
    );
    const calls = () =>
      linkedin
        .requestsTo('POST /rest/posts')
        .filter((request) => JSON.stringify(request.json).includes(caption.split(' ').at(-1) ?? ''))
        .length;
    world.clock.set(at);
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await sweep();
      const [waiting] = await publicationsOf(client, post.id);
      expect(waiting).toMatchObject({
        state: 'retry_wait',
        attempts: attempt,
        error_class: 'transient',
      });
      const next = new Date(waiting?.next_attempt_at ?? 0);
      gaps.push(next.getTime() - world.clock.now().getTime());
      // Not a moment early.
      world.clock.set(new Date(next.getTime() - 1_000));
      await sweep();
      expect(calls()).toBe(attempt);
      world.clock.set(next);
    }
    await sweep();
    expect(calls()).toBe(4);
    expect(gaps).toEqual([30_000, 60_000, 120_000]);
    const [published] = await publicationsOf(client, post.id);
    expect(published?.state).toBe('published');
    expect(linkedin.ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
  });

  it('does not retry a content error', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 5);
    const { post } = await scheduledPost(client, email, at, ['x'], 'x'.repeat(281));
    world.clock.set(at);
    await sweep();
    world.clock.advance(24 * 3_600_000);
    await sweep();
    const [failed] = await publicationsOf(client, post.id);
    expect(failed).toMatchObject({ state: 'failed', error_class: 'content', attempts: 0 });
    expect(failed?.error_message).toMatch(/X refused the post/);
    const sent = standIn(world, 'x')
      .requestsTo('POST /2/tweets')
      .filter((request) => JSON.stringify(request.json).includes('x'.repeat(281)));
    expect(sent).toHaveLength(1);

    // The dashboard's short list shows it, with the post's title; another owner sees nothing.
    const attention = expectSuccess(
      await client.get('/api/publications/attention'),
      endpoints.getPublicationsNeedingAttention.response,
    ).publications;
    expect(attention).toHaveLength(1);
    expect(attention[0]).toMatchObject({ id: failed?.id, state: 'failed', network: 'x' });
    expect(attention[0]?.post_title).toBeTruthy();
    const other = await signedIn(world);
    expect(
      expectSuccess(
        await other.client.get('/api/publications/attention'),
        endpoints.getPublicationsNeedingAttention.response,
      ).publications,
    ).toEqual([]);
  });

  it('waits for the reset a 429 announces before calling again', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 5);
    const { post, caption } = await scheduledPost(client, email, at, ['x']);
    const x = standIn(world, 'x');
    x.fail('POST /2/tweets', { kind: 'rate_limit', resetInSeconds: 120 });
    world.clock.set(at);
    await sweep();
    const [waiting] = await publicationsOf(client, post.id);
    expect(waiting).toMatchObject({ state: 'retry_wait', error_class: 'rate_limit', attempts: 0 });
    const reset = new Date(waiting?.next_attempt_at ?? 0).getTime();
    expect(reset).toBeGreaterThanOrEqual(at.getTime() + 120_000);
    const sent = () =>
      x
        .requestsTo('POST /2/tweets')
        .filter((request) => JSON.stringify(request.json).includes(caption)).length;
    world.clock.set(new Date(reset - 1_000));
    await sweep();
    expect(sent()).toBe(1);
    world.clock.set(new Date(reset));
    await sweep();
    expect(sent()).toBe(2);
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
  });

  it("counts the network's duplicate refusal as published", async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'facebook');
    const caption = `Already there ${Date.now()}`;
    const at = minutesAfter(world.clock.now(), 5);
    const first = await scheduledPost(client, email, at, ['facebook'], caption);
    const second = await scheduledPost(client, email, at, ['facebook'], caption);
    world.clock.set(at);
    await sweep();
    const states = [
      ...(await publicationsOf(client, first.post.id)),
      ...(await publicationsOf(client, second.post.id)),
    ].map((publication) => publication.state);
    expect(states).toEqual(['published', 'published']);
    expect(
      standIn(world, 'facebook').ledger.filter((entry) => entry.text === caption),
    ).toHaveLength(1);
  });
});

describe('connecting an account later', () => {
  it('gives the posts already scheduled for its network a publication, published at their time', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 30);
    const { post, caption } = await scheduledPost(client, email, at, ['x', 'linkedin']);
    expect((await publicationsOf(client, post.id)).map((row) => row.network)).toEqual(['x']);

    await connect(client, 'linkedin');
    const after = await publicationsOf(client, post.id);
    expect(after.map((row) => row.network).sort()).toEqual(['linkedin', 'x']);
    expect(after.find((row) => row.network === 'linkedin')).toMatchObject({
      state: 'scheduled',
      publish_at: at.toISOString(),
    });
    // Connecting again adds nothing twice.
    await connect(client, 'linkedin');
    expect(await publicationsOf(client, post.id)).toHaveLength(2);

    world.clock.set(at);
    await sweep();
    await sweep();
    expect((await publicationsOf(client, post.id)).every((row) => row.state === 'published')).toBe(
      true,
    );
    expect(
      standIn(world, 'linkedin').ledger.filter((entry) => entry.text.includes(caption)),
    ).toHaveLength(1);
  });
});

describe('changing a post', () => {
  it('before the start, a new time is what gets published; after it, 409', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 10);
    const { post } = await scheduledPost(client, email, at, ['x']);
    const later = minutesAfter(at, 60);
    expectSuccess(
      await client.put(`/api/drafts/${post.id}/schedule`, {
        user_email: email,
        date: later.toISOString().slice(0, 10),
        time: later.toISOString().slice(11, 16),
        platforms: ['x'],
      }),
      endpoints.schedulePost.response,
    );
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]).toMatchObject({
      state: 'scheduled',
      publish_at: later.toISOString(),
    });
    world.clock.set(later);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
    expect(
      expectFailure(
        await client.delete(`/api/delete-draft/${post.id}`, { user_email: email }),
        409,
      ),
    ).toBe(STARTED);
    const edit = expectFailure(
      await client.put(`/api/drafts/${post.id}`, {
        user_email: email,
        title: 'Changed',
        caption: 'Changed',
        hashtags: '',
        image_url: null,
        image_prompt: null,
        platforms: ['x'],
      }),
      409,
    );
    expect(edit).toBe(STARTED);
  });

  it('taking a post off the calendar cancels its publication', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 10);
    const { post } = await scheduledPost(client, email, at, ['x']);
    expectSuccess(
      await client.put(`/api/drafts/${post.id}/schedule`, {
        user_email: email,
        date: null,
        time: '09:00',
        platforms: ['x'],
      }),
      endpoints.schedulePost.response,
    );
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('cancelled');
  });
});

describe('time', () => {
  it('a 09:00 Europe/Berlin post on the spring-forward day publishes at 07:00 UTC', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    expectSuccess(
      await client.put('/api/business/time-zone', {
        user_email: email,
        time_zone: 'Europe/Berlin',
      }),
      endpoints.setTimeZone.response,
    );
    const draft = await scheduledPost(client, email, minutesAfter(world.clock.now(), 24 * 60), [
      'x',
    ]);
    // The last Sunday of March 2027: clocks go from 02:00 CET to 03:00 CEST.
    expectSuccess(
      await client.put(`/api/drafts/${draft.post.id}/schedule`, {
        user_email: email,
        date: '2027-03-28',
        time: '09:00',
        platforms: ['x'],
      }),
      endpoints.schedulePost.response,
    );
    const instant = new Date('2027-03-28T07:00:00.000Z');
    expect((await publicationsOf(client, draft.post.id))[0]?.publish_at).toBe(
      instant.toISOString(),
    );
    world.clock.set(new Date(instant.getTime() - 1_000));
    await sweep();
    expect((await publicationsOf(client, draft.post.id))[0]?.state).toBe('scheduled');
    world.clock.set(instant);
    await sweep();
    expect((await publicationsOf(client, draft.post.id))[0]?.state).toBe('published');
  });
});
