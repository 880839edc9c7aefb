import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import twitter from 'twitter-text';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SaveDraftRequest } from '@contract/drafts';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser, saveDraft, saveOnboarding } from '@/lib/api';
import { getDb } from '@/mocks/db';
import {
  sampleDraftRequest,
  sampleGenerationParams,
  sampleOnboardingData,
} from '@contract/samples';
import { server } from '@/mocks/node';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

// The routes load lazily; loading them once up front keeps a cold module transform on a
// busy machine from eating the first test's waiting time.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/data-layout'),
    import('@/app/routes/dashboard'),
    import('@/app/routes/landing'),
    import('@/app/routes/onboarding'),
  ]);
});

/** A signed-in, onboarded owner with the given drafts, then the dashboard rendered. */
async function openDashboardAs(email: string, drafts: Array<Partial<SaveDraftRequest>> = []) {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  await saveOnboarding(user, sampleOnboardingData());
  for (const draft of drafts) await saveDraft(sampleDraftRequest(email, draft));
  signInAs(user);
  return renderApp('/dashboard');
}

const recentDrafts = () => screen.findByRole('region', { name: 'Recent Drafts' });

function draftsCount() {
  const term = screen.getByText('Drafts', { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** Holds every GET /get-drafts until the returned function is called. */
function holdDraftsRequests() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    // Answering nothing hands the request on to the mock backend's own handler.
    http.get(`${absoluteApiBaseUrl()}/get-drafts`, async () => {
      await gate;
    }),
  );
  return release;
}

const THREE_DRAFTS: Array<Partial<SaveDraftRequest>> = [
  { title: 'Sourdough Saturday', caption: 'Our sourdough is back this Saturday only.' },
  { title: 'Croissant Friday', caption: 'Buttery croissants, fresh at 7am.' },
  { title: 'Cake of the month', caption: 'Lemon drizzle takes the crown this month.' },
];

describe('Recent Drafts: the list states', () => {
  it('shows a loading state until the drafts arrive', async () => {
    const release = holdDraftsRequests();
    await openDashboardAs('ann@example.com', [{ title: 'Sourdough Saturday' }]);

    const section = await recentDrafts();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading drafts...');
    release();
    expect(
      await within(section).findByRole('button', { name: /^Sourdough Saturday/ }),
    ).toBeInTheDocument();
    expect(within(section).queryByText('Loading drafts...')).not.toBeInTheDocument();
  });

  it('invites the owner to compose a first post when there are no drafts', async () => {
    await openDashboardAs('ann@example.com');

    const section = await recentDrafts();
    expect(await within(section).findByText('No drafts yet')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Compose your first post' })).toHaveAttribute(
      'href',
      '/compose',
    );
    expect(draftsCount()).toBe('0');
  });

  it("shows the server's message in red with a Retry button", async () => {
    await openDashboardAs('ann+fail-drafts@example.com', [{ title: 'Hidden' }]);

    const message = await screen.findByText('Failed to load drafts: Simulated drafts failure');
    expect(message.closest('.alert-error')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hidden/ })).not.toBeInTheDocument();
  });

  it('says Network error when the server does not answer', async () => {
    await openDashboardAs('ann+offline-drafts@example.com');

    expect(await screen.findByText('Failed to load drafts: Network error')).toBeInTheDocument();
  });

  it('recovers when Retry succeeds', async () => {
    const { user } = await openDashboardAs('ann+flaky-drafts@example.com', [
      { title: 'Back again' },
    ]);

    await screen.findByText('Failed to load drafts: Simulated drafts failure');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: /^Back again/ })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load drafts/)).not.toBeInTheDocument();
    expect(draftsCount()).toBe('1');
  });
});

