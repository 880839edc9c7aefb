import { API_MESSAGES } from '@contract/messages';
// @vitest-environment node
// Node's own FormData keeps uploaded file names; jsdom's loses them on the way to MSW.
import { describe, expect, it } from 'vitest';
import { getDb } from '../db';
import { sampleOnboardingData } from '@contract/samples';
import { callMockApi, postForm, signUp } from '../test-client';
import { USER_NOT_FOUND } from './onboarding';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';

const saveOnboarding = (body: Record<string, unknown>) =>
  callMockApi('POST', '/onboarding', { onboarding_data: sampleOnboardingData(), ...body });

function image(name: string) {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

async function uploadLogo(owner: Record<string, string>, name = 'logo.png') {
  const form = new FormData();
  form.append('file', image(name));
  form.append('file_type', 'logo');
  for (const [key, value] of Object.entries(owner)) form.append(key, value);
  expect((await postForm('/upload', form)).status).toBe(200);
}

async function uploadPhotos(owner: Record<string, string>, names: string[]) {
  const form = new FormData();
  for (const name of names) form.append('files', image(name));
  form.append('file_type', 'photo');
  for (const [key, value] of Object.entries(owner)) form.append(key, value);
  expect((await postForm('/upload-multiple', form)).status).toBe(200);
}

describe('POST /onboarding', () => {
  it('saves the profile and copies the business fields onto the user', async () => {
    const user = await signUp(ANN);
    const answer = await saveOnboarding({
      user_email: ANN,
      business_name: 'Golden Crust Bakery',
      industry: 'Bakery',
      location: 'Portland',
      employees: '2-5',
    });
    expect(answer).toEqual({ status: 200, body: { success: true, user_id: user.id } });
    expect(getDb().findUserById(user.id)?.user).toMatchObject({
      business_name: 'Golden Crust Bakery',
      industry: 'Bakery',
      location: 'Portland',
      employees: '2-5',
    });
    expect(getDb().findOnboarding(user.id)?.data).toEqual(sampleOnboardingData());
  });

  it('finds a Google user by google_id and a Facebook user by facebook_id', async () => {
    const google = getDb().createUser({ email: null, google_id: 'g-1' }, null);
    const facebook = getDb().createUser({ email: null, facebook_id: 'f-1' }, null);
    expect((await saveOnboarding({ google_id: 'g-1' })).body.user_id).toBe(google.id);
    expect((await saveOnboarding({ facebook_id: 'f-1' })).body.user_id).toBe(facebook.id);
  });

  it('uses user_email before google_id and facebook_id', async () => {
    const ann = await signUp(ANN);
    getDb().createUser({ email: null, google_id: 'g-1' }, null);
    const answer = await saveOnboarding({ user_email: ANN, google_id: 'g-1', facebook_id: 'f-9' });
    expect(answer.body.user_id).toBe(ann.id);
  });

  it('replaces an earlier profile', async () => {
    const user = await signUp(ANN);
    await saveOnboarding({ user_email: ANN });
    await saveOnboarding({
      user_email: ANN,
      onboarding_data: sampleOnboardingData({ business: { name: 'New Name' } }),
    });
    expect(getDb().findOnboarding(user.id)?.data.business.name).toBe('New Name');
  });

  it('answers 400 "No user identification found" without any identifier', async () => {
    const answer = await saveOnboarding({ business_name: 'Shop' });
    expect(answer).toEqual({
      status: 400,
      body: { success: false, error: 'No user identification found' },
    });
  });

  it('answers 400 for a profile without a business name', async () => {
    await signUp(ANN);
    const answer = await saveOnboarding({
      user_email: ANN,
      onboarding_data: sampleOnboardingData({ business: { name: '' } }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('onboarding_data.business.name: Business name is required');
  });

  it('answers 404 for a user that does not exist', async () => {
    const answer = await saveOnboarding({ user_email: ANN });
    expect(answer).toEqual({ status: 404, body: { success: false, error: USER_NOT_FOUND } });
  });
});

describe('GET /onboarding/{id} and /onboarding/by-email/{email}', () => {
  it('answers by id with the profile as an object', async () => {
    const user = await signUp(ANN);
    await saveOnboarding({ user_email: ANN });
    const answer = await callMockApi('GET', `/onboarding/${user.id}`);
    expect(answer).toEqual({
      status: 200,
      body: { user_id: user.id, user_email: ANN, onboarding_data: sampleOnboardingData() },
    });
  });

  it('answers by e-mail with the profile as JSON text', async () => {
    const user = await signUp('ann+shop@example.com');
    await saveOnboarding({ user_email: 'ann+shop@example.com' });
    const answer = await callMockApi(
      'GET',
      `/onboarding/by-email/${encodeURIComponent('ANN+shop@example.com')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.user_id).toBe(user.id);
    expect(JSON.parse(String(answer.body.onboarding_data))).toEqual(sampleOnboardingData());
  });

  it('answers 404 for a user without a profile', async () => {
    const user = await signUp(ANN);
    const expected = {
      status: 404,
      body: { success: false, error: API_MESSAGES.onboardingNotFound },
    };
    expect(await callMockApi('GET', `/onboarding/${user.id}`)).toEqual(expected);
    expect(await callMockApi('GET', `/onboarding/by-email/${ANN}`)).toEqual(expected);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await callMockApi('GET', '/onboarding/user_404')).status).toBe(404);
    expect((await callMockApi('GET', `/onboarding/by-email/${BOB}`)).status).toBe(404);
  });

  it('does not show one user’s profile to another', async () => {
    await signUp(ANN);
    await signUp(BOB);
    await saveOnboarding({ user_email: ANN });
    expect((await callMockApi('GET', `/onboarding/by-email/${BOB}`)).status).toBe(404);
  });
});

describe('GET /get-brand-assets/{email}', () => {
  const assetsOf = async (email: string) =>
    (await callMockApi('GET', `/get-brand-assets/${encodeURIComponent(email)}`)).body;

  it('counts nothing for a new user', async () => {
    await signUp(ANN);
    expect(await assetsOf(ANN)).toEqual({
      success: true,
      brand_assets: { logos: { count: 0 }, photos: { count: 0, files: [] } },
    });
  });

  it('counts each user’s own logos and photos, with the photos’ file names', async () => {
    await signUp(ANN);
    await signUp(BOB);
    await uploadLogo({ user_email: ANN });
    await uploadPhotos({ user_email: ANN }, ['shop.png', 'team.png']);
    await uploadPhotos({ user_email: BOB }, ['bob.png']);

    const ann = await assetsOf(ANN);
    expect(ann).toMatchObject({
      success: true,
      brand_assets: {
        logos: { count: 1 },
        photos: {
          count: 2,
          files: [
            { filename: 'shop.png', url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/) },
            { filename: 'team.png', url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/) },
          ],
        },
      },
    });
    expect(await assetsOf(BOB)).toMatchObject({
      brand_assets: { logos: { count: 0 }, photos: { count: 1, files: [{ filename: 'bob.png' }] } },
    });
  });

  it('does not count post images as brand assets', async () => {
    await signUp(ANN);
    const form = new FormData();
    form.append('file', image('post.png'));
    form.append('file_type', 'post_image');
    form.append('user_email', ANN);
    await postForm('/upload', form);
    expect(await assetsOf(ANN)).toMatchObject({
      brand_assets: { logos: { count: 0 }, photos: { count: 0 } },
    });
  });

  it('counts uploads filed under the user’s Google id', async () => {
    getDb().createUser({ email: ANN, google_id: 'g-1' }, null);
    await uploadLogo({ google_id: 'g-1' });
    expect(await assetsOf(ANN)).toMatchObject({ brand_assets: { logos: { count: 1 } } });
  });

  it('counts uploads of someone who has no account yet by e-mail', async () => {
    await uploadLogo({ user_email: ANN });
    expect(await assetsOf(ANN)).toMatchObject({ brand_assets: { logos: { count: 1 } } });
  });
});
