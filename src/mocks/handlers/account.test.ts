import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DEFAULT_NOTIFICATIONS } from '@contract/account';
import { endpoints } from '@contract/endpoints';
import { readStoredZip } from '@core/zip';
import { absoluteApiBaseUrl } from '@/config/env';
import { getDb } from '../db';
import {
  sampleDraftRequest,
  sampleGenerationParams,
  sampleOnboardingData,
} from '@contract/samples';
import { callMockApi, DEFAULT_TEST_PASSWORD, signUp } from '../test-client';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';
const q = (email: string) => `?user_email=${encodeURIComponent(email)}`;

async function generateImage(email: string, description = 'Croissant sale') {
  const answer = await callMockApi('POST', '/generate-combined-brand-image', {
    post_desc: description,
    user_email: email,
    onboarding_data: null,
    use_brand_colors: false,
    use_logo_integration: false,
    use_brand_photo_reference: false,
    use_advanced_settings: false,
    brand_colors: [],
    logo_placement: 'corner',
    reference_photo_index: 0,
    style_preferences: '',
    quality: 'medium',
    background: 'opaque',
    output_compression: 85,
  });
  return endpoints.generateCombinedBrandImage.response.parse(answer.body).image_url;
}

describe('mock account calls', () => {
  it('stores the profile into the brand profile and the notifications per user', async () => {
    await signUp(ANN);
    await signUp(BOB);
    await callMockApi('POST', '/onboarding', {
      user_email: ANN,
      onboarding_data: sampleOnboardingData(),
    });
    const saved = await callMockApi('POST', '/account/profile', {
      user_email: ANN,
      name: 'Ann',
      business_name: 'Ann Bakes',
      industry: 'Bakery',
      location: 'Austin',
      phone: '555',
    });
    expect(endpoints.saveProfile.response.parse(saved.body).profile.phone).toBe('555');
    expect(getDb().findOnboarding(getDb().findUserByEmail(ANN)?.id ?? '')?.data.business.name).toBe(
      'Ann Bakes',
    );
    await callMockApi('POST', '/account/notifications', {
      user_email: ANN,
      notifications: { ...DEFAULT_NOTIFICATIONS, weeklyReport: true },
    });
    const ann = endpoints.getAccountSettings.response.parse(
      (await callMockApi('GET', `/account/settings${q(ANN)}`)).body,
    );
    const bob = endpoints.getAccountSettings.response.parse(
      (await callMockApi('GET', `/account/settings${q(BOB)}`)).body,
    );
    expect(ann.notifications.weeklyReport).toBe(true);
    expect(bob.notifications).toEqual(DEFAULT_NOTIFICATIONS);
    expect(ann.profile.business_name).toBe('Ann Bakes');
  });

  it('lists the library newest first with the drafts using each image, and deletes an unused one', async () => {
    await signUp(ANN);
    const first = await generateImage(ANN);
    const second = await generateImage(ANN, 'Sourdough is back');
    await callMockApi(
      'POST',
      '/save-draft',
      sampleDraftRequest(ANN, {
        image_url: first,
        generation_params: JSON.stringify(sampleGenerationParams()),
      }),
    );
    const items = endpoints.getLibrary.response.parse(
      (await callMockApi('GET', `/library${q(ANN)}`)).body,
    ).items;
    expect(items.map((item) => item.source)).toEqual(['generated', 'generated']);
    expect(items[1]?.drafts).toHaveLength(1);
    const used = items[1]?.id ?? '';
    const unused = items[0]?.id ?? '';
    expect(items[0]?.url).toBe(second);
    expect((await callMockApi('DELETE', `/library/${used}`, { user_email: ANN })).body.error).toBe(
      ACCOUNT_MESSAGES.imageInUse,
    );
    expect((await callMockApi('DELETE', `/library/${unused}`, { user_email: ANN })).status).toBe(
      200,
    );
  });

  it('deletes the account after the password, leaving another user alone', async () => {
    await signUp(ANN);
    await signUp(BOB);
    await generateImage(ANN);
    await generateImage(BOB);
    const wrong = await callMockApi('POST', '/account/delete', {
      user_email: ANN,
      password: 'nope',
    });
    expect(wrong).toEqual({
      status: 403,
      body: { success: false, error: ACCOUNT_MESSAGES.wrongPassword },
    });
    const answer = await callMockApi('POST', '/account/delete', {
      user_email: ANN,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(endpoints.deleteAccount.response.parse(answer.body).deleted.files).toBe(1);
    const state = getDb().snapshot();
    expect(state.users.map((record) => record.user.email)).toEqual([BOB]);
    expect(state.uploads.map((item) => item.owner)).toEqual([BOB]);
  });

  it('exports a zip with account.json and the stored images', async () => {
    await signUp(ANN);
    await generateImage(ANN);
    const response = await fetch(`${absoluteApiBaseUrl()}/account/export${q(ANN)}`);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = readStoredZip(new Uint8Array(await response.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual(['account.json', 'files/file_1.svg']);
  });

  it('keeps a support request', async () => {
    const answer = await callMockApi('POST', '/support-request', {
      name: 'Ann',
      email: ANN,
      subject: 'Hi',
      message: 'Help',
    });
    expect(answer.status).toBe(201);
    expect(getDb().snapshot().supportRequests).toHaveLength(1);
  });
});