describe('Recent Drafts: draft cards', () => {
  it('opens one card at a time', async () => {
    const { user } = await openDashboardAs('ann@example.com', THREE_DRAFTS);

    const sourdough = await screen.findByRole('button', { name: /^Sourdough Saturday/ });
    const croissant = screen.getByRole('button', { name: /^Croissant Friday/ });
    expect(sourdough).toHaveAttribute('aria-expanded', 'false');
    expect(croissant).toHaveAttribute('aria-expanded', 'false');

    await user.click(sourdough);
    expect(sourdough).toHaveAttribute('aria-expanded', 'true');
    const sourdoughPanel = screen.getByRole('region', { name: /^Sourdough Saturday/ });
    expect(within(sourdoughPanel).getByText('#sourdough')).toBeInTheDocument();
    expect(within(sourdoughPanel).getByText('Caption: medium')).toBeInTheDocument();

    await user.click(croissant);
    expect(croissant).toHaveAttribute('aria-expanded', 'true');
    expect(sourdough).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /^Sourdough Saturday/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Croissant Friday/ })).toBeInTheDocument();

    await user.click(croissant);
    expect(croissant).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the Editor a reviewer's request for changes on the draft it sent back", async () => {
    const email = 'eve@example.com';
    const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
    await saveOnboarding(user, sampleOnboardingData());
    const draft = await saveDraft(sampleDraftRequest(email, { title: 'Rye Friday' }));
    getDb().teamState().reviews[draft.id] = {
      decision: 'changes_requested',
      comment: 'Say it is <b>rye</b>',
      by: 'Ann',
      at: new Date().toISOString(),
    };
    signInAs(user);
    const { user: person } = renderApp('/dashboard');

    const card = await screen.findByRole('button', { name: /^Rye Friday/ });
    expect(within(card).getByText('Changes requested')).toBeInTheDocument();
    await person.click(card);
    const panel = screen.getByRole('region', { name: /^Rye Friday/ });
    expect(within(panel).getByRole('heading', { name: 'Changes requested by Ann' })).toBeVisible();
    // The comment is shown as typed, never as markup.
    expect(within(panel).getByText('Say it is <b>rye</b>')).toBeVisible();
  });

  it('shows the title, a readable date and a caption preview while closed', async () => {
    await openDashboardAs('ann@example.com', [{ title: '', caption: 'A caption with no title.' }]);

    const card = await screen.findByRole('button', { name: /^Untitled Post/ });
    expect(card).toHaveTextContent('A caption with no title.');
    const time = card.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(getDb().snapshot().drafts[0]?.created_at);
    expect(time?.textContent).toMatch(/\d{4}/);
  });

  it('labels an AI generated image and describes how it was made', async () => {
    const { user } = await openDashboardAs('ann@example.com', [
      {
        title: 'Lemon cake',
        image_url: 'data:image/svg+xml;base64,PHN2Zy8+',
        image_prompt: 'A lemon drizzle cake on a rustic table',
        generation_params: JSON.stringify(
          sampleGenerationParams({
            imageGeneration: true,
            useLogoIntegration: true,
            logoPlacement: 'banner',
            imageQuality: 'high',
          }),
        ),
      },
    ]);

    const card = await screen.findByRole('button', { name: /^Lemon cake/ });
    expect(within(card).getByText('AI generated')).toBeInTheDocument();
    await user.click(card);
    const panel = screen.getByRole('region', { name: /^Lemon cake/ });
    expect(within(panel).getByRole('img', { name: 'AI generated image for “Lemon cake”' })).toBe(
      panel.querySelector('img'),
    );
    // The owner's words first; the prompt and the settings wait behind a closed Details.
    const settings = within(panel).getByText('Image: AI generated, logo at banner, high quality');
    const prompt = within(panel).getByText('A lemon drizzle cake on a rustic table');
    expect(settings).not.toBeVisible();
    expect(prompt).not.toBeVisible();
    expect(within(panel).getByText(/^Our sourdough is back/)).toBeVisible();
    await user.click(within(panel).getByText('Details', { selector: 'summary' }));
    expect(settings).toBeVisible();
    expect(prompt).toBeVisible();
  });

  it('shows the original file name of an uploaded image, not the AI label', async () => {
    const { user } = await openDashboardAs('ann@example.com', [
      {
        title: 'Our storefront',
        image_url: 'data:image/png;base64,iVBORw0KGgo=',
        image_prompt: null,
        generation_params: JSON.stringify(
          sampleGenerationParams({ imageUploadMode: true, uploadedImageName: 'storefront.png' }),
        ),
      },
    ]);

    const card = await screen.findByRole('button', { name: /^Our storefront/ });
    expect(within(card).getByText('Uploaded: storefront.png')).toBeInTheDocument();
    expect(within(card).queryByText('AI generated')).not.toBeInTheDocument();
    await user.click(card);
    const panel = screen.getByRole('region', { name: /^Our storefront/ });
    expect(within(panel).getByText('Uploaded image: storefront.png')).toBeInTheDocument();
    expect(
      within(panel).getByRole('img', {
        name: 'Uploaded image storefront.png for “Our storefront”',
      }),
    ).toBeInTheDocument();
  });
});

