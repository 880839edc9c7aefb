import { mediaHandlers } from '../media';
import { authHandlers } from './auth';
import { draftHandlers } from './drafts';
import { generationHandlers } from './generation';
import { onboardingHandlers } from './onboarding';
import { uploadHandlers } from './uploads';

/** All 16 endpoints of SPEC section 7, and the stored images at /media/<key>. */
export const handlers = [
  ...authHandlers,
  ...onboardingHandlers,
  ...uploadHandlers,
  ...generationHandlers,
  ...draftHandlers,
  ...mediaHandlers,
];
