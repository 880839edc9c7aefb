import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { User } from '@contract/auth';
import type {
  GenerateBrandAwareContentRequest,
  GenerateCombinedBrandImageRequest,
  GenerateContentRequest,
} from '@contract/generation';
import { absoluteApiBaseUrl } from '@/config/env';
import { getDb } from '@/mocks/db';
import { googleCredential, sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { server } from '@/mocks/node';
import {
  addUser,
  deleteDraft,
  facebookLogin,
  generateBrandAwareContent,
  generateCombinedBrandImage,
  generateContent,
  getBrandAssets,
  getDrafts,
  getOnboardingByEmail,
  getOnboardingById,
  googleLogin,
  identifyUser,
  login,
  NO_USER_DATA_MESSAGE,
  NO_USER_IDENTIFICATION_MESSAGE,
  saveDraft,
  saveOnboarding,
  uploadFile,
  uploadFiles,
} from './api';
import { ApiError, type ApiErrorKind } from './api-error';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';
const PASSWORD = 'Bread-and-butter-42';

const url = (path: string) => `${absoluteApiBaseUrl()}${path}`;

/** Awaits a call that must fail and returns its ApiError. */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('Expected the call to fail, but it succeeded');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function expectApiError(
  promise: Promise<unknown>,
  expected: { kind: ApiErrorKind; message?: string; status?: number | null },
) {
  const error = await failureOf(promise);
  expect(error).toMatchObject(expected);
  return error;
}

/** Every request the mock backend receives during the test, cloned so its body can be read. */
function recordRequests() {
  const requests: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    requests.push(request.clone());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return requests;
}

function lastRequest(requests: Request[]): Request {
  const request = requests.at(-1);
  if (!request) throw new Error('No request reached the server');
  return request;
}

const png = (content = 'png-bytes', name = 'photo.png') =>
  new File([content], name, { type: 'image/png' });

function textRequest(
  changes: Partial<GenerateBrandAwareContentRequest> = {},
): GenerateBrandAwareContentRequest {
  return {
    post_desc: 'Fresh sourdough this Saturday',
    titleGeneration: true,
    seoEnabled: true,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'medium',
    imageGeneration: false,
    hashtagGeneration: true,
    user_email: ANN,
    onboarding_data: sampleOnboardingData(),
    ...changes,
  };
}

function imageRequest(
  changes: Partial<GenerateCombinedBrandImageRequest> = {},
): GenerateCombinedBrandImageRequest {
  return {
    post_desc: 'Croissant sale',
    user_email: ANN,
    onboarding_data: sampleOnboardingData(),
    use_brand_colors: true,
    use_logo_integration: false,
    use_brand_photo_reference: false,
    use_advanced_settings: false,
    brand_colors: ['#b45309', '#fde68a'],
    logo_placement: 'corner',
    reference_photo_index: 0,
    style_preferences: '',
    quality: 'medium',
    background: 'opaque',
    output_compression: 85,
    ...changes,
  };
}

function anonymousRequest(changes: Partial<GenerateContentRequest> = {}): GenerateContentRequest {
  return {
    business_desc: 'A family bakery',
    post_desc: 'Fresh sourdough this Saturday',
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'short',
    imageGeneration: false,
    hashtagGeneration: true,
    ...changes,
  };
}

async function signedUp(email = ANN): Promise<User> {
  return addUser({ email, password: PASSWORD });
}

// --- Auth ---------------------------------------------------------------------------

describe('addUser', () => {
  it('creates an account and returns the whole user the server sent', async () => {
    const user = await addUser({ email: ANN, password: PASSWORD });
    expect(user).toEqual({ email: ANN, name: null, email_verified: false, id: expect.any(String) });
  });

  it('gives the server’s text when the e-mail is taken', async () => {
    await signedUp();
    await expectApiError(addUser({ email: ANN, password: 'another-password' }), {
      kind: 'server',
      status: 409,
      message: 'An account with this email already exists',
    });
  });

  it('gives the server’s validation text for an invalid e-mail', async () => {
    const error = await failureOf(addUser({ email: 'not-an-email', password: PASSWORD }));
    expect(error).toMatchObject({ kind: 'server', status: 400 });
    // The reason alone: the field's name is for machines, not for the screen.
    expect(error.message).not.toMatch(/^email: /);
    expect(error.message).toMatch(/\S/);
  });
});

describe('login', () => {
  it('returns the user for the right password', async () => {
    const created = await signedUp();
    expect(await login({ email: ANN, password: PASSWORD })).toEqual(created);
  });

  it('gives the server’s text for a wrong password', async () => {
    await signedUp();
    await expectApiError(login({ email: ANN, password: 'wrong' }), {
      kind: 'server',
      status: 401,
      message: 'Invalid email or password',
    });
  });

  it('sends the e-mail and password as JSON', async () => {
    await signedUp();
    const requests = recordRequests();
    await login({ email: ANN, password: PASSWORD });
    const request = lastRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(url('/login'));
    expect(request.headers.get('content-type')).toContain('application/json');
    expect(await request.json()).toEqual({ email: ANN, password: PASSWORD });
  });
});

describe('googleLogin', () => {
  it('returns the user for the credential', async () => {
    const user = await googleLogin(googleCredential({ sub: 'g-1', email: ANN, name: 'Ann' }));
    expect(user).toMatchObject({ email: ANN, google_id: 'g-1', name: 'Ann' });
  });

  it('gives the server’s text for a credential it cannot read', async () => {
    await expectApiError(googleLogin('garbage'), {
      kind: 'server',
      status: 401,
      message: 'Invalid Google credential',
    });
  });
});

describe('facebookLogin', () => {
  const request = { facebookId: 'f-1', email: ANN, name: 'Ann', accessToken: 'token' };

  it('returns the user', async () => {
    expect(await facebookLogin(request)).toMatchObject({ facebook_id: 'f-1', email: ANN });
  });

  it.each([
    ['an empty object', {}],
    ['success without a user', { success: true }],
    ['a null user', { user: null }],
  ])(`throws "${NO_USER_DATA_MESSAGE}" when the answer is %s`, async (_label, body) => {
    server.use(http.post(url('/facebook-login'), () => HttpResponse.json(body)));
    await expectApiError(facebookLogin(request), {
      kind: 'server',
      message: 'No user data returned from backend',
    });
  });

  it('gives the server’s own text rather than the missing-user text on an error', async () => {
    server.use(
      http.post(url('/facebook-login'), () =>
        HttpResponse.json({ error: 'Facebook token expired' }, { status: 401 }),
      ),
    );
    await expectApiError(facebookLogin(request), {
      kind: 'server',
      status: 401,
      message: 'Facebook token expired',
    });
  });
});

// --- Onboarding ---------------------------------------------------------------------

describe('identifyUser', () => {
  it.each([
    [{ email: ANN, google_id: 'g-1', facebook_id: 'f-1' }, { user_email: ANN }],
    [{ email: null, google_id: 'g-1', facebook_id: 'f-1' }, { google_id: 'g-1' }],
    [{ email: '', google_id: '', facebook_id: 'f-1' }, { facebook_id: 'f-1' }],
  ])('identifies %o by %o', (user, identifier) => {
    expect(identifyUser(user)).toEqual(identifier);
  });

  it.each([[{}], [null], [undefined], [{ email: '', google_id: null }]])(
    'throws "No user identification found" for %o',
    (user) => {
      expect(() => identifyUser(user)).toThrow(NO_USER_IDENTIFICATION_MESSAGE);
    },
  );
});

describe('saveOnboarding', () => {
  const data = sampleOnboardingData();

  it('saves the profile and returns the user id', async () => {
    const user = await signedUp();
    const answer = await saveOnboarding(user, data);
    expect(answer.user_id).toBe(user.id);
    expect(await getOnboardingByEmail(ANN)).toEqual(data);
  });

  it('sends the user fields with the profile, identified by user_email first', async () => {
    const user = await signedUp();
    const requests = recordRequests();
    await saveOnboarding({ ...user, name: 'Ann', google_id: 'g-1', facebook_id: 'f-1' }, data);
    const request = lastRequest(requests);
    expect(request.url).toBe(url('/onboarding'));
    expect(await request.json()).toEqual({
      user_email: ANN,
      name: 'Ann',
      business_name: 'Golden Crust Bakery',
      industry: 'Bakery',
      location: 'Portland',
      employees: '2-5',
      onboarding_data: data,
    });
  });

  it('identifies a user without an e-mail by google_id', async () => {
    const user = await googleLogin(googleCredential({ sub: 'g-1' }));
    const requests = recordRequests();
    await saveOnboarding({ ...user, facebook_id: 'f-1' }, data);
    const body = (await lastRequest(requests).json()) as Record<string, unknown>;
    expect(body.google_id).toBe('g-1');
    expect(body).not.toHaveProperty('user_email');
    expect(body).not.toHaveProperty('facebook_id');
  });

  it('identifies a user with only a Facebook account by facebook_id', async () => {
    const user = await facebookLogin({ facebookId: 'f-1', accessToken: 'token' });
    const requests = recordRequests();
    const answer = await saveOnboarding(user, data);
    const body = (await lastRequest(requests).json()) as Record<string, unknown>;
    expect(body.facebook_id).toBe('f-1');
    expect(body).not.toHaveProperty('user_email');
    expect(body).not.toHaveProperty('google_id');
    expect(answer.user_id).toBe(user.id);
  });

  it('throws "No user identification found" without sending anything', async () => {
    const requests = recordRequests();
    await expectApiError(saveOnboarding({ name: 'Ann', email: null }, data), {
      kind: 'client',
      message: 'No user identification found',
    });
    expect(requests).toHaveLength(0);
  });

  it('gives the server’s text for an unknown user', async () => {
    await expectApiError(saveOnboarding({ email: BOB }, data), {
      kind: 'server',
      status: 404,
      message: 'User not found',
    });
  });
});

describe('getOnboardingById', () => {
  it('reads the profile the server sends as an object', async () => {
    const user = await signedUp();
    const { user_id } = await saveOnboarding(user, sampleOnboardingData());
    expect(await getOnboardingById(user_id)).toEqual(sampleOnboardingData());
  });

  it('reads the profile sent as JSON text', async () => {
    server.use(
      http.get(url('/onboarding/:id'), () =>
        HttpResponse.json({ user_id: 7, onboarding_data: JSON.stringify(sampleOnboardingData()) }),
      ),
    );
    expect(await getOnboardingById(7)).toEqual(sampleOnboardingData());
  });

  it('gives null on 404', async () => {
    expect(await getOnboardingById('user_404')).toBeNull();
  });

  it('encodes the id into the path', async () => {
    const requests = recordRequests();
    await getOnboardingById('a/b c');
    expect(lastRequest(requests).url).toBe(url('/onboarding/a%2Fb%20c'));
  });
});

describe('getOnboardingByEmail', () => {
  it('reads the profile the server sends as JSON text', async () => {
    const user = await signedUp();
    await saveOnboarding(user, sampleOnboardingData());
    expect(await getOnboardingByEmail(ANN)).toEqual(sampleOnboardingData());
  });

  it('reads the profile sent as an object', async () => {
    server.use(
      http.get(url('/onboarding/by-email/:email'), () =>
        HttpResponse.json({ onboarding_data: sampleOnboardingData() }),
      ),
    );
    expect(await getOnboardingByEmail(ANN)).toEqual(sampleOnboardingData());
  });

  it('gives null on 404', async () => {
    await signedUp();
    expect(await getOnboardingByEmail(ANN)).toBeNull();
    expect(await getOnboardingByEmail('nobody@example.com')).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{"business":'],
    ['data of the wrong shape', { business: { name: 'Shop' } }],
    ['null', null],
  ])('gives null for onboarding data that is %s', async (_label, onboarding_data) => {
    server.use(
      http.get(url('/onboarding/by-email/:email'), () => HttpResponse.json({ onboarding_data })),
    );
    expect(await getOnboardingByEmail(ANN)).toBeNull();
  });

  it('finds an e-mail with a plus sign, sent as one encoded path segment', async () => {
    const email = 'ann+shop@example.com';
    const user = await signedUp(email);
    await saveOnboarding(user, sampleOnboardingData());
    const requests = recordRequests();
    expect(await getOnboardingByEmail(email)).toEqual(sampleOnboardingData());
    expect(lastRequest(requests).url).toBe(url('/onboarding/by-email/ann%2Bshop%40example.com'));
  });

  it('does not turn other errors into null', async () => {
    server.use(
      http.get(url('/onboarding/by-email/:email'), () =>
        HttpResponse.json({ error: 'Database unavailable' }, { status: 503 }),
      ),
    );
    await expectApiError(getOnboardingByEmail(ANN), {
      kind: 'server',
      status: 503,
      message: 'Database unavailable',
    });
  });
});

describe('getBrandAssets', () => {
  it('returns the counts of the user’s logos and photos', async () => {
    const user = await signedUp();
    await uploadFile(png(), identifyUser(user), 'logo');
    await uploadFiles([png('one'), png('two')], identifyUser(user));
    await uploadFiles([png('other')], { user_email: BOB });
    expect(await getBrandAssets(ANN)).toEqual({
      logos: { count: 1 },
      photos: {
        count: 2,
        files: [
          {
            filename: expect.any(String),
            url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/),
          },
          {
            filename: expect.any(String),
            url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/),
          },
        ],
      },
    });
  });

  it('treats a 200 with success false as the server’s error', async () => {
    server.use(
      http.get(url('/get-brand-assets/:email'), () =>
        HttpResponse.json({ success: false, error: 'Storage is offline' }),
      ),
    );
    await expectApiError(getBrandAssets(ANN), {
      kind: 'server',
      status: 200,
      message: 'Storage is offline',
    });
  });
});

