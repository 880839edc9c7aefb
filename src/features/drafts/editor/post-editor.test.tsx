import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SaveDraftRequest } from '@contract/drafts';
import type { Publication } from '@contract/integrations';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser, saveDraft, saveOnboarding, schedulePost, setTimeZone } from '@/lib/api';
import { server } from '@/mocks/node';
import { getDb } from '@/mocks/db';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/data-layout'),
    import('@/app/routes/dashboard'),
    import('./post-editor'),
  ]);
});

async function openDraftEditor(
  email: string,
  draft: Partial<SaveDraftRequest> = {},
  { scheduled = false, toReview = false } = {},
) {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  const profile = sampleOnboardingData();
  profile.contentPrefs.platforms = ['instagram', 'x'];
  await saveOnboarding(user, profile);
  await setTimeZone(email, 'Europe/Berlin');
  const saved = await saveDraft(
    sampleDraftRequest(email, { title: 'Sourdough Saturday', ...draft }),
  );
  if (scheduled) {
    await schedulePost(saved.id, {
      user_email: email,
      date: '2026-03-29',
      time: '10:00',
      platforms: ['instagram', 'x'],
    });
  }
  if (toReview) {
    // As a month plan leaves it: written, given a day, waiting for the owner.
    getDb().updateOwnDraft(saved.id, email, {
      status: 'to_review',
      scheduled_at: '2031-03-29T08:00:00.000Z',
      platforms: ['instagram'],
      plan_id: 'plan-march',
    });
  }
  signInAs(user);
  renderApp('/dashboard');
  const section = await screen.findByRole('region', { name: 'Recent Drafts' });
  await userEvent.click(
    await within(section).findByRole('button', { name: /^Sourdough Saturday/ }),
  );
  await userEvent.click(
    await within(section).findByRole('button', { name: 'Edit: Sourdough Saturday' }),
  );
  return screen.findByRole('dialog', { name: 'Edit “Sourdough Saturday”' });
}

