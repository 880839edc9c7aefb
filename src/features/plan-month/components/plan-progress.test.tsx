import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Plan, PlanSlot } from '@contract/plans';
import type { Post } from '@contract/posts';
import { renderWithProviders } from '@/testing/render';
import { PlanProgress } from './plan-progress';

const slot = (changes: Partial<PlanSlot> & Pick<PlanSlot, 'id' | 'date'>): PlanSlot => ({
  time: '09:00',
  platforms: ['instagram'],
  kind: 'seasonal',
  brief: 'Stollen is back',
  position: 0,
  state: 'written',
  draft_id: null,
  error: null,
  ...changes,
});

const plan: Plan = {
  id: 'plan-1',
  month: '2026-12',
  time_zone: 'Europe/London',
  country: null,
  state: 'done',
  created_at: '2026-11-20T10:00:00.000Z',
  slots: [
    slot({ id: 's1', date: '2026-12-01', time: '09:00', draft_id: 'p1' }),
    slot({
      id: 's2',
      date: '2026-12-02',
      time: '17:30',
      position: 1,
      state: 'failed',
      brief: 'Advent window',
      error: 'The writer was busy',
    }),
  ],
  progress: { total: 2, written: 1, failed: 1, current: null },
};

const post: Post = {
  id: 'p1',
  user_email: 'ann@example.com',
  title: 'Stollen is back',
  caption: '',
  hashtags: '',
  image_url: null,
  image_prompt: null,
  generation_params: '{}',
  original_post_desc: 'Stollen is back',
  created_at: '2026-11-20T10:00:00.000Z',
  platforms: ['instagram'],
  status: 'to_review',
  scheduled_at: '2026-12-01T09:00:00.000Z',
  plan_id: 'plan-1',
};

const secondPost: Post = {
  ...post,
  id: 'p3',
  title: 'Gingerbread workshop',
  caption: 'Decorate your own gingerbread house with us.',
  hashtags: '#Gingerbread',
  image_url: '/media/gingerbread.png',
};
const twoPostPlan: Plan = {
  ...plan,
  slots: [
    ...plan.slots.slice(0, 1),
    slot({ id: 's3', date: '2026-12-05', time: '10:00', position: 2, draft_id: 'p3' }),
  ],
  progress: { total: 2, written: 2, failed: 0, current: null },
};

function renderReview(drop: () => Promise<void> = () => Promise.resolve()) {
  const handlers = {
    onApprove: vi.fn(() => Promise.resolve()),
    onDrop: vi.fn(drop),
    onSave: vi.fn(() => Promise.resolve()),
    onAnotherVersion: vi.fn(() => Promise.resolve(post)),
  };
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PlanProgress
          plan={twoPostPlan}
          posts={[post, secondPost]}
          calendarPath="/schedule"
          busy={false}
          onCancel={vi.fn()}
          onRetry={vi.fn()}
          {...handlers}
        />
      ),
    },
  ]);
  return { ...renderWithProviders(<RouterProvider router={router} />), handlers };
}

function renderProgress() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PlanProgress
          plan={plan}
          posts={[post]}
          calendarPath="/schedule"
          busy={false}
          onCancel={vi.fn()}
          onRetry={vi.fn()}
          onApprove={vi.fn()}
          onDrop={vi.fn()}
          onSave={vi.fn()}
          onAnotherVersion={vi.fn()}
        />
      ),
    },
  ]);
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('a plan being reviewed', () => {
  it("shows its days in the owner's language, not as ISO dates", async () => {
    const { container } = renderProgress();

    const written = await screen.findByText('Tue, Dec 1, 2026, 9:00 AM');
    expect(written.closest('time')).toHaveAttribute('datetime', '2026-12-01T09:00');
    expect(
      screen.getByText('Wed, Dec 2, 2026: Advent window. The writer was busy'),
    ).toBeInTheDocument();
    // Weeks start on Sunday, as on the calendar.
    expect(screen.getByRole('button', { name: 'Approve week of Nov 29 (1)' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('the review of a written month', () => {
  it('shows each post as it will appear, with its day, networks, image, caption and hashtags', async () => {
    renderReview();
    const card = await screen.findByRole('article', { name: 'Gingerbread workshop' });
    expect(within(card).getByText(/Sat, Dec 5, 2026, 10:00 AM/)).toBeInTheDocument();
    expect(card).toHaveTextContent('Instagram');
    expect(
      within(card).getByRole('img', { name: 'Visual for: Gingerbread workshop' }),
    ).toBeVisible();
    expect(within(card).getByText('Decorate your own gingerbread house with us.')).toBeVisible();
    expect(within(card).getByText('#Gingerbread')).toBeVisible();
  });

  it('asks before approving posts not opened, and approves at once once all were', async () => {
    const { user, handlers } = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Approve all (2)' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Approve all 2 posts?' });
    expect(confirm).toHaveAccessibleDescription(/You have not opened 2 of them yet/);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(handlers.onApprove).not.toHaveBeenCalled();

    // Opening a post is using it: its Edit, then Cancel.
    for (const name of ['Stollen is back', 'Gingerbread workshop']) {
      const card = screen.getByRole('article', { name });
      await user.click(within(card).getByRole('button', { name: 'Edit' }));
      await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    }
    await user.click(screen.getByRole('button', { name: 'Approve all (2)' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(handlers.onApprove).toHaveBeenCalledWith(['p1', 'p3']);
    expect(await screen.findByText('2 posts approved and scheduled.')).toBeInTheDocument();
  });

  it('edits a post in place and drops another', async () => {
    const { user, handlers } = renderReview();
    const card = await screen.findByRole('article', { name: 'Gingerbread workshop' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const caption = within(card).getByRole('textbox', { name: 'Caption' });
    await user.clear(caption);
    await user.type(caption, 'Gingerbread houses, Saturday at ten.');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(handlers.onSave).toHaveBeenCalledWith('p3', {
      caption: 'Gingerbread houses, Saturday at ten.',
      hashtags: '#Gingerbread',
    });
    expect(await within(card).findByRole('button', { name: 'Edit' })).toBeInTheDocument();

    // Dropping deletes the post: it asks first, naming it by its day, and Cancel keeps it.
    const other = screen.getByRole('article', { name: 'Stollen is back' });
    const dropButton = within(other).getByRole('button', { name: 'Drop' });
    await user.click(dropButton);
    let confirm = await screen.findByRole('alertdialog', { name: 'Drop the post for Tue, Dec 1?' });
    expect(confirm).toHaveAccessibleDescription('It will not be published.');
    expect(within(confirm).getByText('Stollen is back')).toBeVisible();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(handlers.onDrop).not.toHaveBeenCalled();
    expect(dropButton).toHaveFocus();

    await user.click(dropButton);
    confirm = await screen.findByRole('alertdialog', { name: 'Drop the post for Tue, Dec 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Drop post' }));
    expect(handlers.onDrop).toHaveBeenCalledWith('p1');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The card leaves, and the focus goes on to the next post rather than the page's start.
    expect(screen.queryByRole('article', { name: 'Stollen is back' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Gingerbread workshop' })).toHaveFocus();
  });

  it('keeps a post whose drop failed, saying so in the question', async () => {
    const { user } = renderReview(() => Promise.reject(new Error('offline')));
    const card = await screen.findByRole('article', { name: 'Gingerbread workshop' });
    await user.click(within(card).getByRole('button', { name: 'Drop' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Drop the post for Sat, Dec 5?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Drop post' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'The post could not be dropped. It is still in the plan; please try again.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Gingerbread workshop' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Drop' })).toHaveFocus();
  });
});
