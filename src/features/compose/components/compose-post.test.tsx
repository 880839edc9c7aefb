import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth';
import type { Draft, SaveDraftRequest } from '@contract/drafts';
import { endpoints } from '@contract/endpoints';
import type { OnboardingData } from '@contract/onboarding';
import { absoluteApiBaseUrl } from '@/config/env';
import { useAuthModal } from '@/lib/auth-modal';
import { OnboardingProvider } from '@/features/onboarding/onboarding-context';
import { addUser, getDrafts, saveOnboarding, uploadFile, uploadFiles } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { sampleOnboardingData } from '@contract/samples';
import { server } from '@/mocks/node';
import { renderApp, renderWithProviders, signInAs } from '@/testing/render';
import {
  DRAFT_REPLACED_MESSAGE,
  DRAFT_SAVED_MESSAGE,
  GENERATION_FAILED_MESSAGE,
  UPLOAD_NETWORK_MESSAGE,
} from '../compose-messages';
import { ComposePost } from './compose-post';

const EMAIL = 'baker@example.com';

interface Recorded {
  path: string;
  body?: unknown;
  form?: FormData;
}

const WRITE_PATHS: string[] = [
  endpoints.generateBrandAwareContent.path,
  endpoints.generateCombinedBrandImage.path,
  endpoints.upload.path,
  endpoints.saveDraft.path,
];

/** Records every generation-related call in order, without changing its answer. */
function recordCalls() {
  const calls: Recorded[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (!WRITE_PATHS.includes(path)) return;
    const entry: Recorded = { path };
    calls.push(entry);
    const clone = request.clone();
    pending.push(
      (request.headers.get('content-type') ?? '').includes('multipart/form-data')
        ? clone.formData().then((form) => void (entry.form = form))
        : clone.json().then((body: unknown) => void (entry.body = body)),
    );
  });
  return {
    calls,
    paths: () => calls.map((call) => call.path),
    settled: () => Promise.all(pending),
  };
}

function brandProfile(logoUrl: string, photoUrl: string): OnboardingData {
  return {
    business: {
      name: 'Golden Crust Bakery',
      industry: 'Bakery',
      city: 'Portland',
      employees: '2-5',
    },
    brandAssets: {
      logoUrl,
      colors: ['#b45309', '#fde68a'],
      photos: [photoUrl],
      tagline: 'Baked fresh every morning',
      samplePosts: ['Warm bread, warm hearts.'],
    },
    contentPrefs: {
      platforms: ['instagram'],
      postsPerMonth: 12,
      postLength: 'Long',
      aiVisuals: true,
      hashtagStyle: 'Moderate',
    },
  };
}

/** A signed-in baker with colours, a logo and a photo, set up through the API. */
async function seedBrandedUser(): Promise<{ user: User; profile: OnboardingData }> {
  const user = await addUser({ email: EMAIL, password: 'pw-123456' });
  const logo = await uploadFile(
    new File(['logo'], 'logo.png', { type: 'image/png' }),
    { user_email: EMAIL },
    'logo',
  );
  const [photo] = await uploadFiles([new File(['shop'], 'shop.png', { type: 'image/png' })], {
    user_email: EMAIL,
  });
  if (!photo) throw new Error('photo upload returned nothing');
  const profile = brandProfile(logo.url, photo.url);
  await saveOnboarding(user, profile);
  signInAs(user);
  return { user, profile };
}

async function openCompose() {
  const view = renderApp('/compose');
  await screen.findByRole('heading', { level: 1, name: 'Compose New Post' });
  await screen.findByRole('form', { name: 'Create a post' });
  return view;
}

const description = () => screen.getByRole('textbox', { name: 'Post description' });

async function draftCount() {
  return (await getDrafts(EMAIL)).count;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('/compose signed out', () => {
  it('asks the visitor to log in instead of showing the form', async () => {
    const Probe = () => <p>Auth modal: {useAuthModal().mode ?? 'closed'}</p>;
    const { user } = renderWithProviders(
      <MemoryRouter>
        <OnboardingProvider>
          <ComposePost />
          <Probe />
        </OnboardingProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Log in to create posts' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in to continue' }));
    expect(screen.getByText('Auth modal: login')).toBeInTheDocument();
  });

  it('shows the prompt on the /compose route', async () => {
    renderApp('/compose');
    expect(await screen.findByRole('heading', { name: 'Log in to create posts' })).toBeVisible();
  });
});

