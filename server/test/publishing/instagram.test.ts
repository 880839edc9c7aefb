import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INSTAGRAM_ACCOUNT } from '../../src/social/sandbox/networks';
import { duePostOn, publicationsOf, publishingWorldForFile, standIn } from '../support/publishing';

// A tall PNG, as the image generator makes: Instagram must get a 4:5 JPEG of it.
const { world, imageUrl, sweep } = publishingWorldForFile({
  width: 720,
  height: 1280,
  background: { r: 200, g: 80, b: 20, alpha: 1 },
});

const instagram = () => standIn(world, 'instagram');
const MEDIA = `POST /${INSTAGRAM_ACCOUNT.id}/media`;
const PUBLISH = `POST /${INSTAGRAM_ACCOUNT.id}/media_publish`;
/** Faults are set on the stand-in's routes as it declares them. */
const PUBLISH_ROUTE = 'POST /:ig/media_publish';
const QUOTA_ROUTE = 'GET /:ig/content_publishing_limit';
const callsFor = (route: string, caption: string) =>
  instagram()
    .requestsTo(route)
    .filter((request) => route !== MEDIA || request.params.get('caption') === caption);

/** A connected Instagram account and a post with an image due in five minutes. */
const duePost = (image: string | null = imageUrl()) => duePostOn(world, 'instagram', { image });

describe('publishing to Instagram', () => {
  it('lists only the Pages with a professional Instagram account', async () => {
    const { connected } = await duePost();
    expect(connected.accounts).toEqual([
      expect.objectContaining({ network: 'instagram', display_name: '@sandbox_bakery' }),
    ]);
  });

  it('creates a container from a signed JPEG link, waits for it, then publishes once', async () => {
    const { client, post, caption, at } = await duePost();
    world.clock.set(at);
    await sweep();
    const [published] = await publicationsOf(client, post.id);
    const entries = instagram().ledger.filter((entry) => entry.text === caption);
    expect(entries).toHaveLength(1);
    expect(published).toMatchObject({
      state: 'published',
      remote_url: `https://www.instagram.com/p/${entries[0]?.id}/`,
    });
    const [container] = callsFor(MEDIA, caption);
    const link = new URL(container?.params.get('image_url') ?? '');
    expect(link.searchParams.get('signature')).toBeTruthy();
    const image = await fetch(new URL(`${link.pathname}${link.search}`, world.server.url));
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.width && meta.height ? meta.width / meta.height : 0).toBeCloseTo(0.8, 2);
  });

  it('fails a post with no image without calling Instagram', async () => {
    const { client, post, caption, at } = await duePost(null);
    world.clock.set(at);
    await sweep();
    const [failed] = await publicationsOf(client, post.id);
    expect(failed).toMatchObject({
      state: 'failed',
      error_class: 'content',
      error_message: 'Instagram posts need an image. Add one to the post.',
    });
    expect(callsFor(MEDIA, caption)).toHaveLength(0);
  });

  it('makes no publish call while the quota is full, and publishes once it frees', async () => {
    const { client, post, caption, at } = await duePost();
    const publishCalls = instagram().requestsTo(PUBLISH).length;
    instagram().fail(QUOTA_ROUTE, {
      kind: 'answer',
      answer: {
        status: 200,
        body: { data: [{ quota_usage: 50, config: { quota_total: 50, quota_duration: 86400 } }] },
      },
    });
    world.clock.set(at);
    await sweep();
    const [waiting] = await publicationsOf(client, post.id);
    expect(waiting).toMatchObject({ state: 'retry_wait', error_class: 'quota' });
    expect(instagram().requestsTo(PUBLISH)).toHaveLength(publishCalls);

    world.clock.advance(60 * 60_000);
    await sweep();
    const [published] = await publicationsOf(client, post.id);
    expect(published?.state).toBe('published');
    // The container made before the quota check is the one published: no second one.
    expect(callsFor(MEDIA, caption)).toHaveLength(1);
    expect(instagram().ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
  });

  it('after a lost answer, asks the container and records the post as published', async () => {
    const { client, post, caption, at } = await duePost();
    instagram().fail(PUBLISH_ROUTE, { kind: 'record_then_drop' });
    world.clock.set(at);
    await sweep();
    world.clock.advance(60 * 60_000);
    await sweep();
    const [publication] = await publicationsOf(client, post.id);
    expect(publication).toMatchObject({ state: 'published', error_class: null });
    expect(instagram().ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
  });

  it('after a worker died mid-call, settles the row from the container status', async () => {
    const { client, post, caption, at } = await duePost();
    instagram().fail(PUBLISH_ROUTE, { kind: 'record_then_hold' });
    world.clock.set(at);
    // This worker waits for an answer that never comes, like one that died.
    const stalled = sweep();
    await expect
      .poll(() => instagram().ledger.filter((entry) => entry.text === caption).length)
      .toBe(1);
    world.clock.advance(10 * 60_000);
    await sweep();
    const [publication] = await publicationsOf(client, post.id);
    expect(publication?.state).toBe('published');
    // The stalled worker's call fails at last: it no longer holds the row and changes nothing.
    instagram().dropConnections();
    await stalled;
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
    expect(instagram().ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
  });

  it('retries a failed publish call with the same container', async () => {
    const { client, post, caption, at } = await duePost();
    instagram().fail(PUBLISH_ROUTE, { kind: 'server_error' });
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('retry_wait');
    world.clock.advance(60 * 60_000);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
    expect(callsFor(MEDIA, caption)).toHaveLength(1);
    expect(instagram().ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
  });
});
