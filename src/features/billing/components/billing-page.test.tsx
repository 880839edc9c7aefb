import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

async function renderBilling() {
  const view = renderApp('/billing');
  await screen.findByRole('heading', { level: 1, name: 'Billing' });
  return view;
}

describe('Billing', { timeout: 20_000 }, () => {
  it('shows the current Professional plan and the next billing date', async () => {
    await renderBilling();
    const summary = screen.getByRole('region', { name: 'Current plan' });
    expect(within(summary).getByText('Professional')).toBeInTheDocument();
    expect(within(summary).getByText('$79')).toBeInTheDocument();
    const next = new Date();
    const expected = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(next.getFullYear(), next.getMonth() + 1, 1));
    expect(within(summary).getByText(expected)).toBeInTheDocument();
  });

  it('reads the plan cards from the shared catalogue, the current one marked', async () => {
    await renderBilling();
    const plans = screen.getByRole('region', { name: 'Change plan' });
    const cards = within(plans).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Starter',
      'Professional',
      'Enterprise',
    ]);
    expect(
      within(cards[0] as HTMLElement).getByText('30 scheduled posts per month'),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Current plan')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Example current plan' }),
    ).toBeDisabled();
    // A preview: switching does nothing yet, so it is disabled and says so.
    expect(
      within(cards[2] as HTMLElement).getByRole('button', {
        name: 'Switch to Enterprise (coming soon)',
      }),
    ).toBeDisabled();
  });

  it('is labelled as a preview across the top', async () => {
    await renderBilling();
    expect(screen.getByText('Preview — example data, not your account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeDisabled();
  });

  it('lists the payment history in a captioned table whose downloads wait', async () => {
    await renderBilling();
    const table = screen.getByRole('table', { name: /payment history/i });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(Array(6).fill('col'));
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(6);
    const firstInvoice = rows[0]?.firstChild?.textContent ?? '';
    expect(firstInvoice).toMatch(/^INV-\d{4}-\d{2}$/);

    expect(
      within(table).getByRole('button', { name: `Download invoice ${firstInvoice} (coming soon)` }),
    ).toBeDisabled();
  });
});
