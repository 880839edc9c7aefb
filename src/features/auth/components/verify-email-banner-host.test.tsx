import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signInAs } from '@/testing/render';
import { AUTH_COPY } from '../copy';
import { preloadVerifyEmailBanner, VerifyEmailBannerHost } from './verify-email-banner-host';

const unverified = { email: 'ann@example.com', name: 'Ann Baker', email_verified: false };

// The test fetches the banner's code ahead itself, as the app's start does.
describe('the e-mail banner fetched before the app starts', () => {
  it('is drawn with the page it sits above, not pushed in once the page is in use', async () => {
    signInAs(unverified);
    await preloadVerifyEmailBanner(unverified);

    renderWithProviders(<VerifyEmailBannerHost />);

    // No waiting: the first commit already has it.
    const banner = screen.getByRole('region', { name: AUTH_COPY.verifyTitle });
    expect(banner).toHaveTextContent(AUTH_COPY.verifyBanner(unverified.email));
    expect(screen.getByRole('button', { name: AUTH_COPY.resendButton })).toBeEnabled();
  });
});
