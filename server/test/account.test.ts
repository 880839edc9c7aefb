import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DEFAULT_NOTIFICATIONS } from '@contract/account';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { readStoredZip } from '@core/zip';
import { SESSION_COOKIE } from '../src/auth/session-tokens';
import {
  drafts,
  notificationSettings,
  onboarding,
  passwords,
  sessions,
  supportRequests,
  uploads,
  users,
} from '../src/db/schema';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import { pngImage, uploadForm } from './support/images';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
import { imageRequest } from './support/generation-requests';
import { startTestServer, type TestServer } from './support/test-server';

const SUPPORT_INBOX = 'help@smart-suite.example';
const sentMail: MailMessage[] = [];
/** Records what the server hands to its mailer, as an SMTP server would receive it. */
const recordingMailer: Mailer = {
  kind: 'log',
  send: (message) => {
    sentMail.push(message);
    return Promise.resolve();
  },
};

let server: TestServer;
let counter = 0;
const uniqueEmail = () => `account${(counter += 1)}-${Date.now()}@example.com`;

beforeAll(async () => {
  server = await startTestServer({
    env: { SUPPORT_EMAIL: SUPPORT_INBOX },
    overrides: {
      mailer: recordingMailer,
      verifyGoogle: (credential) =>
        Promise.resolve({
          sub: credential,
          email: `${credential}@gmail.example`,
          emailVerified: true,
          name: 'Gail Google',
        }),
    },
  });
});
afterAll(() => server.close());

async function signedIn(email = uniqueEmail()) {
  const client = new TestClient(server.url);
  await client.signUp(email);
  return { client, email };
}

const query = (email: string) => `?user_email=${encodeURIComponent(email)}`;

async function settingsOf(client: TestClient, email: string) {
  return expectSuccess(
    await client.get(`/api/account/settings${query(email)}`),
    endpoints.getAccountSettings.response,
  );
}

async function onboard(client: TestClient, email: string) {
  const data = sampleOnboardingData({ business: { name: 'Golden Crust', city: 'Portland' } });
  const answer = await client.post('/api/onboarding', {
    user_email: email,
    onboarding_data: data,
  });
  expectSuccess(answer, endpoints.saveOnboarding.response);
}

async function uploadPostImage(client: TestClient, email: string) {
  const form = uploadForm(
    [{ bytes: await pngImage(), name: 'shop-front.png', type: 'image/png' }],
    {
      file_type: 'post_image',
      user_email: email,
    },
  );
  return expectSuccess(await client.postForm('/api/upload', form), endpoints.upload.response).url;
}

async function generateImage(client: TestClient, email: string) {
  const answer = await client.post(
    '/api/generate-combined-brand-image',
    imageRequest(email, sampleOnboardingData()),
  );
  return expectSuccess(answer, endpoints.generateCombinedBrandImage.response).image_url;
}

async function saveDraftWithImage(client: TestClient, email: string, imageUrl: string) {
  return expectSuccess(
    await client.post('/api/save-draft', sampleDraftRequest(email, { image_url: imageUrl })),
    endpoints.saveDraft.response,
    201,
  ).draft;
}

async function library(client: TestClient, email: string) {
  return expectSuccess(
    await client.get(`/api/library${query(email)}`),
    endpoints.getLibrary.response,
  ).items;
}

/** Everything in the database filed under the user's id or e-mail, table by table. */
async function rowsOf(userId: string, email: string) {
  const { db } = server.testDatabase.database;
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    users: await count(
      db
        .select()
        .from(users)
        .where(or(eq(users.id, userId), eq(users.email, email))),
    ),
    passwords: await count(db.select().from(passwords).where(eq(passwords.userId, userId))),
    sessions: await count(db.select().from(sessions).where(eq(sessions.userId, userId))),
    onboarding: await count(db.select().from(onboarding).where(eq(onboarding.businessId, userId))),
    uploads: await count(db.select().from(uploads).where(eq(uploads.businessId, userId))),
    drafts: await count(db.select().from(drafts).where(eq(drafts.businessId, userId))),
    notifications: await count(
      db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    ),
    support: await count(db.select().from(supportRequests).where(eq(supportRequests.email, email))),
  };
}

