import { screen } from '@testing-library/react';
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
