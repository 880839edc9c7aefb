/**
 * Cleaning of text that a post echoes: what the user typed (descriptions, brand profile)
 * and what a model wrote. Posts are shown as text, but they are also copied into other
 * apps and e-mails, so no markup may survive, whoever renders them.
 */

// Script and style bodies are code, not words: they go with their tags.
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/giu;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/gu;
// A tag starts with '<' then a letter, '/' or '!'. An unclosed tag runs to the end of its
// line, so `<img src=x onerror=...` without '>' is removed too. A lone '<' as in "3 < 5"
// is not a tag and stays.
const TAG = /<[/!]?[a-z][^>\n]*(?:>|$)/gimu;

// C0 and C1 controls except the line feed and tab (normalised below), and the invisible
// bidirectional overrides that can make text read differently from what it says.
// Zero-width joiners stay: emoji sequences need them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu;

export function stripHtml(text: string): string {
  return text.replace(SCRIPT_OR_STYLE, ' ').replace(COMMENT, ' ').replace(TAG, ' ');
}

export function stripControlCharacters(text: string): string {
  return text.replace(/\r\n?/gu, '\n').replace(/\t/gu, ' ').replace(CONTROL, '');
}

/** Markup and controls removed, spaces collapsed; keeps up to one blank line between paragraphs. */
export function cleanMultilineText(text: string): string {
  return stripControlCharacters(stripHtml(text.normalize('NFC')))
    .split('\n')
    .map((line) => line.replace(/ {2,}/gu, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

/** Markup and controls removed, all whitespace (line breaks too) collapsed to single spaces. */
export function cleanLineText(text: string): string {
  return cleanMultilineText(text).replace(/\s+/gu, ' ').trim();
}

// Template tokens a generator (or a model) leaves behind when it forgets to fill them in;
// the bracket pattern also catches "[object Object]".
const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /\[[^\]\n]{1,40}\]/gu,
  /\{\{?[^}\n]{1,40}\}?\}/gu,
  /\blorem ipsum\b/giu,
  /\b(?:undefined|null|NaN)\b/gu,
];

/** Placeholder-like fragments in a text ('[brand]', '{name}', 'lorem ipsum', 'undefined'). */
export function findPlaceholders(text: string): string[] {
  return PLACEHOLDER_PATTERNS.flatMap((pattern) => text.match(pattern) ?? []);
}

/**
 * User text to echo in a post: no markup, no controls, no bracketed template tokens
 * (a description pasted from a template may still say "[brand]"), one line.
 */
export function cleanUserText(text: string | null | undefined): string {
  if (!text) return '';
  return (
    cleanLineText(text)
      .replace(/\[[^\]]{1,40}\]|\{\{?[^}]{1,40}\}?\}/gu, ' ')
      .replace(/\s+/gu, ' ')
      // A removed token leaves " ," behind; the space a French owner puts before ":", ";",
      // "!" and "?" ("de 9h à 12h : 180 €") is their typography and stays.
      .replace(/\s+([,.])/gu, '$1')
      .trim()
  );
}

/** Upper-cases the first letter only, so names and acronyms inside keep their case. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Cuts a single line at a word boundary so that it is at most `max` characters, ending
 * with '…' when something was cut. Never cuts inside a word: a first word longer than
 * the limit gives an empty string.
 */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const words = text.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length + 1 > max) break;
    kept = next;
  }
  kept = kept.replace(/[\s,;:—–-]+$/u, '');
  return kept ? `${kept}…` : '';
}
