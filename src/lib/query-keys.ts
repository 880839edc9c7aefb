/**
 * Query keys shared across features, so that one feature can invalidate what
 * another shows (compose saves a draft, the dashboard's list refreshes) without
 * importing its internals.
 */
export const queryKeys = {
  drafts: {
    all: ['drafts'] as const,
    list: (userEmail: string) => ['drafts', 'list', userEmail] as const,
  },
  posts: {
    all: ['posts'] as const,
    range: (userEmail: string, from: string, to: string) =>
      ['posts', 'range', userEmail, from, to] as const,
    timeZone: (userEmail: string) => ['posts', 'time-zone', userEmail] as const,
  },
  publications: {
    all: ['publications'] as const,
    ofPost: (postId: string) => ['publications', postId] as const,
    /** Apart from the posts' lists: the dashboard's short list of what did not go out. */
    attention: ['publications-attention'] as const,
  },
  /** A post's newest numbers per publication (the Results panel), apart from its states. */
  postResults: (postId: string) => ['post-results', postId] as const,
  plans: {
    all: ['plans'] as const,
    one: (id: string) => ['plans', 'one', id] as const,
  },
  /** The connected TikTok account's creator info, read before each post (TikTok's rules). */
  tiktokCreator: ['tiktok-creator-info'] as const,
  /** The signed-in owner's business profile (ADR 0051). */
  businessProfile: (userKey: string) => ['business-profile', userKey] as const,
  /** The business's plan and posts counted (ADR 0055). */
  billing: {
    all: ['billing'] as const,
    of: (userKey: string) => ['billing', userKey] as const,
  },
  /** The person's businesses and their role in each (ADR 0061). */
  businesses: (userKey: string) => ['businesses', userKey] as const,
  team: ['team'] as const,
  approvalLinks: ['approval-links'] as const,
  activity: ['activity'] as const,
  postActivity: (postId: string) => ['post-activity', postId] as const,
  onboarding: {
    all: ['onboarding'] as const,
    profile: (email: string) => ['onboarding', 'profile', email] as const,
    assets: (email: string) => ['onboarding', 'assets', email] as const,
  },
};
