import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { absoluteApiBaseUrl } from '@/config/env';
import { saveOnboarding, uploadFile, uploadFiles } from '@/lib/api';
import { sampleOnboardingData } from '@contract/samples';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/render';
import {
  OnboardingProvider,
  useOnboarding,
  type OnboardingContextValue,
} from './onboarding-context';
import { pngFile, signInOwner } from '@/testing/onboarding';

function Probe({ onValue }: { onValue: (value: OnboardingContextValue) => void }) {
  const value = useOnboarding();
  useEffect(() => onValue(value));
  return <p data-testid="status">{value.status}</p>;
}

function renderContext() {
  let latest: OnboardingContextValue | null = null;
  renderWithProviders(
    <OnboardingProvider>
      <Probe
        onValue={(value) => {
          latest = value;
        }}
      />
    </OnboardingProvider>,
  );
  const current = () => {
    if (!latest) throw new Error('The provider has not rendered');
    return latest;
  };
  return { current };
}

const settledStatus = async (status: string) =>
  waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent(status));

describe('OnboardingContext', () => {
  it('is signed-out with no profile when nobody is signed in', async () => {
    const { current } = renderContext();
    await settledStatus('signed-out');
    expect(current().profile).toBeNull();
    expect(current().hasError).toBe(false);
  });

  it('is loading, then needed for a user without a profile', async () => {
    await signInOwner();
    const { current } = renderContext();
    expect(current().status).toBe('loading');
    await settledStatus('needed');
    expect(current().hasError).toBe(false);
    expect(current().errorText).toBeNull();
    expect(current().profile).toBeNull();
    expect(current().presets).toEqual({
      captionLength: null,
      imageMode: null,
      hashtagGeneration: null,
    });
  });

  it('is completed with the profile the server sent as JSON text', async () => {
    const data = sampleOnboardingData();
    await signInOwner('ann@example.com', data);
    const { current } = renderContext();
    await settledStatus('completed');
    expect(current().profile).toEqual(data);
    expect(current().presets).toMatchObject({
      captionLength: 'medium',
      imageMode: 'ai',
      hashtagGeneration: true,
    });
  });

  it('reads a profile the server sends as an object just the same', async () => {
    const data = sampleOnboardingData({ business: { name: 'Object Bakery' } });
    server.use(
      http.get(`${absoluteApiBaseUrl()}/onboarding/by-email/:email`, () =>
        HttpResponse.json({ user_id: '1', user_email: 'ann@example.com', onboarding_data: data }),
      ),
    );
    await signInOwner();
    const { current } = renderContext();
    await settledStatus('completed');
    expect(current().profile).toEqual(data);
  });

  it('counts a failed check as needed, with hasError', async () => {
    await signInOwner('ann+fail-onboarding-read@example.com');
    const { current } = renderContext();
    await settledStatus('needed');
    await waitFor(() => expect(current().hasError).toBe(true));
    expect(current().profile).toBeNull();
    expect(current().errorText).toBe('Simulated onboarding-read failure');
  });

  it('counts a network failure while checking as needed, with hasError', async () => {
    await signInOwner('ann+offline-onboarding-read@example.com');
    const { current } = renderContext();
    await waitFor(() => expect(current().hasError).toBe(true));
    expect(current().status).toBe('needed');
    expect(current().errorText).toBe('Failed to retrieve onboarding data');
  });

  it('loads the brand assets and derives what the image generator can use', async () => {
    const user = await signInOwner(
      'ann@example.com',
      sampleOnboardingData({ brandAssets: { colors: [] } }),
    );
    await uploadFile(pngFile('logo.png'), { user_email: 'ann@example.com' }, 'logo');
    await uploadFiles([pngFile('a.png'), pngFile('b.png')], { user_email: user.email ?? '' });
    const { current } = renderContext();
    await settledStatus('completed');
    await waitFor(() => expect(current().brandAssets?.photos.count).toBe(2));
    expect(current().brandAssets?.logos.count).toBe(1);
    expect(current().capabilities.hasLogo).toBe(true);
    expect(current().capabilities.hasBrandColors).toBe(false);
    expect(current().capabilities.photos).toHaveLength(2);
    expect(current().capabilities.photos[0]?.url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
  });

  it('has no brand capabilities without colours, logo or photos', async () => {
    await signInOwner();
    const { current } = renderContext();
    await settledStatus('needed');
    await waitFor(() => expect(current().brandAssets).not.toBeNull());
    expect(current().capabilities).toEqual({ hasBrandColors: false, hasLogo: false, photos: [] });
  });

  it('refresh() reads the profile again after it is saved', async () => {
    const user = await signInOwner();
    const { current } = renderContext();
    await settledStatus('needed');

    await saveOnboarding(user, sampleOnboardingData());
    await act(() => current().refresh());
    expect(screen.getByTestId('status')).toHaveTextContent('completed');
    expect(current().profile?.business.name).toBe('Golden Crust Bakery');
    expect(current().capabilities.hasBrandColors).toBe(true);
  });
});
