import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { InlineJobEngine } from '../../src/jobs/inline-job-engine';
import { LINKEDIN_DEFAULT_VERSION } from '../../src/social/networks/linkedin-version';
import { LINKEDIN_PAGES_APP_MISSING } from '../../src/social/networks/registry';
import {
  LINKEDIN_MEMBER,
  LINKEDIN_PAGES_APP,
  linkedInImages,
  linkedInRoles,
  organizationUrn,
} from '../../src/social/sandbox/linkedin';
import { SANDBOX_CLIENT_SECRET, sandboxClientId } from '../../src/social/sandbox/stand-in';
import { expectSuccess } from '../support/client';
import {
  connect,
  minutesAfter,
  publicationsOf,
  publishingWorldForFile,
  scheduledPost,
  signedIn,
  standIn,
} from '../support/publishing';

// A tall PNG, as the image generator makes: LinkedIn gets a 4:5 JPEG of it.
const { world, imageUrl, sweep } = publishingWorldForFile({
  width: 540,
  height: 960,
  background: { r: 20, g: 90, b: 160, alpha: 1 },
});
afterEach(() => linkedInRoles.reset());

const linkedin = () => standIn(world, 'linkedin');
const BAKERY = organizationUrn(90_000_001);
const entriesFor = (caption: string) => linkedin().ledger.filter((entry) => entry.text === caption);

const INITIALIZE = 'POST /rest/images';
const UPLOAD = 'PUT /dms-uploads/:id';
const calls = (route: string) => linkedin().requestsTo(route).length;

/**
 * LinkedIn connected through both apps: the profile with the member app, the first page
 * the member administers with the pages app (unless not asked); and a post due.
 */
async function duePostOnProfileAndPage(image: string | null = null, withPage = true) {
  const { client, email } = await signedIn(world);
  const profile = await connect(client, 'linkedin');
  const page = withPage ? (await connect(client, 'linkedin', 1, { as: 'pages' })).accounts : [];
  const accounts = [...profile.accounts, ...page];
  const at = minutesAfter(world.clock.now(), 5);
  const { post, caption } = await scheduledPost(client, email, at, ['linkedin'], undefined, image);
  return { client, post, caption, at, accounts };
}

const PAGES_APP_SCOPES = 'w_organization_social r_organization_social rw_organization_admin';

