import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingResponseSchema, type BillingResponse } from '@contract/billing';
import { sampleOnboardingData } from '@contract/samples';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser, saveOnboarding } from '@/lib/api';
import { server } from '@/mocks/node';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await Promise.all([import('@/app/layouts/data-layout'), import('@/app/routes/dashboard')]);
});

const PAYING_BUT_FAILED: BillingResponse = {
  enabled: true,
  plan: 'starter',
  status: 'past_due',
  renewsAt: '2027-01-15T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  paymentProblem: { since: '2026-12-15T12:00:00.000Z', graceEndsAt: '2026-12-22T12:00:00.000Z' },
  posts: { used: 24, limit: 30, resetsAt: '2027-01-15T12:00:00.000Z' },
  plansOnSale: ['starter', 'professional'],
  invoices: [],
};

/** The server's answer, checked against the contract before the app is given it. */
function serveBilling(answer: BillingResponse) {
  const checked = billingResponseSchema.parse(answer);
  server.use(http.get(`${absoluteApiBaseUrl()}/billing`, () => HttpResponse.json(checked)));
}

async function openDashboard(email: string) {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  await saveOnboarding(user, sampleOnboardingData({}));
  signInAs(user);
  renderApp('/dashboard');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Golden Crust Bakery' },
    { timeout: 30_000 },
  );
}

describe('Dashboard billing notes', { timeout: 60_000 }, () => {
  it('tells of a failed payment with its grace and the way to Billing, and counts the month', async () => {
    serveBilling(PAYING_BUT_FAILED);
    await openDashboard('failed-payment@example.com');
    const warning = await screen.findByText(/Your last payment did not go through\./);
    const alert = warning.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The notice is an alert');
    expect(alert).toHaveTextContent('Your last payment did not go through.');
    expect(alert).toHaveTextContent('December 22, 2026');
    expect(within(alert).getByRole('link', { name: 'Update card in Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(
      screen.getByText('24 of 30 posts of your plan this month used.', { exact: false }),
    ).toBeInTheDocument();
  });

  it('says nothing of billing where the installation has none', async () => {
    await openDashboard('no-billing@example.com');
    expect(screen.queryByText(/payment did not go through/)).not.toBeInTheDocument();
    expect(screen.queryByText(/posts of the Free plan/)).not.toBeInTheDocument();
  });
});
