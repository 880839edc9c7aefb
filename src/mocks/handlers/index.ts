import { authHandlers } from './auth';
import { draftHandlers } from './drafts';
import { generationHandlers } from './generation';
import { onboardingHandlers } from './onboarding';
import { planHandlers } from './plans';
import { postHandlers } from './posts';
import { uploadHandlers } from './uploads';

/** All 16 endpoints of SPEC section 7. */
export const handlers = [
  ...authHandlers,
  ...onboardingHandlers,
  ...uploadHandlers,
  ...generationHandlers,
  ...draftHandlers,
  ...postHandlers,
  ...planHandlers,
];