describe('/compose for a brand that posts to X', () => {
  it('saves the X version of a post too long for X with the draft', async () => {
    const account = await addUser({ email: EMAIL, password: 'pw-123456' });
    await saveOnboarding(
      account,
      sampleOnboardingData({
        contentPrefs: { platforms: ['x', 'facebook'], postLength: 'Long', aiVisuals: false },
      }),
    );
    signInAs(account);
    const record = recordCalls();
    const { user } = await openCompose();
    expect(screen.getByRole('radio', { name: 'Long' })).toBeChecked();

    await user.type(description(), 'Sourdough masterclass this Saturday');
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));
    expect(await screen.findByText(DRAFT_SAVED_MESSAGE)).toBeInTheDocument();
    await record.settled();

    expect(record.paths()).toEqual(['/generate-brand-aware-content', '/save-draft']);
    const saved = record.calls[1]?.body as SaveDraftRequest;
    const x = saved.variants?.x;
    expect(x?.caption).toBeTruthy();
    expect(saved.caption.startsWith(x?.caption ?? '-')).toBe(true);
    expect(saved.caption.length).toBeGreaterThan(x?.caption.length ?? Infinity);
    const [draft] = (await getDrafts(EMAIL)).drafts;
    expect(draft?.variants).toEqual(saved.variants);
  });
});

describe('/compose another version', () => {
  it(
    'shows another version unsaved in place of the post, and keeping it replaces the one draft',
    { timeout: 20_000 },
    async () => {
      const account = await addUser({ email: EMAIL, password: 'pw-123456' });
      await saveOnboarding(
        account,
        sampleOnboardingData({ contentPrefs: { platforms: ['instagram'], aiVisuals: false } }),
      );
      signInAs(account);
      const record = recordCalls();
      const { user } = await openCompose();
      await user.click(screen.getByRole('radio', { name: /No Image/ }));
      await user.type(description(), 'Sourdough masterclass this Saturday');
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));
      expect(await screen.findByText(DRAFT_SAVED_MESSAGE)).toBeInTheDocument();
      const [first] = (await getDrafts(EMAIL)).drafts;

      await user.click(screen.getByRole('button', { name: 'Try another version' }));
      const version = await screen.findByRole('region', { name: 'Another version, not saved yet' });
      expect(screen.queryByRole('region', { name: 'Saved to your drafts' })).toBeNull();
      await user.click(within(version).getByRole('button', { name: 'Try another version' }));
      const latest = await screen.findByRole('region', { name: 'Another version, not saved yet' });
      expect(await draftCount()).toBe(1);

      await user.click(within(latest).getByRole('button', { name: 'Keep this version' }));
      expect(await screen.findByText(DRAFT_REPLACED_MESSAGE)).toBeInTheDocument();
      await record.settled();
      expect(record.paths().filter((path) => path === '/save-draft')).toHaveLength(1);
      const drafts = (await getDrafts(EMAIL)).drafts;
      expect(drafts.map((draft) => draft.id)).toEqual([first?.id]);
      const kept = drafts[0]?.caption ?? '';
      const savedCard = screen.getByRole('region', { name: 'Saved to your drafts' });
      expect(within(savedCard).getByText(kept)).toBeInTheDocument();
    },
  );
});

