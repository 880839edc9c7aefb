import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATIONS, type NotificationSettings } from '@contract/account';
import type { MetricValues } from '@contract/analytics';
import { endpoints } from '@contract/endpoints';
import type { Network, Publication } from '@contract/integrations';
import { sampleDraftRequest } from '@contract/samples';
import { addLocalDays, toLocalParts, zonedTimeToInstant } from '@core/schedule/zoned-time';
import { eq } from 'drizzle-orm';
import { metricsRepository } from '../../src/db/metrics';
import { dueSummaryWeek } from '../../src/notifications/summary-week';
import { users } from '../../src/db/schema';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../fakes/smtp-inbox';
import { expectSuccess, type TestClient } from '../support/client';
import {
  connect,
  minutesAfter,
  publicationsOf,
  signedIn,
  startPublishingWorld,
  storedPng,
  type PublishingWorld,
} from '../support/publishing';

/**
 * The weekly summary (ADR 0064), read from a real SMTP server: last week's posts, reach,
 * engagement and best post from the snapshots, sent on Monday at 08:00 in the owner's
 * time zone, once, only with the toggle on, and stopped by its unsubscribe link without
 * a session. Time is the injected clock.
 */
let inbox: SmtpInbox;
let world: PublishingWorld;
let imageUrl: string;
/** The app's address in links: the world's own, which the networks fetch images from. */
const publicUrl = () => world.server.config.PUBLIC_URL ?? '';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  world = await startPublishingWorld({
    SMTP_URL: inbox.url,
    PUBLISH_MIN_GAP_SECONDS: '0',
  });
  // Instagram takes no post without an image.
  imageUrl = await storedPng(world, 800, 1000, { r: 200, g: 120, b: 60 });
});
afterAll(async () => {
  await world.close();
  await inbox.close();
});

const notify = () => world.server.app.notifier.sweep();

/** What the weekly summary sent `email` (the sign-up's address check left out). */
const summariesTo = (email: string) =>
  inbox.for(email).filter((mail) => mail.subject.startsWith('Your week'));

/** The next Monday on `timeZone`'s clocks at least a day after the clock's now. */
function nextMonday(timeZone: string): string {
  const today = toLocalParts(new Date(world.clock.now().getTime() + 86_400_000), timeZone);
  return addLocalDays(today.date, (8 - today.weekday) % 7);
}

const at = (date: string, time: string, timeZone: string) =>
  zonedTimeToInstant(date, time, timeZone);

async function owner(options: { weeklyReport: boolean; timeZone?: string }) {
  const { client, email } = await signedIn(world);
  const notifications: NotificationSettings = {
    ...DEFAULT_NOTIFICATIONS,
    weeklyReport: options.weeklyReport,
  };
  expectSuccess(
    await client.post('/api/account/notifications', { user_email: email, notifications }),
    endpoints.saveNotifications.response,
  );
  if (options.timeZone) await setTimeZone(client, email, options.timeZone);
  return { client, email };
}

async function setTimeZone(client: TestClient, email: string, timeZone: string) {
  expectSuccess(
    await client.put('/api/business/time-zone', { user_email: email, time_zone: timeZone }),
    endpoints.setTimeZone.response,
  );
}

/** A post titled `title`, published at `when` on `networks` (its schedule read in UTC). */
async function published(
  who: { client: TestClient; email: string },
  when: Date,
  networks: Network[],
  title: string,
): Promise<{ postId: string; publications: Publication[] }> {
  const { client, email } = who;
  const draft = expectSuccess(
    await client.post('/api/save-draft', {
      ...sampleDraftRequest(email),
      title,
      caption: `Fresh rye today ${Math.random().toString(36).slice(2)}`,
      hashtags: '',
      image_url: imageUrl,
    }),
    endpoints.saveDraft.response,
    201,
  ).draft;
  const scheduled = minutesAfter(when, 0);
  world.clock.set(new Date(scheduled.getTime() - 10 * 60_000));
  const iso = scheduled.toISOString();
  const { post } = expectSuccess(
    await client.put(`/api/drafts/${draft.id}/schedule`, {
      user_email: email,
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      platforms: networks,
      approve: true,
    }),
    endpoints.schedulePost.response,
  );
  world.clock.set(scheduled);
  await world.server.app.social.publisher.sweep();
  const publications = await publicationsOf(client, post.id);
  expect(publications.map((publication) => publication.state)).toEqual(
    networks.map(() => 'published'),
  );
  return { postId: post.id, publications };
}

