/**
 * Whether a request is in English. The offline writer only writes English sentences of
 * its own; any other language keeps the owner's text as it is (writer rule 10, ADR 0012).
 */

const NON_LATIN =
  /[\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Georgian}\p{Script=Armenian}]/gu;
const LETTER = /\p{L}/gu;

const ENGLISH = new Set(
  'the and for with we our is are to of on at this that you your be will from it in a an by'.split(
    ' ',
  ),
);
// Short words that are common in Spanish, French, German, Italian, Portuguese and Dutch
// and rare in English.
const OTHER = new Set(
  `el la los las del y para con nuestro nuestra nuestros es está están que por una un hoy
  mañana abierto cerrado le les des et pour avec nous notre est une aujourd demain ouvert
  fermé der die das und für mit wir unser unsere ist heute morgen geöffnet geschlossen il
  gli della per noi nostro nostra oggi domani aperto chiuso o os da do com nós nosso nossa
  hoje amanhã aberto fechado het een wij onze vandaag morgen open gesloten al em também
  muy más sus sur dans ce cette avec ihr ein eine auf zu de en lo su hay tenemos todos gracias
  sábado domingo semana fin nos vos du au aux le im am`.split(/\s+/u),
);

export type Language = 'en' | 'other';

export function detectLanguage(text: string): Language {
  const sample = text.slice(0, 2_000);
  const letters = sample.match(LETTER)?.length ?? 0;
  if (letters === 0) return 'en';
  const nonLatin = sample.match(NON_LATIN)?.length ?? 0;
  if (nonLatin / letters > 0.3) return 'other';
  const words = sample.toLocaleLowerCase('en-US').match(/\p{L}+/gu) ?? [];
  let english = 0;
  let other = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) english += 1;
    else if (OTHER.has(word)) other += 1;
  }
  return other >= 2 && other > english ? 'other' : 'en';
}

/** Words of ENGLISH other languages use as well ("a medida", "in dritter Generation"). */
const SHARED = new Set(['a', 'in', 'be', 'on', 'it']);

/**
 * Whether a short phrase reads as English: too short for `detectLanguage` to call it
 * another language ("arreglos y trajes a medida"), it is English only when it holds an
 * English function word.
 */
export function soundsEnglish(text: string): boolean {
  if (detectLanguage(text) !== 'en') return false;
  const words = text.toLocaleLowerCase('en-US').match(/\p{L}+/gu) ?? [];
  return words.some((word) => ENGLISH.has(word) && !SHARED.has(word));
}

/** Words that mark one language among the six the writer has banks for. */
const MARKERS: Readonly<Record<string, ReadonlySet<string>>> = {
  es: new Set(
    'el los las del y para con que por una está están hoy tenemos nuestro nuestra muy'.split(' '),
  ),
  pt: new Set('o os da do das dos com não são hoje às nosso nossa também uma'.split(' ')),
  fr: new Set('le les des et pour avec nous est une aujourd notre sont dans chez'.split(' ')),
  de: new Set('der die das und für mit wir ist heute unser unsere sind bei nicht'.split(' ')),
  it: new Set('il gli della per noi oggi sono è nostro nostra anche con una non'.split(' ')),
};

/**
 * The language of a text that is not English, when it is plain which of the writer's
 * languages it is ("es", "ja"); "" when it is not. Only a clear lead counts: a Spanish
 * lead-in on a Portuguese notice would be worse than none.
 */
export function guessLanguage(text: string): string {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Greek}/u.test(text)) return 'el';
  const words = text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = Object.entries(MARKERS)
    .map(([language, markers]) => ({
      language,
      score: words.filter((word) => markers.has(word)).length,
    }))
    .sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  if (!first || first.score < 2 || (second && first.score < second.score * 2)) return '';
  return first.language;
}