describe('/compose keeping a version a model wrote', () => {
  it(
    'says the model wrote the version, before and after it is kept',
    { timeout: 20_000 },
    async () => {
      const account = await addUser({ email: EMAIL, password: 'pw-123456' });
      await saveOnboarding(
        account,
        sampleOnboardingData({ contentPrefs: { platforms: ['instagram'], aiVisuals: false } }),
      );
      signInAs(account);
      const { user } = await openCompose();
      await user.click(screen.getByRole('radio', { name: /No Image/ }));
      await user.type(description(), 'Sourdough masterclass this Saturday');
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));
      const saved = await screen.findByRole('region', { name: 'Saved to your drafts' });
      expect(within(saved).getByText('Written offline.')).toBeInTheDocument();

      // The next version comes from a model.
      server.use(
        http.post(
          `${absoluteApiBaseUrl()}${endpoints.generateBrandAwareContent.path}`,
          () =>
            HttpResponse.json({
              title: 'Sourdough masterclass',
              caption: 'Learn to shape a loaf with us this Saturday.',
              hashtags: '#sourdough',
              variation: 1,
              written_by: { by: 'model', model: 'writer-2' },
            }),
          { once: true },
        ),
      );
      await user.click(within(saved).getByRole('button', { name: 'Try another version' }));
      const version = await screen.findByRole('region', { name: 'Another version, not saved yet' });
      // Who wrote it is said before it is kept, too.
      expect(within(version).getByText('Written by writer-2.')).toBeInTheDocument();
      await user.click(within(version).getByRole('button', { name: 'Keep this version' }));
      expect(await screen.findByText(DRAFT_REPLACED_MESSAGE)).toBeInTheDocument();

      const kept = screen.getByRole('region', { name: 'Saved to your drafts' });
      expect(within(kept).getByText('Written by writer-2.')).toBeInTheDocument();
      const [draft] = (await getDrafts(EMAIL)).drafts;
      expect(draft?.written_by).toEqual({ by: 'model', model: 'writer-2' });
    },
  );
});

