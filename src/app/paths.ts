/** Every URL of the app (SPEC section 2), in one place. */
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
  library: '/library',
  analytics: '/analytics',
  integrations: '/integrations',
  billing: '/billing',
  settings: '/settings',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  dataDeletion: '/data-deletion',
  authCallback: '/auth/callback',
  authDebug: '/auth-debug',
  loggedIn: '/logged-in',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
