import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { renderApp } from '@/testing/render';

async function renderSupport() {
  const view = renderApp('/support');
  await screen.findByRole('heading', { level: 1, name: 'Support' });
  return view;
}

const form = () => screen.getByRole('form', { name: 'Send us a message' });

describe('Support page', { timeout: 20_000 }, () => {
  it('lists the contact channels with support hours and reply time', async () => {
    await renderSupport();
    const channels = screen.getByRole('list', { name: 'Ways to reach us' });
    expect(within(channels).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(channels).getByRole('link', { name: 'support@smartsuite.example' }),
    ).toBeInTheDocument();
    expect(within(channels).getAllByText('Mon-Fri 9AM-6PM EST')).toHaveLength(1);
    expect(within(channels).getByText('We reply within 24 hours.')).toBeInTheDocument();
    // Live chat does not exist: the card says how to reach support, with nothing to press.
    expect(within(channels).getByText('Not available yet')).toBeInTheDocument();
    expect(within(channels).getByText(/use the form on this page or e-mail us/)).toBeVisible();
    expect(within(channels).queryByRole('button')).not.toBeInTheDocument();
  });

  it('has five FAQ entries with one answer open at a time', async () => {
    const { user } = await renderSupport();
    const faq = screen
      .getByRole('heading', { name: 'Frequently asked questions' })
      .closest('section') as HTMLElement;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    await user.click(questions[0] as HTMLElement);
    await user.click(questions[3] as HTMLElement);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(questions[3]).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('region')).toHaveTextContent(/update brand setup/i);
  });

  it('requires every field, with a message for each', async () => {
    const { user } = await renderSupport();
    await user.click(within(form()).getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Name'), 'Ann');
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(within(form()).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(/please enter a valid e-mail address/i)).toBeInTheDocument();
    expect(getDb().snapshot().supportRequests).toEqual([]);
  });

  it('confirms in the page once the server kept the request, and clears the form', async () => {
    const { user } = await renderSupport();
    await user.type(screen.getByLabelText('Name'), 'Ann Baker');
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Billing question');
    await user.type(screen.getByLabelText('Message'), 'How do I change plans?');
    await user.click(within(form()).getByRole('button', { name: 'Submit Request' }));

    expect(
      await screen.findByText("Support request submitted! We'll get back to you within 24 hours."),
    ).toBeInTheDocument();
    expect(getDb().snapshot().supportRequests).toMatchObject([
      { name: 'Ann Baker', email: 'ann@example.com', subject: 'Billing question' },
    ]);
    for (const label of ['Name', 'E-mail', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('says a failed request was not sent and keeps what was typed', async () => {
    const { user } = await renderSupport();
    await user.type(screen.getByLabelText('Name'), 'Ann Baker');
    await user.type(screen.getByLabelText('E-mail'), 'ann+fail-support@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Billing question');
    await user.type(screen.getByLabelText('Message'), 'How do I change plans?');
    await user.click(within(form()).getByRole('button', { name: 'Submit Request' }));

    const failure = await screen.findByText(/Your request was not sent/);
    expect(failure).toHaveTextContent('Simulated support failure');
    expect(screen.queryByText(/Support request submitted/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('How do I change plans?');
  });
});
