/**
 * The facts of an owner's message that every post must carry verbatim (writer rule 1, ADR 0012):
 * URLs, e-mail addresses, phone numbers, prices, percentages, times, dates, weekdays,
 * other numbers and proper names. Shared by the offline writer (which keeps them) and the
 * checks of model output (which reject a post that drops one).
 *
 * Every pattern is linear in the text: no nested quantifiers over the same characters.
 */

const URL =
  /\b(?:https?:\/\/|www\.)[^\s<>"]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|co\.uk|org|net|io|gr|jp|es|de|fr|it|uk|ie|au|ca|shop|cafe|store|app)(?:\/[^\s<>"]*)?/giu;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/gu;
const PHONE =
  /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}|\+?\d{9,13}/gu;
// An amount as owners write it: "5", "5.50", "1,000", "1.250,00" (no spaces inside, so a
// price never swallows the next number; only before a currency after it may thousands be
// spaced: "1 200 €", "1 299 Kč"). A currency symbol or code before or after it: "$5",
// "£5.50", "R950", "¥1,000", "₹499", "USD 12", "25 €", "1.250,00 €", "30 zł", "zł 80",
// "kr 450", and dollars named by their country: "R$ 45,00", "A$12", "NZ$9.50", "MX$120".
const AMOUNT = String.raw`\d(?:[\d.,]*\d)?`;
const SPACED_AMOUNT = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?`;
const CODES = 'USD|EUR|GBP|ZAR|INR|JPY|CHF|AUD|CAD|NZD|SEK|NOK|DKK|PLN|BRL|MXN|TRY|KRW|CZK|HUF';
const DOLLARS = String.raw`(?:\b(?:R|A|AU|NZ|MX|C|CA|HK|S|SG|US|NT)\$|\$)`;
// Written before the amount: a symbol, a country's dollar, a code or a short local name.
const BEFORE = String.raw`(?:${DOLLARS}|[£€¥₹₩₺₽₪฿₦₱₴₫]|\bR(?=\s?\d)|\b(?:${CODES}|kr|zł|Rp|RM|Kč)\s?)`;
// Written after it; the local names end in letters a \b does not see ("zł", "Kč").
const AFTER = String.raw`(?:${DOLLARS}|[€£¥₹₩₺₽₪฿₴₫円]|(?:ευρώ|${CODES}|kr|zł|Kč|Ft|lei|euros?)(?![\p{L}\p{N}]))`;
const PRICE = new RegExp(
  `${BEFORE}\\s?${AMOUNT}|\\b(?:${SPACED_AMOUNT}|${AMOUNT})\\s?${AFTER}`,
  'gu',
);
const PERCENT = /\b\d+(?:[.,]\d+)?\s?%/gu;
const TIME =
  /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm)?\s?[-–]\s?\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b/giu;
const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DATE = new RegExp(
  `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\b|\\b(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,4}[/.-]\\d{1,2}[/.-]\\d{2,4}\\b|\\b\\d{1,2}/\\d{1,2}\\b|\\d{1,2}月\\d{1,2}日`,
  'giu',
);
const WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/giu;
const NUMBER = /\d+(?:[.,:]\d+)*/gu;
// Two or more capitalised words in a row ("Hazy Daze IPA", "Main Street", "Dr Ana Ruiz"),
// or one inside a sentence: a name an owner wrote on purpose. "R$" is a currency, not a name.
const NAME_RUN =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’&-]*(?!\$)(?:[ \t]+(?:(?:&|of|de|del|la|di|du|von|van|the|της|του|των)[ \t]+)?\p{Lu}[\p{L}\p{N}'’-]*(?!\$))*/gu;

export type FactKind =
  'url' | 'email' | 'phone' | 'price' | 'percent' | 'time' | 'date' | 'weekday' | 'number' | 'name';

export interface Fact {
  kind: FactKind;
  text: string;
}

/** Words that are capitalised for grammar, not because they are names. */
const NOT_NAMES = new Set(
  `i a an the we our my you your it its this that these those there here and but or so if
  when while our please thanks thank happy merry dear hello hi hey new just join come
  sorry sadly unfortunately from to for on at in with by of all every each some no not ok
  yes today tomorrow tonight`.split(/\s+/u),
);

const trimUrl = (text: string) => text.replace(/[.,;:!?)\]'"’”]+$/u, '');

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[0].trim());
}

/** Proper names: capitalised runs that are not just the first word of a sentence. */
function properNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(NAME_RUN)) {
    const run = match[0].replace(/[’'-]+$/u, '').trim();
    const index = match.index;
    const before = text.slice(Math.max(0, index - 3), index);
    const startsSentence = index === 0 || /(?:[.!?…:]\s*|\n\s*)$/u.test(before);
    const words = run.split(/\s+/u);
    const first = words[0]?.toLocaleLowerCase('en-US') ?? '';
    if (words.length === 1) {
      if (startsSentence || NOT_NAMES.has(first) || run.length < 2) continue;
      if (WEEKDAY.test(run)) {
        WEEKDAY.lastIndex = 0;
        continue;
      }
      names.push(run);
      continue;
    }
    // "Sadly Hop House" drops its grammatical first word; "Main Street Market" stays.
    const kept = startsSentence && NOT_NAMES.has(first) ? words.slice(1) : words;
    if (kept.length === 0) continue;
    if (kept.length === 1 && startsSentence) continue;
    names.push(kept.join(' '));
  }
  return names;
}

/**
 * The facts of a text, each once, longest first within a kind (a phone number is not
 * also reported as its digits). The text is read as the owner wrote it.
 */
export function extractFacts(text: string): Fact[] {
  const facts: Fact[] = [];
  const covered: string[] = [];
  const add = (kind: FactKind, values: string[]) => {
    for (const value of values) {
      const clean = kind === 'url' ? trimUrl(value) : value.replace(/[\s,.-]+$/u, '');
      if (!clean || covered.some((item) => item.includes(clean))) continue;
      facts.push({ kind, text: clean });
      covered.push(clean);
    }
  };
  add('url', matches(text, URL));
  add('email', matches(text, EMAIL));
  add('price', matches(text, PRICE));
  add('percent', matches(text, PERCENT));
  add('time', matches(text, TIME));
  add('date', matches(text, DATE));
  add(
    'phone',
    matches(text, PHONE).filter((value) => value.replace(/\D/gu, '').length >= 7),
  );
  add('weekday', matches(text, WEEKDAY));
  add('number', matches(text, NUMBER));
  add('name', properNames(text));
  return facts;
}

/** The facts of `source` that `post` does not contain verbatim. */
export function missingFacts(source: string, post: string): Fact[] {
  const haystack = post.normalize('NFC').toLocaleLowerCase('en-US');
  return extractFacts(source.normalize('NFC')).filter(
    (fact) => !haystack.includes(fact.text.toLocaleLowerCase('en-US')),
  );
}

// Words that make a sentence the point of a notice even with no digit in it: a negation,
// a limit or a warning ("we never reuse needles", "do not drink the tap water", "only
// cash"), in the languages owners write in.
const POINT_WORDS =
  /(?<!\p{L})(?:never|not|no|don['’]t|do not|doesn['’]t|cannot|can['’]t|won['’]t|only|must|warning|danger|unsafe|avoid|nunca|não|nao|sólo|só|jamais|ne|pas|seulement|nie|nicht|kein\w*|nur|mai|non|solo|soltanto)(?!\p{L})|(?<!\p{L})(?:μην?|δεν|μόνο|ποτέ)(?!\p{L})/iu;

/**
 * Whether a sentence carries the point of a message: a fact of any kind, a name, or a
 * negation or warning. Shortening keeps such sentences and drops the others first.
 */
export function carriesPoint(sentence: string): boolean {
  return POINT_WORDS.test(sentence) || extractFacts(sentence).length > 0;
}
