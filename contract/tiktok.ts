import { z } from 'zod';

/**
 * TikTok's audit rules for what the owner chooses before each post (its Content Sharing
 * Guidelines; docs/network-facts.md, "TikTok"): who can see it, picked from the creator's
 * options with no default; whether comments are allowed; and whether the post promotes
 * the owner's own brand or a third party's (branded content).
 */
export const TIKTOK_PRIVACY_LEVELS = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;
export const tiktokPrivacyLevelSchema = z.enum(TIKTOK_PRIVACY_LEVELS);
export type TikTokPrivacyLevel = z.infer<typeof tiktokPrivacyLevelSchema>;

/** How each privacy level is offered to the owner. */
export const TIKTOK_PRIVACY_LABELS: Record<TikTokPrivacyLevel, string> = {
  PUBLIC_TO_EVERYONE: 'Everyone',
  MUTUAL_FOLLOW_FRIENDS: 'Friends',
  FOLLOWER_OF_CREATOR: 'Followers',
  SELF_ONLY: 'Only me',
};

/** The commercial-content disclosure: none, the owner's own brand, or a paid partnership. */
export const TIKTOK_DISCLOSURES = ['none', 'your_brand', 'branded_content'] as const;
export const tiktokDisclosureSchema = z.enum(TIKTOK_DISCLOSURES);
export type TikTokDisclosure = z.infer<typeof tiktokDisclosureSchema>;

/** TikTok refuses branded content that only its creator can see. */
export const BRANDED_CONTENT_PRIVATE_MESSAGE =
  'Branded content cannot be private: choose who can see it other than "Only me".';
export const TIKTOK_PRIVACY_REQUIRED_MESSAGE = 'Choose who can see this post on TikTok.';

/**
 * Why scheduling or approving is refused while posts bound for a connected TikTok account
 * have no privacy level: names the first by its title, so the owner knows which to open.
 */
export function tiktokPrivacyRequiredFor(titles: readonly string[]): string {
  const [first = 'this post', ...others] = titles;
  const which = others.length
    ? `“${first}” and ${others.length} more ${others.length === 1 ? 'post' : 'posts'}`
    : `“${first}”`;
  return `Choose who can see ${which} on TikTok before ${others.length ? 'they are' : 'it is'} scheduled: edit the post and choose under TikTok.`;
}

/** A post's TikTok choices as the owner made them; `privacy_level` null until chosen. */
export const tiktokChoicesSchema = z
  .object({
    privacy_level: tiktokPrivacyLevelSchema.nullable(),
    allow_comments: z.boolean(),
    disclosure: tiktokDisclosureSchema,
  })
  .refine(
    (choices) =>
      !(choices.disclosure === 'branded_content' && choices.privacy_level === 'SELF_ONLY'),
    { message: BRANDED_CONTENT_PRIVATE_MESSAGE, path: ['privacy_level'] },
  );
export type TikTokChoices = z.infer<typeof tiktokChoicesSchema>;

/** What the owner sees before choosing: nothing chosen, comments off, no disclosure. */
export const UNCHOSEN_TIKTOK_CHOICES: TikTokChoices = {
  privacy_level: null,
  allow_comments: false,
  disclosure: 'none',
};

/**
 * GET /integrations/tiktok/creator-info: the connected TikTok account as TikTok describes
 * it now (null when none is connected), and whether TikTok has audited this app (until
 * then every post goes out private).
 */
export const tiktokCreatorSchema = z.object({
  nickname: z.string(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
  privacy_level_options: z.array(tiktokPrivacyLevelSchema),
  comment_disabled: z.boolean(),
  duet_disabled: z.boolean(),
  stitch_disabled: z.boolean(),
});
export type TikTokCreator = z.infer<typeof tiktokCreatorSchema>;

export const tiktokCreatorInfoResponseSchema = z.object({
  success: z.literal(true),
  audited: z.boolean(),
  creator: tiktokCreatorSchema.nullable(),
  /** Why the creator could not be read (the account needs reconnecting, TikTok failed). */
  problem: z.string().nullable(),
});
export type TikTokCreatorInfoResponse = z.infer<typeof tiktokCreatorInfoResponseSchema>;

/** TikTok's labels for the disclosure (its Content Sharing Guidelines' wording). */
export function tiktokDisclosureLabel(disclosure: TikTokDisclosure): string | null {
  if (disclosure === 'your_brand') return "Your photo will be labeled as 'Promotional content'.";
  if (disclosure === 'branded_content') return "Your photo will be labeled as 'Paid partnership'.";
  return null;
}

/** The consent sentence TikTok requires next to the post button. */
export function tiktokConsentText(disclosure: TikTokDisclosure): string {
  return disclosure === 'branded_content'
    ? "By posting, you agree to TikTok's Branded Content Policy and Music Usage Confirmation."
    : "By posting, you agree to TikTok's Music Usage Confirmation.";
}
