import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { ConnectRequest, Network, Publication } from '@contract/integrations';
import { sampleDraftRequest } from '@contract/samples';
import type { TikTokChoices } from '@contract/tiktok';

/** The one privacy level an unaudited TikTok app may post with. */
export const PRIVATE_TIKTOK: TikTokChoices = {
  privacy_level: 'SELF_ONLY',
  allow_comments: false,
  disclosure: 'none',
};
import {
  startStandIns,
  sandboxEnvironment,
  type StandIns,
} from '../../src/social/sandbox/networks';
import type { StandIn } from '../../src/social/sandbox/stand-in';
import { freePort } from '../../scripts/spawn-server';
import { publishedMediaPrefix } from '../../src/social/media-links';
import { mediaUrl, newMediaKey } from '../../src/storage/media-keys';
import { expectSuccess, TestClient } from './client';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/** A clock the test moves; the server's publisher and token checks read it. */
export function testClock(start = Date.now()) {
  let current = start;
  return {
    now: () => new Date(current),
    set: (instant: Date) => {
      current = instant.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export interface PublishingWorld {
  server: TestServer;
  standIns: StandIns;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * The real server, pointed at freshly started stand-in networks, on an injected clock. Its
 * PUBLIC_URL is its own loopback address, so the stand-ins that fetch a post's image (Meta,
 * TikTok) fetch it from the server's signed media links, and TikTok's stand-in has that
 * address verified.
 */
export async function startPublishingWorld(
  env: Record<string, string> = {},
  overrides: Pick<NonNullable<TestServerOptions['overrides']>, 'logger'> = {},
  /** Another PUBLIC_URL (a proxy in front of the server), verified with TikTok in its place. */
  options: { publicUrl?: string } = {},
): Promise<PublishingWorld> {
  const clock = testClock();
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const publicUrl = options.publicUrl ?? `http://127.0.0.1:${port}`;
    const mediaPrefix = publishedMediaPrefix(publicUrl);
    const standIns = await startStandIns({
      now: () => clock.now().getTime(),
      verifiedUrlPrefixes: [mediaPrefix],
    });
    const closeStandIns = () =>
      Promise.all(Object.values(standIns).map((standIn) => standIn.close()));
    const sandbox = sandboxEnvironment(standIns, { mediaPrefix });
    try {
      const server = await startTestServer({
        env: {
          PUBLIC_URL: publicUrl,
          ...Object.fromEntries(
            Object.entries(sandbox).map(([key, value]) => [key, String(value)]),
          ),
          ...env,
        },
        overrides: { ...overrides, now: clock.now, publishJitter: () => 1 },
        port,
      });
      return {
        server,
        standIns,
        clock,
        close: async () => {
          await server.close();
          await closeStandIns();
        },
      };
    } catch (error) {
      await closeStandIns();
      // The port was free when picked, but a stand-in (or anything else on the machine) may
      // have been given it since: another port, a few times.
      if (!isPortTaken(error) || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

const PORT_ATTEMPTS = 3;
const isPortTaken = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';

/** A PNG's colour; with `alpha`, the PNG has an alpha channel, as the image generator's have. */
export interface PngBackground {
  r: number;
  g: number;
  b: number;
  alpha?: number;
}

/** Stores a plain PNG of `width` x `height` in one colour; its media key. */
async function storePng(
  world: PublishingWorld,
  width: number,
  height: number,
  background: PngBackground,
): Promise<string> {
  const key = newMediaKey('image/png');
  const channels = background.alpha === undefined ? 3 : 4;
  const png = await sharp({ create: { width, height, channels, background } }).png().toBuffer();
  await world.server.storage.put(key, png, 'image/png');
  return key;
}

/**
 * A plain PNG of `width` x `height` in one colour, stored as the image generator or an upload
 * stores it; the link a post carries to it.
 */
export async function storedPng(
  world: PublishingWorld,
  width: number,
  height: number,
  background: PngBackground,
): Promise<string> {
  return mediaUrl(await storePng(world, width, height, background));
}

export const standIn = (world: PublishingWorld, network: Network): StandIn => {
  const found = world.standIns[network];
  if (!found) throw new Error(`No stand-in for ${network}`);
  return found;
};

let counter = 0;

export async function signedIn(world: PublishingWorld) {
  const client = new TestClient(world.server.url);
  const email = `publisher${(counter += 1)}-${Date.now()}@example.com`;
  await client.signUp(email);
  return { client, email };
}

/** Runs "Connect" as a browser would: to the network, back to our callback, then the pick. */
export async function connect(
  client: TestClient,
  network: Network,
  pick = 1,
  request: ConnectRequest = {},
) {
  const { authorize_url } = expectSuccess(
    await client.post(`/api/integrations/${network}/connect`, request),
    endpoints.connectNetwork.response,
  );
  const atNetwork = await fetch(authorize_url, { redirect: 'manual' });
  expect(atNetwork.status).toBe(302);
  const callback = new URL(atNetwork.headers.get('location') ?? '');
  const back = await client.get(`${callback.pathname}${callback.search}`);
  expect(back.status).toBe(302);
  const landing = new URL(back.headers.get('location') ?? '', 'http://app');
  const connectionId = landing.searchParams.get('connection');
  expect(connectionId).toBeTruthy();
  const pending = expectSuccess(
    await client.get(`/api/integrations/pending/${connectionId}`),
    endpoints.getPendingConnection.response,
  );
  const { accounts } = expectSuccess(
    await client.post(`/api/integrations/pending/${connectionId}`, {
      target_ids: pending.targets.slice(0, pick).map((target) => target.id),
    }),
    endpoints.pickConnectionTargets.response,
  );
  return { accounts, pending, callback, authorizeUrl: new URL(authorize_url) };
}

/** A saved post, scheduled (UTC) at `at` for `platforms`; the time is whole minutes. */
export async function scheduledPost(
  client: TestClient,
  email: string,
  at: Date,
  platforms: Network[],
  caption = `Fresh rye today ${Math.random().toString(36).slice(2)}`,
  imageUrl: string | null = null,
  /** The owner's TikTok choices; a private post with comments off when TikTok is chosen. */
  tiktok: TikTokChoices | undefined = platforms.includes('tiktok') ? PRIVATE_TIKTOK : undefined,
) {
  const draft = expectSuccess(
    await client.post('/api/save-draft', {
      ...sampleDraftRequest(email),
      caption,
      hashtags: '',
      image_url: imageUrl,
    }),
    endpoints.saveDraft.response,
    201,
  ).draft;
  const iso = at.toISOString();
  const { post } = expectSuccess(
    await client.put(`/api/drafts/${draft.id}/schedule`, {
      user_email: email,
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      platforms,
      approve: true,
      ...(tiktok ? { tiktok } : {}),
    }),
    endpoints.schedulePost.response,
  );
  return { post, caption };
}

export async function publicationsOf(client: TestClient, postId: string): Promise<Publication[]> {
  return expectSuccess(
    await client.get(`/api/publications?post=${postId}`),
    endpoints.getPublications.response,
  ).publications;
}

/** The next whole minute at least `minutes` after `from`. */
export const minutesAfter = (from: Date, minutes: number) => {
  const at = new Date(from.getTime() + minutes * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
};

/** An hour in milliseconds, for moving the clock. */
export const HOUR = 3_600_000;

/** A test file's publishing world, and the calls its tests make on it. */
export interface PublishingFile {
  /** The world, read at call time: started before the file's first test, closed after its last. */
  world: PublishingWorld;
  /** The link to the file's stored image. */
  imageUrl(): string;
  /** The media key of the file's stored image, as the server's storage knows it. */
  imageKey(): string;
  /** Publishes what is due at the clock's time. */
  sweep(): Promise<unknown>;
  /** Reads the numbers due at the clock's time. */
  collect(): Promise<unknown>;
}

/** The plain PNG a test file's posts may carry. */
export interface FileImage {
  width: number;
  height: number;
  background: PngBackground;
}

/**
 * Starts one publishing world for the test file, or for the `describe` block it is called in
 * (before its first test, closed after its last), with one stored PNG of `image`'s size and
 * colour, which posts may carry; without `image`, nothing is stored.
 */
export function publishingWorldForFile(image?: FileImage): PublishingFile {
  let started: PublishingWorld | null = null;
  let storedImageKey: string | null = null;
  beforeAll(async () => {
    started = await startPublishingWorld();
    if (image) {
      storedImageKey = await storePng(started, image.width, image.height, image.background);
    }
  });
  afterAll(() => started?.close());
  const current = (): PublishingWorld => {
    if (!started) throw new Error('The publishing world starts before the file’s tests.');
    return started;
  };
  const imageKey = (): string => {
    if (!storedImageKey) throw new Error('This file’s publishing world stores no image.');
    return storedImageKey;
  };
  const world: PublishingWorld = {
    get server() {
      return current().server;
    },
    get standIns() {
      return current().standIns;
    },
    get clock() {
      return current().clock;
    },
    close: () => current().close(),
  };
  return {
    world,
    imageUrl: () => mediaUrl(imageKey()),
    imageKey,
    sweep: () => current().server.app.social.publisher.sweep(),
    collect: () => current().server.app.social.metrics.collect(),
  };
}

/** Signed in, `network` connected (its first account or location), a post on it due in 5 minutes. */
export async function duePostOn(
  world: PublishingWorld,
  network: Network,
  options: { image?: string | null; caption?: string } = {},
) {
  const { client, email } = await signedIn(world);
  const connected = await connect(client, network);
  const at = minutesAfter(world.clock.now(), 5);
  const { post, caption } = await scheduledPost(
    client,
    email,
    at,
    [network],
    options.caption,
    options.image ?? null,
  );
  return { client, email, post, caption, at, connected };
}
