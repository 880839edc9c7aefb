import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAQ_ITEM_COUNT } from '@contract/constants';
import { renderApp, signInAs } from '@/testing/render';

// The page loads the demo form lazily; transforming it on first use is slow in tests,
// so it is warmed up once here rather than waited for with a long timeout.
beforeAll(async () => {
  await import('@/features/compose/components/post-creation-form');
  await import('@/features/calendar/components/calendar');
  await import('@/app/routes/landing');
});

async function renderLanding() {
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: /month of social posts/i });
  return view;
}

// The whole app renders here, which is slow on a busy machine.
describe('Landing page', { timeout: 20_000 }, () => {
  it('leads with the one-session promise and the marketing claims', async () => {
    await renderLanding();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Automate a month of social posts in one session',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/trusted by over 50,000 businesses/i)).toBeInTheDocument();
    expect(screen.getByText('First 30 posts free')).toBeInTheDocument();
    expect(screen.getByText('Setup in under 5 minutes')).toBeInTheDocument();
    expect(
      screen.getAllByText(/Facebook, Instagram, LinkedIn, Twitter and TikTok/).length,
    ).toBeGreaterThan(0);
    const features = screen.getByRole('heading', { name: /everything a month of posting needs/i })
      .parentElement?.parentElement as HTMLElement;
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'AI content in your brand voice',
      'Set up in under 5 minutes',
      'Auto-posting on schedule',
    ]);
  });

  it('opens the signup modal from Get Started Free', async () => {
    const { user } = await renderLanding();
    await user.click(screen.getByRole('button', { name: 'Get Started Free' }));
    expect(await screen.findByRole('dialog', { name: /create your account/i })).toBeInTheDocument();
  });

  it('sends a signed-in visitor from Get Started Free to the dashboard', async () => {
    signInAs({ email: 'ann@example.com', name: 'Ann' });
    const { user, router } = await renderLanding();
    await user.click(screen.getByRole('button', { name: 'Get Started Free' }));
    // The dashboard passes a user without a brand profile on to onboarding.
    await waitFor(() =>
      expect(['/dashboard', '/onboarding']).toContain(router.state.location.pathname),
    );
    expect(screen.queryByRole('dialog', { name: /create your account/i })).not.toBeInTheDocument();
  });

  it('shows both live demos: the post form in demo mode and the October 2025 calendar', async () => {
    await renderLanding();
    expect(await screen.findByRole('button', { name: 'Try it Free' })).toBeInTheDocument();
    const calendar = await screen.findByRole('grid', {
      name: /sample content calendar october 2025/i,
    });
    const day = within(calendar).getByRole('gridcell', { name: /October 1, 2025/ });
    expect(within(day).getByText('Pumpkin bread is back')).toBeInTheDocument();
  });

  it('keeps one FAQ answer open at a time and moves between questions by keyboard', async () => {
    const { user } = await renderLanding();
    const faq = screen
      .getByRole('heading', { name: 'Questions, answered' })
      .closest('section') as HTMLElement;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(FAQ_ITEM_COUNT);
    const [first, second, , , last] = questions as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('region', { name: first.textContent ?? '' })).toHaveTextContent(
      /first 30 posts are on us/i,
    );
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).getAllByRole('region')).toHaveLength(1);

    second.focus();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('carries the business website from Get my posts into sign-up and brand setup', async () => {
    const { user } = await renderLanding();
    const website = screen.getByLabelText('Business website');
    expect(website).toHaveAttribute('type', 'url');

    await user.click(screen.getByRole('button', { name: 'Get my posts' }));
    expect(screen.getByText(/enter your business website/i)).toBeInTheDocument();
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStorage.getItem('smart-suite:pending-website')).toBeNull();

    await user.click(website);
    await user.paste('goldencrust.example');
    await user.click(screen.getByRole('button', { name: 'Get my posts' }));
    const form = website.closest('form') as HTMLElement;
    expect(within(form).getByRole('status')).toHaveTextContent(/goldencrust\.example/);
    expect(website).not.toHaveAttribute('aria-invalid');
    // Sign-up opens, and brand setup's Website field will start with the address.
    expect(await screen.findByRole('dialog', { name: /create/i })).toBeInTheDocument();
    expect(sessionStorage.getItem('smart-suite:pending-website')).toBe(
      'https://goldencrust.example/',
    );
  });
});