// --- Uploads ------------------------------------------------------------------------

describe('uploadFile', () => {
  it.each(['post_image', 'logo'] as const)(
    'sends a multipart form with file, user_email and file_type %s',
    async (fileType) => {
      const requests = recordRequests();
      const uploaded = await uploadFile(png('hello'), { user_email: ANN }, fileType);
      expect(uploaded.url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);

      const request = lastRequest(requests);
      expect(request.url).toBe(url('/upload'));
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const form = await request.formData();
      expect([...form.keys()].sort()).toEqual(['file', 'file_type', 'user_email']);
      expect(form.get('user_email')).toBe(ANN);
      expect(form.get('file_type')).toBe(fileType);
      const file = form.get('file');
      expect(file).not.toBeTypeOf('string');
      expect(await (file as Blob).text()).toBe('hello');
      expect((file as Blob).type).toBe('image/png');
    },
  );

  it.each([[{ google_id: 'g-1' }], [{ facebook_id: 'f-1' }]])(
    'sends the identifier %o in place of user_email',
    async (identifier) => {
      const requests = recordRequests();
      await uploadFile(png(), identifier, 'logo');
      const form = await lastRequest(requests).formData();
      const [[key, value]] = Object.entries(identifier) as [[string, string]];
      expect(form.get(key)).toBe(value);
      expect(form.has('user_email')).toBe(false);
    },
  );

  it('gives the server’s text when the server refuses the upload', async () => {
    await expectApiError(uploadFile(png(), {}, 'logo'), {
      kind: 'server',
      status: 400,
      message: 'No user identification found',
    });
  });
});

