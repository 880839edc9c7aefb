import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationSettings } from '@contract/account';
import { SNAPSHOT_AGES, type MetricValues } from '@contract/analytics';
import type { AiProviderId, WrittenBy } from '@contract/ai-settings';
import type { BusinessProfile } from '@contract/business-profile';
import { SIGN_IN_PROVIDERS } from '@contract/auth';
import type { PostVariants } from '@contract/generation';
import type { OnboardingData, Platform } from '@contract/onboarding';
import { SLOT_KINDS } from '@contract/plans';
import { ACTIVITY_ACTIONS, INVITE_ROLES, REVIEW_DECISIONS, ROLES } from '@contract/team';
import type { TikTokChoices } from '@contract/tiktok';
import {
  ACCOUNT_STATUSES,
  ERROR_CLASSES,
  NETWORKS,
  PUBLICATION_STATES,
  type Network,
} from '@contract/integrations';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** product.md §3 User. E-mails are stored trimmed and lower-cased, so equality is plain. */
export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text('email').unique(),
  googleId: text('google_id').unique(),
  facebookId: text('facebook_id').unique(),
  name: text('name'),
  businessName: text('business_name'),
  industry: text('industry'),
  location: text('location'),
  employees: text('employees'),
  /** When the owner proved the address (an e-mailed link, Google or Facebook); null: not yet. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Settings > Profile only; the other business fields mirror the brand profile. */
  phone: text('phone'),
  createdAt: createdAt(),
});

/**
 * A business (ADR 0061): it owns the brand profile, posts, plans, media, accounts, results
 * and billing. A business made by the migration or at sign-up shares its first Owner's id.
 */
export const businesses = pgTable('businesses', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** A person's role in a business; exactly one Owner each (a partial unique index). */
export const memberships = pgTable(
  'memberships',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('memberships_business_user_idx').on(table.businessId, table.userId),
    index('memberships_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('memberships_one_owner_idx')
      .on(table.businessId)
      .where(sql`${table.role} = 'owner'`),
    check('memberships_role_check', sql`${table.role} in ('owner', 'admin', 'editor', 'viewer')`),
  ],
);

/** Kept apart from users so that no query of a user can carry a hash out by accident. */
export const passwords = pgTable('passwords', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
});

/** A session is stored only as the SHA-256 of its token: a leaked table opens no account. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The business the person acts for; null only once it is gone (sign-in picks another). */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use links we e-mail (address verification, password reset), stored only as the
 * SHA-256 of their token, like sessions. `email` is the address the link was sent to: a
 * verification proves that address and no other.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

/**
 * An invitation to join a business by e-mail: single use, stored only as the SHA-256 of
 * its token like account links, with the invited address lower-cased so a sign-in with
 * that address matches by plain equality. Kept after it is accepted or revoked, so its
 * link can say which (a state the preview shows), until the business goes.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: INVITE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('invitations_business_idx').on(table.businessId, table.email),
    check('invitations_role_check', sql`${table.role} in ('admin', 'editor', 'viewer')`),
  ],
);

/**
 * A sign-in through a provider's redirect, between leaving for the provider and its
 * callback (ADR 0042): the state only as its hash, used once; the PKCE verifier sealed.
 * No user yet: the browser that started it holds the state in a cookie.
 */
