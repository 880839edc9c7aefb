import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_PROFILE_MESSAGES } from '@contract/business-profile';
import { sampleOnboardingData } from '@contract/samples';
import { getBusinessProfile } from '@/lib/api';
import { signInOwner } from '@/testing/onboarding';
import { renderApp } from '@/testing/render';

beforeAll(async () => {
  await import('@/app/routes/business-profile');
});

const BRISTOL = sampleOnboardingData({ business: { name: 'Mill Lane Bakery', city: 'Bristol' } });

async function openPage(email = 'ann@example.com') {
  await signInOwner(email, BRISTOL);
  const view = renderApp('/business');
  await screen.findByRole('heading', { level: 1, name: 'Your business' });
  await screen.findByLabelText('What you do');
  return view;
}

const field = (name: string) => screen.getByLabelText(name);
const save = () => screen.getByRole('button', { name: 'Save' });

describe('Your business', { timeout: 60_000 }, () => {
  it('is filled by keyboard, saved, and says saved only once the server kept it', async () => {
    const { user } = await openPage();
    expect(screen.getByText(/Nothing here yet/)).toBeInTheDocument();
    await user.type(field('What you do'), 'sourdough bakery and café');
    await user.click(screen.getByRole('button', { name: 'Add a product or service' }));
    expect(field('Name of product 1')).toHaveFocus();
    await user.keyboard('Sourdough loaf{Enter}');
    expect(field('Name of product 2')).toHaveFocus();
    await user.keyboard('Pastel de nata{Enter}');
    await user.type(field('Price of product 1'), '£3.50');
    await user.type(field('Description of product 2'), 'Custard tart, baked at eight');
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await user.clear(field('Opens on Monday'));
    await user.type(field('Opens on Monday'), '07:30');
    await user.click(screen.getByRole('checkbox', { name: 'Closed on Sunday' }));
    await user.selectOptions(field('Country'), 'GB');
    await user.click(screen.getByRole('button', { name: 'Use Europe/London' }));
    expect(field('Time zone')).toHaveValue('Europe/London');

    await user.click(save());
    expect(await screen.findByText(BUSINESS_PROFILE_MESSAGES.saved)).toHaveAttribute(
      'role',
      'status',
    );

    const stored = await getBusinessProfile();
    expect(stored.profile).toMatchObject({
      whatYouDo: 'sourdough bakery and café',
      country: 'GB',
      timeZone: 'Europe/London',
      openingHours: { weekly: { monday: [{ opens: '07:30', closes: '17:00' }], sunday: [] } },
    });
    // The blank row Enter added last is not stored; the price is kept as written.
    expect(stored.profile.offerings).toEqual([
      { name: 'Sourdough loaf', description: '', price: '£3.50', season: [] },
      {
        name: 'Pastel de nata',
        description: 'Custard tart, baked at eight',
        price: null,
        season: [],
      },
    ]);
  });

  it("shows a refused price by its field with the contract's message and sends nothing", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add a product or service' }));
    await user.keyboard('Loaf');
    await user.type(field('Price of product 1'), 'cheap');
    await user.click(save());

    const price = field('Price of product 1');
    // The form checks itself asynchronously: the refusal, then the focus on the field.
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(BUSINESS_PROFILE_MESSAGES.price);
    expect(screen.getByText(/needs a look before saving/)).toHaveAttribute('role', 'alert');
    expect((await getBusinessProfile()).updatedAt).toBeNull();

    await user.clear(price);
    await user.type(price, 'R950');
    expect(price).toHaveAttribute('aria-invalid', 'false');
    await user.click(save());
    expect(await screen.findByText(BUSINESS_PROFILE_MESSAGES.saved)).toHaveAttribute(
      'role',
      'status',
    );
    expect((await getBusinessProfile()).profile.offerings[0]?.price).toBe('R950');
  });

  it('refuses opening hours that end before they start, by the closing time', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add hours on Friday' }));
    await user.clear(field('Opens on Friday'));
    await user.type(field('Opens on Friday'), '17:00');
    await user.clear(field('Closes on Friday'));
    await user.type(field('Closes on Friday'), '09:00');
    await user.click(save());

    const closes = field('Closes on Friday');
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(closes).toHaveAccessibleDescription(BUSINESS_PROFILE_MESSAGES.hoursOrder);
    expect((await getBusinessProfile()).updatedAt).toBeNull();
  });

  it('adds, removes and reorders products', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add a product or service' }));
    await user.keyboard('Loaf{Enter}Buns{Enter}Cake');
    const names = () =>
      within(screen.getByRole('group', { name: 'Products and services' }))
        .getAllByRole('textbox', { name: /^Name of product/ })
        .map((input) => (input as HTMLInputElement).value);
    expect(names()).toEqual(['Loaf', 'Buns', 'Cake']);

    await user.click(screen.getByRole('button', { name: 'Move Cake up' }));
    expect(names()).toEqual(['Loaf', 'Cake', 'Buns']);
    expect(screen.getByRole('button', { name: 'Move Cake up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Move Loaf down' }));
    expect(names()).toEqual(['Cake', 'Loaf', 'Buns']);
    await user.click(screen.getByRole('button', { name: 'Remove Loaf' }));
    expect(names()).toEqual(['Cake', 'Buns']);
    expect(screen.getByRole('button', { name: 'Move Cake up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Buns down' })).toBeDisabled();

    await user.click(save());
    await screen.findByText(BUSINESS_PROFILE_MESSAGES.saved);
    expect((await getBusinessProfile()).profile.offerings.map((item) => item.name)).toEqual([
      'Cake',
      'Buns',
    ]);
  });

  it('keeps the edits when a save fails, and saves them on the next try', async () => {
    const { user } = await openPage();
    await user.type(field('What you do'), 'bakery');
    await user.click(screen.getByRole('button', { name: 'Add a product or service' }));
    await user.keyboard('flaky-business-profile-save');
    await user.click(save());
    expect(
      await screen.findByText(
        'Your changes are not saved yet: Simulated business-profile-save failure',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(BUSINESS_PROFILE_MESSAGES.saved)).not.toBeInTheDocument();
    expect(field('What you do')).toHaveValue('bakery');
    await user.click(save());
    expect(await screen.findByText(BUSINESS_PROFILE_MESSAGES.saved)).toHaveAttribute(
      'role',
      'status',
    );
    expect((await getBusinessProfile()).profile.whatYouDo).toBe('bakery');
  });

  it('offers a retry when the profile does not load', async () => {
    await signInOwner('ann+flaky-business-profile-read@example.com', BRISTOL);
    const { user } = renderApp('/business');
    const title = await screen.findByRole('heading', {
      name: 'Your business details did not load',
    });
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The load error is not announced');
    expect(screen.queryByLabelText('What you do')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('What you do')).toHaveValue('');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openPage();
    await user.type(field('What you do'), 'kayak hire');
    await router.navigate('/settings');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/business');
    expect(field('What you do')).toHaveValue('kayak hire');
  });
});