describe('/compose signed in', () => {
  let profile: OnboardingData;
  beforeEach(async () => {
    ({ profile } = await seedBrandedUser());
  });

  it('applies the brand presets and enables the options the brand backs', async () => {
    await openCompose();
    expect(screen.getByRole('radio', { name: 'Long' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /AI Generate Image/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hashtag Generation' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Logo Integration' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Enhanced Brand Colors' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Brand Photo Style Reference' })).toBeEnabled();
  });

  it(
    'writes, generates the image and saves, sending exactly these requests',
    { timeout: 20_000 },
    async () => {
      const record = recordCalls();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const { user } = await openCompose();

      await user.type(description(), 'Croissant sale this weekend');
      await user.click(screen.getByRole('checkbox', { name: 'Title Generation' }));
      await user.click(screen.getByRole('checkbox', { name: 'SEO' }));
      await user.click(screen.getByRole('radio', { name: 'Short' }));
      // A brand with colours and a logo starts with both on: the default image is branded.
      expect(await screen.findByRole('checkbox', { name: 'Enhanced Brand Colors' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Logo Integration' })).toBeChecked();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Logo placement' }), 'banner');
      await user.click(screen.getByRole('checkbox', { name: 'Brand Photo Style Reference' }));
      await user.click(screen.getByRole('checkbox', { name: 'Advanced Settings' }));
      await user.click(
        within(screen.getByRole('group', { name: 'Image quality' })).getByRole('radio', {
          name: 'High',
        }),
      );
      await user.type(screen.getByRole('textbox', { name: 'Style preferences' }), 'warm tones');
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));

      expect(await screen.findByText(DRAFT_SAVED_MESSAGE)).toBeInTheDocument();
      await record.settled();
      expect(record.paths()).toEqual([
        '/generate-brand-aware-content',
        '/generate-combined-brand-image',
        '/save-draft',
      ]);
      const [text, image, save] = record.calls;

      expect(text?.body).toEqual({
        post_desc: 'Croissant sale this weekend',
        titleGeneration: true,
        seoEnabled: true,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength: 'short',
        imageGeneration: false,
        hashtagGeneration: true,
        user_email: EMAIL,
        onboarding_data: profile,
      });
      expect(image?.body).toEqual({
        post_desc: 'Croissant sale this weekend',
        // The image prints the post's title, not the request.
        headline: expect.stringMatching(/\S/),
        user_email: EMAIL,
        onboarding_data: profile,
        use_brand_colors: true,
        use_logo_integration: true,
        use_brand_photo_reference: true,
        use_advanced_settings: true,
        brand_colors: ['#b45309', '#fde68a'],
        logo_placement: 'banner',
        reference_photo_index: 0,
        style_preferences: 'warm tones',
        quality: 'high',
        background: 'opaque',
        output_compression: 85,
      });

      const saved = save?.body as Record<string, unknown>;
      expect((image?.body as Record<string, unknown>).headline).toBe(saved.title);
      expect(Object.keys(saved).sort()).toEqual(
        [
          'user_email',
          'title',
          'caption',
          'hashtags',
          'image_url',
          'image_prompt',
          'generation_params',
          'original_post_desc',
          'result_id',
          'written_by',
          'image_by',
        ].sort(),
      );
      expect(saved.result_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(saved.user_email).toBe(EMAIL);
      expect(saved.original_post_desc).toBe('Croissant sale this weekend');
      expect(saved.title).toEqual(expect.any(String));
      expect(saved.title).not.toBe('');
      expect(saved.caption).not.toBe('');
      expect(saved.hashtags).toMatch(/#/);
      expect(saved.image_url).toMatch(/^\/media\/[\w-]+\.svg$/);
      expect(saved.image_prompt).toMatch(/Logo placed banner/);
      expect(JSON.parse(saved.generation_params as string)).toEqual({
        titleGeneration: true,
        seoEnabled: true,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength: 'short',
        imageGeneration: true,
        hashtagGeneration: true,
        imageUploadMode: false,
        uploadedImageName: null,
        useBrandColors: true,
        useLogoIntegration: true,
        useBrandPhotoReference: true,
        useAdvancedSettings: true,
        logoPlacement: 'banner',
        referencePhotoIndex: 0,
        imageQuality: 'high',
        imageBackground: 'opaque',
        stylePreferences: 'warm tones',
        outputCompression: 85,
      });

      // Success: the description is cleared, the result shown, the drafts list refreshed.
      expect(description()).toHaveValue('');
      const result = screen.getByRole('region', { name: 'Saved to your drafts' });
      expect(within(result).getByRole('heading', { level: 3 })).toHaveTextContent(
        saved.title as string,
      );
      expect(within(result).getByText(saved.hashtags as string)).toBeInTheDocument();
      expect(within(result).getByRole('img')).toHaveAttribute('src', saved.image_url);
      expect(within(result).getByRole('link', { name: /dashboard/ })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.drafts.all });
      expect(await draftCount()).toBe(1);
    },
  );

  it('uploads the chosen image and stores its filename', async () => {
    const record = recordCalls();
    const { user } = await openCompose();
    await user.type(description(), 'Our new sourdough');
    await user.click(screen.getByRole('radio', { name: /Upload Image/ }));
    await user.upload(
      screen.getByLabelText('Image file'),
      new File(['png'], 'sourdough.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Preview of sourdough.png' });
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));

    expect(await screen.findByText(DRAFT_SAVED_MESSAGE)).toBeInTheDocument();
    await record.settled();
    expect(record.paths()).toEqual(['/generate-brand-aware-content', '/upload', '/save-draft']);
    const [text, upload, save] = record.calls;
    expect(text?.body).toMatchObject({ imageGeneration: false, post_desc: 'Our new sourdough' });
    // jsdom's multipart encoding drops file names (the e2e suite covers them).
    const file = upload?.form?.get('file');
    expect(file).toMatchObject({ size: 3, type: 'image/png' });
    expect(upload?.form?.get('user_email')).toBe(EMAIL);
    expect(upload?.form?.get('file_type')).toBe('post_image');

    const saved = save?.body as Record<string, unknown>;
    expect(saved.image_url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    expect(saved.image_prompt).toBeNull();
    expect(JSON.parse(saved.generation_params as string)).toMatchObject({
      imageGeneration: false,
      imageUploadMode: true,
      uploadedImageName: 'sourdough.png',
      useBrandColors: false,
      useLogoIntegration: false,
      useBrandPhotoReference: false,
      useAdvancedSettings: false,
    });
    expect(await draftCount()).toBe(1);
  });

  it('makes no image call and stores no image in No Image mode', async () => {
    const record = recordCalls();
    const { user } = await openCompose();
    await user.type(description(), 'Open on Sunday');
    await user.click(screen.getByRole('radio', { name: /No Image/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));
    expect(await screen.findByText(DRAFT_SAVED_MESSAGE)).toBeInTheDocument();
    await record.settled();
    expect(record.paths()).toEqual(['/generate-brand-aware-content', '/save-draft']);
    const saved = record.calls[1]?.body as Record<string, unknown>;
    expect(saved.image_url).toBeNull();
    expect(saved.image_prompt).toBeNull();
  });

  it('shows each step as it runs', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Returning nothing hands the request on to the real mock handler.
    server.use(
      http.post(`${absoluteApiBaseUrl()}${endpoints.generateCombinedBrandImage.path}`, async () => {
        await gate;
      }),
    );
    const { user } = await openCompose();
    await user.type(description(), 'Croissant sale');
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));

    const progress = await screen.findByRole('list', { name: 'Generation progress' });
    await waitFor(() =>
      expect(
        within(progress)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Writing your post(done)',
        'Creating your image(in progress)',
        'Saving your draft(waiting)',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(description()).toBeDisabled();

    release();
    expect(await screen.findByText(DRAFT_SAVED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Generation progress' })).toBeNull();
  });

  describe('a failing step shows its message and nothing is saved', () => {
    it.each([
      ['a text error from the server', 'Croissant sale fail-text', 'Simulated text failure', 1],
      ['no answer to the text call', 'Croissant sale offline-text', GENERATION_FAILED_MESSAGE, 1],
      [
        'an image error',
        'Croissant sale fail-image',
        'Image generation failed: Simulated image failure',
        2,
      ],
      ['a save error', 'Croissant sale fail-save', 'Simulated save failure', 3],
      ['no answer to the save call', 'Croissant sale offline-save', GENERATION_FAILED_MESSAGE, 3],
    ])('%s', async (_case, text, message, callsMade) => {
      const record = recordCalls();
      const { user } = await openCompose();
      await user.type(description(), text);
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));

      const alert = await screen.findByText(message);
      expect(alert).toHaveAttribute('role', 'alert');
      await record.settled();
      expect(record.calls).toHaveLength(callsMade);
      expect(
        within(screen.getByRole('list', { name: 'Generation progress' })).getByText(/failed/),
      ).toBeInTheDocument();
      expect(description()).toHaveValue(text);
      expect(screen.queryByText(DRAFT_SAVED_MESSAGE)).toBeNull();
      expect(await draftCount()).toBe(0);
    });

    // jsdom's multipart encoding drops file names, so the upload sentinel rides on the
    // user's e-mail here (the e2e suite puts it in the file name).
    it.each([
      ['an upload error', 'fail-upload', 'Image upload failed: Simulated upload failure'],
      ['no answer to the upload', 'offline-upload', UPLOAD_NETWORK_MESSAGE],
    ])('%s', async (_case, sentinel, message) => {
      const email = `baker+${sentinel}@example.com`;
      signInAs(await addUser({ email, password: 'pw-123456' }));
      const record = recordCalls();
      const { user } = await openCompose();
      await user.type(description(), 'Our new sourdough');
      await user.click(screen.getByRole('radio', { name: /Upload Image/ }));
      await user.upload(
        screen.getByLabelText('Image file'),
        new File(['png'], 'sourdough.png', { type: 'image/png' }),
      );
      await screen.findByRole('img', { name: 'Preview of sourdough.png' });
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));

      expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
      await record.settled();
      expect(record.paths()).toEqual(['/generate-brand-aware-content', '/upload']);
      expect((await getDrafts(email)).count).toBe(0);
    });

    it('clears the error when a retry succeeds', async () => {
      const { user } = await openCompose();
      await user.type(description(), 'Croissant sale flaky-text');
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));
      expect(await screen.findByText('Simulated text failure')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));
      expect(await screen.findByText(DRAFT_SAVED_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByText('Simulated text failure')).toBeNull();
      expect(await draftCount()).toBe(1);
    });
  });
});

