import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { API_MESSAGES } from '@contract/messages';
import { absoluteApiBaseUrl } from '@/config/env';
import { getBusinessProfile } from '@/lib/api';
import { SAMPLE_SITE_PATH } from '@/mocks/handlers/website-import';
import { failure } from '@/mocks/http';
import { MEDIA_PREFIX } from '@/mocks/media';
import { server } from '@/mocks/node';
import { nameField, nextButton, openWizard } from '@/testing/onboarding';
import { WHAT_YOU_SELL_COPY } from '../copy';

// Whole flows through the real app (lazy routes included): slow on a busy shared machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

type View = Awaited<ReturnType<typeof openWizard>>;

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function finishWizard({ user }: View) {
  await user.click(nextButton());
  await stepHeading('Your brand assets');
  await user.click(nextButton());
  await stepHeading('Content preferences');
  expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
  await user.click(screen.getByRole('button', { name: 'Finish Setup' }));
  return screen.findByRole('heading', { level: 1, name: WHAT_YOU_SELL_COPY.title });
}

describe('wizard: Fill in from my website, then Tell us what you sell', () => {
  it('fills name, logo and colours from the website and saves the accepted products', async () => {
    const view = await openWizard();
    const { user, router } = view;
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'hearth.example');
    await user.click(screen.getByRole('button', { name: 'Fill in from my website' }));
    const review = await screen.findByRole('dialog', { name: 'Review what we found' });
    await user.click(await within(review).findByRole('checkbox', { name: 'Use Cardamom bun' }));
    await user.click(within(review).getByRole('button', { name: /^Use \d+ selected values$/ }));

    expect(nameField()).toHaveValue('Hearth & Crumb');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(nextButton());
    await stepHeading('Your brand assets');
    expect(screen.getByLabelText('Brand color 1')).toHaveValue('#8b4a2b');
    // The logo is the owner's own copy, not the website's file.
    const logo = await screen.findByRole('img', { name: 'Logo preview: logo.png' });
    expect(logo.getAttribute('src')).toContain(MEDIA_PREFIX);
    expect(logo.getAttribute('src')).not.toContain(SAMPLE_SITE_PATH);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Tell us about your business');

    await finishWizard(view);
    // Focus moves once the step has mounted after the save: read the heading as it is then.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: WHAT_YOU_SELL_COPY.title }),
      ).toHaveFocus(),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByDisplayValue('Country sourdough')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Celebration cake to order')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Cardamom bun')).not.toBeInTheDocument();
    expect(screen.getByDisplayValue('4.20 GBP')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: WHAT_YOU_SELL_COPY.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const stored = await getBusinessProfile();
    expect(stored.profile.offerings.map((offering) => [offering.name, offering.price])).toEqual([
      ['Country sourdough', '4.20 GBP'],
      ['Celebration cake to order', '45 GBP'],
    ]);
    expect(stored.profile.phone).toBe('+44 117 496 0123');
    expect(stored.profile.whatYouDo).toMatch(/^Sourdough, pastries/);
  });

  it('says so, and keeps the rest, when the logo cannot be copied from the website', async () => {
    server.use(
      http.post(`${absoluteApiBaseUrl()}/business-profile/website-logo`, () =>
        failure(415, API_MESSAGES.unsupportedLogo),
      ),
    );
    const { user } = await openWizard();
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'hearth.example');
    await user.click(screen.getByRole('button', { name: 'Fill in from my website' }));
    const review = await screen.findByRole('dialog', { name: 'Review what we found' });
    await user.click(within(review).getByRole('button', { name: /^Use \d+ selected values$/ }));

    expect(await screen.findByText(API_MESSAGES.unsupportedLogo)).toHaveAttribute('role', 'alert');
    expect(nameField()).toHaveValue('Hearth & Crumb');
    await user.click(nextButton());
    await stepHeading('Your brand assets');
    expect(screen.queryByRole('img', { name: /^Logo preview/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Brand color 1')).toHaveValue('#8b4a2b');
  });

  it('saves nothing when the owner skips the optional step', async () => {
    const view = await openWizard();
    await view.user.type(nameField(), 'Golden Crust');
    await finishWizard(view);
    await view.user.type(screen.getByRole('textbox', { name: 'What you do' }), 'bread');
    await view.user.click(screen.getByRole('button', { name: WHAT_YOU_SELL_COPY.skip }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(await getBusinessProfile()).toEqual(expect.objectContaining({ updatedAt: null }));
  });
});
