import type { BusinessProfile } from '@contract/business-profile';
import type { Platform } from '@contract/onboarding';
import { cleanUserText } from '../clean-text';
import { effectiveHashtagStyle, type EffectiveHashtagStyle } from '../hashtags';
import type { PostRequest } from '../post-writer';
import { resolveIndustry } from './industry';
import { detectLanguage, guessLanguage, type Language } from './language';
import { readRequest, type ReadRequest } from './message';
import { CALM_KINDS, classifyPost, type PostKind } from './post-kind';
import { hashText } from './seed';
import { knowTrade } from './known-trade';
import type { Trade } from './trades';
import { analyseVoice, pronounsFor, type Pronouns, type Voice } from './voice';

/** Everything the offline writer knows about one request, read once. */
export interface WriterBrief {
  request: ReadRequest;
  language: Language;
  kind: PostKind;
  /** Closures, bad news and emergencies: plain words, no hook, no emoji, no selling. */
  calm: boolean;
  /** The business name; null for the anonymous generator, which must not invent one. */
  name: string | null;
  city: string | null;
  tagline: string | null;
  businessDescription: string | null;
  trade: Trade;
  /** False when the trade is not known: the neutral bank stands in for the trade's. */
  tradeKnown: boolean;
  /** What the business does, sells and how it runs; null when not said. */
  business: BusinessProfile | null;
  /** "What you do" in the owner's words; null when not said. */
  whatYouDo: string | null;
  /** The brand's main language ("es"), else 'en' for English requests and '' for others. */
  brandLanguage: string;
  voice: Voice;
  pronouns: Pronouns;
  hashtagStyle: EffectiveHashtagStyle;
  platforms: readonly Platform[];
  /** The brand's emoji first, then the trade's; empty when the brand does not use them. */
  emoji: string[];
  /** The request's own seed: the same request and variation give the same post. */
  seed: number;
  variation: number;
  /** The brand's sample posts, cleaned. */
  samples: string[];
  /** Everything the owner wrote: promises found here may be repeated. */
  ownerWords: string;
}

export function readBrief(request: PostRequest): WriterBrief {
  const profile = request.onboarding;
  const name = cleanUserText(profile?.business.name) || null;
  const city = cleanUserText(profile?.business.city) || null;
  const tagline = cleanUserText(profile?.brandAssets.tagline) || null;
  const businessDescription = cleanUserText(request.businessDescription) || null;
  const samples = profile?.brandAssets.samplePosts ?? [];
  const sampleVoice = analyseVoice(samples);
  // With no sample posts, the owner's own message says whether they speak as "I" ("I tune
  // most pianos"): "Send us a message" would speak for a team they do not have.
  const voice =
    samples.length > 0
      ? sampleVoice
      : { ...sampleVoice, person: analyseVoice([request.description]).person };
  const read = readRequest(request.description, { lowerCase: voice.lowerCase });
  const business = request.business ?? null;
  const whatYouDo = cleanUserText(business?.whatYouDo) || null;
  const { trade, known: tradeKnown } = knowTrade({
    whatYouDo: whatYouDo ?? businessDescription ?? '',
    identity: [name, tagline].join(' '),
    samples: samples.join('\n'),
    industry: resolveIndustry(cleanUserText(profile?.business.industry)),
  });
  const kind = read.brief ? 'tip' : classifyPost(read.text);
  const calm = CALM_KINDS.has(kind);
  const hashtagStyle = effectiveHashtagStyle(profile);
  const useEmoji = !calm && (voice.usesEmoji || hashtagStyle === 'Trending');
  const language = detectLanguage(read.text);
  return {
    request: read,
    language,
    kind,
    calm,
    name,
    city,
    tagline,
    businessDescription,
    trade,
    tradeKnown,
    business,
    whatYouDo,
    brandLanguage: business?.languages[0] ?? (language === 'en' ? 'en' : guessLanguage(read.text)),
    voice,
    pronouns: pronounsFor(voice.person),
    hashtagStyle,
    platforms: profile?.contentPrefs.platforms ?? [],
    emoji: useEmoji ? [...new Set([...voice.emoji, ...trade.emoji])] : [],
    seed: hashText(`${read.text}|${name ?? ''}|${businessDescription ?? ''}`),
    variation: request.variation ?? 0,
    samples: samples.map((sample) => cleanUserText(sample)).filter(Boolean),
    ownerWords: [
      request.description,
      tagline,
      businessDescription,
      ...samples,
      ...ownerProfileWords(business),
    ].join('\n'),
  };
}

/** Everything the owner wrote in the business profile: its promises may be repeated. */
function ownerProfileWords(business: BusinessProfile | null): string[] {
  if (!business) return [];
  return [
    business.whatYouDo,
    ...business.offerings.flatMap((offering) => [offering.name, offering.description]),
    ...business.differences,
    business.bookingUrl,
  ];
}