export const loginRedirects = pgTable('login_redirects', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider', { enum: SIGN_IN_PROVIDERS }).notNull(),
  codeVerifier: text('code_verifier'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const onboarding = pgTable('onboarding', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<OnboardingData>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the business does, sells and how it runs (ADR 0051): a resource of its own, apart
 * from the onboarding data, so the wizard's saves never overwrite it. Read back through
 * the contract, so a row written by an older version still answers a valid profile.
 */
export const businessProfiles = pgTable('business_profiles', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<BusinessProfile>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const UPLOAD_KINDS = ['logo', 'photo', 'post_image', 'generated'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * Every stored file: its random key, its owner and what it is for. Images made for the
 * anonymous generator (no account) have no owner.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /** Set for files nobody owns (the anonymous generator's images): the cleanup removes them after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('uploads_user_kind_idx').on(table.businessId, table.kind),
    index('uploads_created_idx').on(table.createdAt),
  ],
);

export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    caption: text('caption').notNull(),
    hashtags: text('hashtags').notNull(),
    imageUrl: text('image_url'),
    imagePrompt: text('image_prompt'),
    generationParams: text('generation_params').notNull(),
    originalPostDesc: text('original_post_desc').notNull(),
    /** Shorter versions for platforms whose limits the caption exceeds (X). */
    variants: jsonb('variants').$type<PostVariants>(),
    createdAt: createdAt(),
    /** Where the post goes; empty means "the brand's platforms" (drafts saved before plans). */
    platforms: jsonb('platforms').$type<Network[]>().notNull().default([]),
    /** 'draft', 'to_review' (written by a plan) or 'scheduled' (approved, with a time). */
    status: text('status', { enum: ['draft', 'to_review', 'scheduled'] })
      .notNull()
      .default('draft'),
    /** The instant it is planned for; stored in UTC, shown in the business's time zone. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    planId: uuid('plan_id'),
    /** The generated result it was saved from: saving that result again finds this row. */
    resultId: uuid('result_id'),
    /** Who wrote the post and made its image (ADR 0057); null before it was kept. */
    writtenBy: jsonb('written_by').$type<WrittenBy>(),
    imageBy: jsonb('image_by').$type<WrittenBy>(),
    /** The owner's TikTok choices (privacy, comments, disclosure); null until made. */
    tiktok: jsonb('tiktok').$type<TikTokChoices>(),
  },
  (table) => [
    index('drafts_user_created_idx').on(table.businessId, table.createdAt.desc()),
    index('drafts_user_scheduled_idx').on(table.businessId, table.scheduledAt),
    uniqueIndex('drafts_user_result_idx').on(table.businessId, table.resultId),
  ],
);

/**
 * Rate-limit counters shared by every server process on one PostgreSQL (the embedded
 * database keeps its per-minute ones in memory: there is only one process). The hourly
 * per-account ceilings are always counted here, so a restart does not reset them. One
 * fixed window per key.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_resets_idx').on(table.resetsAt)],
);

/** Settings > Notifications, one row per user once they saved a choice. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The e-mails the server sends on its own about an event (docs/decisions/0052). */
export const NOTIFICATION_KINDS = [
  'post_failed',
  'needs_reconnect',
  'connection_expiring',
  'weekly_summary',
  'payment_failed',
] as const;

/**
 * One row per event an owner was (or, by their choices, was not) e-mailed about: its key
 * names the event (`post_failed:<publication>`), so each is handled once, across restarts
 * and instances.
 */
export const sentNotifications = pgTable(
  'sent_notifications',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** False when the owner's choices said no e-mail: the event is handled all the same. */
    emailed: boolean('emailed').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sent_notifications_user_idx').on(table.userId)],
);

/**
 * Support form requests. Anyone may send one (signed in or not), so they are filed by the
 * e-mail given; deleting an account deletes the requests sent with its e-mail.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_requests_email_idx').on(table.email)],
);

/** Settings of the business that are not part of the brand profile. */
export const businessSettings = pgTable('business_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** IANA name; every date and time is shown in it. */
  timeZone: text('time_zone').notNull(),
});

/**
 * The business's writer (ADR 0057): offline, or a model behind an OpenAI-compatible API.
 * The key is sealed like the networks' tokens (ADR 0029); `apiKeyHint` is what the page
 * shows of it ("sk-…abcd").
 */
export const aiSettings = pgTable('ai_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  writer: text('writer', { enum: ['offline', 'model'] }).notNull(),
  provider: text('provider').$type<AiProviderId>().notNull(),
  baseUrl: text('base_url').notNull(),
  textModel: text('text_model').notNull(),
  imageModel: text('image_model').notNull(),
  apiKeySealed: text('api_key_sealed'),
  apiKeyHint: text('api_key_hint'),
  textDailyLimit: integer('text_daily_limit').notNull(),
  imageDailyLimit: integer('image_daily_limit').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Model calls a business made each UTC day, text and images apart (ADR 0057). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    kind: text('kind', { enum: ['text', 'image'] }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (table) => [
    uniqueIndex('ai_usage_user_day_kind_idx').on(table.businessId, table.day, table.kind),
  ],
);

export const PLAN_STATES = ['planning', 'writing', 'done', 'cancelled'] as const;
export const SLOT_STATES = ['planned', 'queued', 'written', 'failed', 'cancelled'] as const;

/** A planned month (ADR 0022): its slots are written by jobs, one post per slot. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    month: text('month').notNull(),
    timeZone: text('time_zone').notNull(),
    country: text('country'),
    state: text('state', { enum: PLAN_STATES }).notNull().default('planning'),
    createdAt: createdAt(),
  },
  (table) => [index('plans_user_idx').on(table.businessId, table.createdAt.desc())],
);

export const planSlots = pgTable(
  'plan_slots',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** YYYY-MM-DD and HH:mm on the business's clock; the instant follows from the plan's zone. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    platforms: jsonb('platforms').$type<Platform[]>().notNull(),
    kind: text('kind', { enum: SLOT_KINDS }).notNull(),
    brief: text('brief').notNull(),
    state: text('state', { enum: SLOT_STATES }).notNull().default('planned'),
    /** The post written for the slot: set in the same transaction that marks it written. */
    draftId: uuid('draft_id').references(() => drafts.id, { onDelete: 'set null' }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [uniqueIndex('plan_slots_plan_position_idx').on(table.planId, table.position)],
);

/**
 * A social account the owner connected (ADR 0029). Tokens are sealed with AES-256-GCM
 * before they reach this table; expiry instants come from the network's own answers.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    network: text('network', { enum: NETWORKS }).notNull(),
    /** The page, organization or user id on the network. */
    remoteId: text('remote_id').notNull(),
    displayName: text('display_name').notNull(),
    sandbox: boolean('sandbox').notNull(),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('connected'),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    /** When the account last went to "needs reconnect"; null while connected. */
    needsReconnectSince: timestamp('needs_reconnect_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('social_accounts_owner_remote_idx').on(
      table.businessId,
      table.network,
      table.remoteId,
    ),
  ],
);

/** A pick the owner can make after authorising: a page or account and its sealed token. */
export interface ConnectTarget {
  id: string;
  name: string;
  accessToken: string;
  /** ISO instant the target's own token expires, null never; absent: the login's expiry. */
  accessExpiresAt?: string | null;
}

/**
 * One "Connect" from click to pick. The state is stored as its SHA-256 and bound to the
 * user; the callback claims the row only while no tokens are on it (so a state works once).
 */
export const socialConnections = pgTable('social_connections', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  businessId: uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  network: text('network', { enum: NETWORKS }).notNull(),
  stateHash: text('state_hash').notNull().unique(),
  /** The PKCE verifier, sealed; it never leaves the server. */
  codeVerifier: text('code_verifier'),
  /** Set by the callback: the user-level tokens (sealed) and what they can post to. */
  refreshToken: text('refresh_token'),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
  refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
  targets: jsonb('targets').$type<ConnectTarget[]>(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** What the worker keeps between the reversible preparation and the irreversible call. */
export interface PublicationCheckpoint {
  stage: string;
  refs: Record<string, string>;
}

/**
 * One post on one account: the job's subject and its state machine at once (ADR 0030).
 * `publish_started_at` is committed before the one irreversible call, so a crash never
 * leads to a blind repeat.
 */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    /**
     * Null once the owner disconnected the account: what went out stays in the post's
     * history (the columns below name where), what had not is deleted with the account.
     */
    accountId: uuid('account_id').references(() => socialAccounts.id, { onDelete: 'set null' }),
    /** Where the post goes, kept with the row so its history outlives the account. */
    network: text('network', { enum: NETWORKS }).notNull(),
    accountName: text('account_name').notNull(),
    sandbox: boolean('sandbox').notNull(),
    state: text('state', { enum: PUBLICATION_STATES }).notNull().default('scheduled'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Transient failures so far; rate-limit waits and one token refresh do not count. */
    attempt: integer('attempt').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    checkpoint: jsonb('checkpoint').$type<PublicationCheckpoint>(),
    publishStartedAt: timestamp('publish_started_at', { withTimezone: true }),
    remoteId: text('remote_id'),
    remoteUrl: text('remote_url'),
    errorClass: text('error_class', { enum: ERROR_CLASSES }),
    errorMessage: text('error_message'),
    errorCode: text('error_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    uniqueIndex('publications_post_account_idx').on(table.postId, table.accountId),
    index('publications_due_idx').on(table.state, table.nextAttemptAt),
  ],
);

/**
 * A business's billing (ADR 0055): its payment-provider customer, the subscription as last
 * read from the provider, a failed payment's start, and the posts counted against the plan.
 * The row exists from the first counted post; with billing off it only counts.
 */
export const billingAccounts = pgTable('billing_accounts', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').unique(),
  subscriptionId: text('subscription_id'),
  /** The paid plan the subscription's price is, or null (Free). */
  plan: text('plan', { enum: ['starter', 'professional', 'enterprise'] }),
  /** The provider's subscription status (active, past_due, canceled, ...). */
  status: text('status'),
  periodEnd: timestamp('period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Set by a failed payment, cleared by a paid invoice: the grace period runs from it. */
  paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
  /** Posts written, generated or planned, in all; never lowered by deleting one. */
  postsUsed: integer('posts_used').notNull().default(0),
  /** Posts counted in the paid period ending at periodCountedFor (a paid plan's month). */
  periodPostsUsed: integer('period_posts_used').notNull().default(0),
  /** The period end the periodPostsUsed belong to: another period's count starts at zero. */
  periodCountedFor: timestamp('period_counted_for', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every payment-provider event handled, by its id: a replayed event is not handled twice. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A post's numbers on one network, read at one age after publishing (ADR 0060). Rows are
 * only ever added: a reading is never overwritten, so the history of a post stays.
 */
export const metricSnapshots = pgTable(
  'metric_snapshots',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    network: text('network', { enum: NETWORKS }).notNull(),
    age: text('age', { enum: SNAPSHOT_AGES }).notNull(),
    /** Our metric names; null for a number the network does not give. */
    metrics: jsonb('metrics').$type<MetricValues>().notNull(),
    /** Why numbers are missing, in words for the owner; null when none is. */
    note: text('note'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('metric_snapshots_publication_age_idx').on(table.publicationId, table.age),
    index('metric_snapshots_user_idx').on(table.businessId, table.takenAt),
  ],
);

/** An account's follower count, read once a day; null when the network does not give it. */
export const followerSnapshots = pgTable(
  'follower_snapshots',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    network: text('network', { enum: NETWORKS }).notNull(),
    /** The UTC day of the reading (YYYY-MM-DD): one reading a day per account. */
    day: text('day').notNull(),
    followers: integer('followers'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('follower_snapshots_account_day_idx').on(table.accountId, table.day),
    index('follower_snapshots_user_idx').on(table.businessId, table.takenAt),
  ],
);

/**
 * The review decisions on a post (ADR 0061, 0071): the latest is what the post shows. `by`
 * is the reviewer's name at the time (a member, or a link's label with "(approval link)").
 */
export const postReviews = pgTable(
  'post_reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    postId: uuid('post_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: REVIEW_DECISIONS }).notNull(),
    comment: text('comment').notNull().default(''),
    by: text('by').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvalLinkId: uuid('approval_link_id').references(() => approvalLinks.id, {
      onDelete: 'set null',
    }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_reviews_post_idx').on(table.postId, table.at.desc())],
);

/**
 * A link for someone without an account to approve a business's waiting posts: only the
 * SHA-256 of its random token is stored; it expires and can be revoked.
 */
export const approvalLinks = pgTable(
  'approval_links',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('approval_links_business_idx').on(table.businessId, table.createdAt.desc())],
);

/**
 * Who did what to a business's posts and team, and when. The post id has no foreign key
 * and the subject is the title at the time: the log outlives a deleted post.
 */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: text('action', { enum: ACTIVITY_ACTIONS }).notNull(),
    postId: uuid('post_id'),
    subject: text('subject').notNull().default(''),
    detail: text('detail').notNull().default(''),
  },
  (table) => [
    index('activity_business_at_idx').on(table.businessId, table.at.desc()),
    index('activity_post_at_idx').on(table.postId, table.at.desc()),
  ],
);

export const schema = {
  users,
  businesses,
  memberships,
  passwords,
  sessions,
  accountTokens,
  loginRedirects,
  onboarding,
  businessProfiles,
  uploads,
  drafts,
  rateLimits,
  notificationSettings,
  sentNotifications,
  supportRequests,
  businessSettings,
  aiSettings,
  aiUsage,
  plans,
  planSlots,
  socialAccounts,
  socialConnections,
  publications,
  billingAccounts,
  billingEvents,
  metricSnapshots,
  followerSnapshots,
  postReviews,
  approvalLinks,
  activity,
};
export type Schema = typeof schema;
