import { ACCOUNT_LINK_PATHS } from '@contract/constants';

/** Every URL of the app (product.md §2), in one place. */
export const paths = {
  home: '/',
  oldLanding: '/old-landing',
  pricing: '/pricing',
  support: '/support',
  onboarding: '/onboarding',
  dashboard: '/dashboard',
  compose: '/compose',
  results: '/results',
  schedule: '/schedule',
  planMonth: '/schedule/plan',
  library: '/library',
  analytics: '/analytics',
  integrations: '/integrations',
  billing: '/billing',
  settings: '/settings',
  /** "Your business": what the business does, sells and how it runs (ADR 0051). */
  businessProfile: '/business',
  /** "Connect a model": the business's writer (ADR 0057). */
  modelSettings: '/settings/model',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  dataDeletion: '/data-deletion',
  authCallback: '/auth/callback',
  authDebug: '/auth-debug',
  loggedIn: '/logged-in',
  /** An invitation to join a business, from its e-mail (ADR 0061). */
  invitation: '/invitations/:token',
  /** An approval link: waiting posts approved without an account (ADR 0061). */
  approve: '/approve/:token',
  /** Opened from the links the server e-mails (not in product.md §2). */
  verifyEmail: ACCOUNT_LINK_PATHS.verifyEmail,
  resetPassword: ACCOUNT_LINK_PATHS.resetPassword,
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * Query parameters of /onboarding. `intent=update` means the user opened brand setup on
 * purpose (for example from the dashboard), so a completed profile shows its own page
 * instead of redirecting; `step` is the wizard step, so the browser's Back button works.
 */
export const onboardingParams = { intent: 'intent', update: 'update', step: 'step' } as const;

/** Brand setup opened on purpose: link here to let a user review or update their brand. */
export const brandSetupPath = `${paths.onboarding}?${onboardingParams.intent}=${onboardingParams.update}`;
