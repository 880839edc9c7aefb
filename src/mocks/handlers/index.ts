import { accountHandlers } from './account';
import { accountSettingsHandlers } from './account-settings';
import { authHandlers } from './auth';
import { draftHandlers } from './drafts';
import { generationHandlers } from './generation';
import { onboardingHandlers } from './onboarding';
import { planHandlers } from './plans';
import { postHandlers } from './posts';
import { uploadHandlers } from './uploads';

/** All 16 endpoints of SPEC section 7, and the account calls the server adds. */
export const handlers = [
  ...authHandlers,
  ...accountHandlers,
  ...onboardingHandlers,
  ...uploadHandlers,
  ...generationHandlers,
  ...draftHandlers,
  ...accountSettingsHandlers,
  ...postHandlers,
  ...planHandlers,
];
