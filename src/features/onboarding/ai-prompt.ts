import { HASHTAG_STYLE_DESCRIPTIONS } from '@contract/constants';
import type { OnboardingData } from '@contract/onboarding';
import { PLATFORM_LABELS } from './copy';

const hashtagLine = (style: OnboardingData['contentPrefs']['hashtagStyle']) =>
  style === 'None'
    ? 'Do not use hashtags.'
    : `Hashtag style: ${style} (${HASHTAG_STYLE_DESCRIPTIONS[style].toLowerCase()}).`;

/**
 * A plain-text description of the brand for the content generator, built from the
 * wizard's data. Parts the user left empty are left out rather than written as blanks.
 */
export function composeAiPrompt(data: OnboardingData): string {
  const { business, brandAssets, contentPrefs } = data;
  const lines: string[] = [];

  lines.push(`You write social media posts for ${business.name}.`);
  if (business.industry) lines.push(`Industry: ${business.industry}.`);
  if (business.city) lines.push(`Location: ${business.city}.`);
  if (business.employees) {
    const noun = business.employees === '1' ? 'employee' : 'employees';
    lines.push(`Team size: ${business.employees} ${noun}.`);
  }

  if (brandAssets.tagline) lines.push(`Tagline: "${brandAssets.tagline}".`);
  if (brandAssets.colors.length) lines.push(`Brand colours: ${brandAssets.colors.join(', ')}.`);
  if (brandAssets.samplePosts.length) {
    lines.push('Match the voice of these sample posts:');
    for (const post of brandAssets.samplePosts) lines.push(`- ${post}`);
  }

  if (contentPrefs.platforms.length) {
    const names = contentPrefs.platforms.map((platform) => PLATFORM_LABELS[platform]);
    lines.push(`Platforms: ${names.join(', ')}.`);
  }
  lines.push(`Posts per month: ${contentPrefs.postsPerMonth}.`);
  lines.push(`Post length: ${contentPrefs.postLength}.`);
  lines.push(hashtagLine(contentPrefs.hashtagStyle));
  lines.push(
    contentPrefs.aiVisuals
      ? 'Suggest an AI-generated visual for each post.'
      : 'Posts do not need AI-generated visuals.',
  );
  return lines.join('\n');
}