describe('LinkedIn’s two apps', () => {
  it('connects a page with the pages app alone: its scopes, and only the pages the member administers', async () => {
    const { client } = await signedIn(world);
    const { pending, authorizeUrl } = await connect(client, 'linkedin', 1, { as: 'pages' });
    expect(authorizeUrl.searchParams.get('client_id')).toBe(LINKEDIN_PAGES_APP);
    expect(authorizeUrl.searchParams.get('scope')).toBe(PAGES_APP_SCOPES);
    expect(pending.targets.map((target) => [target.name, target.kind])).toEqual([
      ['Sandbox Bakery', 'organization_page'],
      ['Sandbox Bakery Catering', 'organization_page'],
    ]);
    const acls = linkedin().requestsTo('GET /rest/organizationAcls').at(-1);
    expect(acls?.client).toBe(LINKEDIN_PAGES_APP);
    expect(acls?.headers['x-restli-protocol-version']).toBe('2.0.0');
    expect(acls?.headers['linkedin-version']).toBe(LINKEDIN_DEFAULT_VERSION);
  });

  it('connects the profile with the member app alone', async () => {
    const { client } = await signedIn(world);
    const { pending, authorizeUrl } = await connect(client, 'linkedin');
    expect(authorizeUrl.searchParams.get('client_id')).toBe(sandboxClientId('linkedin'));
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid profile w_member_social');
    expect(pending.targets).toEqual([
      { id: LINKEDIN_MEMBER, name: 'Sandbox Owner', kind: 'profile' },
    ]);
  });

  it('tells which app a connection is for in the availability', async () => {
    const { client } = await signedIn(world);
    const { networks } = expectSuccess(
      await client.get('/api/integrations'),
      endpoints.getIntegrations.response,
    );
    expect(networks.find((entry) => entry.network === 'linkedin')).toMatchObject({
      configured: true,
      pages: { configured: true, how_to_configure: null },
    });
  });

  it('publishes as the page with the pages app’s token and as the profile with the member app’s', async () => {
    const { client, post, caption, at, accounts } = await duePostOnProfileAndPage();
    expect(accounts.map((account) => [account.display_name, account.kind])).toEqual([
      ['Sandbox Owner', 'profile'],
      ['Sandbox Bakery', 'organization_page'],
    ]);
    world.clock.set(at);
    await sweep();
    const entries = entriesFor(caption);
    expect(entries.map((entry) => entry.author).sort()).toEqual([BAKERY, LINKEDIN_MEMBER].sort());
    const posts = linkedin()
      .requestsTo('POST /rest/posts')
      .filter((request) => (request.json as { commentary?: string }).commentary === caption);
    expect(
      posts.map((request) => [(request.json as { author: string }).author, request.client]),
    ).toEqual(
      expect.arrayContaining([
        [BAKERY, LINKEDIN_PAGES_APP],
        [LINKEDIN_MEMBER, sandboxClientId('linkedin')],
      ]),
    );
    const onPage = entries.find((entry) => entry.author === BAKERY);
    const publications = await publicationsOf(client, post.id);
    expect(publications.find((row) => row.account_name === 'Sandbox Bakery')).toMatchObject({
      state: 'published',
      remote_url: `https://www.linkedin.com/feed/update/urn:li:share:${onPage?.id}/`,
    });
  });

  it('revokes each login with the app that issued it, the pages login with the last page', async () => {
    const { client, post, caption, at, accounts } = await duePostOnProfileAndPage();
    const [profile, page] = accounts;
    const revokes = () => linkedin().requestsTo('POST /oauth/v2/revoke');
    const before = revokes().length;
    expectSuccess(
      await client.delete(`/api/integrations/accounts/${profile?.id}`, {}),
      endpoints.disconnectAccount.response,
    );
    expect(
      revokes()
        .slice(before)
        .map((request) => request.params.get('client_id')),
    ).toEqual([sandboxClientId('linkedin')]);

    world.clock.set(at);
    await sweep();
    expect(entriesFor(caption).map((entry) => entry.author)).toEqual([BAKERY]);
    expect(await publicationsOf(client, post.id)).toMatchObject([
      { account_name: 'Sandbox Bakery', state: 'published' },
    ]);

    expectSuccess(
      await client.delete(`/api/integrations/accounts/${page?.id}`, {}),
      endpoints.disconnectAccount.response,
    );
    expect(
      revokes()
        .slice(before)
        .map((request) => request.params.get('client_id')),
    ).toEqual([sandboxClientId('linkedin'), LINKEDIN_PAGES_APP]);
    // The stand-in refuses a revoke by any other app than the issuing one: both were taken.
    expect(
      revokes()
        .slice(before)
        .every((request) => request.params.get('token')),
    ).toBe(true);
  });

  it('fails a page’s post plainly when the pages app is no longer configured, and still posts as the profile', async () => {
    const { client, post, caption, at } = await duePostOnProfileAndPage();
    // As after a restart without LINKEDIN_PAGES_CLIENT_ID/SECRET: the page's account remains.
    const { networks } = world.server.app.social;
    const pagesApp = networks.linkedInPages;
    delete networks.linkedInPages;
    try {
      world.clock.set(at);
      await sweep();
    } finally {
      networks.linkedInPages = pagesApp;
    }
    expect(entriesFor(caption).map((entry) => entry.author)).toEqual([LINKEDIN_MEMBER]);
    const publications = await publicationsOf(client, post.id);
    expect(publications.find((row) => row.account_name === 'Sandbox Bakery')).toMatchObject({
      state: 'failed',
      error_message: LINKEDIN_PAGES_APP_MISSING,
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

describe('LinkedIn images', () => {
  it('uploads the image once for each author, and each post carries it', async () => {
    const { post, caption, at } = await duePostOnProfileAndPage(imageUrl());
    const initialized = calls(INITIALIZE);
    world.clock.set(at);
    await sweep();
    const entries = entriesFor(caption);
    expect(entries).toHaveLength(2);
    const owners = linkedin()
      .requestsTo(INITIALIZE)
      .slice(initialized)
      .map((request) => request.json as { initializeUploadRequest: { owner: string } })
      .map((body) => body.initializeUploadRequest.owner);
    expect(owners.sort()).toEqual([BAKERY, LINKEDIN_MEMBER].sort());
    for (const entry of entries) {
      const image = linkedInImages.get(entry.media?.[0] ?? '');
      expect(image).toMatchObject({ owner: entry.author, uploads: 1 });
      const meta = await sharp(image?.bytes ?? Buffer.alloc(0)).metadata();
      expect(meta.format).toBe('jpeg');
      expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(0.8, 2);
    }
    expect(post.id).toBeTruthy();
  });

  it('does not upload again when the post call fails and is retried', async () => {
    const { client, post, caption, at } = await duePostOnProfileAndPage(imageUrl(), false);
    const before = { initialized: calls(INITIALIZE), uploaded: calls(UPLOAD) };
    linkedin().fail('POST /rest/posts', { kind: 'server_error' });
    world.clock.set(at);
    await sweep();
    const [waiting] = await publicationsOf(client, post.id);
    expect(waiting).toMatchObject({ state: 'retry_wait', error_class: 'transient' });
    world.clock.set(new Date(waiting?.next_attempt_at ?? 0));
    await sweep();
    const [published] = await publicationsOf(client, post.id);
    expect(published?.state).toBe('published');
    expect(calls(INITIALIZE) - before.initialized).toBe(1);
    expect(calls(UPLOAD) - before.uploaded).toBe(1);
    expect(entriesFor(caption)).toEqual([expect.objectContaining({ media: [expect.any(String)] })]);
  });

  it('after a call cut off mid-way, Try again posts with the image already uploaded', async () => {
    const { client, post, caption, at } = await duePostOnProfileAndPage(imageUrl(), false);
    const before = { initialized: calls(INITIALIZE), posts: calls('POST /rest/posts') };
    linkedin().fail('POST /rest/posts', { kind: 'hang' });
    world.clock.set(at);
    const running = sweep();
    await expect.poll(() => calls('POST /rest/posts')).toBe(before.posts + 1);
    linkedin().dropConnections();
    await running;
    const [unconfirmed] = await publicationsOf(client, post.id);
    expect(unconfirmed?.state).toBe('unconfirmed');
    expectSuccess(
      await client.post(`/api/publications/${unconfirmed?.id}/retry`, {}),
      endpoints.retryPublication.response,
    );
    // "Try again" queues a job at once; the test's engine runs it in-process.
    await (world.server.app.jobs as InlineJobEngine).drain();
    const [published] = await publicationsOf(client, post.id);
    expect(published?.state).toBe('published');
    expect(calls(INITIALIZE) - before.initialized).toBe(1);
    const [entry] = entriesFor(caption);
    expect(linkedInImages.get(entry?.media?.[0] ?? '')?.uploads).toBe(1);
  });

  it('keeps a post without an image as text', async () => {
    const { post, caption, at } = await duePostOnProfileAndPage(null, false);
    const initialized = calls(INITIALIZE);
    world.clock.set(at);
    await sweep();
    expect(calls(INITIALIZE)).toBe(initialized);
    const [entry] = entriesFor(caption);
    expect(entry).toBeDefined();
    expect(entry?.media).toBeUndefined();
    const sent = linkedin()
      .requestsTo('POST /rest/posts')
      .find((request) => (request.json as { commentary?: string }).commentary === caption);
    expect(sent?.json).not.toHaveProperty('content');
    expect(post.id).toBeTruthy();
  });
});

describe('the LinkedIn stand-in', () => {
  /** A member token straight from the stand-in's OAuth, as LinkedIn would issue it. */
  async function memberToken() {
    const base = linkedin().baseUrl;
    const redirectUri = 'http://127.0.0.1/callback';
    const authorize = new URL(`${base}/oauth/v2/authorization`);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: sandboxClientId('linkedin'),
      redirect_uri: redirectUri,
      state: 'test',
    }).toString();
    const redirect = await fetch(authorize, { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const token = await fetch(`${base}/oauth/v2/accessToken`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: sandboxClientId('linkedin'),
        client_secret: SANDBOX_CLIENT_SECRET,
      }),
    });
    return ((await token.json()) as { access_token: string }).access_token;
  }

  it('refuses bytes that are not an image, and a post whose image was never uploaded', async () => {
    const token = await memberToken();
    const headers = {
      authorization: `Bearer ${token}`,
      'LinkedIn-Version': '202601',
      'X-Restli-Protocol-Version': '2.0.0',
      'content-type': 'application/json',
    };
    const base = linkedin().baseUrl;
    const initialized = await fetch(`${base}/rest/images?action=initializeUpload`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ initializeUploadRequest: { owner: LINKEDIN_MEMBER } }),
    });
    const { value } = (await initialized.json()) as { value: { uploadUrl: string; image: string } };
    const notAnImage = await fetch(value.uploadUrl, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: 'not an image',
    });
    expect(notAnImage.status).toBe(400);
    const posted = await fetch(`${base}/rest/posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        author: LINKEDIN_MEMBER,
        commentary: 'An image that never arrived',
        content: { media: { id: value.image } },
      }),
    });
    expect(posted.status).toBe(422);
    expect(linkedin().ledger.some((entry) => entry.text === 'An image that never arrived')).toBe(
      false,
    );
  });

  it('answers 426 to every call naming a version past its sunset, and to none before', async () => {
    const token = await memberToken();
    const base = linkedin().baseUrl;
    const post = (version: string) =>
      fetch(`${base}/rest/posts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'LinkedIn-Version': version,
          'X-Restli-Protocol-Version': '2.0.0',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          author: LINKEDIN_MEMBER,
          commentary: `Sunset ${version}`,
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED' },
          lifecycleState: 'PUBLISHED',
        }),
      });
    const before = world.clock.now();
    world.clock.set(new Date('2027-01-15T00:00:00Z'));
    try {
      const sunset = await post('202601');
      expect(sunset.status).toBe(426);
      expect(await sunset.json()).toEqual({
        status: 426,
        code: 'NONEXISTENT_VERSION',
        message: 'Requested version 202601 is not active',
      });
      expect((await post('202602')).status).toBe(201);
    } finally {
      world.clock.set(before);
    }
    expect(linkedin().ledger.map((entry) => entry.text)).not.toContain('Sunset 202601');
  });
});
