import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  connect,
  duePostOn,
  publicationsOf,
  publishingWorldForFile,
  signedIn,
  standIn,
} from '../support/publishing';

// A very wide PNG: X must get a JPEG of it, padded to 3:1, not stretched.
const { world, imageUrl, sweep } = publishingWorldForFile({
  width: 1600,
  height: 400,
  background: { r: 30, g: 120, b: 60 },
});

const x = () => standIn(world, 'x');
const UPLOAD = 'POST /2/media/upload';
const TWEET = 'POST /2/tweets';
const tweetsOf = (caption: string) => x().ledger.filter((entry) => entry.text === caption);
/** Upload calls so far (the request log is shared by every test here). */
const uploadedCount = () => x().requestsTo(UPLOAD).length;

/** A connected X account and a post due in five minutes. */
const duePost = (image: string | null = imageUrl()) => duePostOn(world, 'x', { image });

describe('publishing to X with an image', () => {
  it('asks for the media.write scope when connecting', async () => {
    const { client } = await signedIn(world);
    await connect(client, 'x');
    const authorize = x().requestsTo('GET /i/oauth2/authorize').at(-1);
    expect(authorize?.query.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['tweet.write', 'media.write', 'offline.access']),
    );
  });

  it('uploads the image once as a JPEG and posts it with the media id', async () => {
    const before = uploadedCount();
    const { client, post, caption, at } = await duePost();
    world.clock.set(at);
    await sweep();
    const [published] = await publicationsOf(client, post.id);
    const entries = tweetsOf(caption);
    expect(entries).toHaveLength(1);
    expect(published).toMatchObject({
      state: 'published',
      remote_url: `https://x.com/i/web/status/${entries[0]?.id}`,
    });
    expect(uploadedCount() - before).toBe(1);
    const upload = x().requestsTo(UPLOAD).at(-1);
    expect(String(upload?.headers['content-type'])).toMatch(/^multipart\/form-data/);
    const tweet = x().requestsTo(TWEET).at(-1)?.json as { media?: { media_ids: string[] } };
    expect(entries[0]?.media).toEqual(tweet.media?.media_ids);
    expect(entries[0]?.media).toHaveLength(1);
  });

  it('sends the image whole: padded to 3:1, within 5 MB', async () => {
    const before = uploadedCount();
    const { at } = await duePost();
    world.clock.set(at);
    await sweep();
    const [upload] = x().requestsTo(UPLOAD).slice(before);
    const form = await new Response(new Uint8Array(upload?.raw ?? Buffer.alloc(0)), {
      headers: { 'content-type': String(upload?.headers['content-type']) },
    }).formData();
    expect(form.get('media_category')).toBe('tweet_image');
    const media = form.get('media');
    expect(media).toBeInstanceOf(Blob);
    const bytes = Buffer.from(await (media as Blob).arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width && meta.height ? meta.width / meta.height : 0).toBeCloseTo(3, 2);
  });

  it('after the post call failed, the retry reuses the uploaded media', async () => {
    const before = uploadedCount();
    const { client, post, caption, at } = await duePost();
    x().fail(TWEET, { kind: 'server_error' });
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('retry_wait');
    world.clock.advance(60 * 60_000);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
    expect(uploadedCount() - before).toBe(1);
    expect(tweetsOf(caption)).toHaveLength(1);
    expect(tweetsOf(caption)[0]?.media).toHaveLength(1);
  });

  it('uploads again when the saved media id has outlived X’s 24 hours', async () => {
    const before = uploadedCount();
    const { client, post, caption, at } = await duePost();
    // X is unreachable for a day: the retry comes after the first upload expired.
    x().fail(TWEET, { kind: 'server_error' });
    world.clock.set(at);
    await sweep();
    world.clock.advance(25 * 60 * 60_000);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
    expect(uploadedCount() - before).toBe(2);
    const tweets = x().requestsTo(TWEET).slice(-2);
    const ids = tweets.map(
      (request) => (request.json as { media?: { media_ids: string[] } }).media?.media_ids[0],
    );
    expect(ids[0]).not.toBe(ids[1]);
    expect(tweetsOf(caption)).toEqual([expect.objectContaining({ media: [ids[1]] })]);
  });

  it('a lost answer to the upload is only retried: the post still goes out once', async () => {
    const before = uploadedCount();
    const { client, post, caption, at } = await duePost();
    x().fail(UPLOAD, { kind: 'record_then_drop' });
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('retry_wait');
    expect(tweetsOf(caption)).toHaveLength(0);
    world.clock.advance(60 * 60_000);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
    expect(uploadedCount() - before).toBe(2);
    expect(tweetsOf(caption)).toHaveLength(1);
  });

  it('a post without an image stays text: no upload', async () => {
    const before = uploadedCount();
    const { client, post, caption, at } = await duePost(null);
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
    expect(uploadedCount()).toBe(before);
    expect(tweetsOf(caption)).toEqual([expect.not.objectContaining({ media: expect.anything() })]);
    const tweet = x().requestsTo(TWEET).at(-1)?.json;
    expect(tweet).not.toHaveProperty('media');
  });
});

describe('the X stand-in', () => {
  /** The access token the server got when it connected, as X issued it. */
  async function accessToken() {
    const { client } = await signedIn(world);
    await connect(client, 'x');
    const profile = x().requestsTo('GET /2/users/me').at(-1);
    return String(profile?.headers.authorization);
  }

  it('refuses a post whose media id it never issued, in X’s problem shape', async () => {
    const authorization = await accessToken();
    const response = await fetch(`${x().baseUrl}/2/tweets`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Never uploaded', media: { media_ids: ['1234567890'] } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      title: 'Invalid Request',
      errors: [
        {
          message: 'Your media IDs are invalid.',
          parameters: { 'media.media_ids': ['1234567890'] },
        },
      ],
    });
    expect(x().ledger.some((entry) => entry.text === 'Never uploaded')).toBe(false);
  });

  it('judges the bytes: a file that is not an image is refused', async () => {
    const authorization = await accessToken();
    const form = new FormData();
    form.set('media', new Blob(['not an image'], { type: 'image/jpeg' }), 'fake.jpg');
    form.set('media_category', 'tweet_image');
    const refused = await fetch(`${x().baseUrl}/2/media/upload`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    expect(refused.status).toBe(400);

    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const accepted = await fetch(`${x().baseUrl}/2/media/upload`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ media: png.toString('base64'), media_category: 'tweet_image' }),
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      data: {
        id: expect.stringMatching(/^\d+$/),
        media_key: expect.stringMatching(/^3_\d+$/),
        expires_after_secs: 86_400,
        image: { image_type: 'image/png', w: 8, h: 8 },
      },
    });
  });
});
