import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { buildSampleScheduledPosts } from '../sample-data';

async function renderSchedule() {
  const view = renderApp('/schedule');
  await screen.findByRole('heading', { level: 1, name: 'Content Scheduler' });
  return view;
}

describe('Content Scheduler', { timeout: 20_000 }, () => {
  it('has seven sample posts on Facebook, Instagram and LinkedIn, deliberately out of order', () => {
    const posts = buildSampleScheduledPosts(new Date(2025, 9, 10));
    expect(posts).toHaveLength(7);
    expect(new Set(posts.map((post) => post.platform))).toEqual(
      new Set(['facebook', 'instagram', 'linkedin']),
    );
    const dates = posts.map((post) => post.date);
    expect(dates).not.toEqual([...dates].sort());
    expect(dates.every((date) => date > '2025-10-10')).toBe(true);
  });

  it('lists the upcoming posts sorted by date', async () => {
    await renderSchedule();
    const upcoming = screen.getByRole('region', { name: 'Upcoming Posts' });
    const items = within(upcoming).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    const dates = items.map((item) => item.querySelector('time')?.getAttribute('dateTime') ?? '');
    expect(dates).toEqual([...dates].sort());
    expect(within(items[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
      'Weekend brunch specials',
    );
    expect(within(items[6] as HTMLElement).getByRole('heading')).toHaveTextContent(
      'Year in review: thank you, neighbours',
    );
  });

  it('shows the calendar with today, and buttons that only log', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await renderSchedule();
    const grid = screen.getByRole('grid', { name: /content calendar/i });
    expect(within(grid).getByRole('gridcell', { current: 'date' })).toBeInTheDocument();

    const scheduleNew = screen.getByRole('button', { name: 'Schedule New Post' });
    // product.md §2 reads '+ Schedule New Post'; the plus is decoration for screen readers.
    expect(scheduleNew).toHaveTextContent('+ Schedule New Post');
    await user.click(scheduleNew);
    await user.click(screen.getByRole('button', { name: 'Edit Weekend brunch specials' }));
    await user.click(screen.getByRole('button', { name: 'Delete Weekend brunch specials' }));
    expect(info).toHaveBeenCalledTimes(3);
    expect(
      within(screen.getByRole('region', { name: 'Upcoming Posts' })).getAllByRole('listitem'),
    ).toHaveLength(7);
  });
});
