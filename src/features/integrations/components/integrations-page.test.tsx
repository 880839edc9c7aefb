import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

async function renderIntegrations() {
  const view = renderApp('/integrations');
  await screen.findByRole('heading', { level: 1, name: 'Integrations' });
  return view;
}

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('Integrations', { timeout: 20_000 }, () => {
  it('lists six platforms with Facebook and Instagram connected', async () => {
    await renderIntegrations();
    const names = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'Twitter/X', 'TikTok', 'YouTube']);
    expect(
      within(card('Facebook')).getByRole('button', { name: 'Disconnect Facebook' }),
    ).toBeInTheDocument();
    expect(within(card('Instagram')).getByText('Connected')).toBeInTheDocument();
    expect(
      within(card('LinkedIn')).getByRole('button', { name: 'Connect LinkedIn' }),
    ).toBeInTheDocument();
    expect(within(card('YouTube')).getByText('Not connected')).toBeInTheDocument();
  });

  it('flips a card for this visit and only logs', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await renderIntegrations();
    await user.click(screen.getByRole('button', { name: 'Connect TikTok' }));
    expect(within(card('TikTok')).getByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect TikTok' })).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('Connect TikTok (sample only)');
    expect(screen.getByText('TikTok connected.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disconnect Facebook' }));
    expect(within(card('Facebook')).getByText('Not connected')).toBeInTheDocument();
    expect(info).toHaveBeenLastCalledWith('Disconnect Facebook (sample only)');
  });
});
