/**
 * What Finish Setup keeps in localStorage besides the server copy (product.md §4): the prompt
 * that describes the brand to the content generator, and the wizard's data as saved.
 */
export const ONBOARDING_STORAGE_KEYS = {
  aiPrompt: 'onboarding:ai-prompt',
  formData: 'onboarding:form-data',
} as const;

/** Keeps the saved profile and its prompt on this device (product.md §4 Onboarding save). */
export function storeOnboardingLocally(
  formData: unknown,
  aiPrompt: string,
  storage: Storage = localStorage,
) {
  try {
    storage.setItem(ONBOARDING_STORAGE_KEYS.aiPrompt, aiPrompt);
    storage.setItem(ONBOARDING_STORAGE_KEYS.formData, JSON.stringify(formData));
  } catch {
    // A full or blocked storage must not undo a save the server has accepted.
  }
}
