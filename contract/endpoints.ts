import { z } from 'zod';
import { tiktokCreatorInfoResponseSchema } from './tiktok';
import {
  addUserRequestSchema,
  authCallbackRequestSchema,
  authStartRequestSchema,
  authStartResponseSchema,
  authResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
  facebookLoginRequestSchema,
  facebookLoginResponseSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
} from './auth';
import {
  deleteDraftRequestSchema,
  deleteDraftResponseSchema,
  getDraftsQuerySchema,
  getDraftsResponseSchema,
  saveDraftRequestSchema,
  saveDraftResponseSchema,
} from './drafts';
import {
  generateBrandAwareContentRequestSchema,
  generateBrandAwareContentResponseSchema,
  generateCombinedBrandImageRequestSchema,
  generateCombinedBrandImageResponseSchema,
  generateContentRequestSchema,
  generateContentResponseSchema,
} from './generation';
import {
  brandAssetsResponseSchema,
  getOnboardingResponseSchema,
  saveOnboardingRequestSchema,
  saveOnboardingResponseSchema,
} from './onboarding';
import { successSchema } from './common';
import * as account from './account';
import {
  approvePostsRequestSchema,
  approvePostsResponseSchema,
  postResponseSchema,
  postsInRangeQuerySchema,
  postsResponseSchema,
  schedulePostRequestSchema,
  setTimeZoneRequestSchema,
  timeZoneQuerySchema,
  timeZoneResponseSchema,
  updatePostRequestSchema,
} from './posts';
import {
  anotherPlanVersionRequestSchema,
  anotherPlanVersionResponseSchema,
  createPlanRequestSchema,
  latestPlanQuerySchema,
  latestPlanResponseSchema,
  planSuggestionsQuerySchema,
  planSuggestionsResponseSchema,
  planActionRequestSchema,
  planResponseSchema,
  replaceSlotsRequestSchema,
} from './plans';
import { uploadMultipleResponseSchema, uploadResponseSchema } from './uploads';
import * as analytics from './analytics';
import * as integrations from './integrations';
import * as businessProfile from './business-profile';
import * as aiSettings from './ai-settings';
import { websiteLogoRequestSchema, websiteProposalSchema } from './website-import';
import * as billing from './billing';
import * as team from './team';
import type { Access } from './team';

/**
 * product.md §7, one row per call. `path` is an Express-style pattern shared by the
 * mock backend and the server; `request` validates the JSON body or the query
 * (multipart bodies are checked field by field by their handlers).
 */
