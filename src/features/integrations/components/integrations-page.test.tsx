import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

async function renderIntegrations() {
  const view = renderApp('/integrations');
  await screen.findByRole('heading', { level: 1, name: 'Integrations' });
  return view;
}

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('Integrations', { timeout: 20_000 }, () => {
  it('lists six platforms, none shown as connected, Connect disabled until publishing', async () => {
    await renderIntegrations();
    const names = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'Twitter/X', 'TikTok', 'YouTube']);
    expect(screen.queryByText('Connected')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Disconnect/ })).not.toBeInTheDocument();
    expect(within(card('Facebook')).getByText('Not connected yet')).toBeInTheDocument();
    expect(
      within(card('LinkedIn')).getByRole('button', { name: 'Connect LinkedIn (coming soon)' }),
    ).toBeDisabled();
    expect(screen.getByText(/comes with publishing/)).toBeInTheDocument();
  });
});
