import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BUSINESS_PROFILE } from '@contract/business-profile';
import { AuthProvider } from '@/features/auth/auth-context';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { createTestQueryClient, signInAs } from '@/testing/render';
import { addUser, getTimeZone, saveBusinessProfile } from './api';
import { browserTimeZone, defaultTimeZone, useBusinessTimeZone } from './business-time-zone';

function ShownZone({ email }: { email: string }) {
  const { timeZone } = useBusinessTimeZone(email);
  return <p>Times in {timeZone}</p>;
}

async function ownerWithoutZone(email: string) {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  signInAs(user);
  return user;
}

function renderZone(email: string) {
  render(
    <AuthProvider>
      <QueryClientProvider client={createTestQueryClient()}>
        <ShownZone email={email} />
      </QueryClientProvider>
    </AuthProvider>,
  );
}

/** The browser says Lisbon, so a default of UTC (the test machine's zone) cannot pass. */
function browserSays(zone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the business’s default time zone', { timeout: 20_000 }, () => {
  it('is the profile’s zone, else the browser’s', () => {
    browserSays('Europe/Lisbon');
    expect(browserTimeZone()).toBe('Europe/Lisbon');
    expect(defaultTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(defaultTimeZone('')).toBe('Europe/Lisbon');
    expect(defaultTimeZone(undefined)).toBe('Europe/Lisbon');
  });

  it('takes the business profile’s zone when the business never chose one', async () => {
    browserSays('Europe/Lisbon');
    const email = 'ann@example.com';
    await ownerWithoutZone(email);
    await saveBusinessProfile({ ...EMPTY_BUSINESS_PROFILE, timeZone: 'Asia/Tokyo' });
    renderZone(email);
    expect(await screen.findByText('Times in Asia/Tokyo')).toBeInTheDocument();
    await expect.poll(async () => (await getTimeZone(email)).time_zone).toBe('Asia/Tokyo');
  });

  it('takes the browser’s zone, not UTC, when the profile has none', async () => {
    browserSays('Europe/Lisbon');
    const email = 'bo@example.com';
    await ownerWithoutZone(email);
    renderZone(email);
    expect(await screen.findByText('Times in Europe/Lisbon')).toBeInTheDocument();
    await expect.poll(async () => (await getTimeZone(email)).time_zone).toBe('Europe/Lisbon');
  });
});
