import {
  BRANDED_CONTENT_PRIVATE_MESSAGE,
  TIKTOK_PRIVACY_LABELS,
  tiktokPrivacyLevelSchema,
  type TikTokChoices,
  type TikTokCreator,
  type TikTokPrivacyLevel,
} from '@contract/tiktok';
import { field, PublishError, stringField } from './adapter';

/** Said when a TikTok post has no privacy level chosen by its owner (TikTok's audit rules). */
export const TIKTOK_NO_CHOICE_MESSAGE =
  'Choose who can see this post on TikTok: edit the post, choose, and try again.';

/** creator_info's answer as the contract's creator (unknown privacy levels left out). */
export function creatorFrom(body: unknown): TikTokCreator {
  const options = field(body, 'data', 'privacy_level_options');
  const levels = (Array.isArray(options) ? options : []).flatMap((level: unknown) => {
    const parsed = tiktokPrivacyLevelSchema.safeParse(level);
    return parsed.success ? [parsed.data] : [];
  });
  const flag = (name: string) => field(body, 'data', name) === true;
  const username = stringField(body, 'data', 'creator_username');
  return {
    nickname: stringField(body, 'data', 'creator_nickname') ?? username ?? 'TikTok account',
    username,
    avatar_url: stringField(body, 'data', 'creator_avatar_url'),
    privacy_level_options: levels,
    comment_disabled: flag('comment_disabled'),
    duet_disabled: flag('duet_disabled'),
    stitch_disabled: flag('stitch_disabled'),
  };
}

/**
 * The owner's choices, checked against what the creator allows now: a privacy level they
 * chose among the ones TikTok offers, and branded content never private. Refuses (a
 * content PublishError) rather than choosing for them.
 */
export function chosenPrivacy(
  choices: TikTokChoices | null | undefined,
  creator: TikTokCreator,
): TikTokPrivacyLevel {
  const level = choices?.privacy_level;
  if (!level) throw new PublishError('content', TIKTOK_NO_CHOICE_MESSAGE, 'privacy_not_chosen');
  if (!creator.privacy_level_options.includes(level)) {
    throw new PublishError(
      'content',
      `This TikTok account no longer offers "${TIKTOK_PRIVACY_LABELS[level]}": edit the post and choose who can see it again.`,
      'privacy_level_option_mismatch',
    );
  }
  if (choices.disclosure === 'branded_content' && level === 'SELF_ONLY') {
    throw new PublishError('content', BRANDED_CONTENT_PRIVATE_MESSAGE, 'brand_content_private');
  }
  return level;
}

/** The post_info fields that carry the owner's choices, exactly as they made them. */
export function postInfoChoices(choices: TikTokChoices, privacyLevel: TikTokPrivacyLevel) {
  return {
    privacy_level: privacyLevel,
    disable_comment: !choices.allow_comments,
    brand_content_toggle: choices.disclosure === 'branded_content',
    brand_organic_toggle: choices.disclosure === 'your_brand',
  };
}
