import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ScheduledPost } from '@/lib/scheduled-post';
import { Calendar } from './calendar';

const POSTS: ScheduledPost[] = [
  { id: 'a', title: 'Pumpkin bread is back', date: '2025-10-14', platform: 'instagram' },
  { id: 'b', title: 'Meet our new baker', date: '2025-10-14', platform: 'facebook' },
  { id: 'c', title: 'Holiday pre-orders open', date: '2025-11-03', platform: 'linkedin' },
];

const TODAY = new Date(2025, 9, 20, 15, 45);

function renderCalendar(props: Partial<Parameters<typeof Calendar>[0]> = {}) {
  const user = userEvent.setup();
  render(<Calendar posts={POSTS} label="Content calendar" today={TODAY} {...props} />);
  return { user, grid: screen.getByRole('grid', { name: /content calendar/i }) };
}

const cell = (name: RegExp) => screen.getByRole('gridcell', { name });

describe('Calendar', () => {
  it('shows the current month with Sunday-first weekday headings', () => {
    const { grid } = renderCalendar();
    expect(screen.getByRole('heading', { name: 'October 2025' })).toBeInTheDocument();
    expect(grid).toHaveAccessibleName('Content calendar October 2025');
    const headings = within(grid).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(within(headings[0] as HTMLElement).getByTitle('Sunday')).toBeInTheDocument();
    // October 1, 2025 is a Wednesday: the fourth column of the first row.
    const firstRow = within(grid).getAllByRole('row')[1] as HTMLElement;
    const firstRowCells = within(firstRow).getAllByRole('gridcell');
    expect(firstRowCells[3]).toHaveAccessibleName(/Wednesday, October 1, 2025/);
    expect(firstRowCells[2]).toHaveTextContent('');
  });

  it('highlights today and makes it the one tab stop', () => {
    renderCalendar();
    const today = cell(/October 20, 2025, today/);
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('tabindex', '0');
    expect(cell(/October 21, 2025/)).not.toHaveAttribute('aria-current');
    expect(cell(/October 21, 2025/)).toHaveAttribute('tabindex', '-1');
  });

  it('lists post titles on their dates with their platform', () => {
    renderCalendar();
    const day = cell(/October 14, 2025, 2 posts/);
    expect(within(day).getByText('Pumpkin bread is back')).toBeInTheDocument();
    expect(within(day).getByText('Meet our new baker')).toBeInTheDocument();
    expect(within(day).getAllByRole('listitem')[0]).toHaveTextContent(/on Instagram/);
    expect(within(cell(/October 15, 2025/)).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("says each post's publishing on its day, in its accessible name", () => {
    renderCalendar({
      posts: [
        { ...POSTS[0]!, publishing: 'published' },
        { ...POSTS[1]!, publishing: 'needs_attention' },
      ],
      onOpenPost: () => {},
    });
    const day = cell(/October 14, 2025, 2 posts/);
    const [published, failed] = within(day).getAllByRole('button');
    expect(published).toHaveAccessibleName(/Pumpkin bread is back\s*on Instagram, Published$/);
    expect(failed).toHaveAccessibleName(
      /Meet our new baker\s*on Facebook, Not published, needs attention$/,
    );
    expect(within(day).getByTitle('Published')).toHaveTextContent('✓');
  });

  it('opens on the month it is given', () => {
    renderCalendar({ initialMonth: new Date(2025, 10, 1) });
    expect(screen.getByRole('heading', { name: 'November 2025' })).toBeInTheDocument();
    expect(
      within(cell(/November 3, 2025/)).getByText('Holiday pre-orders open'),
    ).toBeInTheDocument();
    // Today is in another month: the first day takes the tab stop.
    expect(cell(/November 1, 2025/)).toHaveAttribute('tabindex', '0');
  });

  it('turns the months with the previous and next buttons', async () => {
    const { user, grid } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'November 2025' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(within(grid).getByText('Holiday pre-orders open')).toBeInTheDocument();
    expect(within(grid).queryByText('Pumpkin bread is back')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'September 2025' })).toBeInTheDocument();
    // The buttons keep focus: turning pages must not throw the user into the grid.
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus();
  });

  it('moves by day and week with the arrows, to the row ends with Home and End', async () => {
    const { user } = renderCalendar();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(cell(/October 20, 2025/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell(/October 21, 2025/)).toHaveFocus();
    expect(cell(/October 21, 2025/)).toHaveAttribute('tabindex', '0');
    expect(cell(/October 20, 2025/)).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(cell(/October 28, 2025/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cell(/October 14, 2025/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell(/October 13, 2025/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell(/Sunday, October 12, 2025/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(/Saturday, October 18, 2025/)).toHaveFocus();
  });

  it('keeps Home and End inside the month on a partial week', async () => {
    const { user } = renderCalendar({ today: new Date(2025, 9, 2) });
    await user.click(cell(/October 2, 2025/));
    await user.keyboard('{Home}');
    expect(cell(/Wednesday, October 1, 2025/)).toHaveFocus();
  });

  it('changes month with Page Up and Page Down and when an arrow crosses the edge', async () => {
    const { user } = renderCalendar();
    await user.click(cell(/October 20, 2025/));
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'November 2025' })).toBeInTheDocument();
    expect(cell(/November 20, 2025/)).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(screen.getByRole('heading', { name: 'September 2025' })).toBeInTheDocument();
    expect(cell(/September 20, 2025/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('heading', { name: 'October 2025' })).toBeInTheDocument();
    expect(cell(/October 4, 2025/)).toHaveFocus();
  });

  it("lists the shown month's posts in date order for narrow screens, unless told not to", () => {
    const { unmount } = render(
      <Calendar
        posts={[
          ...POSTS,
          { id: 'd', title: 'Early October post', date: '2025-10-03', platform: 'x' } as const,
        ].reverse()}
        label="Content calendar"
        today={TODAY}
      />,
    );
    const agenda = screen.getByText('3 posts this month').parentElement as HTMLElement;
    const items = within(agenda).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      '2025-10-03',
      '2025-10-14',
      '2025-10-14',
    ]);
    expect(within(agenda).queryByText('Holiday pre-orders open')).not.toBeInTheDocument();
    unmount();

    render(<Calendar posts={POSTS} label="Content calendar" today={TODAY} showAgenda={false} />);
    expect(screen.queryByText('2 posts this month')).not.toBeInTheDocument();
  });
});
