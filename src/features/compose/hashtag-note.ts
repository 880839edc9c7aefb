import type { OnboardingData } from '@contract/onboarding';
import { effectiveHashtagStyle, HASHTAG_LIMITS, splitHashtags } from '@core/hashtags';
import { PLATFORM_RULES } from '@core/platform-table';

/**
 * Why a post carries fewer hashtags than the brand's style asks for, in plain words, when
 * one of the brand's platforms allows fewer (Instagram allows 5, Moderate asks for 6 to
 * 10): "Instagram allows 5 hashtags, so this post uses 5 (your Moderate style asks for 6
 * to 10)." Null when no platform lowered the count or the post has no hashtags.
 */
export function hashtagLimitNote(profile: OnboardingData | null, hashtags: string): string | null {
  const count = splitHashtags(hashtags).length;
  if (!profile || count === 0) return null;
  const style = effectiveHashtagStyle(profile);
  const { min, max } = HASHTAG_LIMITS[style];
  const strictest = profile.contentPrefs.platforms
    .map((platform) => PLATFORM_RULES[platform])
    .filter((rule) => rule.maxHashtags !== null && rule.maxHashtags < min)
    .sort((a, b) => (a.maxHashtags ?? 0) - (b.maxHashtags ?? 0))[0];
  if (!strictest || strictest.maxHashtags === null || count > strictest.maxHashtags) return null;
  return (
    `${strictest.label} allows ${strictest.maxHashtags} hashtags, so this post uses ${count} ` +
    `(your ${style} style asks for ${min} to ${max}).`
  );
}
