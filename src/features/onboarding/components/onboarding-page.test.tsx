import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { brandSetupPath } from '@/config/paths';
import { absoluteApiBaseUrl } from '@/config/env';
import { sampleOnboardingData } from '@contract/samples';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render';
import { nameField, nextButton, signInOwner } from '@/testing/onboarding';

// Whole flows through the real app (lazy routes included): slow on a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

describe('/onboarding status', () => {
  it('sends a signed-out visitor to /', async () => {
    const { router } = renderApp('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("says 'Checking your profile...' while the status loads", async () => {
    await signInOwner();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${absoluteApiBaseUrl()}/onboarding/by-email/:email`, async () => {
        await gate;
      }),
    );
    renderApp('/onboarding');

    const checking = await screen.findByText('Checking your profile...');
    expect(checking.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Business Name *' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('textbox', { name: 'Business Name *' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your profile...')).not.toBeInTheDocument();
  });

  it('opens the wizard at step 1 for a user without a profile', async () => {
    await signInOwner();
    const { router } = renderApp('/onboarding');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your brand' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(nameField()).toHaveValue('');
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('sends a user who has a profile on to the dashboard after login', async () => {
    await signInOwner('ann@example.com', sampleOnboardingData());
    const { router } = renderApp('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('button', { name: 'Update Brand Setup' })).not.toBeInTheDocument();
  });

  it('shows the completed state when brand setup is opened on purpose', async () => {
    await signInOwner('ann@example.com', sampleOnboardingData());
    const { router } = renderApp(brandSetupPath);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your brand is set up' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Golden Crust Bakery')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Update Brand Setup' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('Update Brand Setup opens the wizard filled in with the saved profile', async () => {
    await signInOwner(
      'ann@example.com',
      sampleOnboardingData({
        brandAssets: { samplePosts: ['Warm bread, warm hearts.', 'Croissants are back!'] },
        contentPrefs: { platforms: ['tiktok'], postLength: 'Short', hashtagStyle: 'Minimal' },
      }),
    );
    const { user, router } = renderApp(brandSetupPath);
    await user.click(await screen.findByRole('button', { name: 'Update Brand Setup' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Update your brand' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?intent=update&step=1');
    expect(nameField()).toHaveValue('Golden Crust Bakery');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('Bakery');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
    expect(screen.getByRole('combobox', { name: 'Employees' })).toHaveValue('2-5');

    await user.click(nextButton());
    await screen.findByRole('heading', { level: 2, name: 'Your brand assets' });
    expect(screen.getByLabelText('Brand color 1')).toHaveValue('#b45309');
    expect(screen.getByLabelText('Brand color 2')).toHaveValue('#fde68a');
    expect(screen.getByRole('textbox', { name: 'Tagline' })).toHaveValue(
      'Baked fresh every morning',
    );
    expect(screen.getByRole('textbox', { name: 'Sample posts' })).toHaveValue(
      'Warm bread, warm hearts.\nCroissants are back!',
    );

    await user.click(nextButton());
    await screen.findByRole('heading', { level: 2, name: 'Content preferences' });
    expect(screen.getByRole('checkbox', { name: 'TikTok' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Short' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Minimal' })).toBeChecked();

    // The browser's Back button returns through the steps to the completed state.
    await router.navigate(-1);
    await router.navigate(-1);
    await router.navigate(-1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your brand is set up' }),
    ).toBeInTheDocument();
  });

  it("shows the error state with 'Continue to Dashboard' when the check fails", async () => {
    await signInOwner('ann+fail-onboarding-read@example.com');
    const { user, router } = renderApp('/onboarding');

    const error = await screen.findByText("We couldn't load your onboarding status.");
    expect(error).toHaveAttribute('role', 'alert');
    // product.md §8: the server's own message says why.
    expect(within(error).getByText('Simulated onboarding-read failure')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Business Name *' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    // The check failing counts as onboarding needed: the wizard is one click away.
    await user.click(screen.getByRole('button', { name: 'Set up my brand' }));
    expect(await screen.findByRole('textbox', { name: 'Business Name *' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=1');
  });

  it("says 'Failed to retrieve onboarding data' when the check gets no answer", async () => {
    await signInOwner('ann+offline-onboarding-read@example.com');
    renderApp('/onboarding');

    const error = await screen.findByText("We couldn't load your onboarding status.");
    expect(error).toHaveAttribute('role', 'alert');
    expect(within(error).getByText('Failed to retrieve onboarding data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toBeInTheDocument();
  });
});
