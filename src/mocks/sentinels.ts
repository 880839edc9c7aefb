import type { EndpointName } from '@contract/endpoints';

/**
 * Sentinel inputs make the mock backend fail on purpose, so tests (unit and e2e)
 * can reach every error message without intercepting requests by hand.
 *
 * Put a token anywhere in a request (a JSON string field, the URL, a multipart
 * field or a file name), for example in a post description or an e-mail address
 * such as `ann+fail-drafts@example.com`:
 *   fail-<key>     the call answers 500 with {"error": "Simulated <key> failure"}
 *   offline-<key>  the call fails at the network level (no answer)
 *   flaky-<key>    the first such call fails like fail-<key>, later ones succeed
 */
export const SENTINEL_KEYS = {
  login: 'login',
  addUser: 'signup',
  googleLogin: 'google',
  facebookLogin: 'facebook',
  saveOnboarding: 'onboarding',
  getOnboardingById: 'onboarding-read',
  getOnboardingByEmail: 'onboarding-read',
  getBrandAssets: 'assets',
  generateBrandAwareContent: 'text',
  generateCombinedBrandImage: 'image',
  upload: 'upload',
  uploadMultiple: 'photos',
  saveDraft: 'save',
  getDrafts: 'drafts',
  deleteDraft: 'delete',
  generateContent: 'generate',
  logout: 'logout',
  verifyEmail: 'verify-email',
  resendVerification: 'resend-verification',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  changePassword: 'change-password',
  getAccountSettings: 'settings',
  saveProfile: 'profile',
  saveNotifications: 'notifications',
  deleteAccount: 'delete-account',
  exportAccount: 'export',
  getLibrary: 'library',
  deleteLibraryItem: 'library-delete',
  submitSupportRequest: 'support',
  updatePost: 'update',
  schedulePost: 'schedule',
  getPosts: 'posts',
  approvePosts: 'approve',
  getTimeZone: 'time-zone-read',
  setTimeZone: 'time-zone',
  createPlan: 'plan',
  getLatestPlan: 'plan-read',
  getPlanSuggestions: 'plan-suggestions',
  getPlan: 'plan-read',
  replacePlanSlots: 'plan-slots',
  writePlan: 'plan-write',
  cancelPlan: 'plan-cancel',
  retryPlanSlot: 'plan-retry',
  writeAnotherPlanVersion: 'plan-version',
  startAuthRedirect: 'redirect-start',
  authCallback: 'callback',
  getIntegrations: 'integrations',
  connectNetwork: 'connect',
  getPendingConnection: 'connect-pending',
  pickConnectionTargets: 'connect-pick',
  disconnectAccount: 'disconnect',
  getTikTokCreatorInfo: 'tiktok-creator',
  getPublications: 'publications',
  getPublicationsNeedingAttention: 'publications-attention',
  retryPublication: 'publication-retry',
  markPublicationPosted: 'publication-posted',
  getBusinessProfile: 'business-profile-read',
  saveBusinessProfile: 'business-profile-save',
  importBusinessWebsite: 'business-website-import',
  copyWebsiteLogo: 'business-website-logo',
  getBilling: 'billing-read',
  startCheckout: 'billing-checkout',
  openBillingPortal: 'billing-portal',
  getAnalytics: 'analytics',
  getPostResults: 'post-results',
  getAiSettings: 'ai-settings-read',
  saveAiSettings: 'ai-settings',
  listAiModels: 'ai-models',
  testAiConnection: 'ai-test',
  findLocalModel: 'ai-local',
  getBusinesses: 'businesses-read',
  switchBusiness: 'business-switch',
  createBusiness: 'business-create',
  getTeam: 'team-read',
  inviteMember: 'team-invite',
  revokeInvitation: 'team-invite-revoke',
  changeMemberRole: 'team-role',
  removeMember: 'team-remove',
  leaveBusiness: 'team-leave',
  getInvitation: 'invitation-read',
  acceptInvitation: 'invitation-accept',
  reviewPost: 'post-review',
  getApprovalLinks: 'approval-links-read',
  createApprovalLink: 'approval-link-create',
  revokeApprovalLink: 'approval-link-revoke',
  getApprovalPage: 'approval-page',
  decideThroughLink: 'approval-decision',
  getActivity: 'activity',
  getPostActivity: 'post-activity',
} as const satisfies Record<EndpointName, string>;

export type SentinelKey = (typeof SENTINEL_KEYS)[EndpointName];
export type SentinelOutcome = 'fail' | 'offline' | null;

export const simulatedFailureMessage = (key: SentinelKey) => `Simulated ${key} failure`;

const firedFlaky = new Set<string>();

export function resetSentinels() {
  firedFlaky.clear();
}

function hasToken(texts: string[], token: string): string | null {
  // The token must not run on into a longer key (fail-onboarding vs fail-onboarding-read).
  const pattern = new RegExp(`${token.replace(/[-]/g, '\\-')}(?![a-z-])`, 'i');
  return texts.find((text) => pattern.test(text)) ?? null;
}

/** Decides whether a request that mentions `texts` should fail, and how. */
export function sentinelOutcome(key: SentinelKey, texts: string[]): SentinelOutcome {
  if (hasToken(texts, `offline-${key}`)) return 'offline';
  if (hasToken(texts, `fail-${key}`)) return 'fail';
  const flakyText = hasToken(texts, `flaky-${key}`);
  if (flakyText) {
    const fingerprint = `${key}:${flakyText}`;
    if (!firedFlaky.has(fingerprint)) {
      firedFlaky.add(fingerprint);
      return 'fail';
    }
  }
  return null;
}

/** Every string inside a JSON-like value, flattened. */
export function collectStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => collectStrings(item, into));
  return into;
}
