import { accountTokenRepository } from './account-tokens';
import { activityRepository } from './activity';
import { approvalLinkRepository } from './approval-links';
import { accountRepository } from './account';
import { billingRepository } from './billing';
import { aiApiKeyRepository } from './ai-api-keys';
import { aiSettingsRepository } from './ai-settings';
import { businessProfileRepository } from './business-profiles';
import type { Db } from './client';
import { draftRepository } from './drafts';
import { invitationRepository } from './invitations';
import { loginRedirectRepository } from './login-redirects';
import { membershipRepository } from './memberships';
import { metricsRepository } from './metrics';
import { notificationRepository } from './notifications';
import { onboardingRepository } from './onboarding';
import { rateLimitRepository } from './rate-limits';
import { planSlotRepository } from './plan-slots';
import { planRepository } from './plans';
import { postRepository } from './posts';
import { postReviewRepository } from './post-reviews';
import { noSessionCache, type SessionCache } from './session-cache';
import { sessionRepository } from './sessions';
import { socialRepository } from './social';
import { uploadRepository } from './uploads';
import { userRepository } from './users';
import { weeklySummaryRepository } from './weekly-summaries';

export interface RepositoryOptions {
  /** PGlite reads the draft list as one JSON value (ADR 0027). */
  engine?: 'pglite' | 'postgres';
  /** Only where this process is the database's one user (PGlite, ADR 0027). */
  sessionCache?: SessionCache;
}

export function createRepositories(db: Db, options: RepositoryOptions = {}) {
  const sessionCache = options.sessionCache ?? noSessionCache;
  return {
    users: userRepository(db, sessionCache),
    sessions: sessionRepository(db, sessionCache),
    memberships: membershipRepository(db, sessionCache),
    invitations: invitationRepository(db, sessionCache),
    accountTokens: accountTokenRepository(db),
    loginRedirects: loginRedirectRepository(db),
    onboarding: onboardingRepository(db),
    businessProfiles: businessProfileRepository(db),
    aiSettings: aiSettingsRepository(db),
    aiApiKeys: aiApiKeyRepository(db),
    uploads: uploadRepository(db),
    drafts: draftRepository(db, options.engine === 'pglite'),
    rateLimits: rateLimitRepository(db),
    account: accountRepository(db, sessionCache),
    posts: postRepository(db),
    // The owner's plans, and their slots as the writing job takes them.
    plans: { ...planRepository(db), ...planSlotRepository(db) },
    social: socialRepository(db),
    notifications: notificationRepository(db),
    billing: billingRepository(db),
    metrics: metricsRepository(db),
    weeklySummaries: weeklySummaryRepository(db),
    postReviews: postReviewRepository(db),
    approvalLinks: approvalLinkRepository(db),
    activity: activityRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
