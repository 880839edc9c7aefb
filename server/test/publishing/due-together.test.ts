import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_QUEUE } from '../../src/social/publisher';
import type { InlineJobEngine } from '../../src/jobs/inline-job-engine';
import {
  connect,
  minutesAfter,
  publicationsOf,
  scheduledPost,
  signedIn,
  startPublishingWorld,
  type PublishingWorld,
} from '../support/publishing';

/**
 * Posts due at the same minute go out together: the job of the first one due also runs the
 * others due by then, instead of leaving each to its own job's turn in the queue (a worker
 * takes one per poll) or to the sweep's next minute (ADR 0030, update of 29 November 2026).
 */
let world: PublishingWorld;

beforeAll(async () => {
  world = await startPublishingWorld({ PUBLISH_MIN_GAP_SECONDS: '0' });
});
afterAll(() => world.close());

describe('publications due together', () => {
  it('the first due job publishes the others due by then, each once', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 30);
    const posts = [];
    for (let i = 0; i < 3; i += 1) posts.push(await scheduledPost(client, email, at, ['x']));
    const jobs = world.server.app.jobs as InlineJobEngine;
    // The jobs sent at scheduling ran at once on this engine, before their time: they
    // found nothing due and sent nothing.
    await jobs.drain();
    for (const { post } of posts) {
      const [publication] = await publicationsOf(client, post.id);
      expect(publication?.state).toBe('scheduled');
    }
    world.clock.set(at);

    const [first] = await publicationsOf(client, posts[0]?.post.id ?? '');
    await jobs.send(PUBLISH_QUEUE, { publicationId: first?.id ?? '', dueAt: at.toISOString() });
    await jobs.drain();

    for (const { post, caption } of posts) {
      const [publication] = await publicationsOf(client, post.id);
      expect(publication?.state, caption).toBe('published');
      expect(world.standIns.x?.ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
    }
    // Their own jobs, when their turn comes, find nothing left to send.
    for (const { post } of posts.slice(1)) {
      const [publication] = await publicationsOf(client, post.id);
      await jobs.send(PUBLISH_QUEUE, {
        publicationId: publication?.id ?? '',
        dueAt: at.toISOString(),
      });
    }
    await jobs.drain();
    expect(world.standIns.x?.requestsTo('POST /2/tweets')).toHaveLength(3);
  });
});
