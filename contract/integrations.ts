import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { PLATFORMS } from './constants';

/**
 * Connected social accounts and the publications that send posts to them (ADR 0029,
 * ADR 0030). Tokens never appear here: the browser sees only names and states.
 */
/**
 * Where posts can go: the five platforms onboarding offers (SPEC's list), then Google
 * Business Profile, which is connected and chosen per post but not asked about in
 * onboarding (ADR 0065). A post for "x" goes to every connected X account.
 */
export const NETWORKS = [...PLATFORMS, 'google_business'] as const;
export const networkSchema = z.enum(NETWORKS);
export type Network = z.infer<typeof networkSchema>;

/** Whether a network is one of onboarding's platforms (plans and brand settings name only those). */
export const isPlatform = (network: Network): network is (typeof PLATFORMS)[number] =>
  (PLATFORMS as readonly string[]).includes(network);

export const NETWORK_NAMES: Record<Network, string> = {
  facebook: 'Facebook Pages',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  tiktok: 'TikTok',
  google_business: 'Google Business Profile',
};

/** connected: posts go out; needs_reconnect: a token refresh failed, the owner must connect again. */
export const ACCOUNT_STATUSES = ['connected', 'needs_reconnect'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);

/**
 * Where one network offers both (LinkedIn): the member's own profile, or an organization
 * page they administer. Absent for networks with one kind of account.
 */
export const ACCOUNT_KINDS = ['profile', 'organization_page'] as const;
export const accountKindSchema = z.enum(ACCOUNT_KINDS);
export type AccountKind = z.infer<typeof accountKindSchema>;

export const connectedAccountSchema = z.object({
  id: z.string(),
  network: networkSchema,
  /** The page's, profile's or handle's name as the network gives it. */
  display_name: z.string(),
  kind: accountKindSchema.optional(),
  /** True when the account lives on the built-in stand-in network (SOCIAL_SANDBOX=1). */
  sandbox: z.boolean(),
  status: accountStatusSchema,
  connected_at: isoDateTimeSchema,
  /**
   * Set when the connection ends within 7 days and the network gives no way to renew it
   * (Meta's long-lived token, LinkedIn's): the owner reconnects before this instant.
   */
  reconnect_by: isoDateTimeSchema.nullable().optional(),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

/**
 * Which of a network's apps a "Connect" signs in with. Only LinkedIn has two (ADR 0054):
 * `member` for the member's profile, `pages` for the organization pages they administer.
 */
export const CONNECT_AS = ['member', 'pages'] as const;
export const connectAsSchema = z.enum(CONNECT_AS);
export type ConnectAs = z.infer<typeof connectAsSchema>;

/**
 * X's pay-per-use prices per post, in US dollars (docs/network-facts.md, "X"): the
 * server's defaults for X_PRICE_PER_POST_USD and X_PRICE_PER_POST_WITH_URL_USD.
 */
export const X_PUBLISHED_PRICES_USD = { post: 0.015, with_link: 0.2 } as const;

/** Whether "Connect" can work for a network on this server, and if not how to make it work. */
export const networkAvailabilitySchema = z.object({
  network: networkSchema,
  configured: z.boolean(),
  sandbox: z.boolean(),
  /** Set when not configured: the variables to set. */
  how_to_configure: z.string().nullable(),
  /**
   * LinkedIn's entry only: its second app, for organization pages ("Connect a LinkedIn
   * page" is offered when configured), with the variables to set when it is not.
   */
  pages: z.object({ configured: z.boolean(), how_to_configure: z.string().nullable() }).optional(),
  /** X's entry only: what X charges the app per post, in US dollars (configured). */
  price_per_post_usd: z
    .object({ post: z.number().nonnegative(), with_link: z.number().nonnegative() })
    .optional(),
});
export type NetworkAvailability = z.infer<typeof networkAvailabilitySchema>;

/** GET /integrations. */
export const integrationsResponseSchema = z.object({
  success: z.literal(true),
  networks: z.array(networkAvailabilitySchema),
  accounts: z.array(connectedAccountSchema),
});
export type IntegrationsResponse = z.infer<typeof integrationsResponseSchema>;

export const emptyRequestSchema = z.object({}).strict();

/** POST /integrations/:network/connect: which app to sign in with (default `member`). */
export const connectRequestSchema = z.object({ as: connectAsSchema.optional() }).strict();
export type ConnectRequest = z.infer<typeof connectRequestSchema>;

/** POST /integrations/:network/connect: where to send the browser to authorise. */
export const connectResponseSchema = z.object({
  success: z.literal(true),
  authorize_url: z.url(),
});

/** A page or account the authorisation lets the owner post to. */
export const connectTargetSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: accountKindSchema.optional(),
});
export type ConnectTarget = z.infer<typeof connectTargetSchema>;