export const endpoints = {
  getDrafts: {
    method: 'GET',
    access: 'viewer',
    path: '/get-drafts',
    request: getDraftsQuerySchema,
    response: getDraftsResponseSchema,
  },
  facebookLogin: {
    method: 'POST',
    access: 'visitor',
    path: '/facebook-login',
    request: facebookLoginRequestSchema,
    response: facebookLoginResponseSchema,
  },
  googleLogin: {
    method: 'POST',
    access: 'visitor',
    path: '/google-login',
    request: googleLoginRequestSchema,
    response: authResponseSchema,
  },
  login: {
    method: 'POST',
    access: 'visitor',
    path: '/login',
    request: loginRequestSchema,
    response: authResponseSchema,
  },
  addUser: {
    method: 'POST',
    access: 'visitor',
    path: '/add-user',
    request: addUserRequestSchema,
    response: authResponseSchema,
  },
  saveOnboarding: {
    method: 'POST',
    access: 'admin',
    path: '/onboarding',
    request: saveOnboardingRequestSchema,
    response: saveOnboardingResponseSchema,
  },
  getOnboardingById: {
    method: 'GET',
    access: 'viewer',
    path: '/onboarding/:id',
    request: z.object({}),
    response: getOnboardingResponseSchema,
  },
  getOnboardingByEmail: {
    method: 'GET',
    access: 'viewer',
    path: '/onboarding/by-email/:email',
    request: z.object({}),
    response: getOnboardingResponseSchema,
  },
  getBrandAssets: {
    method: 'GET',
    access: 'viewer',
    path: '/get-brand-assets/:email',
    request: z.object({}),
    response: brandAssetsResponseSchema,
  },
  generateBrandAwareContent: {
    method: 'POST',
    access: 'editor',
    path: '/generate-brand-aware-content',
    request: generateBrandAwareContentRequestSchema,
    response: generateBrandAwareContentResponseSchema,
  },
  generateCombinedBrandImage: {
    method: 'POST',
    access: 'editor',
    path: '/generate-combined-brand-image',
    request: generateCombinedBrandImageRequestSchema,
    response: generateCombinedBrandImageResponseSchema,
  },
  upload: {
    method: 'POST',
    access: 'editor',
    path: '/upload',
    request: z.object({}),
    response: uploadResponseSchema,
  },
  uploadMultiple: {
    method: 'POST',
    access: 'editor',
    path: '/upload-multiple',
    request: z.object({}),
    response: uploadMultipleResponseSchema,
  },
  saveDraft: {
    method: 'POST',
    access: 'editor',
    path: '/save-draft',
    request: saveDraftRequestSchema,
    response: saveDraftResponseSchema,
  },
  deleteDraft: {
    method: 'DELETE',
    access: 'editor',
    path: '/delete-draft/:id',
    request: deleteDraftRequestSchema,
    response: deleteDraftResponseSchema,
  },
  generateContent: {
    method: 'POST',
    access: 'visitor',
    path: '/generate-content',
    request: generateContentRequestSchema,
    response: generateContentResponseSchema,
  },
  /** Not in product.md §7: ends the server session behind the cookie (ADR 0009). */
  logout: {
    method: 'POST',
    access: 'visitor',
    path: '/logout',
    request: z.object({}),
    response: successSchema,
  },
  /** Not in product.md §7: the link e-mailed at sign-up proves the address (ADR 0009). */
  verifyEmail: {
    method: 'POST',
    access: 'visitor',
    path: '/verify-email',
    request: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
  },
  /** Not in product.md §7: e-mails the signed-in user a new verification link. */
  resendVerification: {
    method: 'POST',
    access: 'person',
    path: '/resend-verification',
    request: z.object({}),
    response: successSchema,
  },
  /** Not in product.md §7: e-mails a password reset link when the address has an account. */
  forgotPassword: {
    method: 'POST',
    access: 'visitor',
    path: '/forgot-password',
    request: forgotPasswordRequestSchema,
    response: successSchema,
  },
  /** Not in product.md §7: sets a new password with a reset link's token. */
  resetPassword: {
    method: 'POST',
    access: 'visitor',
    path: '/reset-password',
    request: resetPasswordRequestSchema,
    response: successSchema,
  },
  /** Not in product.md §7: the signed-in user changes their password. */
  changePassword: {
    method: 'POST',
    access: 'person',
    path: '/change-password',
    request: changePasswordRequestSchema,
    response: successSchema,
  },
  /** Not in product.md §7: the owner's own account, library and support (see account.ts). */
  getAccountSettings: {
    method: 'GET',
    access: 'person',
    path: '/account/settings',
    request: account.accountQuerySchema,
    response: account.accountSettingsResponseSchema,
  },
  saveProfile: {
    method: 'POST',
    access: 'viewer',
    path: '/account/profile',
    request: account.saveProfileRequestSchema,
    response: account.saveProfileResponseSchema,
  },
  saveNotifications: {
    method: 'POST',
    access: 'person',
    path: '/account/notifications',
    request: account.saveNotificationsRequestSchema,
    response: account.saveNotificationsResponseSchema,
  },
  deleteAccount: {
    method: 'POST',
    access: 'person',
    path: '/account/delete',
    request: account.deleteAccountRequestSchema,
    response: account.deleteAccountResponseSchema,
  },
  /** A zip archive, not JSON: the api module reads it as bytes. */
  exportAccount: {
    method: 'GET',
    access: 'viewer',
    path: '/account/export',
    request: account.accountQuerySchema,
    response: z.unknown(),
  },
  getLibrary: {
    method: 'GET',
    access: 'viewer',
    path: '/library',
    request: account.accountQuerySchema,
    response: account.libraryResponseSchema,
  },
  deleteLibraryItem: {
    method: 'DELETE',
    access: 'editor',
    path: '/library/:id',
    request: account.deleteLibraryItemRequestSchema,
    response: successSchema,
  },
  submitSupportRequest: {
    method: 'POST',
    access: 'visitor',
    path: '/support-request',
    request: account.supportRequestSchema,
    response: account.supportResponseSchema,
  },
  /** Not in product.md §7: editing, scheduling and planning posts (ADR 0022). */
  updatePost: {
    method: 'PUT',
    access: 'editor',
    path: '/drafts/:id',
    request: updatePostRequestSchema,
    response: postResponseSchema,
  },
  schedulePost: {
    method: 'PUT',
    access: 'editor',
    path: '/drafts/:id/schedule',
    request: schedulePostRequestSchema,
    response: postResponseSchema,
  },
  getPosts: {
    method: 'GET',
    access: 'viewer',
    path: '/posts',
    request: postsInRangeQuerySchema,
    response: postsResponseSchema,
  },
  approvePosts: {
    method: 'POST',
    access: 'admin',
    path: '/posts/approve',
    request: approvePostsRequestSchema,
    response: approvePostsResponseSchema,
  },
  getTimeZone: {
    method: 'GET',
    access: 'viewer',
    path: '/business/time-zone',
    request: timeZoneQuerySchema,
    response: timeZoneResponseSchema,
  },
  setTimeZone: {
    method: 'PUT',
    access: 'admin',
    path: '/business/time-zone',
    request: setTimeZoneRequestSchema,
    response: timeZoneResponseSchema,
  },
  createPlan: {
    method: 'POST',
    access: 'editor',
    path: '/plans',
    request: createPlanRequestSchema,
    response: planResponseSchema,
  },
  getLatestPlan: {
    method: 'GET',
    access: 'viewer',
    path: '/plans/latest',
    request: latestPlanQuerySchema,
    response: latestPlanResponseSchema,
  },
  getPlanSuggestions: {
    method: 'GET',
    access: 'viewer',
    path: '/plans/suggestions',
    request: planSuggestionsQuerySchema,
    response: planSuggestionsResponseSchema,
  },
  getPlan: {
    method: 'GET',
    access: 'viewer',
    path: '/plans/:id',
    request: latestPlanQuerySchema,
    response: planResponseSchema,
  },
  replacePlanSlots: {
    method: 'PUT',
    access: 'editor',
    path: '/plans/:id/slots',
    request: replaceSlotsRequestSchema,
    response: planResponseSchema,
  },
  writePlan: {
    method: 'POST',
    access: 'editor',
    path: '/plans/:id/write',
    request: planActionRequestSchema,
    response: planResponseSchema,
  },
  cancelPlan: {
    method: 'POST',
    access: 'editor',
    path: '/plans/:id/cancel',
    request: planActionRequestSchema,
    response: planResponseSchema,
  },
  retryPlanSlot: {
    method: 'POST',
    access: 'editor',
    path: '/plans/:id/slots/:slotId/retry',
    request: planActionRequestSchema,
    response: planResponseSchema,
  },
  /** Another version of a written post still to review, replacing its words (ADR 0058). */
  writeAnotherPlanVersion: {
    method: 'POST',
    access: 'editor',
    path: '/plans/:id/slots/:slotId/another-version',
    request: anotherPlanVersionRequestSchema,
    response: anotherPlanVersionResponseSchema,
  },
  startAuthRedirect: {
    method: 'POST',
    access: 'visitor',
    path: '/auth/start',
    request: authStartRequestSchema,
    response: authStartResponseSchema,
  },
  authCallback: {
    method: 'POST',
    access: 'visitor',
    path: '/auth/callback',
    request: authCallbackRequestSchema,
    response: authResponseSchema,
  },
  getIntegrations: {
    method: 'GET',
    access: 'viewer',
    path: '/integrations',
    request: integrations.emptyRequestSchema,
    response: integrations.integrationsResponseSchema,
  },
  connectNetwork: {
    method: 'POST',
    access: 'admin',
    path: '/integrations/:network/connect',
    request: integrations.connectRequestSchema,
    response: integrations.connectResponseSchema,
  },
  getPendingConnection: {
    method: 'GET',
    access: 'admin',
    path: '/integrations/pending/:id',
    request: integrations.emptyRequestSchema,
    response: integrations.pendingConnectionResponseSchema,
  },
  pickConnectionTargets: {
    method: 'POST',
    access: 'admin',
    path: '/integrations/pending/:id',
    request: integrations.pickTargetsRequestSchema,
    response: integrations.accountsResponseSchema,
  },
  disconnectAccount: {
    method: 'DELETE',
    access: 'admin',
    path: '/integrations/accounts/:id',
    request: integrations.emptyRequestSchema,
    response: successSchema,
  },
  /** The connected TikTok account's creator info, read before each post (its audit rules). */
  getTikTokCreatorInfo: {
    method: 'GET',
    access: 'editor',
    path: '/integrations/tiktok/creator-info',
    request: integrations.emptyRequestSchema,
    response: tiktokCreatorInfoResponseSchema,
  },
  getPublications: {
    method: 'GET',
    access: 'viewer',
    path: '/publications',
    request: integrations.publicationsQuerySchema,
    response: integrations.publicationsResponseSchema,
  },
  getPublicationsNeedingAttention: {
    method: 'GET',
    access: 'viewer',
    path: '/publications/attention',
    request: integrations.emptyRequestSchema,
    response: integrations.attentionResponseSchema,
  },
  retryPublication: {
    method: 'POST',
    access: 'admin',
    path: '/publications/:id/retry',
    request: integrations.emptyRequestSchema,
    response: integrations.publicationResponseSchema,
  },
  markPublicationPosted: {
    method: 'POST',
    access: 'admin',
    path: '/publications/:id/mark-posted',
    request: integrations.emptyRequestSchema,
    response: integrations.publicationResponseSchema,
  },
  /** Not in product.md §7: what the business does, sells and how it runs (ADR 0051). */
  getBusinessProfile: {
    method: 'GET',
    access: 'viewer',
    path: '/business-profile',
    request: z.object({}),
    response: businessProfile.businessProfileResponseSchema,
  },
  saveBusinessProfile: {
    method: 'PUT',
    access: 'admin',
    path: '/business-profile',
    request: businessProfile.saveBusinessProfileRequestSchema,
    response: businessProfile.businessProfileResponseSchema,
  },
  /** Reads the owner's website and proposes values; nothing is saved (ADR 0050). */
  importBusinessWebsite: {
    method: 'POST',
    access: 'admin',
    path: '/business-profile/website-import',
    request: businessProfile.businessWebsiteImportRequestSchema,
    response: websiteProposalSchema,
  },
  /**
   * Copies the logo the owner chose from their website into the owner's own media, judged
   * by its bytes like an upload, so posts and images use our copy, never the website's.
   */
  copyWebsiteLogo: {
    method: 'POST',
    access: 'admin',
    path: '/business-profile/website-logo',
    request: websiteLogoRequestSchema,
    response: uploadResponseSchema,
  },
  /** Not in product.md §7: the business's plan, or that this installation has no billing (ADR 0055). */
  getBilling: {
    method: 'GET',
    access: 'viewer',
    path: '/billing',
    request: z.object({}),
    response: billing.billingResponseSchema,
  },
  /** The address of a checkout page for a paid plan. */
  startCheckout: {
    method: 'POST',
    access: 'owner',
    path: '/billing/checkout',
    request: billing.startCheckoutRequestSchema,
    response: billing.redirectResponseSchema,
  },
  /** The address of the payment provider's page for the card, plan change and cancelling. */
  openBillingPortal: {
    method: 'POST',
    access: 'owner',
    path: '/billing/portal',
    request: billing.emptyBillingRequestSchema,
    response: billing.redirectResponseSchema,
  },
  /** The owner's numbers from the networks for a range, with the previous period's. */
  getAnalytics: {
    method: 'GET',
    access: 'viewer',
    path: '/analytics',
    request: analytics.analyticsQuerySchema,
    response: analytics.analyticsResponseSchema,
  },
  /** One post's newest numbers per publication (the editor's and calendar's Results panel). */
  getPostResults: {
    method: 'GET',
    access: 'viewer',
    path: '/posts/:id/results',
    request: analytics.postResultsRequestSchema,
    response: analytics.postResultsResponseSchema,
  },
  /** The business's writer (ADR 0057); the key is never answered back. */
  getAiSettings: {
    method: 'GET',
    access: 'viewer',
    path: '/ai-settings',
    request: z.object({}),
    response: aiSettings.aiSettingsResponseSchema,
  },
  saveAiSettings: {
    method: 'PUT',
    access: 'admin',
    path: '/ai-settings',
    request: aiSettings.saveAiSettingsRequestSchema,
    response: aiSettings.aiSettingsResponseSchema,
  },
  listAiModels: {
    method: 'POST',
    access: 'admin',
    path: '/ai-settings/models',
    request: aiSettings.listAiModelsRequestSchema,
    response: aiSettings.listAiModelsResponseSchema,
  },
  testAiConnection: {
    method: 'POST',
    access: 'admin',
    path: '/ai-settings/test',
    request: aiSettings.testAiConnectionRequestSchema,
    response: aiSettings.testAiConnectionResponseSchema,
  },
  findLocalModel: {
    method: 'GET',
    access: 'admin',
    path: '/ai-settings/local-model',
    request: z.object({}),
    response: aiSettings.localModelResponseSchema,
  },
  getBusinesses: {
    method: 'GET',
    access: 'person',
    path: '/businesses',
    request: z.object({}),
    response: team.businessesResponseSchema,
  },
  switchBusiness: {
    method: 'POST',
    access: 'person',
    path: '/businesses/switch',
    request: team.switchBusinessRequestSchema,
    response: team.businessesResponseSchema,
  },
  createBusiness: {
    method: 'POST',
    access: 'person',
    path: '/businesses',
    request: team.createBusinessRequestSchema,
    response: team.businessesResponseSchema,
  },
  getTeam: {
    method: 'GET',
    access: 'viewer',
    path: '/team',
    request: z.object({}),
    response: team.teamResponseSchema,
  },
  inviteMember: {
    method: 'POST',
    access: 'admin',
    path: '/team/invitations',
    request: team.inviteMemberRequestSchema,
    response: team.inviteMemberResponseSchema,
  },
  revokeInvitation: {
    method: 'DELETE',
    access: 'admin',
    path: '/team/invitations/:id',
    request: z.object({}),
    response: successSchema,
  },
  changeMemberRole: {
    method: 'PUT',
    access: 'admin',
    path: '/team/members/:userId',
    request: team.changeRoleRequestSchema,
    response: team.teamResponseSchema,
  },
  removeMember: {
    method: 'DELETE',
    access: 'admin',
    path: '/team/members/:userId',
    request: z.object({}),
    response: successSchema,
  },
  leaveBusiness: {
    method: 'POST',
    access: 'viewer',
    path: '/team/leave',
    request: z.object({}),
    response: team.businessesResponseSchema,
  },
  getInvitation: {
    method: 'GET',
    access: 'visitor',
    path: '/invitations/:token',
    request: z.object({}),
    response: team.invitationPreviewSchema,
  },
  acceptInvitation: {
    method: 'POST',
    access: 'person',
    path: '/invitations/:token/accept',
    request: z.object({}),
    response: team.acceptInvitationResponseSchema,
  },
  reviewPost: {
    method: 'POST',
    access: 'admin',
    path: '/posts/:id/review',
    request: team.reviewPostRequestSchema,
    response: postResponseSchema,
  },
  getApprovalLinks: {
    method: 'GET',
    access: 'admin',
    path: '/approval-links',
    request: z.object({}),
    response: team.approvalLinksResponseSchema,
  },
  createApprovalLink: {
    method: 'POST',
    access: 'admin',
    path: '/approval-links',
    request: team.createApprovalLinkRequestSchema,
    response: team.approvalLinkResponseSchema,
  },
  revokeApprovalLink: {
    method: 'DELETE',
    access: 'admin',
    path: '/approval-links/:id',
    request: z.object({}),
    response: successSchema,
  },
  getApprovalPage: {
    method: 'GET',
    access: 'visitor',
    path: '/approve/:token',
    request: z.object({}),
    response: team.approvalPageResponseSchema,
  },
  decideThroughLink: {
    method: 'POST',
    access: 'visitor',
    path: '/approve/:token/posts/:postId',
    request: team.linkDecisionRequestSchema,
    response: team.linkDecisionResponseSchema,
  },
  getActivity: {
    method: 'GET',
    access: 'admin',
    path: '/activity',
    request: team.activityQuerySchema,
    response: team.activityResponseSchema,
  },
  getPostActivity: {
    method: 'GET',
    access: 'viewer',
    path: '/posts/:id/activity',
    request: team.activityQuerySchema,
    response: team.activityResponseSchema,
  },
} as const;

export type EndpointName = keyof typeof endpoints;

/** Who may call each endpoint (ADR 0061); the server's signed-in scope enforces it. */
export const endpointAccess = (name: EndpointName): Access => endpoints[name].access;

/** Fills an Express-style path pattern, encoding every parameter. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
