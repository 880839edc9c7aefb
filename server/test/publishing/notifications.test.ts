import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATIONS,
  unsubscribeResponseSchema,
  type NotificationSettings,
} from '@contract/account';
import { endpoints } from '@contract/endpoints';
import { socialAccounts } from '../../src/db/schema';
import { startSmtpInbox, type SmtpInbox } from '../fakes/smtp-inbox';
import { expectFailure, expectSuccess, TestClient } from '../support/client';
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

/**
 * The e-mails the server sends on its own (ADR 0052), read from a real SMTP server: a
 * connection that cannot be renewed, 7 days before it ends; a post that failed; and the
 * unsubscribe link, which works without a session. Time is the injected clock.
 */
let inbox: SmtpInbox;
let world: PublishingWorld;
const DAY_MS = 24 * 3_600_000;
const PUBLIC_URL = 'http://app.example.test';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  world = await startPublishingWorld({
    SMTP_URL: inbox.url,
    PUBLIC_URL,
    PUBLISH_MIN_GAP_SECONDS: '0',
  });
});
afterAll(async () => {
  await world.close();
  await inbox.close();
});

const notify = () => world.server.app.notifier.sweep();

async function accountsOf(client: TestClient) {
  return expectSuccess(await client.get('/api/integrations'), endpoints.getIntegrations.response)
    .accounts;
}

async function settingsOf(client: TestClient, email: string) {
  return expectSuccess(
    await client.get(`/api/account/settings?user_email=${encodeURIComponent(email)}`),
    endpoints.getAccountSettings.response,
  ).notifications;
}

async function saveSettings(
  client: TestClient,
  email: string,
  change: Partial<NotificationSettings>,
) {
  expectSuccess(
    await client.post('/api/account/notifications', {
      user_email: email,
      notifications: { ...DEFAULT_NOTIFICATIONS, ...change },
    }),
    endpoints.saveNotifications.response,
  );
}

/** What the notifier sent `email` (the sign-up's address check left out). */
const notificationsTo = (email: string) =>
  inbox.for(email).filter((mail) => !mail.text.includes('/verify-email'));

/** The next failure e-mail to `email`, as it arrives (the sign-up's address check passed over). */
async function nextFailureMail(email: string) {
  for (;;) {
    const mail = await inbox.next(email);
    if (/could not be published/.test(mail.subject)) return mail;
  }
}

/** The link in `text` whose path is `path`. */
function linkTo(text: string, path: string): URL {
  const found = text
    .match(/https?:\/\/\S+/g)
    ?.find((candidate) => new URL(candidate).pathname === path);
  if (!found) throw new Error(`No ${path} link in: ${text}`);
  return new URL(found);
}

/** A post on X that X refuses (over 280 characters): it ends `failed` at once. */
async function failedPost(client: TestClient, email: string) {
  await connect(client, 'x');
  const at = minutesAfter(world.clock.now(), 5);
  const { post } = await scheduledPost(client, email, at, ['x'], `Too long ${'x'.repeat(280)}`);
  world.clock.set(at);
  await world.server.app.social.publisher.sweep();
  const [publication] = await publicationsOf(client, post.id);
  expect(publication?.state).toBe('failed');
  return post;
}

describe('a connection that cannot be renewed', () => {
  it('LinkedIn, 7 days before its 60 days end: one e-mail and a warning the app reads', async () => {
    const { client, email } = await signedIn(world);
    const connectedAt = world.clock.now();
    const [account] = (await connect(client, 'linkedin')).accounts;
    const [row] = await world.server.testDatabase.database.db
      .select({ accessExpiresAt: socialAccounts.accessExpiresAt })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, account?.id ?? ''));
    const expiresAt = row?.accessExpiresAt ?? new Date(0);
    expect(expiresAt.getTime() - connectedAt.getTime()).toBe(60 * DAY_MS);

    // Eight days before: nothing yet.
    world.clock.set(new Date(expiresAt.getTime() - 8 * DAY_MS));
    await notify();
    expect(notificationsTo(email)).toHaveLength(0);
    expect((await accountsOf(client))[0]?.reconnect_by).toBeNull();

    // Seven days before: the warning, in the app and by e-mail.
    world.clock.set(new Date(expiresAt.getTime() - 7 * DAY_MS));
    await notify();
    const [mail] = notificationsTo(email);
    if (!mail) throw new Error('no warning e-mail');
    expect(mail.subject).toMatch(/LinkedIn connection ends/);
    expect(linkTo(mail.text, '/integrations').origin).toBe(PUBLIC_URL);
    expect(linkTo(mail.text, '/api/notifications/unsubscribe').origin).toBe(PUBLIC_URL);
    const [warned] = await accountsOf(client);
    expect(warned).toMatchObject({ status: 'connected', reconnect_by: expiresAt.toISOString() });

    // Once: later sweeps, a day on, send nothing more.
    await notify();
    world.clock.advance(DAY_MS);
    await notify();
    expect(notificationsTo(email)).toHaveLength(1);

    // Reconnecting gives a new 60 days, and the warning goes.
    await connect(client, 'linkedin');
    expect((await accountsOf(client))[0]?.reconnect_by).toBeNull();
  });
});

