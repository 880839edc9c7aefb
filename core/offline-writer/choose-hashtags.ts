import { HASHTAG_LIMITS, toHashtag, uniqueHashtags } from '../hashtags';
import type { WriterBrief } from './brief';
import { keywords } from './keywords';
import { seedFor } from './seed';

/**
 * Hashtags most relevant first, because platforms that allow fewer drop from the end:
 * the description's two main words, the brand, the industry's main tag, the city, the
 * rest of the description, the city with the industry (#PortlandBakery), trend tags for
 * the Trending style, the anonymous generator's business words, then the industry's
 * other tags. Every tag comes from one of those sources, so none is off-topic.
 */
export function chooseHashtags(brief: WriterBrief): string[] {
  const { vocabulary, hashtagStyle } = brief;
  const topic = keywords(brief.description);
  const business = brief.businessDescription ? keywords(brief.businessDescription) : [];
  const [industryTag, ...industryTags] = vocabulary.hashtags;
  const candidates = [
    ...topic.slice(0, 2),
    brief.name,
    industryTag,
    brief.city,
    ...topic.slice(2),
    brief.city ? `${brief.city} ${vocabulary.tagNoun}` : null,
    ...(hashtagStyle === 'Trending' ? vocabulary.trendTags : []),
    ...business,
    ...industryTags,
  ];
  const tags = uniqueHashtags(
    candidates
      .map((candidate) => (candidate ? toHashtag(candidate) : null))
      .filter((tag): tag is string => tag !== null),
  );
  const { min, max } = HASHTAG_LIMITS[hashtagStyle];
  const count = min + (seedFor(brief.seed, 'hashtag-count') % (max - min + 1));
  return tags.slice(0, count);
}
