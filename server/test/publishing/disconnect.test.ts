import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import { tiktokProcessing } from '../../src/social/sandbox/networks';
import { mediaUrl, newMediaKey } from '../../src/storage/media-keys';
import { expectFailure, expectSuccess, type TestClient } from '../support/client';
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
  world = await startPublishingWorld({ PUBLISH_MIN_GAP_SECONDS: '0' });
});
afterAll(() => world.close());
afterEach(() => {
  tiktokProcessing.checksProcessing = 0;
});

const sweep = () => world.server.app.social.publisher.sweep();
const disconnect = (client: TestClient, id: string | undefined) =>
  client.delete(`/api/integrations/accounts/${id}`, {});

describe('disconnecting an account', () => {
  it('keeps what went out on it in the post, and drops what had not', async () => {
    const { client, email } = await signedIn(world);
    const { accounts } = await connect(client, 'x');
    const account = accounts[0];
    const soon = minutesAfter(world.clock.now(), 5);
    const sent = await scheduledPost(client, email, soon, ['x']);
    const later = await scheduledPost(client, email, minutesAfter(soon, 60), ['x']);
    world.clock.set(soon);
    await sweep();
    const [published] = await publicationsOf(client, sent.post.id);
    expect(published?.state).toBe('published');

    expectSuccess(await disconnect(client, account?.id), endpoints.disconnectAccount.response);

    // The owner still sees where the post went and its link; no token is left to use.
    expect(await publicationsOf(client, sent.post.id)).toEqual([
      {
        ...published,
        account_id: null,
        network: 'x',
        account_name: account?.display_name,
      },
    ]);
    // Nothing is said to be on its way to an account that is gone.
    expect(await publicationsOf(client, later.post.id)).toEqual([]);
    // Trying a disconnected post again names the way out.
    expect(
      expectFailure(await client.post(`/api/publications/${published?.id}/retry`, {}), 409),
    ).toBe(API_MESSAGES.accountDisconnected);

    // Connected again: the post still to come gets one publication, the sent one none.
    await connect(client, 'x');
    expect(await publicationsOf(client, later.post.id)).toMatchObject([{ state: 'scheduled' }]);
    expect(await publicationsOf(client, sent.post.id)).toHaveLength(1);
    expect(standIn(world, 'x').ledger.filter((entry) => entry.text === sent.caption)).toHaveLength(
      1,
    );
  });

  it('is refused while a post is going out on the account, so its outcome is recorded', async () => {
    const { client, email } = await signedIn(world);
    const { accounts } = await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 5);
    const { post, caption } = await scheduledPost(client, email, at, ['x']);
    const x = standIn(world, 'x');
    x.fail('POST /2/tweets', { kind: 'hang' });
    const calls = x.requestsTo('POST /2/tweets').length;
    world.clock.set(at);
    const running = sweep();
    await expect.poll(() => x.requestsTo('POST /2/tweets').length).toBe(calls + 1);

    expect(expectFailure(await disconnect(client, accounts[0]?.id), 409)).toBe(
      API_MESSAGES.accountPublishing,
    );

    x.release();
    await running;
    const [publication] = await publicationsOf(client, post.id);
    expect(publication).toMatchObject({ state: 'published', account_id: accounts[0]?.id });
    expect(x.ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
    expectSuccess(await disconnect(client, accounts[0]?.id), endpoints.disconnectAccount.response);
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
  });

  it('keeps a post TikTok accepted and still processes, and settles it for the owner to check', async () => {
    const key = newMediaKey('image/png');
    const png = await sharp({
      create: { width: 1080, height: 1080, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    await world.server.storage.put(key, png, 'image/png');
    const { client, email } = await signedIn(world);
    const { accounts } = await connect(client, 'tiktok');
    const at = minutesAfter(world.clock.now(), 5);
    const { post } = await scheduledPost(client, email, at, ['tiktok'], undefined, mediaUrl(key));
    tiktokProcessing.checksProcessing = 100;
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('publishing');

    // Nothing of ours is sending: TikTok has the post, so the account can go at once.
    expectSuccess(await disconnect(client, accounts[0]?.id), endpoints.disconnectAccount.response);
    expect(await publicationsOf(client, post.id)).toMatchObject([
      { state: 'publishing', account_id: null, network: 'tiktok' },
    ]);
    // With no account to ask TikTok through, the owner is asked to check.
    world.clock.advance(2 * 60_000);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]).toMatchObject({
      state: 'unconfirmed',
      error_class: 'unknown_outcome',
    });
  });
});
