import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addUser } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { createBusinessFor, sessionActor } from '@/mocks/team';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

async function signIn({ businesses }: { businesses: number }) {
  const user = await addUser({ email: 'ann@example.com', password: DEFAULT_TEST_PASSWORD });
  const first = sessionActor()?.business;
  const record = getDb().findUserByEmail('ann@example.com');
  if (!record || !first) throw new Error('no session');
  if (businesses > 1) {
    createBusinessFor(record, 'Harbour Café', 'harbour@mock.invalid', { simulated: false });
    getDb().teamState().current[record.id] = first.id;
  }
  signInAs(user);
}

describe('The business switcher', { timeout: 20_000 }, () => {
  it('shows only the name to someone in one business', async () => {
    await signIn({ businesses: 1 });
    renderApp('/support');
    expect(await screen.findByText("ann's business")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ann's business/ })).not.toBeInTheDocument();
  });

  it('switches business from the keyboard and reads the app again', async () => {
    await signIn({ businesses: 2 });
    const { user } = renderApp('/support');
    const button = await screen.findByRole('button', { name: /ann's business/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Your businesses' });
    const items = [
      ...within(menu).getAllByRole('menuitemradio'),
      within(menu).getByRole('menuitem'),
    ];
    expect(items.map((item) => item.textContent)).toEqual([
      "ann's business",
      'Harbour Café',
      'Add a business',
    ]);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: /Harbour Café/ })).toBeInTheDocument();
    await waitFor(() => expect(sessionActor()?.business.name).toBe('Harbour Café'));
  });

  it('adds a business and goes to its brand setup', async () => {
    await signIn({ businesses: 2 });
    const { user, router } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: /ann's business/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Add a business' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a business' });
    await user.click(within(dialog).getByRole('button', { name: 'Add and set it up' }));
    expect(within(dialog).getByLabelText('Business name')).toHaveAccessibleDescription(
      'Business name is required',
    );
    await user.type(within(dialog).getByLabelText('Business name'), 'Corner Bakery');
    await user.click(within(dialog).getByRole('button', { name: 'Add and set it up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(sessionActor()?.business.name).toBe('Corner Bakery');
  });
});
