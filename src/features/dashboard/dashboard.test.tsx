import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandSetupPath } from '@/config/paths';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser, saveDraft, saveOnboarding } from '@/lib/api';
import {
  sampleDraftRequest,
  sampleOnboardingData,
  type OnboardingChanges,
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

async function signInOwner(email: string, onboarding: OnboardingChanges | null = {}) {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  if (onboarding) await saveOnboarding(user, sampleOnboardingData(onboarding));
  signInAs(user);
  return user;
}

function metric(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/**
 * Wait for an element as long as the test may run, not findBy's one second. These tests
 * load two lazy routes one after the other; with both cores kept busy (load average near
 * 20 on two cores) that alone took over 20 s, so the ceiling is generous. It is only a
 * ceiling: each step still waits for its own element and goes on the moment it shows.
 */
const TEST_DEADLINE_MS = 60_000;
const UNTIL_TEST_DEADLINE = { timeout: TEST_DEADLINE_MS - 1_000 };

describe('Dashboard', () => {
  it('sends a signed-out visitor to /', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says it is loading while the brand profile is checked', async () => {
    await signInOwner('ann@example.com');
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${absoluteApiBaseUrl()}/onboarding/by-email/:email`, async () => {
        await gate;
      }),
    );
    renderApp('/dashboard');

    const loading = await screen.findByText('Loading your dashboard...');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Golden Crust Bakery' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard...')).not.toBeInTheDocument();
  });

  it('sends an owner without a brand profile to onboarding', async () => {
    await signInOwner('new@example.com', null);
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('treats a failed profile check as onboarding needed', async () => {
    await signInOwner('ann+fail-onboarding-read@example.com');
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('opens with a setup reminder for an owner who chose Skip & Finish Later', async () => {
    await signInOwner('new@example.com', null);
    const { router, user } = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Skip & Finish Later' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { name: 'Finish your brand setup' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your business' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Finish Brand Setup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(await screen.findByLabelText('Business Name *')).toBeInTheDocument();
  });

  it('lets an owner continue to the dashboard after a failed status check', async () => {
    await signInOwner('ann+fail-onboarding-read@example.com');
    const { router, user } = renderApp('/onboarding');
    // The first visit of a route loads its lazy module, which on a busy machine takes
    // longer than findBy's one second: wait for the page itself, up to the test's deadline.
    await user.click(
      await screen.findByRole('link', { name: 'Continue to Dashboard' }, UNTIL_TEST_DEADLINE),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { name: 'Finish your brand setup' }),
    ).toBeInTheDocument();
    // product.md §8: the server's own message says why the brand profile is missing.
    const banner = screen.getByText('Simulated onboarding-read failure').closest('[role="alert"]');
    expect(banner).not.toBeNull();
    expect(within(banner as HTMLElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it(
    "says 'Failed to retrieve onboarding data' after a check with no answer, and Retry reads it again",
    async () => {
      await signInOwner('ann@example.com');
      let offline = true;
      server.use(
        http.get(`${absoluteApiBaseUrl()}/onboarding/by-email/:email`, () =>
          offline ? HttpResponse.error() : undefined,
        ),
      );
      const { router, user } = renderApp('/onboarding');
      // The first visit of a route loads its lazy module, which on a busy machine takes
      // longer than findBy's one second: wait for the page itself, up to the test's deadline.
      await user.click(
        await screen.findByRole('link', { name: 'Continue to Dashboard' }, UNTIL_TEST_DEADLINE),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      // The onboarding page shows the same banner: wait until the dashboard has replaced it
      // (its lazy module loads after the URL changes), then read the dashboard's banner.
      await screen.findByRole('heading', { name: 'Finish your brand setup' }, UNTIL_TEST_DEADLINE);
      expect(screen.queryByRole('link', { name: 'Continue to Dashboard' })).toBeNull();

      const banner = (await screen.findByText('Failed to retrieve onboarding data')).closest(
        '[role="alert"]',
      );
      expect(banner).not.toBeNull();
      offline = false;
      await user.click(within(banner as HTMLElement).getByRole('button', { name: 'Retry' }));

      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Golden Crust Bakery' },
          UNTIL_TEST_DEADLINE,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('Failed to retrieve onboarding data')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Finish your brand setup' })).toBeNull();
    },
    TEST_DEADLINE_MS,
  );

  it('shows the business, the metrics, the scheduler placeholder and the next steps', async () => {
    await signInOwner('ann@example.com');
    await saveDraft(sampleDraftRequest('ann@example.com', { title: 'One' }));
    await saveDraft(sampleDraftRequest('ann@example.com', { title: 'Two' }));
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Golden Crust Bakery' }),
    ).toBeInTheDocument();
    expect(metric('Industry')).toBe('Bakery');
    expect(metric('Location')).toBe('Portland');
    expect(metric('Employees')).toBe('2-5');

    await waitFor(() => expect(metric('Scheduled Posts')).toBe('0'));
    await waitFor(() => expect(metric('Drafts')).toBe('2'));

    const scheduler = screen.getByRole('region', { name: 'Smart Scheduler' });
    expect(within(scheduler).getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent Drafts' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Compose a Post' })).toHaveAttribute(
      'href',
      '/compose',
    );
    expect(screen.getByRole('link', { name: 'Update Brand Setup' })).toHaveAttribute(
      'href',
      brandSetupPath,
    );
  });

  it('lists the posts that did not go out, each with the way to fix it', async () => {
    await signInOwner('ann@example.com');
    const base = {
      post_id: 'post-1',
      account_id: 'account-1',
      sandbox: false,
      publish_at: '2026-11-24T09:00:00.000Z',
      attempts: 0,
      next_attempt_at: null,
      remote_url: null,
      updated_at: '2026-11-24T09:00:05.000Z',
    };
    server.use(
      http.get(`${absoluteApiBaseUrl()}/publications/attention`, () =>
        HttpResponse.json({
          success: true,
          publications: [
            {
              ...base,
              id: 'p1',
              network: 'facebook',
              account_name: 'Bakery Page',
              state: 'failed',
              error_class: 'content',
              error_message: 'Facebook refused the post.',
              post_title: 'Rye Saturday',
            },
            {
              ...base,
              id: 'p2',
              network: 'x',
              account_name: '@bakery',
              state: 'needs_reconnect',
              error_class: 'auth',
              error_message: 'Reconnect this account to publish.',
              post_title: 'Rye Saturday',
            },
          ],
        }),
      ),
    );
    renderApp('/dashboard');

    const card = await screen.findByRole(
      'region',
      { name: 'Needs your attention' },
      UNTIL_TEST_DEADLINE,
    );
    const [failed, blocked] = within(card).getAllByRole('listitem');
    expect(failed).toHaveTextContent('Rye Saturday on Facebook Pages Bakery Page: Failed');
    expect(failed).toHaveTextContent('Facebook refused the post.');
    expect(
      within(failed as HTMLElement).getByRole('link', {
        name: 'Fix Rye Saturday on the schedule page',
      }),
    ).toHaveAttribute('href', '/schedule');
    expect(blocked).toHaveTextContent('Needs reconnecting');
    expect(
      within(blocked as HTMLElement).getByRole('link', { name: 'Reconnect X for Rye Saturday' }),
    ).toHaveAttribute('href', '/integrations');
  });

  it('shows no attention list when every post went out', async () => {
    await signInOwner('ann@example.com');
    renderApp('/dashboard');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Golden Crust Bakery' },
      UNTIL_TEST_DEADLINE,
    );
    await waitFor(() => expect(metric('Scheduled Posts')).toBe('0'));
    expect(screen.queryByRole('region', { name: 'Needs your attention' })).not.toBeInTheDocument();
  });

  it('leaves out business facts that were not given', async () => {
    await signInOwner('solo@example.com', {
      business: { name: 'Solo Studio', industry: '', city: '', employees: '' },
    });
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solo Studio' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Industry')).not.toBeInTheDocument();
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
    expect(screen.queryByText('Employees')).not.toBeInTheDocument();
  });

  it('shows no draft count while the drafts cannot be read', async () => {
    await signInOwner('ann+fail-drafts@example.com');
    renderApp('/dashboard');

    await screen.findByText('Failed to load drafts: Simulated drafts failure');
    expect(metric('Drafts')).toBe('—Not available yet');
  });
});
