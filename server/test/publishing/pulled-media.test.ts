import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Network } from '@contract/integrations';
import { TIKTOK_NEEDS_VERIFIED_DOMAIN } from '../../src/social/networks/tiktok';
import type { StandInRequest } from '../../src/social/sandbox/stand-in';
import { startMediaHost, type MediaHost } from '../support/media-host';
import {
  connect,
  publicationsOf,
  scheduledPost,
  signedIn,
  standIn,
  startPublishingWorld,
  storedPng,
  type PublishingWorld,
} from '../support/publishing';

/**
 * Meta and TikTok fetch a post's image from our signed link and judge its bytes as the
 * networks do (docs/network-facts.md, "Images the networks fetch"). PUBLIC_URL here is a
 * proxy in front of the server, which a test can make answer other bytes (a text file
 * named .png, a too-wide JPEG) the way a misconfigured proxy or CDN might.
 */
let world: PublishingWorld;
let host: MediaHost;
let imageUrl: string;

beforeAll(async () => {
  host = await startMediaHost();
  world = await startPublishingWorld({ PUBLISH_MIN_GAP_SECONDS: '0' }, {}, { publicUrl: host.url });
  host.forwardTo(world.server.url);
  imageUrl = await storedPng(world, 1200, 1200, { r: 120, g: 60, b: 30 });
});
afterAll(async () => {
  await world.close();
  await host.close();
});
afterEach(() => {
  host.reset();
  standIn(world, 'tiktok').verifyUrlPrefixes(world.server.config.TIKTOK_VERIFIED_URL_PREFIX ?? '');
});

const PNG_NAMED_TEXT = Buffer.from('This is a text file, not a picture.\n');
const sweep = () => world.server.app.social.publisher.sweep();

/** A whole minute far enough ahead that earlier posts are out of every per-minute window. */
const nextSlot = () => {
  world.clock.advance(2 * 60 * 60_000);
  const at = world.clock.now();
  at.setUTCSeconds(0, 0);
  at.setTime(at.getTime() + 60_000);
  return at;
};

/** A connected account and a photo post on `network`, swept at its time. */
async function publishPhoto(network: Network) {
  const { client, email } = await signedIn(world);
  await connect(client, network);
  const at = nextSlot();
  const { post, caption } = await scheduledPost(client, email, at, [network], undefined, imageUrl);
  world.clock.set(at);
  await sweep();
  const publication = async () => (await publicationsOf(client, post.id))[0];
  return { caption, publication };
}

/** The network's error object in the stand-in's last answer on `route`. */
const lastError = (network: Network, route: string) => {
  const answer: StandInRequest['answer'] = standIn(world, network).requestsTo(route).at(-1)?.answer;
  return { status: answer?.status, ...(answer?.body as { error?: unknown } | undefined) }.error;
};

describe('Facebook fetches a Page photo', () => {
  const PHOTOS = 'POST /:page/photos';

  it('refuses a text file named .png with Meta’s code, and the post fails with its words', async () => {
    host.serve(PNG_NAMED_TEXT, 'image/png');
    const { caption, publication } = await publishPhoto('facebook');
    expect(lastError('facebook', PHOTOS)).toMatchObject({ code: 100, error_subcode: 1366046 });
    expect(await publication()).toMatchObject({
      state: 'failed',
      error_class: 'content',
      error_message: expect.stringContaining(
        'Photos should be less than 4 MB and saved as JPG, PNG',
      ),
    });
    expect(standIn(world, 'facebook').ledger.filter((entry) => entry.text === caption)).toEqual([]);
  });

  it('posts the JPEG our link serves', async () => {
    const seen = host.requests.length;
    const { caption, publication } = await publishPhoto('facebook');
    expect((await publication())?.state).toBe('published');
    expect(host.requests.length).toBe(seen + 1);
    expect(
      standIn(world, 'facebook').ledger.filter((entry) => entry.text === caption),
    ).toHaveLength(1);
  });
});

