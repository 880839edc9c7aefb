import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { WEBSITE_IMPORT_MESSAGES } from '@contract/website-import';
import { absoluteApiBaseUrl } from '@/config/env';
import { server } from '@/mocks/node';
import { signUp } from '@/mocks/test-client';
import { renderWithProviders } from '@/testing/render';
import { FillFromWebsite, READING_WEBSITE, VALUES_FILLED_IN } from './fill-from-website';
import type { AcceptedWebsiteValues } from './review-state';

// Many clicks through a long review: slow on a busy shared machine.
vi.setConfig({ testTimeout: 30_000 });

async function renderControl(address: string) {
  await signUp('ann@example.com');
  const onAccept = vi.fn<(accepted: AcceptedWebsiteValues) => void>();
  const rendered = renderWithProviders(<FillFromWebsite address={address} onAccept={onAccept} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Fill in from my website' }));
  return { ...rendered, onAccept };
}

describe('Fill in from my website', () => {
  it('shows every value with where it was read, and passes on only the ticked ones', async () => {
    const { user, onAccept } = await renderControl('hearth.example');
    const review = await screen.findByRole('dialog', { name: 'Review what we found' });
    const name = await within(review).findByRole('textbox', { name: 'Business name' });
    expect(name).toHaveValue('Hearth & Crumb');
    expect(name).toHaveAccessibleDescription("From the page's business details");
    expect(within(review).getByRole('radio', { name: "Logo 1: the page's logo" })).toBeChecked();
    expect(within(review).getByRole('radio', { name: 'Logo 2: the share picture' })).toBeEnabled();
    expect(within(review).getByText('#8b4a2b')).toBeInTheDocument();
    const prices = within(review)
      .getAllByRole('textbox', { name: 'Price' })
      .map((input) => (input as HTMLInputElement).value);
    expect(prices).toEqual(['4.20 GBP', '3.10 GBP', '45 GBP']);

    // Untick everything, then tick two fields back and edit one of them.
    for (const box of within(review).getAllByRole('checkbox', { checked: true })) {
      await user.click(box);
    }
    await user.click(within(review).getByRole('radio', { name: 'No logo from the website' }));
    await user.click(within(review).getByRole('checkbox', { name: 'Use phone' }));
    await user.click(within(review).getByRole('checkbox', { name: 'Use Cardamom bun' }));
    const phone = within(review).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '0117 496 0999');
    await user.click(within(review).getByRole('button', { name: 'Use 2 selected values' }));

    expect(onAccept).toHaveBeenCalledExactlyOnceWith({
      profile: {
        phone: '0117 496 0999',
        offerings: [
          {
            name: 'Cardamom bun',
            description: 'Swedish-style, knotted by hand.',
            price: '3.10 GBP',
            season: [],
          },
        ],
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(VALUES_FILLED_IN)).toBeInTheDocument();
  });

  it('does not pass on a ticked value the profile would refuse, and says why', async () => {
    const { user, onAccept } = await renderControl('hearth.example');
    const review = await screen.findByRole('dialog');
    const phone = await within(review).findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, 'call us');
    await user.click(within(review).getByRole('button', { name: /^Use \d+ selected values$/ }));
    expect(await within(review).findByRole('alert')).toHaveTextContent('need a fix');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('digits, spaces'));
    expect(onAccept).not.toHaveBeenCalled();
  });

  it("shows the server's sentence when the website cannot be read", async () => {
    await renderControl('https://website-unreachable.example');
    expect(await screen.findByText(WEBSITE_IMPORT_MESSAGES.unreachable)).toHaveRole('alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses an address that is not http(s) with the contract sentence', async () => {
    await renderControl('ftp://hearth.example');
    expect(await screen.findByText(WEBSITE_IMPORT_MESSAGES.notHttp)).toHaveRole('alert');
  });

  it('says so kindly when the page holds too little to review', async () => {
    const { onAccept } = await renderControl('website-found-little.example');
    expect(await screen.findByText(WEBSITE_IMPORT_MESSAGES.foundLittle)).toHaveRole('status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('shows the pending state while the page is read', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(`${absoluteApiBaseUrl()}/business-profile/website-import`, async () => {
        // Nothing returned: the mock's own handler answers once the test lets it.
        await answered;
      }),
    );
    await renderControl('hearth.example');
    expect(screen.getByRole('button', { name: 'Reading your website…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText(READING_WEBSITE, { selector: '[role=status]' })).toBeInTheDocument();
    answer();
    await screen.findByRole('dialog');
  });
});
