import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { BillingResponse } from '@contract/billing';
import { absoluteApiBaseUrl } from '@/config/env';
import { server } from '@/mocks/node';
import { signInOwner } from '@/testing/onboarding';
import { useBilling } from '@/lib/billing';
import { renderApp, renderWithProviders } from '@/testing/render';
import { BILLING_OFF_TEXT, BillingPage } from './billing-page';
import { UpgradeButton } from './upgrade-button';

const FREE_NEAR_LIMIT: BillingResponse = {
  enabled: true,
  plan: 'free',
  status: null,
  renewsAt: null,
  cancelAtPeriodEnd: false,
  paymentProblem: null,
  posts: { used: 25, limit: 30, resetsAt: null },
  plansOnSale: ['starter', 'professional'],
  invoices: [],
};

const PAID_AND_FAILING: BillingResponse = {
  ...FREE_NEAR_LIMIT,
  plan: 'professional',
  status: 'past_due',
  renewsAt: '2027-01-15T12:00:00.000Z',
  paymentProblem: { since: '2026-12-15T12:00:00.000Z', graceEndsAt: '2026-12-22T12:00:00.000Z' },
  posts: { used: 41, limit: 150, resetsAt: '2027-01-15T12:00:00.000Z' },
  invoices: [
    {
      id: 'in_1',
      number: 'INV-0001',
      created: '2026-11-15T12:00:00.000Z',
      amountPaid: 7900,
      amountDue: 7900,
      currency: 'usd',
      status: 'paid',
      pdfUrl: 'https://pay.example/invoices/in_1.pdf',
      hostedUrl: null,
    },
  ],
};

function serveBilling(answer: BillingResponse) {
  server.use(http.get(`${absoluteApiBaseUrl()}/billing`, () => HttpResponse.json(answer)));
}

async function renderBilling() {
  await signInOwner();
  const view = renderApp('/billing');
  await screen.findByRole('heading', { level: 1, name: 'Billing' });
  return view;
}

describe('Billing', { timeout: 20_000 }, () => {
  it('says plainly that this installation has no billing, with no sample plan', async () => {
    await renderBilling();
    expect(await screen.findByText(BILLING_OFF_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Professional')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current plan' })).not.toBeInTheDocument();
    expect(screen.queryByText(/preview/i)).not.toBeInTheDocument();
  });

  it('shows the Free plan, its posts counted, and opens Checkout for a plan', async () => {
    serveBilling(FREE_NEAR_LIMIT);
    const checkout = vi.fn();
    server.use(
      http.post(`${absoluteApiBaseUrl()}/billing/checkout`, async ({ request }) => {
        checkout(await request.json());
        return HttpResponse.json({ url: 'https://checkout.example/session' });
      }),
    );
    await signInOwner();
    const navigateTo = vi.fn();
    function Harness() {
      return (
        <BillingPage
          signedIn
          navigateTo={navigateTo}
          query={useBilling()}
          plans={(_billing, navigate) => (
            <UpgradeButton plan="professional" name="Professional" navigateTo={navigate} />
          )}
        />
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const summary = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(summary).getByText('Free')).toBeInTheDocument();
    expect(within(summary).getByText('25 of 30 free posts used')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upgrade' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Professional' }));
    expect(checkout).toHaveBeenCalledWith({ plan: 'professional' });
    expect(navigateTo).toHaveBeenCalledWith('https://checkout.example/session');
  });

  it('back from Checkout, says the payment is being confirmed and offers no second upgrade', async () => {
    serveBilling(FREE_NEAR_LIMIT);
    await signInOwner();
    function Harness() {
      return (
        <BillingPage
          signedIn
          confirmingCheckout
          navigateTo={vi.fn()}
          query={useBilling()}
          plans={(_billing, navigate) => (
            <UpgradeButton plan="professional" name="Professional" navigateTo={navigate} />
          )}
        />
      );
    }
    renderWithProviders(<Harness />);
    expect(await screen.findByText(/Stripe is confirming your payment/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('warns of a failed payment and lists invoices with their PDF', async () => {
    serveBilling(PAID_AND_FAILING);
    await renderBilling();
    const warning = await screen.findByText('Your last payment did not go through.');
    const alert = warning.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The warning is an alert');
    expect(alert).toHaveTextContent('December 22, 2026');
    expect(within(alert).getByRole('button', { name: 'Update card' })).toBeEnabled();
    const summary = screen.getByRole('region', { name: 'Current plan' });
    expect(within(summary).getByText('Professional')).toBeInTheDocument();
    expect(within(summary).getByText('January 15, 2027')).toBeInTheDocument();
    expect(within(summary).getByText('41 of 150 posts used this month')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upgrade' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: /payment history/i });
    const download = within(table).getByRole('link', {
      name: 'Download invoice INV-0001 (PDF, opens in a new tab)',
    });
    expect(download).toHaveAttribute('href', 'https://pay.example/invoices/in_1.pdf');
    expect(within(table).getByText('$79.00')).toBeInTheDocument();
  });
});
