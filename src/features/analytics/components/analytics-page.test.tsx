import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

async function renderAnalytics() {
  const view = renderApp('/analytics');
  await screen.findByRole('heading', { level: 1, name: 'Analytics' });
  return view;
}

const metric = (label: string) =>
  screen.getByText(label, { selector: '.metric-label' }).closest('li') as HTMLElement;

describe('Analytics', { timeout: 20_000 }, () => {
  it('offers the four ranges, Last 30 Days first', async () => {
    await renderAnalytics();
    const range = screen.getByRole('combobox', { name: 'Date range' });
    expect(range).toHaveDisplayValue('Last 30 Days');
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 30 Days', 'Last 7 Days', 'Last 90 Days', 'This Year']);
  });

  it('shows six metrics with trends spelled out for screen readers', async () => {
    await renderAnalytics();
    for (const label of [
      'Total posts',
      'Reach',
      'Engagement',
      'Avg. engagement rate',
      'Followers',
      'Click-through rate',
    ]) {
      expect(metric(label)).toBeInTheDocument();
    }
    expect(metric('Reach')).toHaveTextContent('48.2K');
    expect(within(metric('Reach')).getByText('Up 12.5%')).toHaveClass('visually-hidden');
    expect(
      within(metric('Click-through rate')).getByText('Down 0.2 percentage points'),
    ).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Top performing posts' });
    expect(within(top).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('changes the figures and the top posts with the range', async () => {
    const { user } = await renderAnalytics();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Last 7 Days');
    expect(metric('Reach')).toHaveTextContent('11.5K');
    expect(metric('Total posts')).toHaveTextContent('6');
    expect(within(metric('Engagement')).getByText('Down 3.1%')).toBeInTheDocument();
    expect(metric('Reach')).toHaveTextContent('vs previous 7 days');
    const top = screen.getByRole('region', { name: 'Top performing posts' });
    expect(within(top).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      'Behind the scenes: 5 AM bake',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'This Year');
    expect(metric('Reach')).toHaveTextContent('512.4K');
  });
});
