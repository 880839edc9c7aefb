import { accountHandlers } from './account';
import { accountSettingsHandlers } from './account-settings';
import { analyticsHandlers } from './analytics';
import { mediaHandlers } from '../media';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { aiSettingsHandlers } from './ai-settings';
import { businessProfileHandlers } from './business-profile';
import { draftHandlers } from './drafts';
import { generationHandlers } from './generation';
import { integrationHandlers } from './integrations';
import { onboardingHandlers } from './onboarding';
import { planHandlers } from './plans';
import { postHandlers } from './posts';
import { uploadHandlers } from './uploads';
import { websiteImportHandlers } from './website-import';
import { approvalHandlers } from './approvals';
import { teamHandlers } from './team';

/** The 16 calls of product.md §7, the calls the server adds, and stored images at /media/<key>. */
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
  ...integrationHandlers,
  ...analyticsHandlers,
  ...businessProfileHandlers,
  ...aiSettingsHandlers,
  ...websiteImportHandlers,
  ...billingHandlers,
  ...teamHandlers,
  ...approvalHandlers,
  ...mediaHandlers,
];
