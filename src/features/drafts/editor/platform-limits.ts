import type { Network as Platform } from '@contract/integrations';
import { splitHashtags } from '@core/hashtags';
import {
  fitToPlatform,
  fitsPlatform,
  PLATFORM_RULES,
  platformLength,
  publishedText,
} from '@core/platform-rules';

export interface PlatformLimit {
  platform: Platform;
  label: string;
  length: number;
  maxLength: number;
  tags: number;
  maxTags: number | null;
  fits: boolean;
  /** What the owner would paste there: the full text, or X's shortened version. */
  copyText: string;
  /** X only, when the post is too long for it: the version that fits. */
  shortened: { caption: string; hashtags: string } | null;
}

/** The live numbers the editor shows for each selected platform. */
export function platformLimits(
  post: { caption: string; hashtags: string },
  platforms: readonly Platform[],
): PlatformLimit[] {
  return platforms.map((platform) => {
    const rule = PLATFORM_RULES[platform];
    const fits = fitsPlatform(post, platform);
    const shortened = platform === 'x' && !fits ? fitToPlatform(post, 'x') : null;
    return {
      platform,
      label: rule.label,
      length: platformLength(post, platform),
      maxLength: rule.maxLength,
      tags: splitHashtags(post.hashtags).length,
      maxTags: rule.maxHashtags,
      fits,
      copyText: publishedText(shortened ?? post, platform),
      shortened,
    };
  });
}

/** One line a screen reader can read: "Instagram: 120 of 2,200 characters, 3 of 5 hashtags". */
export function describeLimit(limit: PlatformLimit): string {
  const unit = limit.platform === 'x' ? 'weighted characters' : 'characters';
  const parts = [
    `${limit.length.toLocaleString('en-US')} of ${limit.maxLength.toLocaleString('en-US')} ${unit}`,
  ];
  if (limit.maxTags !== null) parts.push(`${limit.tags} of ${limit.maxTags} hashtags`);
  return `${limit.label}: ${parts.join(', ')}`;
}
