import { capitalise, cleanUserText } from '../clean-text';
import { extractFacts } from '../facts';
import { splitSentences } from '../sentences';

/**
 * The owner's request read as a message to edit, or as a brief to write from.
 *
 * A brief names a topic ("post about tick season", "something for the weekend", "a post
 * for parents"): it is never echoed (writer rule 4, ADR 0012). A message is kept, sentence by
 * sentence, with only the instruction around it removed ("Let people know we are closed
 * Monday" becomes "We are closed Monday.").
 */

/** The writer reads at most this much of a request: the contract's own limit. */
export const MAX_REQUEST_LENGTH = 2_000;

const BRIEF =
  /^(?:(?:can|could) you\s+|please\s+|pls\s+)?(?:(?:write|make|create|do|draft|post|share|give me|need|want|(?:i|we) need|(?:i|we) want)\s+)?(?:(?:a|an|some|another|one|the|our)\s+)?(?:(?:quick|short|little|nice|fun|cute|social|instagram|facebook|linkedin|weekly|new)\s+)*(?:post|posts|something|anything|content|update|caption|reminder|message|story|tweet|thing)(?:\s+(?:about|for|on|re|regarding|around|to do with|related to|to)\b)?\s*(.*)$/iu;
const REMINDER =
  /^(?:please\s+)?(?:remind|tell|ask|encourage|warn)\s+(?:people|everyone|customers|clients|followers|folks|parents|owners|pet owners|our customers|them)\s*(?:about|of|to|that)?\s*(.*)$/iu;
const INSTRUCTION =
  /^(?:please\s+)?(?:post|announce|share|say|let (?:people|everyone|customers|clients|followers|folks|our customers|them) know|tell (?:people|everyone|customers|clients|followers|folks))\s+(?:that\s+)?/iu;

/** Words that describe the post itself, never its subject. */
export const BRIEF_WORDS = new Set(
  `post posts something anything content update caption reminder remind message story tweet
  thing things people everyone customers clients followers folks write make create need want
  about quick short little nice fun cute social`.split(/\s+/u),
);

export interface ReadRequest {
  /** True when the request is a brief to write from, not a message to present. */
  brief: boolean;
  /** A brief's topic ("tick season", "the weekend"); empty when it names none. */
  topic: string;
  /** The message's sentences, edited lightly; empty for a brief. */
  sentences: string[];
  /** The message as the owner wrote it (cleaned): the source of its facts. */
  text: string;
}

const hasFacts = (text: string) =>
  extractFacts(text).some((fact) => fact.kind !== 'name' && fact.kind !== 'weekday');
const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;

// The same in the other languages owners write in: Greek, Spanish, French, German,
// Italian, Portuguese ("algo para el fin de semana", "etwas zu Ostern") and Japanese ("…について投稿").
const OTHER_BRIEF =
  /^(?:(?:una?|un|une|ein|eine|uma?)\s+)?(?:ανάρτηση|δημοσίευση|κάτι|publicación|publicacion|algo|post|publication|quelque chose|beitrag|etwas|qualcosa|algo)\s+(?:για|σχετικά με|para|sobre|de|sur|pour|über|zum|zur|zu|für|per|su)\s+(.*)$/iu;
const JAPANESE_BRIEF = /^(.*?)(?:について|の)(?:投稿|ポスト)(?:を(?:書いて|お願い).*)?$/u;

function briefTopic(text: string): string | null {
  const match =
    BRIEF.exec(text) ?? REMINDER.exec(text) ?? OTHER_BRIEF.exec(text) ?? JAPANESE_BRIEF.exec(text);
  if (!match) return null;
  const rest = (match[1] ?? '').replace(/[.!?…\s]+$/u, '').trim();
  // "Post that we're closed on 24 December" is a message with an instruction, not a brief.
  if (hasFacts(rest) || wordCount(rest) > 8 || /^that\b/iu.test(rest)) return null;
  return rest;
}

/** Capitalises a sentence's first letter, but not a word like "iPhone" or "eBay". */
export function startSentence(text: string): string {
  return /^\p{Ll}+\p{Lu}/u.test(text) ? text : capitalise(text);
}

function finish(sentence: string, lowerCase: boolean): string {
  const trimmed = sentence.trim();
  const started = lowerCase ? trimmed : startSentence(trimmed);
  return /[.!?…。！？]["'”’)\]]*$/u.test(started) || /\p{Extended_Pictographic}$/u.test(started)
    ? started
    : `${started}.`;
}

export function readRequest(description: string, options: { lowerCase: boolean }): ReadRequest {
  const text = cleanUserText(description.slice(0, MAX_REQUEST_LENGTH));
  const topic = briefTopic(text);
  if (topic !== null) {
    return { brief: true, topic: topic.replace(/^(?:the|a|an|our)\s+/iu, ''), sentences: [], text };
  }
  // A bare topic of a few words with no facts and no verb-like ending ("tick season").
  if (wordCount(text) <= 3 && !hasFacts(text) && !/[.!?]/u.test(text) && /^[\p{Ll}]/u.test(text)) {
    return { brief: true, topic: text, sentences: [], text };
  }
  const edited = text.replace(INSTRUCTION, '');
  const sentences = splitSentences(edited).map((sentence) => finish(sentence, options.lowerCase));
  return { brief: false, topic: '', sentences, text };
}
