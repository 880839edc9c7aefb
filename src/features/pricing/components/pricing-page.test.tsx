import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

describe('Pricing', { timeout: 20_000 }, () => {
  it('offers three monthly plans with Professional recommended', async () => {
    const { user } = renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' });
    const cards = screen.getAllByRole('article');
    const summary = cards.map((card) => [
      within(card).getByRole('heading', { level: 2 }).textContent,
      within(card).getByText(/^\$\d+$/).textContent,
    ]);
    expect(summary).toEqual([
      ['Starter', '$29'],
      ['Professional', '$79'],
      ['Enterprise', '$199'],
    ]);
    for (const card of cards) expect(card).toHaveTextContent('per month');
    expect(
      within(cards[0] as HTMLElement).getByText('30 posts written or planned per month'),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Recommended')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByText('Recommended')).not.toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).queryByText('Recommended')).not.toBeInTheDocument();

    await user.click(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Choose Professional' }),
    );
    expect(await screen.findByRole('dialog', { name: /create your account/i })).toBeInTheDocument();
  });
});