describe('Instagram fetches a container’s image', () => {
  const MEDIA = 'POST /:ig/media';

  it('refuses a text file named .png (2207005): failed with the reason, not retried', async () => {
    host.serve(PNG_NAMED_TEXT, 'image/png');
    const { publication } = await publishPhoto('instagram');
    expect(lastError('instagram', MEDIA)).toMatchObject({ code: 36001, error_subcode: 2207005 });
    expect(await publication()).toMatchObject({
      state: 'failed',
      error_class: 'content',
      error_message:
        'Instagram refused the image: The image format is not supported. Supported formats are: JPEG.',
    });
    const calls = standIn(world, 'instagram').requestsTo(MEDIA).length;
    world.clock.advance(60 * 60_000);
    await sweep();
    expect(standIn(world, 'instagram').requestsTo(MEDIA)).toHaveLength(calls);
  });

  it('refuses a JPEG wider than 1.91:1 (36003, 2207009)', async () => {
    const wide = await sharp({
      create: { width: 1000, height: 400, channels: 3, background: { r: 10, g: 10, b: 10 } },
    })
      .jpeg()
      .toBuffer();
    host.serve(wide, 'image/jpeg');
    const { publication } = await publishPhoto('instagram');
    expect(lastError('instagram', MEDIA)).toMatchObject({ code: 36003, error_subcode: 2207009 });
    expect(await publication()).toMatchObject({
      state: 'failed',
      error_class: 'content',
      error_message: expect.stringContaining("aspect ratio ('1000/400') cannot be published"),
    });
  });

  it('takes the 4:5 … 1.91:1 JPEG our link serves', async () => {
    const { publication } = await publishPhoto('instagram');
    expect((await publication())?.state).toBe('published');
  });
});

describe('TikTok pulls a photo from a verified URL prefix', () => {
  const INIT = 'POST /v2/post/publish/content/init/';
  const initBody = () =>
    standIn(world, 'tiktok').requestsTo(INIT).at(-1)?.json as {
      source_info: { source: string; photo_images: string[] };
    };

  it('posts by PULL_FROM_URL from the configured prefix', async () => {
    const prefix = world.server.config.TIKTOK_VERIFIED_URL_PREFIX ?? '';
    expect(prefix.startsWith(host.url)).toBe(true);
    const seen = host.requests.length;
    const { publication } = await publishPhoto('tiktok');
    expect((await publication())?.state).toBe('published');
    expect(initBody().source_info.source).toBe('PULL_FROM_URL');
    expect(initBody().source_info.photo_images[0]?.startsWith(prefix)).toBe(true);
    expect(host.requests.length).toBe(seen + 1);
  });

  it('fails a text file named .png with file_format_check_failed, nothing posted', async () => {
    host.serve(PNG_NAMED_TEXT, 'image/png');
    const { caption, publication } = await publishPhoto('tiktok');
    world.clock.advance(61_000);
    await sweep();
    expect(await publication()).toMatchObject({
      state: 'failed',
      error_class: 'content',
      error_message:
        'TikTok did not publish the post: TikTok could not read the photo as a JPEG or WebP picture (file_format_check_failed).',
    });
    expect(standIn(world, 'tiktok').ledger.filter((entry) => entry.text === caption)).toEqual([]);
  });

  it('refuses an address outside the prefixes verified with TikTok (url_ownership_unverified)', async () => {
    // The server's prefix is configured, but TikTok has only another one verified.
    standIn(world, 'tiktok').verifyUrlPrefixes('https://media.example.com/');
    const { caption, publication } = await publishPhoto('tiktok');
    expect(lastError('tiktok', INIT)).toMatchObject({ code: 'url_ownership_unverified' });
    expect(standIn(world, 'tiktok').requestsTo(INIT).at(-1)?.answer?.status).toBe(403);
    expect(await publication()).toMatchObject({
      state: 'failed',
      error_class: 'permission',
      error_message: expect.stringContaining('TikTok refused the post'),
    });
    expect(standIn(world, 'tiktok').ledger.filter((entry) => entry.text === caption)).toEqual([]);
  });
});

describe('TikTok without a verified URL prefix configured', () => {
  let bare: PublishingWorld;
  beforeAll(async () => {
    bare = await startPublishingWorld({ TIKTOK_VERIFIED_URL_PREFIX: '' });
  });
  afterAll(() => bare.close());

  it('fails a photo post with the reason, before any call to TikTok', async () => {
    const { client, email } = await signedIn(bare);
    await connect(client, 'tiktok');
    const image = await storedPng(bare, 800, 800, { r: 1, g: 2, b: 3 });
    const at = new Date(bare.clock.now().getTime() + 5 * 60_000);
    at.setUTCSeconds(0, 0);
    const { post } = await scheduledPost(client, email, at, ['tiktok'], undefined, image);
    const tiktok = standIn(bare, 'tiktok');
    const asked = tiktok.requestsTo('POST /v2/post/publish/creator_info/query/').length;
    bare.clock.set(at);
    await bare.server.app.social.publisher.sweep();
    expect((await publicationsOf(client, post.id))[0]).toMatchObject({
      state: 'failed',
      error_class: 'permission',
      error_message: TIKTOK_NEEDS_VERIFIED_DOMAIN,
    });
    expect(tiktok.requestsTo('POST /v2/post/publish/creator_info/query/')).toHaveLength(asked);
    expect(tiktok.requestsTo('POST /v2/post/publish/content/init/')).toHaveLength(0);
  });
});