describe('a post that failed', () => {
  it('e-mails the owner once, linking to the post, while "Post published" is on', async () => {
    const { client, email } = await signedIn(world);
    const post = await failedPost(client, email);
    await notify();
    await notify();
    const mail = await nextFailureMail(email);
    expect(mail.subject).toMatch(/could not be published on X/);
    const postLink = linkTo(mail.text, '/schedule');
    expect(postLink.searchParams.get('post')).toBe(post.id);
    expect(notificationsTo(email)).toHaveLength(1);
  });

  it('e-mails without waiting for the scheduled sweep: the failure asks for one at once', async () => {
    const { client, email } = await signedIn(world);
    const post = await failedPost(client, email);
    // No sweep is called here: the failed publication queued one.
    const mail = await nextFailureMail(email);
    expect(mail.subject).toMatch(/could not be published on X/);
    expect(linkTo(mail.text, '/schedule').searchParams.get('post')).toBe(post.id);
  });

  it('sends nothing while the toggle is off', async () => {
    const { client, email } = await signedIn(world);
    await saveSettings(client, email, { postPublished: false });
    await failedPost(client, email);
    await notify();
    // The event is handled: turning the toggle on later does not send it after all.
    await saveSettings(client, email, { postPublished: true });
    await notify();
    expect(notificationsTo(email)).toHaveLength(0);
  });
});

describe('the unsubscribe link', () => {
  it('turns the toggle off without a session, and refuses a token it did not sign', async () => {
    const { client, email } = await signedIn(world);
    await failedPost(client, email);
    await notify();
    const mail = await nextFailureMail(email);
    const link = linkTo(mail.text, '/api/notifications/unsubscribe');
    const path = `${link.pathname}${link.search}`;
    const stranger = new TestClient(world.server.url);

    // Opening the link changes nothing (a mail scanner may open it): it asks first.
    const page = await stranger.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(String(page.body)).not.toContain(email);
    expect((await settingsOf(client, email)).postPublished).toBe(true);

    const done = expectSuccess(
      await stranger.post(path, undefined, { accept: 'application/json', origin: PUBLIC_URL }),
      unsubscribeResponseSchema,
    );
    expect(done.notification).toBe('postPublished');
    const after = await settingsOf(client, email);
    expect(after).toMatchObject({
      postPublished: false,
      postScheduled: true,
      emailNotifications: true,
    });

    const token = link.searchParams.get('token') ?? '';
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expectFailure(
      await stranger.post(`${link.pathname}?token=${encodeURIComponent(forged)}`, undefined, {
        accept: 'application/json',
        origin: PUBLIC_URL,
      }),
      400,
    );
  });
});

describe('renewing ahead', () => {
  it('uses a TikTok refresh token 7 days before it ends, though no post was due', async () => {
    const { client } = await signedIn(world);
    const [account] = (await connect(client, 'tiktok')).accounts;
    const refreshExpiry = async () => {
      const [row] = await world.server.testDatabase.database.db
        .select({ refreshExpiresAt: socialAccounts.refreshExpiresAt })
        .from(socialAccounts)
        .where(eq(socialAccounts.id, account?.id ?? ''));
      return row?.refreshExpiresAt?.getTime() ?? 0;
    };
    const before = await refreshExpiry();
    const refreshes = () =>
      standIn(world, 'tiktok')
        .requestsTo('POST /v2/oauth/token/')
        .filter((request) => request.params.get('grant_type') === 'refresh_token').length;
    const refreshedBefore = refreshes();

    world.clock.set(new Date(before - 8 * DAY_MS));
    await world.server.app.social.upkeep.renew();
    expect(refreshes()).toBe(refreshedBefore);

    world.clock.set(new Date(before - 6 * DAY_MS));
    await world.server.app.social.upkeep.renew();
    expect(refreshes()).toBe(refreshedBefore + 1);
    expect(await refreshExpiry()).toBeGreaterThan(before);
    expect((await accountsOf(client)).find((found) => found.id === account?.id)?.status).toBe(
      'connected',
    );
  });
});