const metrics = (values: Partial<MetricValues>): MetricValues => ({
  reach: null,
  reactions: null,
  comments: null,
  shares: null,
  saves: null,
  link_clicks: null,
  video_views: null,
  ...values,
});

/** A reading of a publication's numbers, as the metrics job stores one. */
async function seedReading(
  userId: string,
  publication: Publication | undefined,
  values: MetricValues,
  takenAt: Date,
) {
  if (!publication) throw new Error('no publication to read');
  const added = await metricsRepository(world.server.testDatabase.database.db).addSnapshot({
    publicationId: publication.id,
    businessId: userId,
    network: publication.network,
    age: '24h',
    metrics: values,
    note: null,
    takenAt,
  });
  expect(added).toBe(true);
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await world.server.testDatabase.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** The line of `mail`'s text that starts with `label`. */
const lineOf = (mail: ReceivedMail, label: string) =>
  mail.text
    .split('\n')
    .find((line) => line.trim().startsWith(label))
    ?.trim();

/** The link in `text` whose path is `path`. */
function linkTo(text: string, path: string): URL {
  const found = text
    .match(/https?:\/\/\S+/g)
    ?.find((candidate) => new URL(candidate).pathname === path);
  if (!found) throw new Error(`No ${path} link in: ${text}`);
  return new URL(found);
}

describe('the weekly summary', () => {
  it('tells last week’s posts, reach, engagement and best post, once, on Monday at 08:00', async () => {
    const zone = 'Europe/Berlin';
    const who = await owner({ weeklyReport: true });
    for (const network of ['facebook', 'instagram', 'x'] as const)
      await connect(who.client, network);
    const userId = await userIdOf(who.email);
    const monday = nextMonday(zone);
    const sendDay = addLocalDays(monday, 7);

    // Two posts in the week (one on two networks), one just before and one just after it.
    const before = await published(
      who,
      at(addLocalDays(monday, -1), '23:00', zone),
      ['facebook'],
      'Too early',
    );
    const first = await published(
      who,
      at(monday, '00:30', zone),
      ['facebook', 'instagram'],
      'Rye is back',
    );
    const best = await published(
      who,
      at(addLocalDays(monday, 2), '12:00', zone),
      ['x'],
      'Open <b>late</b> & "early"',
    );
    const after = await published(who, at(sendDay, '07:00', zone), ['facebook'], 'Too late');
    await setTimeZone(who.client, who.email, zone);

    const readAt = at(sendDay, '07:30', zone);
    const [facebook, instagram] = first.publications;
    await seedReading(
      userId,
      facebook,
      metrics({ reach: 100, reactions: 10, comments: 2, shares: 1, link_clicks: 4 }),
      readAt,
    );
    await seedReading(
      userId,
      instagram,
      metrics({ reach: 200, reactions: 30, comments: 5, shares: 0, saves: 3 }),
      readAt,
    );
    // X gives no reach here: the total leaves it out, the best post says "not available".
    await seedReading(
      userId,
      best.publications[0],
      metrics({ reactions: 40, comments: 5, shares: 5 }),
      readAt,
    );
    for (const outside of [before, after]) {
      await seedReading(
        userId,
        outside.publications[0],
        metrics({ reach: 5000, reactions: 900 }),
        readAt,
      );
    }

    world.clock.set(at(sendDay, '07:59', zone));
    await notify();
    expect(summariesTo(who.email)).toHaveLength(0);

    world.clock.set(at(sendDay, '08:00', zone));
    // Two sweeps at once (two instances, or a retried job), then a later one: one e-mail.
    await Promise.all([notify(), notify()]);
    world.clock.set(at(sendDay, '15:00', zone));
    await notify();
    const sent = summariesTo(who.email);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    if (!mail) throw new Error('no summary');

    expect(mail.subject).toBe('Your week: 2 posts, reach 300');
    expect(lineOf(mail, 'Posts published')).toBe('Posts published: 2');
    expect(lineOf(mail, 'On Facebook')).toBe('On Facebook Pages: 1');
    expect(lineOf(mail, 'On Instagram')).toBe('On Instagram: 1');
    expect(lineOf(mail, 'On X')).toBe('On X: 1');
    expect(lineOf(mail, 'Total reach')).toBe('Total reach: 300');
    expect(lineOf(mail, 'Engagement (')).toBe(
      'Engagement (reactions, comments, shares, saves): 101',
    );
    expect(lineOf(mail, 'Best post')).toBe(
      'Best post: "Open <b>late</b> & "early"" on X (' +
        (best.publications[0]?.account_name ?? '') +
        ')',
    );
    expect(lineOf(mail, 'Reach')).toBe('Reach: not available');
    expect(lineOf(mail, 'Engagement:')).toBe('Engagement: 50');
    const postLink = linkTo(mail.text, '/schedule');
    expect(postLink.origin).toBe(publicUrl());
    expect(postLink.searchParams.get('post')).toBe(best.postId);

    // The HTML part carries the same facts, with the owner's title escaped.
    const html = mail.html ?? '';
    expect(html).toContain('Open &lt;b&gt;late&lt;/b&gt; &amp; &quot;early&quot;');
    expect(html).not.toContain('<b>late</b>');
    expect(html).toContain(`href="${publicUrl()}/schedule?post=${best.postId}"`);
    expect(html).toMatch(/Total reach<\/th><td>300</);

    // The unsubscribe link, also as the headers a mail client's button uses (RFC 8058).
    const unsubscribe = linkTo(mail.text, '/api/notifications/unsubscribe');
    expect(mail.header('list-unsubscribe')).toBe(`<${unsubscribe.toString()}>`);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The next week tells the post made after this one ended.
    world.clock.set(at(addLocalDays(sendDay, 7), '08:05', zone));
    await notify();
    expect(summariesTo(who.email)[1]?.subject).toBe('Your week: 1 post, reach 5,000');

    // The week after had nothing published: one plain line, no tables.
    world.clock.set(at(addLocalDays(sendDay, 14), '08:05', zone));
    await notify();
    const quiet = summariesTo(who.email)[2];
    expect(quiet?.subject).toMatch(/^Your week: nothing published from /);
    expect(quiet?.text.split('\n')[0]).toMatch(
      /^Nothing was published from \d+ \w+ to \d+ \w+ \d{4}\.$/,
    );
    expect(quiet?.text).not.toContain('Total reach');
    expect(quiet?.html).not.toContain('<table');
  });

  it('is not sent while the toggle is off', async () => {
    const zone = 'Europe/London';
    const never = await owner({ weeklyReport: false, timeZone: zone });
    const stopped = await owner({ weeklyReport: true, timeZone: zone });
    expectSuccess(
      await stopped.client.post('/api/account/notifications', {
        user_email: stopped.email,
        notifications: { ...DEFAULT_NOTIFICATIONS, weeklyReport: false },
      }),
      endpoints.saveNotifications.response,
    );
    const sendDay = addLocalDays(nextMonday(zone), 7);
    world.clock.set(at(sendDay, '09:00', zone));
    await notify();
    expect(summariesTo(never.email)).toHaveLength(0);
    expect(summariesTo(stopped.email)).toHaveLength(0);
  });

  it('goes at 08:00 on each owner’s own clocks', async () => {
    const tokyo = await owner({ weeklyReport: true, timeZone: 'Asia/Tokyo' });
    const newYork = await owner({ weeklyReport: true, timeZone: 'America/New_York' });
    // Monday 08:00 in Tokyo is Sunday evening in UTC; in New York, Monday afternoon.
    const monday = nextMonday('Asia/Tokyo');
    const tokyoTime = at(monday, '08:00', 'Asia/Tokyo');
    const newYorkTime = at(monday, '08:00', 'America/New_York');
    expect(newYorkTime.getTime() - tokyoTime.getTime()).toBeGreaterThan(12 * 3_600_000);

    world.clock.set(new Date(tokyoTime.getTime() - 60_000));
    await notify();
    expect(summariesTo(tokyo.email)).toHaveLength(0);

    world.clock.set(tokyoTime);
    await notify();
    expect(summariesTo(tokyo.email)).toHaveLength(1);
    expect(summariesTo(newYork.email)).toHaveLength(0);

    world.clock.set(new Date(newYorkTime.getTime() - 60_000));
    await notify();
    expect(summariesTo(newYork.email)).toHaveLength(0);

    world.clock.set(newYorkTime);
    await notify();
    expect(summariesTo(newYork.email)).toHaveLength(1);
    expect(summariesTo(tokyo.email)).toHaveLength(1);
  });

  it('is tried again at the next sweep when the mail server refused it, and sent once', async () => {
    const zone = 'America/Sao_Paulo';
    const who = await owner({ weeklyReport: true, timeZone: zone });
    const sendDay = addLocalDays(nextMonday(zone), 7);
    inbox.refuse(who.email);
    world.clock.set(at(sendDay, '08:00', zone));
    await notify();
    expect(summariesTo(who.email)).toHaveLength(0);

    inbox.accept(who.email);
    world.clock.set(at(sendDay, '08:05', zone));
    await notify();
    await notify();
    expect(summariesTo(who.email)).toHaveLength(1);
  });

  it('stops from the e-mail in one click, without signing in', async () => {
    const zone = 'Australia/Sydney';
    const who = await owner({ weeklyReport: true, timeZone: zone });
    const sendDay = addLocalDays(nextMonday(zone), 7);
    world.clock.set(at(sendDay, '08:00', zone));
    await notify();
    const [mail] = summariesTo(who.email);
    if (!mail) throw new Error('no summary');

    // What a mail client's unsubscribe button sends (RFC 8058): a form POST, no cookie.
    const target = new URL(linkTo(mail.text, '/api/notifications/unsubscribe'));
    const answer = await fetch(`${world.server.url}${target.pathname}${target.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('no more weekly summary e-mails');

    const settings = expectSuccess(
      await who.client.get(`/api/account/settings?user_email=${encodeURIComponent(who.email)}`),
      endpoints.getAccountSettings.response,
    ).notifications;
    expect(settings.weeklyReport).toBe(false);
    expect(settings.postPublished).toBe(true);

    world.clock.set(at(addLocalDays(sendDay, 7), '08:00', zone));
    await notify();
    expect(summariesTo(who.email)).toHaveLength(1);
  });
});

describe('the week a summary tells', () => {
  it('is Monday to Monday on the owner’s calendar, 167 hours across the spring change', () => {
    // Berlin moved its clocks forward on Sunday 28 March 2027; Monday 08:00 is then 06:00 UTC.
    const sendAt = new Date('2027-03-29T06:00:00Z');
    expect(dueSummaryWeek(new Date(sendAt.getTime() - 60_000), 'Europe/Berlin')).toBeNull();
    const week = dueSummaryWeek(sendAt, 'Europe/Berlin');
    expect(week).toEqual({
      week: '2027-03-22',
      from: new Date('2027-03-21T23:00:00Z'),
      to: new Date('2027-03-28T22:00:00Z'),
      sendAt,
    });
    // Two days on it is no longer news; a zone the runtime does not know counts as UTC.
    expect(dueSummaryWeek(new Date(sendAt.getTime() + 2 * 86_400_000), 'Europe/Berlin')).toBeNull();
    expect(dueSummaryWeek(new Date('2027-03-29T08:00:00Z'), 'Not/AZone')?.week).toBe('2027-03-22');
  });
});
