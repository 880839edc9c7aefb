import { joinHashtags, splitHashtags } from '../hashtags';
import { camelTag } from '../offline-writer/choose-hashtags';

/** "#LoveSeeing" as ["love", "seeing"]; "#HazyDazeIPA" as ["hazy", "daze", "ipa"]. */
const tagWords = (tag: string) =>
  (tag.slice(1).match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu) ?? []).map((word) =>
    word.toLowerCase(),
  );

/**
 * A planned post's hashtags: those the writer drew from the plan's own wording ("#Falls",
 * "#Never", "#LoveSeeing" from "falls on", "never", "we love seeing") go, because they say
 * nothing about the post. A tag stays when it names the post's subject, a name the owner
 * capitalised, or comes from the brand and trade rather than the words of the post. When
 * none is left, the subject's own tag (or the business's) stands in.
 */
export function planHashtags(
  hashtags: string,
  description: string,
  subject: string | null,
  businessName = '',
): string {
  const lowerWords = new Set(
    (description.match(/(?<![.!?]\s)(?<!^)\b\p{Ll}[\p{L}'’-]*/gu) ?? []).map((word) =>
      word.toLowerCase(),
    ),
  );
  // Sentence-initial words of the plan's wording count as its own words too.
  for (const start of description.match(/(?:^|[.!?:]\s+)\p{Lu}\p{Ll}+/gu) ?? []) {
    lowerWords.add(start.replace(/^[.!?:\s]+/u, '').toLowerCase());
  }
  const subjectTag = subject ? camelTag(subject) : null;
  const kept = splitHashtags(hashtags).filter((tag) => {
    if (subjectTag && tag.toLowerCase() === subjectTag.toLowerCase()) return true;
    const words = tagWords(tag);
    return words.length === 0 || !words.every((word) => lowerWords.has(word));
  });
  const standIn = subjectTag ?? camelTag(businessName);
  if (kept.length === 0 && standIn) kept.push(standIn);
  return kept.length ? joinHashtags(kept) : hashtags;
}