describe('/compose: the result on screen', () => {
  let profile: OnboardingData;
  beforeEach(async () => {
    ({ profile } = await seedBrandedUser());
  });

  // jsdom lays nothing out and has no scrollIntoView; the browser's is recorded here
  // (the e2e suite checks the real scroll on a phone).
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, options?: ScrollIntoViewOptions) {
        expect(options).toEqual({ block: 'start' });
        scrolled.push(this);
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  const notifications = () => screen.getByRole('status', { name: 'Notifications' });

  it('moves focus to the saved post and scrolls it into view, saying so in the page', async () => {
    const { user } = await openCompose();
    await user.type(description(), 'Croissant sale this weekend');
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));

    const result = await screen.findByRole('region', { name: 'Saved to your drafts' });
    expect(within(result).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(scrolled).toEqual([result]);
    // Confirmed inside the result, not in a toast floating over it.
    expect(within(result).getByRole('status')).toHaveTextContent(DRAFT_SAVED_MESSAGE);
    expect(within(notifications()).queryByText(DRAFT_SAVED_MESSAGE)).toBeNull();
  });

  it('never leaves "Draft saved!" beside a failure that follows', async () => {
    const { user } = await openCompose();
    await user.type(description(), 'Croissant sale this weekend');
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));
    expect(await screen.findByText(DRAFT_SAVED_MESSAGE)).toBeInTheDocument();

    await user.type(description(), 'Croissant sale fail-text');
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));
    expect(await screen.findByText('Simulated text failure')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(DRAFT_SAVED_MESSAGE)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Saved to your drafts' })).toBeNull();
  });

  it('says when Instagram lowered the hashtags below the brand style', async () => {
    const { user } = await openCompose();
    expect(profile.contentPrefs).toMatchObject({
      platforms: ['instagram'],
      hashtagStyle: 'Moderate',
    });
    await user.type(description(), 'Croissant sale this weekend');
    await user.click(screen.getByRole('radio', { name: /No Image/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));

    const result = await screen.findByRole('region', { name: 'Saved to your drafts' });
    const [draft] = (await getDrafts(EMAIL)).drafts;
    const count = draft?.hashtags.split(' ').filter(Boolean).length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    expect(
      within(result).getByText(
        `Instagram allows 5 hashtags, so this post uses ${count} (your Moderate style asks for 6 to 10).`,
      ),
    ).toBeInTheDocument();
  });

  describe('when the image fails after the post is written', () => {
    const IMAGE_DOWN = 'The image service is not answering';
    beforeEach(() => {
      server.use(
        http.post(`${absoluteApiBaseUrl()}${endpoints.generateCombinedBrandImage.path}`, () =>
          HttpResponse.json({ error: IMAGE_DOWN }, { status: 502 }),
        ),
      );
    });

    it('keeps the written post and saves it without an image', async () => {
      const record = recordCalls();
      const { user } = await openCompose();
      await user.type(description(), 'Croissant sale this weekend');
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));

      expect(await screen.findByText(`Image generation failed: ${IMAGE_DOWN}`)).toHaveAttribute(
        'role',
        'alert',
      );
      await record.settled();
      const written = record.calls[0];
      const kept = screen.getByRole('region', { name: 'Your post is written, without its image' });
      expect(within(kept).getByRole('heading', { level: 2 })).toHaveFocus();
      expect(scrolled).toEqual([kept]);
      expect(await draftCount()).toBe(0);
      expect(written?.path).toBe('/generate-brand-aware-content');

      await user.click(within(kept).getByRole('button', { name: 'Save without image' }));

      const result = await screen.findByRole('region', { name: 'Saved to your drafts' });
      expect(within(result).getByRole('status')).toHaveTextContent(DRAFT_SAVED_MESSAGE);
      expect(within(result).queryByRole('img')).toBeNull();
      await record.settled();
      expect(record.paths()).toEqual([
        '/generate-brand-aware-content',
        '/generate-combined-brand-image',
        '/save-draft',
      ]);
      const saved = record.calls[2]?.body as SaveDraftRequest;
      expect(saved.image_url).toBeNull();
      expect(saved.image_prompt).toBeNull();
      expect(JSON.parse(saved.generation_params)).toMatchObject({
        imageGeneration: false,
        imageUploadMode: false,
        useBrandColors: false,
        useLogoIntegration: false,
      });
      expect(within(result).getByRole('heading', { level: 3 })).toHaveTextContent(
        saved.title || 'Untitled Post',
      );
      expect(within(result).getByText(saved.hashtags)).toBeInTheDocument();
      expect(screen.queryByText(/Image generation failed/)).toBeNull();
      expect(screen.queryByRole('region', { name: /without its image/ })).toBeNull();
      expect(screen.queryByRole('list', { name: 'Generation progress' })).toBeNull();
      expect(description()).toHaveValue('');
      const { drafts } = await getDrafts(EMAIL);
      expect(drafts).toHaveLength(1);
      expect(drafts[0]?.caption).toBe(saved.caption);
    });

    it('says why saving without the image failed and lets the owner try again', async () => {
      const { user } = await openCompose();
      await user.type(description(), 'Croissant sale flaky-save');
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));
      const kept = await screen.findByRole('region', {
        name: 'Your post is written, without its image',
      });

      await user.click(within(kept).getByRole('button', { name: 'Save without image' }));
      expect(await within(kept).findByRole('alert')).toHaveTextContent('Simulated save failure');
      expect(screen.queryByText(DRAFT_SAVED_MESSAGE)).toBeNull();
      expect(await draftCount()).toBe(0);

      await user.click(within(kept).getByRole('button', { name: 'Save without image' }));
      expect(await screen.findByText(DRAFT_SAVED_MESSAGE)).toBeInTheDocument();
      expect(await draftCount()).toBe(1);
    });

    it('holds the form while the post is saved without its image', async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      // Returning nothing hands the request on to the real mock handler.
      server.use(
        http.post(`${absoluteApiBaseUrl()}${endpoints.saveDraft.path}`, async () => {
          await gate;
        }),
      );
      const { user } = await openCompose();
      await user.type(description(), 'Croissant sale this weekend');
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));
      const kept = await screen.findByRole('region', {
        name: 'Your post is written, without its image',
      });
      await user.click(within(kept).getByRole('button', { name: 'Save without image' }));

      expect(within(kept).getByRole('button', { name: 'Saving...' })).toBeDisabled();
      const form = screen.getByRole('form', { name: 'Create a post' });
      expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(description()).toBeDisabled();
      release();
      expect(await screen.findByText(DRAFT_SAVED_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Generate Post' })).toBeInTheDocument();
    });

    it('offers nothing to save when the text itself failed', async () => {
      const { user } = await openCompose();
      await user.type(description(), 'Croissant sale fail-text');
      await user.click(screen.getByRole('button', { name: 'Generate Post' }));
      expect(await screen.findByText('Simulated text failure')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save without image' })).toBeNull();
    });
  });
});

