import { cleanUserText } from '../clean-text';
import { effectiveHashtagStyle, type EffectiveHashtagStyle } from '../hashtags';
import type { PostRequest } from '../post-writer';
import {
  INDUSTRY_VOCABULARY,
  resolveIndustry,
  type Industry,
  type IndustryVocabulary,
} from './industry-vocabulary';
import { hashText, rotate, seedFor } from './seed';
import { analyseVoice, pronounsFor, type Pronouns, type Voice } from './voice';

/** Everything the offline writer knows about one request, cleaned once. */
export interface WriterBrief {
  description: string;
  /** The business name; null for the anonymous generator, which must not invent one. */
  name: string | null;
  city: string | null;
  /** "Golden Crust Bakery in Portland", or just the name. */
  who: string | null;
  tagline: string | null;
  businessDescription: string | null;
  industry: Industry;
  vocabulary: IndustryVocabulary;
  voice: Voice;
  pronouns: Pronouns;
  hashtagStyle: EffectiveHashtagStyle;
  /** Emoji go into the caption when the brand uses them or the style is Trending. */
  emoji: string[];
  seed: number;
}

export function readBrief(request: PostRequest): WriterBrief {
  const profile = request.onboarding;
  const name = cleanUserText(profile?.business.name) || null;
  const city = cleanUserText(profile?.business.city) || null;
  const businessDescription = cleanUserText(request.businessDescription) || null;
  const industry = resolveIndustry(
    cleanUserText(profile?.business.industry),
    businessDescription ?? '',
  );
  const vocabulary = INDUSTRY_VOCABULARY[industry];
  const voice = analyseVoice(profile?.brandAssets.samplePosts ?? []);
  const hashtagStyle = effectiveHashtagStyle(profile);
  const seed = hashText(`${request.description}|${name ?? ''}|${businessDescription ?? ''}`);
  const useEmoji = voice.usesEmoji || hashtagStyle === 'Trending';
  return {
    description: request.description,
    name,
    city,
    who: name ? `${name}${city ? ` in ${city}` : ''}` : null,
    tagline: cleanUserText(profile?.brandAssets.tagline) || null,
    businessDescription,
    industry,
    vocabulary,
    voice,
    pronouns: pronounsFor(voice.person),
    hashtagStyle,
    // The brand's own emoji first: they are part of its voice.
    emoji: useEmoji
      ? [...new Set([...voice.emoji, ...rotate(vocabulary.emoji, seedFor(seed, 'emoji'))])]
      : [],
    seed,
  };
}