describe('the post editor', () => {
  it("shows each platform's limits live and the X version when the caption is too long", async () => {
    const dialog = await openDraftEditor('ann@example.com');
    const limits = within(dialog).getByRole('list', { name: 'Limits per platform' });
    expect(
      within(limits).getByText(/^Instagram: \d+ of 2,200 characters, 3 of 5 hashtags/),
    ).toBeInTheDocument();

    const hashtags = within(dialog).getByLabelText('Hashtags');
    await userEvent.clear(hashtags);
    await userEvent.type(hashtags, '#a #b #c #d #e #f');
    expect(within(limits).getByText(/6 of 5 hashtags/)).toBeInTheDocument();
    expect(within(limits).getByText('(over the limit)')).toBeInTheDocument();

    const caption = within(dialog).getByLabelText('Caption');
    await userEvent.clear(caption);
    await userEvent.click(caption);
    await userEvent.paste('Our rye is proofed for two whole days before it is baked. '.repeat(6));
    expect(within(limits).getByText(/^X: \d{3} of 280 weighted characters/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'X version' })).toBeInTheDocument();
  });

  it('offers no Google Business Profile while no location is connected', async () => {
    const dialog = await openDraftEditor('gbp-none@example.com');
    await userEvent.type(within(dialog).getByLabelText('Day'), '2026-03-29');
    // Said once the connected accounts are known: only then is the choice final.
    await within(dialog).findByText('Instagram: no account connected', { exact: false });
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Google Business Profile' }),
    ).not.toBeInTheDocument();
  });

  it('offers Google Business Profile once a location is connected, with its 1,500-character limit', async () => {
    server.use(
      http.get(`${absoluteApiBaseUrl()}/integrations`, () =>
        HttpResponse.json({
          success: true,
          networks: [],
          accounts: [
            {
              id: 'account-google',
              network: 'google_business',
              display_name: 'Sandbox Bakery – High Street',
              sandbox: true,
              status: 'connected',
              connected_at: '2026-11-01T09:00:00.000Z',
            },
          ],
        }),
      ),
    );
    const dialog = await openDraftEditor('gbp-connected@example.com');
    const google = await within(dialog).findByRole('checkbox', {
      name: 'Google Business Profile',
    });
    expect(google).not.toBeChecked();
    await userEvent.click(google);
    const limits = within(dialog).getByRole('list', { name: 'Limits per platform' });
    expect(
      within(limits).getByText(/^Google Business Profile: \d+ of 1,500 characters/),
    ).toBeInTheDocument();
  });

  it('offers a network connected after brand setup chose others, such as TikTok', async () => {
    server.use(
      http.get(`${absoluteApiBaseUrl()}/integrations`, () =>
        HttpResponse.json({
          success: true,
          networks: [],
          accounts: [
            {
              id: 'account-tiktok',
              network: 'tiktok',
              display_name: 'Sandbox Bakery',
              sandbox: true,
              status: 'connected',
              connected_at: '2026-11-01T09:00:00.000Z',
            },
          ],
        }),
      ),
    );
    const dialog = await openDraftEditor('tiktok-later@example.com');
    const tiktok = await within(dialog).findByRole('checkbox', { name: 'TikTok' });
    expect(tiktok).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('says plainly, once a day is chosen, which platforms have no connected account', async () => {
    const dialog = await openDraftEditor('ann@example.com');
    expect(within(dialog).queryByText(/no account connected/)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Day'), '2026-03-29');
    expect(
      await within(dialog).findByText(
        'Instagram: no account connected — this post will not be published there.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('X: no account connected — this post will not be published there.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getAllByRole('link', { name: 'Connect in Integrations' })[0],
    ).toHaveAttribute('href', '/integrations');
  });

  it('warns, once a day is chosen, that Instagram needs an image the post does not have', async () => {
    const dialog = await openDraftEditor('ann@example.com', { image_url: null });
    const warning =
      'Instagram needs an image — this post will not be published there until it has one.';
    expect(within(dialog).queryByText(warning)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Day'), '2026-03-29');
    expect(await within(dialog).findByText(warning)).toBeInTheDocument();
    expect(within(dialog).queryByText(/^X needs an image/)).not.toBeInTheDocument();
    // Without Instagram among its platforms, the post needs no image.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Instagram/ }));
    expect(within(dialog).queryByText(warning)).not.toBeInTheDocument();
  });

  it('says nothing about images when the post has one', async () => {
    const dialog = await openDraftEditor('ann@example.com', {
      image_url: 'https://images.example.com/rye.png',
    });
    await userEvent.type(within(dialog).getByLabelText('Day'), '2026-03-29');
    expect(await within(dialog).findByText(/X: no account connected/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/needs an image/)).not.toBeInTheDocument();
  });

  it('refuses a title the contract refuses, then saves the edit and the list shows it', async () => {
    const dialog = await openDraftEditor('ann@example.com');
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('a'.repeat(301));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    expect(
      await within(dialog).findByText('Title must be at most 300 characters'),
    ).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(title);
    await userEvent.type(title, 'Rye Sunday');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'X' }));
    await userEvent.type(within(dialog).getByLabelText('Day'), '2026-03-29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /^Rye Sunday/ })).toBeInTheDocument();
    const [stored] = getDb().listDrafts('ann@example.com');
    expect(stored).toMatchObject({
      title: 'Rye Sunday',
      platforms: ['instagram'],
      status: 'scheduled',
      // 10:00 in Berlin on the first day of summer time
      scheduled_at: '2026-03-29T08:00:00.000Z',
    });
  });

  it('keeps everything typed when saving fails', async () => {
    const dialog = await openDraftEditor('ann@example.com');
    const caption = within(dialog).getByLabelText('Caption');
    await userEvent.clear(caption);
    await userEvent.type(caption, 'New words fail-update');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Simulated update failure Your changes are still here.',
    );
    expect(caption).toHaveValue('New words fail-update');
    expect(getDb().listDrafts('ann@example.com')[0]?.caption).not.toContain('New words');
  });

  it('approves a post to review, keeping its day', async () => {
    const email = 'ann@example.com';
    const dialog = await openDraftEditor(email, {}, { toReview: true });
    expect(within(dialog).getByLabelText('Day')).toHaveValue('2031-03-29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = getDb().listDrafts(email);
    expect(post?.status).toBe('scheduled');
    expect(post?.scheduled_at).toBe('2031-03-29T08:00:00.000Z');
  });

  it('offers no approval for a plain draft', async () => {
    const dialog = await openDraftEditor('ann@example.com');
    expect(within(dialog).getByRole('button', { name: 'Save post' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save and approve' })).toBeNull();
  });

  it('removes the image, and the post no longer says who made one', async () => {
    const dialog = await openDraftEditor('ann@example.com', {
      image_url: 'data:image/png;base64,iVBORw0KGgo=',
      image_by: { by: 'offline' },
    });
    expect(within(dialog).getByText(/Image made offline/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    expect(within(dialog).getByText('No image.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Image made/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(getDb().listDrafts('ann@example.com')[0]?.image_url).toBeNull());
    expect(getDb().listDrafts('ann@example.com')[0]?.image_by).toBeNull();
  });

  it('says who made a new image, and saves that with the post', async () => {
    const dialog = await openDraftEditor('ann@example.com', {
      image_url: 'data:image/png;base64,iVBORw0KGgo=',
      written_by: { by: 'model', model: 'gpt-4o-mini' },
      image_by: { by: 'model', model: 'gpt-image-1' },
    });
    expect(within(dialog).getByText(/Image made by gpt-image-1/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate image' }));
    expect(await within(dialog).findByText(/Image made offline/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Written by gpt-4o-mini/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getDb().listDrafts('ann@example.com')[0]).toMatchObject({
      written_by: { by: 'model', model: 'gpt-4o-mini' },
      image_by: { by: 'offline' },
    });
  });

  it('keeps saying who made the image when only the words change', async () => {
    const dialog = await openDraftEditor('ann@example.com', {
      image_url: 'data:image/png;base64,iVBORw0KGgo=',
      image_by: { by: 'model', model: 'gpt-image-1' },
    });
    await userEvent.type(within(dialog).getByLabelText('Caption'), ' Fresh today.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getDb().listDrafts('ann@example.com')[0]?.image_by).toEqual({
      by: 'model',
      model: 'gpt-image-1',
    });
  });
});

describe("the post's publishing in the editor", () => {
  const publication = (fields: Partial<Publication> & Pick<Publication, 'id'>): Publication => ({
    post_id: 'post',
    account_id: 'account',
    network: 'x',
    account_name: '@goldencrust',
    sandbox: false,
    state: 'scheduled',
    publish_at: '2026-03-29T08:00:00.000Z',
    attempts: 0,
    next_attempt_at: null,
    remote_url: null,
    error_class: null,
    error_message: null,
    updated_at: '2026-03-29T08:00:01.000Z',
    ...fields,
  });

  it('shows where a scheduled post stands on each account, with its link, its reason and Try again', async () => {
    const retried: string[] = [];
    const publications = [
      publication({
        id: 'on-x',
        state: 'published',
        remote_url: 'https://x.com/goldencrust/status/1',
      }),
      publication({
        id: 'on-instagram',
        network: 'instagram',
        account_name: 'goldencrust',
        state: 'failed',
        error_class: 'content',
        error_message: 'Instagram refused the image: it is too small.',
      }),
    ];
    server.use(
      http.get(`${absoluteApiBaseUrl()}/publications`, () =>
        HttpResponse.json({ success: true, publications }),
      ),
      http.post(`${absoluteApiBaseUrl()}/publications/:id/retry`, ({ params }) => {
        retried.push(String(params.id));
        return HttpResponse.json({
          success: true,
          publication: { ...publications[1], state: 'scheduled', error_message: null },
        });
      }),
    );
    const dialog = await openDraftEditor('cy@example.com', {}, { scheduled: true });

    const publishing = await within(dialog).findByRole('list', { name: 'Publishing' });
    expect(within(dialog).getByRole('heading', { name: 'Publishing' })).toBeInTheDocument();
    expect(within(publishing).getByText('Published')).toBeInTheDocument();
    expect(
      within(publishing).getByRole('link', { name: 'View post on X @goldencrust' }),
    ).toHaveAttribute('href', 'https://x.com/goldencrust/status/1');
    expect(within(publishing).getByText('Failed')).toBeInTheDocument();
    expect(
      within(publishing).getByText('Instagram refused the image: it is too small.'),
    ).toBeInTheDocument();

    await userEvent.click(
      within(publishing).getByRole('button', { name: 'Try again on Instagram goldencrust' }),
    );
    await waitFor(() => expect(retried).toEqual(['on-instagram']));
  });

  it('says nothing of publishing or results for a post that is not scheduled', async () => {
    const dialog = await openDraftEditor('di@example.com');
    expect(within(dialog).queryByRole('heading', { name: 'Publishing' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('says when a scheduled post’s numbers come, before it goes out', async () => {
    server.use(
      http.get(`${absoluteApiBaseUrl()}/publications`, () =>
        HttpResponse.json({ success: true, publications: [publication({ id: 'on-x' })] }),
      ),
      http.get(`${absoluteApiBaseUrl()}/posts/:id/results`, ({ params }) =>
        HttpResponse.json({
          success: true,
          post_id: String(params.id),
          publications: [
            {
              publication_id: 'on-x',
              network: 'x',
              account_name: '@goldencrust',
              state: 'scheduled',
              published_at: null,
              url: null,
              latest: null,
            },
          ],
        }),
      ),
    );
    const dialog = await openDraftEditor('eve@example.com', {}, { scheduled: true });
    const results = await within(dialog).findByRole('region', { name: 'Results' });
    expect(
      await within(results).findByText(
        'Nothing is published yet. Numbers appear about an hour after a post goes out.',
      ),
    ).toBeInTheDocument();
  });
});

describe('copy and download', () => {
  it('copies the caption as each platform needs it and offers the image for download', async () => {
    const user = userEvent.setup();
    const email = 'bo@example.com';
    const account = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
    const profile = sampleOnboardingData();
    profile.contentPrefs.platforms = ['instagram', 'x'];
    await saveOnboarding(account, profile);
    await saveDraft(
      sampleDraftRequest(email, {
        title: 'Sourdough Saturday',
        caption: 'Fresh today.',
        hashtags: '#bread',
        image_url: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    );
    signInAs(account);
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Sourdough Saturday/ }));
    await user.click(await screen.findByRole('button', { name: 'Copy caption for X' }));
    expect(await navigator.clipboard.readText()).toBe('Fresh today.\n#bread');
    await user.click(screen.getByRole('button', { name: 'Copy caption for Instagram' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('Fresh today.\n\n#bread'),
    );
    expect(screen.getByRole('link', { name: 'Download image' })).toHaveAttribute(
      'download',
      'sourdough-saturday.png',
    );
  });
  it('says what X charges for the post while X is chosen, more when the caption has a link', async () => {
    const dialog = await openDraftEditor('xprice@example.com', { caption: 'Fresh rye today.' });
    expect(
      await within(dialog).findByText('X charges $0.015 for this post ($0.20 when it has a link).'),
    ).toBeVisible();
    const caption = within(dialog).getByLabelText('Caption');
    await userEvent.type(caption, ' Order at https://bakery.example/rye');
    expect(
      within(dialog).getByText(
        'X charges $0.20 for this post, because it has a link ($0.015 without one).',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'X' }));
    expect(within(dialog).queryByText(/^X charges/)).not.toBeInTheDocument();
  });
});