describe('ComposePost', () => {
  it('tells its parent about the saved draft', async () => {
    await seedBrandedUser();
    const onDraftSaved = vi.fn<(draft: Draft) => void>();
    const { user } = renderWithProviders(
      <MemoryRouter>
        <OnboardingProvider>
          <ComposePost onDraftSaved={onDraftSaved} />
        </OnboardingProvider>
      </MemoryRouter>,
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'Post description' }),
      'Croissant sale',
    );
    await user.click(screen.getByRole('radio', { name: /No Image/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));

    await waitFor(() => expect(onDraftSaved).toHaveBeenCalledTimes(1));
    const draft = onDraftSaved.mock.calls[0]?.[0];
    expect(draft).toMatchObject({ user_email: EMAIL, original_post_desc: 'Croissant sale' });
    const { drafts } = await getDrafts(EMAIL);
    expect(drafts.map((saved) => saved.id)).toEqual([draft?.id]);
  });

  it('suggests brand setup when the user has none', async () => {
    const user = await addUser({ email: EMAIL, password: 'pw-123456' });
    signInAs(user);
    const view = renderWithProviders(
      <MemoryRouter>
        <OnboardingProvider>
          <ComposePost />
        </OnboardingProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Complete your brand setup' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    await view.user.click(screen.getByRole('radio', { name: /AI Generate Image/ }));
    expect(screen.getByRole('checkbox', { name: 'Logo Integration' })).toBeDisabled();
  });

  it.each([
    ['no answer', 'offline', 'Failed to retrieve onboarding data'],
    ['a server error', 'fail', 'Simulated onboarding-read failure'],
  ])('says why when the brand profile gets %s', async (_case, outcome, message) => {
    signInAs(
      await addUser({
        email: `baker+${outcome}-onboarding-read@example.com`,
        password: 'pw-123456',
      }),
    );
    await openCompose();
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    // product.md §4: a failed check counts as needed, and the form still works without a profile.
    expect(screen.getByRole('link', { name: 'Complete your brand setup' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Post description' })).toBeEnabled();
  });

  it('shows no profile error when the profile loads', async () => {
    await seedBrandedUser();
    await openCompose();
    expect(await screen.findByRole('checkbox', { name: 'Logo Integration' })).toBeEnabled();
    expect(screen.queryByText('Failed to retrieve onboarding data')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Complete your brand setup' })).toBeNull();
  });
});
