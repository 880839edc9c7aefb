import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_PROFILE } from '@contract/business-profile';
import { sampleOnboardingData } from '@contract/samples';
import { addUser, saveBusinessProfile, saveOnboarding, setTimeZone } from '@/lib/api';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await Promise.all([import('@/app/layouts/data-layout'), import('@/app/routes/plan-month')]);
});

describe('Plan a month: whose holidays', { timeout: 40_000 }, () => {
  it('marks the business profile’s country by default', async () => {
    const email = 'ann@example.com';
    const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
    await saveOnboarding(user, sampleOnboardingData());
    await setTimeZone(email, 'Europe/Lisbon');
    await saveBusinessProfile({ ...EMPTY_BUSINESS_PROFILE, country: 'PT' });
    signInAs(user);
    renderApp('/schedule/plan');
    const country = await screen.findByLabelText('Public holidays of');
    await expect.poll(() => (country as HTMLSelectElement).value).toBe('PT');
  });
});
