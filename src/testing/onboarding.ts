import { screen } from '@testing-library/react';
import type { OnboardingData } from '@contract/onboarding';
import { addUser, saveOnboarding } from '@/lib/api';
import { renderApp, signInAs } from '@/testing/render';

const PASSWORD = 'Bread-and-butter-42';

/** Creates an account in the mock backend, optionally with a saved profile, and signs in. */
export async function signInOwner(
  email = 'ann@example.com',
  profile: OnboardingData | null = null,
) {
  const user = await addUser({ email, password: PASSWORD });
  if (profile) await saveOnboarding(user, profile);
  signInAs(user);
  return user;
}

/** Opens the wizard for a new owner and waits for step 1. */
export async function openWizard(url = '/onboarding', email?: string) {
  const owner = await signInOwner(email);
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 2, name: 'Tell us about your business' });
  return { ...view, owner };
}

export function pngFile(name: string) {
  // The PNG signature is enough for the mock backend, which stores bytes as they come.
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, {
    type: 'image/png',
  });
}

export const nameField = () => screen.getByRole('textbox', { name: 'Business Name *' });
export const nextButton = () => screen.getByRole('button', { name: 'Next' });
export const backButton = () => screen.getByRole('button', { name: 'Back' });