/** GET /integrations/pending/:id: after the network sent the owner back, what they can pick. */
export const pendingConnectionResponseSchema = z.object({
  success: z.literal(true),
  network: networkSchema,
  sandbox: z.boolean(),
  targets: z.array(connectTargetSchema),
});

/** POST /integrations/pending/:id: the picked targets become connected accounts. */
export const pickTargetsRequestSchema = z.object({
  target_ids: z.array(z.string().min(1).max(200)).min(1).max(20),
});
export const accountsResponseSchema = z.object({
  success: z.literal(true),
  accounts: z.array(connectedAccountSchema),
});

/**
 * One post on one account (ADR 0030). Before the send: scheduled, preparing, retry_wait.
 * publishing: the one irreversible call is (or was) in flight. Afterwards: published (with
 * its link), failed (with a reason), unconfirmed (the outcome is unknown: the owner
 * checks), needs_reconnect (the account must be connected again), cancelled, missed
 * (its time passed while the server was down).
 */
export const PUBLICATION_STATES = [
  'scheduled',
  'preparing',
  'publishing',
  'retry_wait',
  'published',
  'failed',
  'needs_reconnect',
  'unconfirmed',
  'cancelled',
  'missed',
] as const;
export const publicationStateSchema = z.enum(PUBLICATION_STATES);
export type PublicationState = z.infer<typeof publicationStateSchema>;

/**
 * A post's publishing as one word for the calendar, derived from its publications
 * (core/publishing-summary.ts): needs_attention when one failed, waits for a reconnect,
 * is unconfirmed or missed and none went out; partly_published when some did.
 */
export const POST_PUBLISHING = [
  'scheduled',
  'publishing',
  'published',
  'partly_published',
  'needs_attention',
] as const;
export const postPublishingSchema = z.enum(POST_PUBLISHING);
export type PostPublishing = z.infer<typeof postPublishingSchema>;

export const ERROR_CLASSES = [
  'auth',
  'rate_limit',
  'transient',
  'content',
  'permission',
  'quota',
  'unknown_outcome',
] as const;
export const errorClassSchema = z.enum(ERROR_CLASSES);
export type ErrorClass = z.infer<typeof errorClassSchema>;

export const publicationSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  /** Null once the account was disconnected: the post keeps what went out on it. */
  account_id: z.string().nullable(),
  network: networkSchema,
  account_name: z.string(),
  sandbox: z.boolean(),
  state: publicationStateSchema,
  publish_at: isoDateTimeSchema,
  attempts: z.number().int().min(0),
  next_attempt_at: isoDateTimeSchema.nullable(),
  remote_url: z.string().nullable(),
  error_class: errorClassSchema.nullable(),
  /** A sentence the owner can act on. */
  error_message: z.string().nullable(),
  updated_at: isoDateTimeSchema,
});
export type Publication = z.infer<typeof publicationSchema>;

/** GET /publications?post=…: the post's publications. */
export const publicationsQuerySchema = z.object({ post: z.string().min(1).max(200) });
export const publicationsResponseSchema = z.object({
  success: z.literal(true),
  publications: z.array(publicationSchema),
});
export type PublicationsResponse = z.infer<typeof publicationsResponseSchema>;

/** The states the owner has to act on: nothing will happen to them by itself. */
export const ATTENTION_STATES = ['failed', 'needs_reconnect', 'unconfirmed', 'missed'] as const;

/** GET /publications/attention: the owner's latest publications waiting for them, newest first. */
export const attentionItemSchema = publicationSchema.extend({ post_title: z.string() });
export type AttentionItem = z.infer<typeof attentionItemSchema>;
export const attentionResponseSchema = z.object({
  success: z.literal(true),
  publications: z.array(attentionItemSchema),
});

/** POST /publications/:id/retry and /publications/:id/mark-posted. */
export const publicationResponseSchema = z.object({
  success: z.literal(true),
  publication: publicationSchema,
});
