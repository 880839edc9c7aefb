import { useMutation } from '@tanstack/react-query';
import type { User } from '@contract/auth';
import type { OnboardingData, SaveOnboardingResponse } from '@contract/onboarding';
import { saveOnboarding } from '@/lib/api';
import { errorMessage } from '@/lib/api-error';
import { ONBOARDING_COPY } from '../copy';

/** POST /onboarding (product.md §7); the api module picks the user identifier. */
export function useSaveOnboarding() {
  return useMutation<SaveOnboardingResponse, unknown, { user: User; data: OnboardingData }>({
    mutationFn: ({ user, data }) => saveOnboarding(user, data),
  });
}

/** product.md §8: the server's message, or 'Failed to save onboarding data' with no answer. */
export const saveErrorText = (error: unknown) =>
  errorMessage(error, { network: ONBOARDING_COPY.saveFailed });