async function userIdOf(email: string): Promise<string> {
  const { db } = server.testDatabase.database;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

const keyOf = (url: string) => url.split('/').pop() ?? '';

describe('Settings: profile', () => {
  it('starts from the brand profile and keeps what was saved, in the brand profile too', async () => {
    const { client, email } = await signedIn();
    await onboard(client, email);
    const before = await settingsOf(client, email);
    expect(before.profile).toMatchObject({
      email,
      business_name: 'Golden Crust',
      location: 'Portland',
      phone: '',
    });
    expect(before.password_sign_in).toBe(true);

    const saved = expectSuccess(
      await client.post('/api/account/profile', {
        user_email: email,
        name: 'Ann Baker',
        business_name: 'Golden Crust Bakery',
        industry: 'Bakery',
        location: 'Salem, OR',
        phone: '+1 555 0100',
      }),
      endpoints.saveProfile.response,
    );
    expect(saved.profile.name).toBe('Ann Baker');

    const after = await settingsOf(client, email);
    expect(after.profile).toEqual({
      name: 'Ann Baker',
      email,
      business_name: 'Golden Crust Bakery',
      industry: 'Bakery',
      location: 'Salem, OR',
      phone: '+1 555 0100',
    });
    const brand = expectSuccess(
      await client.get(`/api/onboarding/by-email/${encodeURIComponent(email)}`),
      endpoints.getOnboardingByEmail.response,
    );
    expect(brand.onboarding_data).toMatchObject({
      business: { name: 'Golden Crust Bakery', industry: 'Bakery', city: 'Salem, OR' },
    });
  });

  it("refuses another user's e-mail and a visitor", async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    expect(expectFailure(await client.get(`/api/account/settings${query(other.email)}`), 403)).toBe(
      "You can only access your own account's data.",
    );
    const visitor = new TestClient(server.url);
    expectFailure(await visitor.get(`/api/account/settings${query(other.email)}`), 401);
  });
});

describe('Settings: notifications', () => {
  it('starts from the defaults and keeps each user their own choices', async () => {
    const first = await signedIn();
    const second = await signedIn();
    expect((await settingsOf(first.client, first.email)).notifications).toEqual(
      DEFAULT_NOTIFICATIONS,
    );
    const chosen = { ...DEFAULT_NOTIFICATIONS, weeklyReport: true, postPublished: false };
    expectSuccess(
      await first.client.post('/api/account/notifications', {
        user_email: first.email,
        notifications: chosen,
      }),
      endpoints.saveNotifications.response,
    );
    expect((await settingsOf(first.client, first.email)).notifications).toEqual(chosen);
    expect((await settingsOf(second.client, second.email)).notifications).toEqual(
      DEFAULT_NOTIFICATIONS,
    );
  });
});

describe('Library', () => {
  it('lists uploads and generated images newest first, with the drafts using them', async () => {
    const { client, email } = await signedIn();
    expect(await library(client, email)).toEqual([]);
    const uploaded = await uploadPostImage(client, email);
    const generated = await generateImage(client, email);
    const draft = await saveDraftWithImage(client, email, generated);

    const items = await library(client, email);
    expect(items.map((item) => [item.url, item.source])).toEqual([
      [generated, 'generated'],
      [uploaded, 'upload'],
    ]);
    expect(items[0]?.drafts).toEqual([{ id: draft.id, title: draft.title }]);
    expect(items[1]?.drafts).toEqual([]);
    expect(items[1]?.filename).toBe('shop-front.png');
  });

  it('deletes an unused image from storage and refuses one a draft shows', async () => {
    const { client, email } = await signedIn();
    const unused = await uploadPostImage(client, email);
    const used = await uploadPostImage(client, email);
    await saveDraftWithImage(client, email, used);

    expect(
      expectFailure(await client.delete(`/api/library/${keyOf(used)}`, { user_email: email }), 409),
    ).toBe(ACCOUNT_MESSAGES.imageInUse);
    expectSuccess(
      await client.delete(`/api/library/${keyOf(unused)}`, { user_email: email }),
      endpoints.deleteLibraryItem.response,
    );
    expect((await library(client, email)).map((item) => item.url)).toEqual([used]);
    expect(await server.storage.get(keyOf(unused))).toBeNull();
    expect((await client.get(unused)).status).toBe(404);
  });

  it("cannot delete another user's image", async () => {
    const owner = await signedIn();
    const image = await uploadPostImage(owner.client, owner.email);
    const other = await signedIn();
    expect(
      expectFailure(
        await other.client.delete(`/api/library/${keyOf(image)}`, { user_email: other.email }),
        404,
      ),
    ).toBe(ACCOUNT_MESSAGES.imageNotFound);
    expect(await server.storage.get(keyOf(image))).not.toBeNull();
  });
});