describe('Recent Drafts: platform versions', () => {
  it('shows the X version of an opened draft with X’s weighted count, as text', async () => {
    const x = {
      caption:
        'Sourdough is back 🍞 抹茶 https://example.com/a/very/long/path <img src=x onerror=alert(1)>',
      hashtags: '#sourdough #bakery',
    };
    const { user } = await openDashboardAs('ann@example.com', [
      { title: 'Sourdough Saturday', variants: { x } },
    ]);

    await user.click(await screen.findByRole('button', { name: /^Sourdough Saturday/ }));
    const panel = screen.getByRole('region', { name: /^Sourdough Saturday/ });
    const count = twitter.parseTweet(`${x.caption}\n${x.hashtags}`).weightedLength;
    const version = await within(panel).findByRole('group', { name: `X version (${count}/280)` });
    expect(within(version).getByText(x.caption)).toBeInTheDocument();
    expect(within(version).getByText('#sourdough')).toBeInTheDocument();
    expect(within(version).getByText('#bakery')).toBeInTheDocument();
    // The markup is shown as the text it is, never turned into an element.
    expect(panel.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows no X version for a draft saved without one', async () => {
    const { user } = await openDashboardAs('ann@example.com', [{ title: 'Croissant Friday' }]);

    await user.click(await screen.findByRole('button', { name: /^Croissant Friday/ }));
    const panel = screen.getByRole('region', { name: /^Croissant Friday/ });
    expect(within(panel).getByText('#sourdough')).toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: /X version/ })).not.toBeInTheDocument();
  });
});

describe('Recent Drafts: deleting', () => {
  it('asks first, and Cancel keeps the draft', async () => {
    const { user } = await openDashboardAs('ann@example.com', THREE_DRAFTS);

    await user.click(await screen.findByRole('button', { name: 'Delete draft: Croissant Friday' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete draft' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this draft?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Croissant Friday/ })).toBeInTheDocument();
    expect(getDb().listDrafts('ann@example.com')).toHaveLength(3);
  });

  it('removes the draft and lowers the count once confirmed', async () => {
    const { user } = await openDashboardAs('ann@example.com', THREE_DRAFTS);

    await user.click(await screen.findByRole('button', { name: 'Delete draft: Croissant Friday' }));
    expect(draftsCount()).toBe('3');
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Croissant Friday/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(draftsCount()).toBe('2');
    expect(screen.getByRole('button', { name: /^Sourdough Saturday/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Drafts' })).toHaveFocus();
    expect(screen.getByText('Draft deleted')).toBeInTheDocument();
    expect(
      getDb()
        .listDrafts('ann@example.com')
        .map((draft) => draft.title),
    ).not.toContain('Croissant Friday');
  });

  it("shows the server's error and keeps the draft when deleting fails", async () => {
    const email = 'ann+fail-delete@example.com';
    const { user } = await openDashboardAs(email, [{ title: 'Stubborn draft' }]);

    await user.click(await screen.findByRole('button', { name: 'Delete draft: Stubborn draft' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('Simulated delete failure')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: /^Stubborn draft/ })).toBeInTheDocument();
    expect(draftsCount()).toBe('1');
    expect(getDb().listDrafts(email)).toHaveLength(1);
  });

  it('says Failed to delete draft when the server does not answer', async () => {
    const { user } = await openDashboardAs('ann+offline-delete@example.com', [
      { title: 'Offline draft' },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete draft: Offline draft' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('Failed to delete draft')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Offline draft/ })).toBeInTheDocument();
  });
});
