import { z } from 'zod';
import { emailSchema, isoDateTimeSchema, storableTextSchema } from './common';
import { TEXT_LIMITS } from './constants';
import { userIdentifierSchema, type UserIdentifier } from './onboarding';

/**
 * The owner's own account: profile, notification choices, deletion, export, library and
 * support requests. Every call names its user like the writes of product.md §7 do
 * (user_email, else google_id, else facebook_id); the server only accepts the session's own
 * identifiers.
 */

const shortText = storableTextSchema.max(
  TEXT_LIMITS.shortText,
  `must be at most ${TEXT_LIMITS.shortText} characters`,
);

const hasIdentifier = (value: UserIdentifier) =>
  Boolean(value.user_email || value.google_id || value.facebook_id);
const identified = { message: 'No user identification found' };

/** A GET's query carries the identifier; the same refinement as the writes. */
export const accountQuerySchema = userIdentifierSchema.refine(hasIdentifier, identified);
export type AccountQuery = z.infer<typeof accountQuerySchema>;

// --- Profile -----------------------------------------------------------------------

/**
 * product.md §2 Settings, Profile. The business fields are the brand profile's own (one
 * source).
 */
export const accountProfileSchema = z.object({
  name: shortText.trim(),
  email: z.string().nullable(),
  business_name: shortText.trim(),
  industry: shortText.trim(),
  location: shortText.trim(),
  phone: storableTextSchema.trim().max(40, 'Phone must be at most 40 characters'),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const saveProfileRequestSchema = userIdentifierSchema
  .extend(accountProfileSchema.omit({ email: true }).shape)
  .refine(hasIdentifier, identified);
export type SaveProfileRequest = z.infer<typeof saveProfileRequestSchema>;

// --- Notifications -----------------------------------------------------------------

/** product.md §3 Notification toggles. */
export const NOTIFICATION_KEYS = [
  'emailNotifications',
  'postPublished',
  'postScheduled',
  'weeklyReport',
  'monthlyReport',
  'newTeamMember',
  'billingAlerts',
  'productUpdates',
  'marketingEmails',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  postPublished: z.boolean(),
  postScheduled: z.boolean(),
  weeklyReport: z.boolean(),
  monthlyReport: z.boolean(),
  newTeamMember: z.boolean(),
  billingAlerts: z.boolean(),
  productUpdates: z.boolean(),
  marketingEmails: z.boolean(),
}) satisfies z.ZodType<Record<NotificationKey, boolean>>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What a new account starts with: the e-mails that matter on, news and marketing off. */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  emailNotifications: true,
  postPublished: true,
  postScheduled: true,
  weeklyReport: false,
  monthlyReport: false,
  newTeamMember: true,
  billingAlerts: true,
  productUpdates: false,
  marketingEmails: false,
};

/** The toggles an e-mail's own unsubscribe link can turn off. */
export const UNSUBSCRIBABLE_NOTIFICATIONS = [
  'postPublished',
  'postScheduled',
  'weeklyReport',
  'billingAlerts',
] as const;

/** POST /notifications/unsubscribe?token=…, asked for JSON: which toggle is now off. */
export const unsubscribeResponseSchema = z.object({
  success: z.literal(true),
  notification: z.enum(UNSUBSCRIBABLE_NOTIFICATIONS),
});

export const saveNotificationsRequestSchema = userIdentifierSchema
  .extend({ notifications: notificationSettingsSchema })
  .refine(hasIdentifier, identified);

export const accountSettingsResponseSchema = z.object({
  success: z.literal(true),
  profile: accountProfileSchema,
  notifications: notificationSettingsSchema,
  /** True for social sign-in accounts: deletion is confirmed with the word DELETE. */
  password_sign_in: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettingsResponseSchema>;

export const saveProfileResponseSchema = z.object({
  success: z.literal(true),
  profile: accountProfileSchema,
});

export const saveNotificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: notificationSettingsSchema,
});

// --- Deletion ----------------------------------------------------------------------

/** The word a social sign-in account types to confirm, having no password. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const deleteAccountRequestSchema = userIdentifierSchema
  .extend({
    password: z.string().max(TEXT_LIMITS.password.max).optional(),
    confirmation: z.string().max(20).optional(),
  })
  .refine(hasIdentifier, identified);
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deletedCountsSchema = z.object({
  drafts: z.number().int().min(0),
  files: z.number().int().min(0),
  brand_profile: z.boolean(),
  sessions: z.number().int().min(0),
  support_requests: z.number().int().min(0),
});
export type DeletedCounts = z.infer<typeof deletedCountsSchema>;

export const deleteAccountResponseSchema = z.object({
  success: z.literal(true),
  deleted: deletedCountsSchema,
});

// --- Library -----------------------------------------------------------------------

export const libraryItemSchema = z.object({
  id: z.string().min(1),
  url: z.string().min(1),
  filename: z.string(),
  /** upload: a post image the owner uploaded; generated: an image the AI drew. */
  source: z.enum(['upload', 'generated']),
  size: z.number().int().min(0),
  content_type: z.string(),
  created_at: isoDateTimeSchema,
  /** The drafts showing this image; an image in none can be deleted. */
  drafts: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const libraryResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(libraryItemSchema),
});

export const deleteLibraryItemRequestSchema = userIdentifierSchema.refine(
  hasIdentifier,
  identified,
);

// --- Support -----------------------------------------------------------------------

/** product.md §3 Support request; product.md §5: every field required. */
export const supportRequestSchema = z.object({
  name: shortText.trim().min(1, 'Name is required'),
  email: emailSchema,
  subject: shortText.trim().min(1, 'Subject is required'),
  message: storableTextSchema
    .trim()
    .min(1, 'Message is required')
    .max(5_000, 'Message must be at most 5,000 characters'),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportResponseSchema = z.object({
  success: z.literal(true),
  id: z.string().min(1),
  received_at: isoDateTimeSchema,
});

/** Account calls' user-facing texts, written once for the mock and the server. */
export const ACCOUNT_MESSAGES = {
  wrongPassword: 'The password is not correct.',
  typeDelete: `Type ${DELETE_CONFIRMATION_WORD} to confirm.`,
  imageInUse: 'This image is used in a draft. Delete the draft first.',
  imageNotFound: 'Image not found',
} as const;