describe('Download my data', () => {
  it('answers one zip with account.json and every stored image', async () => {
    const { client, email } = await signedIn();
    await onboard(client, email);
    const image = await uploadPostImage(client, email);
    await saveDraftWithImage(client, email, image);

    const response = await fetch(`${server.url}/api/account/export${query(email)}`, {
      headers: { cookie: `${SESSION_COOKIE}=${client.cookie ?? ''}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const entries = readStoredZip(new Uint8Array(await response.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual(['account.json', `files/${keyOf(image)}`]);
    const account = JSON.parse(new TextDecoder().decode(entries[0]?.bytes)) as {
      account: { email: string };
      profile: { business_name: string };
      drafts: Array<{ image_file: string | null }>;
    };
    expect(account.account.email).toBe(email);
    expect(account.profile.business_name).toBe('Golden Crust');
    expect(account.drafts).toHaveLength(1);
    expect(account.drafts[0]?.image_file).toBe(`files/${keyOf(image)}`);
    expect(Buffer.from(entries[1]?.bytes ?? [])).toEqual(await server.storage.get(keyOf(image)));
  });

  it('needs a session', async () => {
    expectFailure(
      await new TestClient(server.url).get(`/api/account/export${query('a@b.co')}`),
      401,
    );
  });
});

describe('Support requests', () => {
  it('keeps the request and e-mails it to SUPPORT_EMAIL', async () => {
    const visitor = new TestClient(server.url);
    const email = uniqueEmail();
    const request = {
      name: 'Ann',
      email,
      subject: 'Cannot find my draft\r\nBcc: evil@example.com',
      message: 'Where did my sourdough post go?',
    };
    const answer = expectSuccess(
      await visitor.post('/api/support-request', request),
      endpoints.submitSupportRequest.response,
      201,
    );
    const { db } = server.testDatabase.database;
    const [stored] = await db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, answer.id));
    expect(stored).toMatchObject({ name: 'Ann', email, message: request.message });

    const mail = sentMail.find((message) => message.text.includes(email));
    expect(mail?.to).toBe(SUPPORT_INBOX);
    expect(mail?.subject).toBe('Support request: Cannot find my draft Bcc: evil@example.com');
    expect(mail?.text).toContain('Where did my sourdough post go?');
  });

  it('refuses a request with a blank field, keeping nothing', async () => {
    const visitor = new TestClient(server.url);
    const message = expectFailure(
      await visitor.post('/api/support-request', {
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hello',
        message: '   ',
      }),
      400,
    );
    expect(message).toContain('Message is required');
  });
});

describe('Delete Account', () => {
  it('deletes every row and stored file of the user and nothing of another user', async () => {
    const { client, email } = await signedIn();
    await onboard(client, email);
    const uploaded = await uploadPostImage(client, email);
    const generated = await generateImage(client, email);
    await saveDraftWithImage(client, email, generated);
    await client.post('/api/account/notifications', {
      user_email: email,
      notifications: DEFAULT_NOTIFICATIONS,
    });
    await client.post('/api/support-request', {
      name: 'Ann',
      email,
      subject: 'Bye',
      message: 'Leaving',
    });
    const secondDevice = new TestClient(server.url);
    await secondDevice.post('/api/login', { email, password: DEFAULT_PASSWORD });

    const other = await signedIn();
    await onboard(other.client, other.email);
    const othersImage = await uploadPostImage(other.client, other.email);
    await saveDraftWithImage(other.client, other.email, othersImage);

    const userId = await userIdOf(email);
    const otherId = await userIdOf(other.email);
    const otherBefore = await rowsOf(otherId, other.email);

    expect(
      expectFailure(
        await client.post('/api/account/delete', { user_email: email, password: 'wrong-one' }),
        403,
      ),
    ).toBe(ACCOUNT_MESSAGES.wrongPassword);

    const { deleted } = expectSuccess(
      await client.post('/api/account/delete', { user_email: email, password: DEFAULT_PASSWORD }),
      endpoints.deleteAccount.response,
    );
    expect(deleted).toEqual({
      drafts: 1,
      files: 2,
      brand_profile: true,
      sessions: 2,
      support_requests: 1,
    });

    expect(await rowsOf(userId, email)).toEqual({
      users: 0,
      passwords: 0,
      sessions: 0,
      onboarding: 0,
      uploads: 0,
      drafts: 0,
      notifications: 0,
      support: 0,
    });
    expect(await server.storage.get(keyOf(uploaded))).toBeNull();
    expect(await server.storage.get(keyOf(generated))).toBeNull();
    expect(client.cookie).toBeNull();
    expectFailure(await secondDevice.get(`/api/get-drafts${query(email)}`), 401);
    expectFailure(
      await new TestClient(server.url).post('/api/login', { email, password: DEFAULT_PASSWORD }),
      401,
    );

    expect(await rowsOf(otherId, other.email)).toEqual(otherBefore);
    expect(await server.storage.get(keyOf(othersImage))).not.toBeNull();
    expect(await library(other.client, other.email)).toHaveLength(1);
  });

  it('asks a social sign-in account to type DELETE', async () => {
    const client = new TestClient(server.url);
    const sub = `google-${Date.now()}`;
    const user = (await client.post('/api/google-login', { credential: sub })).body as {
      user: { email: string };
    };
    const email = user.user.email;
    expect((await settingsOf(client, email)).password_sign_in).toBe(false);
    expect(
      expectFailure(
        await client.post('/api/account/delete', { user_email: email, confirmation: 'delete' }),
        400,
      ),
    ).toBe(ACCOUNT_MESSAGES.typeDelete);
    const { deleted } = expectSuccess(
      await client.post('/api/account/delete', { user_email: email, confirmation: 'DELETE' }),
      endpoints.deleteAccount.response,
    );
    expect(deleted.sessions).toBe(1);
    const { db } = server.testDatabase.database;
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
