import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import {
  getOnboardingResponseSchema,
  normaliseOnboardingData,
  type OnboardingData,
} from '@contract/onboarding';
import { sampleOnboardingData } from '@contract/samples';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';
import { pngImage, uploadForm } from './support/images';

const NOT_YOURS = "You can only access your own account's data.";

let server: TestServer;
let counter = 0;
const uniqueEmail = () => `onboard${(counter += 1)}-${Date.now()}@example.com`;

/**
 * Social accounts come from fake verifiers handed to the real app, so a test can
 * create users with a google_id or facebook_id: the credential is the account id.
 */
beforeAll(async () => {
  server = await startTestServer({
    overrides: {
      verifyGoogle: async (credential) => ({
        sub: credential,
        email: null,
        emailVerified: false,
        name: 'Google User',
      }),
      verifyFacebook: async (_token, facebookId) => ({
        id: facebookId,
        email: null,
        name: 'Facebook User',
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

const saveOnboarding = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/onboarding', body);

/** Reads the profile by e-mail and returns the normalised onboarding data. */
async function profileByEmail(client: TestClient, email: string): Promise<OnboardingData | null> {
  const answer = await client.get(`/api/onboarding/by-email/${encodeURIComponent(email)}`);
  const body = expectSuccess(answer, getOnboardingResponseSchema);
  return normaliseOnboardingData(body.onboarding_data);
}

describe('POST /api/onboarding', () => {
  it("stores the profile and answers the session user's id", async () => {
    const { client, email } = await signedIn();
    const data = sampleOnboardingData();
    const saved = expectSuccess(
      await saveOnboarding(client, { user_email: email, onboarding_data: data }),
      endpoints.saveOnboarding.response,
    );
    const me = expectSuccess(
      await new TestClient(server.url).post('/api/login', { email, password: DEFAULT_PASSWORD }),
      endpoints.login.response,
    );
    expect(saved.user_id).toBe(me.user.id);
    expect(await profileByEmail(client, email)).toEqual(data);
  });

  it('copies the business fields to the user, as the next login shows', async () => {
    const { client, email } = await signedIn();
    const data = sampleOnboardingData({
      business: {
        name: 'Harbour Fitness',
        industry: 'Fitness',
        city: 'Bristol',
        employees: '6-20',
      },
    });
    expectSuccess(
      await saveOnboarding(client, { user_email: email, onboarding_data: data }),
      endpoints.saveOnboarding.response,
    );
    const { user } = expectSuccess(
      await new TestClient(server.url).post('/api/login', { email, password: DEFAULT_PASSWORD }),
      endpoints.login.response,
    );
    expect(user).toMatchObject({
      email,
      business_name: 'Harbour Fitness',
      industry: 'Fitness',
      location: 'Bristol',
      employees: '6-20',
    });
  });

  it('lets explicit user fields in the body win over the profile', async () => {
    const { client, email } = await signedIn();
    expectSuccess(
      await saveOnboarding(client, {
        user_email: email,
        name: 'Ana Baker',
        business_name: 'Ana’s Loaves',
        industry: 'Retail',
        location: 'Lisbon',
        employees: '1',
        onboarding_data: sampleOnboardingData(),
      }),
      endpoints.saveOnboarding.response,
    );
    const { user } = expectSuccess(
      await new TestClient(server.url).post('/api/login', { email, password: DEFAULT_PASSWORD }),
      endpoints.login.response,
    );
    expect(user).toMatchObject({
      name: 'Ana Baker',
      business_name: 'Ana’s Loaves',
      industry: 'Retail',
      location: 'Lisbon',
      employees: '1',
    });
  });

  it('replaces an earlier profile', async () => {
    const { client, email } = await signedIn();
    await saveOnboarding(client, { user_email: email, onboarding_data: sampleOnboardingData() });
    const second = sampleOnboardingData({ brandAssets: { tagline: 'Second thoughts' } });
    expectSuccess(
      await saveOnboarding(client, { user_email: email, onboarding_data: second }),
      endpoints.saveOnboarding.response,
    );
    expect(await profileByEmail(client, email)).toEqual(second);
  });

  it("accepts a Google user's own google_id as the identifier", async () => {
    const client = new TestClient(server.url);
    const googleId = `g-own-${Date.now()}`;
    const { user } = expectSuccess(
      await client.post('/api/google-login', { credential: googleId }),
      endpoints.googleLogin.response,
    );
    const saved = expectSuccess(
      await saveOnboarding(client, {
        google_id: googleId,
        onboarding_data: sampleOnboardingData(),
      }),
      endpoints.saveOnboarding.response,
    );
    expect(saved.user_id).toBe(user.id);
  });

  it("answers 400 'No user identification found' when the body names nobody", async () => {
    const { client, email } = await signedIn();
    const answer = await saveOnboarding(client, { onboarding_data: sampleOnboardingData() });
    expect(expectFailure(answer, 400)).toBe('No user identification found');
    expect(expectFailure(await client.get(`/api/onboarding/by-email/${email}`), 404)).toBe(
      'Onboarding data not found',
    );
  });

  const invalidProfiles: [string, OnboardingData, string][] = [
    [
      'a blank business name',
      sampleOnboardingData({ business: { name: '   ' } }),
      'onboarding_data.business.name: Business name is required',
    ],
    [
      'four colours',
      sampleOnboardingData({
        brandAssets: { colors: ['#000000', '#111111', '#222222', '#333333'] },
      }),
      'onboarding_data.brandAssets.colors: Too big: expected array to have <=3 items',
    ],
    [
      'a colour that is not #rrggbb',
      sampleOnboardingData({ brandAssets: { colors: ['red'] } }),
      'onboarding_data.brandAssets.colors.0: Colours are #rrggbb hex strings',
    ],
    [
      'a 141-character tagline',
      sampleOnboardingData({ brandAssets: { tagline: 't'.repeat(141) } }),
      'onboarding_data.brandAssets.tagline: Too big: expected string to have <=140 characters',
    ],
    [
      '31 posts a month',
      sampleOnboardingData({ contentPrefs: { postsPerMonth: 31 } }),
      'onboarding_data.contentPrefs.postsPerMonth: Too big: expected number to be <=30',
    ],
    [
      '0 posts a month',
      sampleOnboardingData({ contentPrefs: { postsPerMonth: 0 } }),
      'onboarding_data.contentPrefs.postsPerMonth: Too small: expected number to be >=1',
    ],
  ];

  it.each(invalidProfiles)(
    'answers 400 <field>: <reason> for %s, and stores nothing',
    async (_label, data, message) => {
      const { client, email } = await signedIn();
      const answer = await saveOnboarding(client, { user_email: email, onboarding_data: data });
      expect(expectFailure(answer, 400)).toBe(message);
      expect(expectFailure(await client.get(`/api/onboarding/by-email/${email}`), 404)).toBe(
        'Onboarding data not found',
      );
    },
  );

  it('accepts exactly 3 colours, a 140-character tagline and 30 posts a month', async () => {
    const { client, email } = await signedIn();
    const data = sampleOnboardingData({
      brandAssets: { colors: ['#000000', '#111111', '#222222'], tagline: 't'.repeat(140) },
      contentPrefs: { postsPerMonth: 30 },
    });
    expectSuccess(
      await saveOnboarding(client, { user_email: email, onboarding_data: data }),
      endpoints.saveOnboarding.response,
    );
    expect(await profileByEmail(client, email)).toEqual(data);
  });
});

describe('GET /api/onboarding/{id} and /api/onboarding/by-email/{email}', () => {
  it('answer the profile by id and by e-mail', async () => {
    const { client, email } = await signedIn();
    const data = sampleOnboardingData({ business: { name: 'Corner Books' } });
    const { user_id } = expectSuccess(
      await saveOnboarding(client, { user_email: email, onboarding_data: data }),
      endpoints.saveOnboarding.response,
    );
    const byId = expectSuccess(
      await client.get(`/api/onboarding/${user_id}`),
      endpoints.getOnboardingById.response,
    );
    expect(byId.user_id).toBe(user_id);
    expect(byId.user_email).toBe(email);
    expect(normaliseOnboardingData(byId.onboarding_data)).toEqual(data);

    const byEmail = expectSuccess(
      await client.get(`/api/onboarding/by-email/${encodeURIComponent(email)}`),
      endpoints.getOnboardingByEmail.response,
    );
    expect(byEmail).toEqual(byId);
  });

  it('match the e-mail in the path whatever its case', async () => {
    const { client, email } = await signedIn();
    const data = sampleOnboardingData();
    await saveOnboarding(client, { user_email: email, onboarding_data: data });
    expect(await profileByEmail(client, email.toUpperCase())).toEqual(data);
  });

  it("answer 404 'Onboarding data not found' before onboarding", async () => {
    const { client, email } = await signedIn();
    const { user } = expectSuccess(
      await new TestClient(server.url).post('/api/login', { email, password: DEFAULT_PASSWORD }),
      endpoints.login.response,
    );
    expect(expectFailure(await client.get(`/api/onboarding/${String(user.id)}`), 404)).toBe(
      'Onboarding data not found',
    );
    expect(expectFailure(await client.get(`/api/onboarding/by-email/${email}`), 404)).toBe(
      'Onboarding data not found',
    );
  });
});

describe('GET /api/get-brand-assets/{email}', () => {
  it('counts nothing before any upload', async () => {
    const { client, email } = await signedIn();
    const body = expectSuccess(
      await client.get(`/api/get-brand-assets/${email}`),
      endpoints.getBrandAssets.response,
    );
    expect(body).toEqual({
      success: true,
      brand_assets: { logos: { count: 0 }, photos: { count: 0, files: [] } },
    });
  });

  it('counts logos and photos and lists the photo file names after real uploads', async () => {
    const { client, email } = await signedIn();
    const png = await pngImage();
    const logo = await client.postForm(
      '/api/upload',
      uploadForm([{ bytes: png, name: 'logo.png', type: 'image/png' }], {
        user_email: email,
        file_type: 'logo',
      }),
    );
    expectSuccess(logo, endpoints.upload.response);
    const photos = expectSuccess(
      await client.postForm(
        '/api/upload-multiple',
        uploadForm(
          [
            { bytes: png, name: 'shop-front.png', type: 'image/png' },
            { bytes: png, name: 'counter.png', type: 'image/png' },
          ],
          { user_email: email, file_type: 'photo' },
          'files',
        ),
      ),
      endpoints.uploadMultiple.response,
    );
    const body = expectSuccess(
      await client.get(`/api/get-brand-assets/${email.toUpperCase()}`),
      endpoints.getBrandAssets.response,
    );
    expect(body.success).toBe(true);
    expect(body.brand_assets.logos.count).toBe(1);
    expect(body.brand_assets.photos.count).toBe(2);
    expect(body.brand_assets.photos.files.map((file) => file.filename).sort()).toEqual([
      'counter.png',
      'shop-front.png',
    ]);
    expect(body.brand_assets.photos.files.map((file) => file.url).sort()).toEqual(
      photos.files.map((file) => file.url).sort(),
    );
  });
});

describe("another user's data", () => {
  let owner: { client: TestClient; email: string; id: string };
  let googleId: string;
  let facebookId: string;

  beforeAll(async () => {
    const { client, email } = await signedIn();
    const { user_id } = expectSuccess(
      await saveOnboarding(client, { user_email: email, onboarding_data: sampleOnboardingData() }),
      endpoints.saveOnboarding.response,
    );
    owner = { client, email, id: String(user_id) };
    googleId = `g-other-${Date.now()}`;
    facebookId = `fb-other-${Date.now()}`;
    expectSuccess(
      await new TestClient(server.url).post('/api/google-login', { credential: googleId }),
      endpoints.googleLogin.response,
    );
    expectSuccess(
      await new TestClient(server.url).post('/api/facebook-login', {
        facebookId,
        accessToken: 'token',
      }),
      endpoints.facebookLogin.response,
    );
  });

  it('answers 403 for reads by id, by e-mail and of brand assets', async () => {
    const { client } = await signedIn();
    for (const path of [
      `/api/onboarding/${owner.id}`,
      `/api/onboarding/by-email/${owner.email}`,
      `/api/onboarding/by-email/${owner.email.toUpperCase()}`,
      `/api/get-brand-assets/${owner.email}`,
    ]) {
      expect(expectFailure(await client.get(path), 403), path).toBe(NOT_YOURS);
    }
  });

  const foreignIdentifiers: [string, (ownEmail: string) => Record<string, string>][] = [
    ['e-mail', () => ({ user_email: owner.email })],
    ['e-mail in upper case', () => ({ user_email: owner.email.toUpperCase() })],
    ['google_id', () => ({ google_id: googleId })],
    ['facebook_id', () => ({ facebook_id: facebookId })],
    ['google_id beside its own e-mail', (own) => ({ user_email: own, google_id: googleId })],
  ];

  it.each(foreignIdentifiers)(
    "answers 403 to a save that names another user's %s, and changes nothing",
    async (_label, identifiers) => {
      const { client, email } = await signedIn();
      const answer = await saveOnboarding(client, {
        ...identifiers(email),
        business_name: 'Hijacked',
        onboarding_data: sampleOnboardingData({ business: { name: 'Hijacked' } }),
      });
      expect(expectFailure(answer, 403)).toBe(NOT_YOURS);
      expect(expectFailure(await client.get(`/api/onboarding/by-email/${email}`), 404)).toBe(
        'Onboarding data not found',
      );
      expect(await profileByEmail(owner.client, owner.email)).toEqual(sampleOnboardingData());
    },
  );
});