describe('uploadFiles', () => {
  it('sends every file under files with file_type photo and the identifier', async () => {
    const requests = recordRequests();
    const uploaded = await uploadFiles([png('one'), png('two')], { user_email: ANN });
    expect(uploaded).toEqual([
      { url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/), filename: expect.any(String) },
      { url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/), filename: expect.any(String) },
    ]);

    const request = lastRequest(requests);
    expect(request.url).toBe(url('/upload-multiple'));
    const form = await request.formData();
    expect(form.get('file_type')).toBe('photo');
    expect(form.get('user_email')).toBe(ANN);
    const files = form.getAll('files');
    expect(files).toHaveLength(2);
    expect(await Promise.all(files.map((file) => (file as Blob).text()))).toEqual(['one', 'two']);
  });
});

// --- Generation ---------------------------------------------------------------------

describe('generateBrandAwareContent', () => {
  it('returns the title, caption and hashtags', async () => {
    const content = await generateBrandAwareContent(textRequest());
    expect(content).toEqual({
      title: 'Fresh sourdough this Saturday | Golden Crust Bakery in Portland',
      caption: expect.stringContaining('Fresh sourdough this Saturday.'),
      hashtags: expect.stringMatching(/^#/),
      variation: expect.any(Number),
      written_by: { by: 'offline' },
      needs_detail: false,
    });
  });

  it('gives the server’s validation text for a blank description', async () => {
    await expectApiError(generateBrandAwareContent(textRequest({ post_desc: '  ' })), {
      kind: 'server',
      status: 400,
      message: 'Please enter a post description.',
    });
  });
});

describe('generateCombinedBrandImage', () => {
  it('returns the image and the prompt the server calls image_prompt', async () => {
    const image = await generateCombinedBrandImage(imageRequest());
    expect(image.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}\.svg$/);
    expect(image.imagePrompt).toContain('Croissant sale');
  });

  it.each([
    ['prompt', { prompt: 'A warm bakery scene' }, 'A warm bakery scene'],
    ['image_prompt', { image_prompt: 'A croissant close-up' }, 'A croissant close-up'],
    ['both (image_prompt wins)', { prompt: 'old', image_prompt: 'new' }, 'new'],
    ['neither', {}, null],
  ])('maps an answer with %s', async (_label, prompts, expected) => {
    server.use(
      http.post(url('/generate-combined-brand-image'), () =>
        HttpResponse.json({
          success: true,
          image_url: 'https://cdn.example.com/a.png',
          ...prompts,
        }),
      ),
    );
    expect(await generateCombinedBrandImage(imageRequest())).toEqual({
      imageUrl: 'https://cdn.example.com/a.png',
      imagePrompt: expected,
      // An answer that does not say who made the image says nothing of it.
      imageBy: null,
    });
  });

  it('treats a 200 with success false as the server’s error', async () => {
    server.use(
      http.post(url('/generate-combined-brand-image'), () =>
        HttpResponse.json({ success: false, error: 'Image quota exceeded' }),
      ),
    );
    await expectApiError(generateCombinedBrandImage(imageRequest()), {
      kind: 'server',
      status: 200,
      message: 'Image quota exceeded',
    });
  });
});

