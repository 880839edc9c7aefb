import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LINKEDIN_MEMBER, linkedInRoles, organizationUrn } from '../../src/social/sandbox/linkedin';
import {
  connect,
  minutesAfter,
  publicationsOf,
  scheduledPost,
  signedIn,
  standIn,
  startPublishingWorld,
  type PublishingWorld,
} from './support';

let world: PublishingWorld;

beforeAll(async () => {
  world = await startPublishingWorld();
});
afterAll(() => world.close());
afterEach(() => linkedInRoles.reset());

const sweep = () => world.server.app.social.publisher.sweep();
const linkedin = () => standIn(world, 'linkedin');
const BAKERY = organizationUrn(90_000_001);
const entriesFor = (caption: string) => linkedin().ledger.filter((entry) => entry.text === caption);

/** LinkedIn connected with the member's profile and their first page, and a post due. */
async function duePostOnProfileAndPage() {
  const { client, email } = await signedIn(world);
  const { accounts } = await connect(client, 'linkedin', 2);
  const at = minutesAfter(world.clock.now(), 5);
  const { post, caption } = await scheduledPost(client, email, at, ['linkedin']);
  return { client, post, caption, at, accounts };
}

describe('LinkedIn organization pages', () => {
  it('offers the profile and the pages the member administers, and no others', async () => {
    const { client } = await signedIn(world);
    const { pending } = await connect(client, 'linkedin');
    expect(pending.targets.map((target) => target.name)).toEqual([
      'Sandbox Owner',
      'Sandbox Bakery',
      'Sandbox Bakery Catering',
    ]);
    const acls = linkedin().requestsTo('GET /rest/organizationAcls').at(-1);
    expect(acls?.headers['x-restli-protocol-version']).toBe('2.0.0');
    expect(acls?.headers['linkedin-version']).toMatch(/^\d{6}$/);
  });

  it('publishes as the page, with the page as author and a link to the post', async () => {
    const { client, post, caption, at, accounts } = await duePostOnProfileAndPage();
    expect(accounts.map((account) => account.display_name)).toEqual([
      'Sandbox Owner',
      'Sandbox Bakery',
    ]);
    world.clock.set(at);
    await sweep();
    const entries = entriesFor(caption);
    expect(entries.map((entry) => entry.author).sort()).toEqual([BAKERY, LINKEDIN_MEMBER].sort());
    const onPage = entries.find((entry) => entry.author === BAKERY);
    const publications = await publicationsOf(client, post.id);
    expect(publications.find((row) => row.account_name === 'Sandbox Bakery')).toMatchObject({
      state: 'published',
      remote_url: `https://www.linkedin.com/feed/update/urn:li:share:${onPage?.id}/`,
    });
  });

  it('fails the page post, and only it, when the member is no longer an administrator', async () => {
    const { client, post, caption, at } = await duePostOnProfileAndPage();
    linkedInRoles.current = linkedInRoles.current.filter((role) => role.organization !== BAKERY);
    world.clock.set(at);
    await sweep();
    expect(entriesFor(caption).map((entry) => entry.author)).toEqual([LINKEDIN_MEMBER]);
    const publications = await publicationsOf(client, post.id);
    expect(publications.find((row) => row.account_name === 'Sandbox Bakery')).toMatchObject({
      state: 'failed',
      error_class: 'permission',
      error_message: expect.stringContaining('administrators'),
    });
    expect(publications.find((row) => row.account_name === 'Sandbox Owner')?.state).toBe(
      'published',
    );
  });
});