describe('generateContent', () => {
  it('returns the anonymous result without an image', async () => {
    expect(await generateContent(anonymousRequest())).toEqual({
      title: 'Fresh sourdough this Saturday',
      caption: expect.stringContaining('Fresh sourdough this Saturday'),
      hashtags: expect.stringMatching(/^#/),
      variation: expect.any(Number),
      image_url: null,
      needs_detail: false,
    });
  });

  it('returns an image when asked', async () => {
    const result = await generateContent(anonymousRequest({ imageGeneration: true }));
    expect(result.image_url).toMatch(/^\/media\/[0-9a-f-]{36}\.svg$/);
  });
});

// --- Drafts -------------------------------------------------------------------------

describe('saveDraft and getDrafts', () => {
  it('saves a draft and lists it, newest first, with the count', async () => {
    const first = await saveDraft(sampleDraftRequest(ANN, { title: 'First' }));
    const second = await saveDraft(sampleDraftRequest(ANN, { title: 'Second' }));
    await saveDraft(sampleDraftRequest(BOB));
    expect(first).toMatchObject({
      ...sampleDraftRequest(ANN, { title: 'First' }),
      id: expect.any(String),
    });
    expect(await getDrafts(ANN)).toEqual({ success: true, drafts: [second, first], count: 2 });
  });

  it('asks for the list with user_email in the query', async () => {
    const requests = recordRequests();
    await getDrafts('ann+shop@example.com');
    const requested = new URL(lastRequest(requests).url);
    expect(requested.pathname).toBe(new URL(url('/get-drafts')).pathname);
    expect(requested.searchParams.get('user_email')).toBe('ann+shop@example.com');
  });

  it('gives the server’s text for a draft it refuses', async () => {
    await expectApiError(saveDraft(sampleDraftRequest(ANN, { generation_params: '{}' })), {
      kind: 'server',
      status: 400,
      message: 'generation_params must be JSON generation parameters',
    });
  });
});

describe('deleteDraft', () => {
  it('deletes the draft, naming the user in a JSON body', async () => {
    const draft = await saveDraft(sampleDraftRequest(ANN));
    const requests = recordRequests();
    await expect(deleteDraft(draft.id, ANN)).resolves.toBeUndefined();
    const request = lastRequest(requests);
    expect(request.method).toBe('DELETE');
    expect(request.url).toBe(url(`/delete-draft/${draft.id}`));
    expect(await request.json()).toEqual({ user_email: ANN });
    expect((await getDrafts(ANN)).count).toBe(0);
  });

  it('gives the server’s text for another user’s draft, which answers like a missing one', async () => {
    const draft = await saveDraft(sampleDraftRequest(ANN));
    await expectApiError(deleteDraft(draft.id, BOB), {
      kind: 'server',
      status: 404,
      message: 'Draft not found',
    });
  });

  it('gives the server’s text for a missing draft', async () => {
    await expectApiError(deleteDraft('draft_404', ANN), {
      kind: 'server',
      status: 404,
      message: 'Draft not found',
    });
  });
});

// --- Answers that break the contract ------------------------------------------------

describe('answers that break the contract', () => {
  it.each([
    [
      'a list without drafts',
      () => getDrafts(ANN),
      http.get(url('/get-drafts'), () => HttpResponse.json({ success: true })),
    ],
    [
      'a login without a user',
      () => login({ email: ANN, password: PASSWORD }),
      http.post(url('/login'), () => HttpResponse.json({ ok: true })),
    ],
    [
      'a Facebook user that is not an object',
      () => facebookLogin({ facebookId: 'f-1', accessToken: 't' }),
      http.post(url('/facebook-login'), () => HttpResponse.json({ user: 'ann' })),
    ],
    [
      'an image without a URL',
      () => generateCombinedBrandImage(imageRequest()),
      http.post(url('/generate-combined-brand-image'), () => HttpResponse.json({ success: true })),
    ],
    [
      'HTML instead of JSON',
      () => getDrafts(ANN),
      http.get(url('/get-drafts'), () => HttpResponse.html('<h1>Welcome</h1>')),
    ],
    [
      'onboarding data that is a number',
      () => getOnboardingByEmail(ANN),
      http.get(url('/onboarding/by-email/:email'), () => HttpResponse.json({ onboarding_data: 5 })),
    ],
  ])('gives a contract error for %s', async (_label, call, handler) => {
    server.use(handler);
    const error = await expectApiError(call(), {
      kind: 'contract',
      status: 200,
      message: 'Unexpected response from the server',
    });
    expect(error.isNetworkError).toBe(false);
  });

  it('treats a 200 that carries only an error message as the server’s error', async () => {
    server.use(http.get(url('/get-drafts'), () => HttpResponse.json({ error: 'Session expired' })));
    await expectApiError(getDrafts(ANN), {
      kind: 'server',
      status: 200,
      message: 'Session expired',
    });
  });

  it('names the status when an error answer has no message', async () => {
    server.use(
      http.get(url('/get-drafts'), () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    await expectApiError(getDrafts(ANN), {
      kind: 'server',
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('reports a dropped connection as a network error', async () => {
    server.use(http.get(url('/get-drafts'), () => HttpResponse.error()));
    const error = await expectApiError(getDrafts(ANN), { kind: 'network', status: null });
    expect(error.isNetworkError).toBe(true);
  });
});

// --- Sentinels ----------------------------------------------------------------------

interface SentinelCase {
  name: string;
  key: string;
  call: (token: string) => Promise<unknown>;
}

const emailWith = (token: string) => `ann+${token}@example.com`;

const SENTINEL_CASES: SentinelCase[] = [
  { name: 'login', key: 'login', call: (t) => login({ email: emailWith(t), password: 'x' }) },
  { name: 'addUser', key: 'signup', call: (t) => addUser({ email: emailWith(t), password: 'x' }) },
  { name: 'googleLogin', key: 'google', call: (t) => googleLogin(t) },
  {
    name: 'facebookLogin',
    key: 'facebook',
    call: (t) => facebookLogin({ facebookId: t, accessToken: 'token' }),
  },
  {
    name: 'saveOnboarding',
    key: 'onboarding',
    call: (t) => saveOnboarding({ email: emailWith(t) }, sampleOnboardingData()),
  },
  { name: 'getOnboardingById', key: 'onboarding-read', call: (t) => getOnboardingById(t) },
  {
    name: 'getOnboardingByEmail',
    key: 'onboarding-read',
    call: (t) => getOnboardingByEmail(emailWith(t)),
  },
  { name: 'getBrandAssets', key: 'assets', call: (t) => getBrandAssets(emailWith(t)) },
  {
    name: 'generateBrandAwareContent',
    key: 'text',
    call: (t) => generateBrandAwareContent(textRequest({ post_desc: `Bagels ${t}` })),
  },
  {
    name: 'generateCombinedBrandImage',
    key: 'image',
    call: (t) => generateCombinedBrandImage(imageRequest({ post_desc: `Bagels ${t}` })),
  },
  {
    name: 'uploadFile',
    key: 'upload',
    call: (t) => uploadFile(png(), { user_email: emailWith(t) }, 'post_image'),
  },
  {
    name: 'uploadFiles',
    key: 'photos',
    call: (t) => uploadFiles([png()], { user_email: emailWith(t) }),
  },
  { name: 'saveDraft', key: 'save', call: (t) => saveDraft(sampleDraftRequest(emailWith(t))) },
  { name: 'getDrafts', key: 'drafts', call: (t) => getDrafts(emailWith(t)) },
  { name: 'deleteDraft', key: 'delete', call: (t) => deleteDraft(t, ANN) },
  {
    name: 'generateContent',
    key: 'generate',
    call: (t) => generateContent(anonymousRequest({ post_desc: `Bagels ${t}` })),
  },
];

describe('sentinels reach every endpoint function', () => {
  it('covers all 16 endpoints', () => {
    expect(new Set(SENTINEL_CASES.map((item) => item.name)).size).toBe(16);
  });

  it.each(SENTINEL_CASES)(
    '$name: fail-$key gives the server’s error text',
    async ({ key, call }) => {
      await expectApiError(call(`fail-${key}`), {
        kind: 'server',
        status: 500,
        message: `Simulated ${key} failure`,
      });
    },
  );

  it.each(SENTINEL_CASES)('$name: offline-$key gives a network error', async ({ key, call }) => {
    await expectApiError(call(`offline-${key}`), {
      kind: 'network',
      status: null,
      message: 'Network error',
    });
  });

  it.each(SENTINEL_CASES)('$name: flaky-$key fails once, then not', async ({ key, call }) => {
    await expectApiError(call(`flaky-${key}`), {
      kind: 'server',
      message: `Simulated ${key} failure`,
    });
    // The retry may still fail for its own reasons (an unknown user, say), never the simulated one.
    const retry = await call(`flaky-${key}`).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(retry instanceof ApiError ? retry.message : null).not.toBe(`Simulated ${key} failure`);
  });

  it('lets a flaky login succeed on the second try', async () => {
    const email = emailWith('flaky-login');
    await addUser({ email, password: PASSWORD });
    await expectApiError(login({ email, password: PASSWORD }), { kind: 'server' });
    expect((await login({ email, password: PASSWORD })).email).toBe(email);
  });

  it('lets a flaky drafts list load on the second try', async () => {
    const email = emailWith('flaky-drafts');
    await saveDraft(sampleDraftRequest(email));
    await expectApiError(getDrafts(email), { kind: 'server', message: 'Simulated drafts failure' });
    expect((await getDrafts(email)).count).toBe(1);
  });

  it('leaves the database untouched when a write fails on purpose', async () => {
    await failureOf(saveDraft(sampleDraftRequest(emailWith('fail-save'))));
    await failureOf(addUser({ email: emailWith('offline-signup'), password: PASSWORD }));
    expect(getDb().snapshot()).toMatchObject({ users: [], drafts: [] });
  });
});

describe('server messages on screen', () => {
  it('drops the field name of a validation answer, keeping the reason', async () => {
    const { addUser: signUp } = await import('./api');
    await expect(signUp({ email: 'ann@example.com', password: 'short' })).rejects.toMatchObject({
      kind: 'server',
      status: 400,
      message: expect.not.stringMatching(/^password: /) as unknown,
    });
  });
});
