/**
 * Words no marketer would make a hashtag of, per language: function words, pronouns,
 * common verbs and the words of a request ("please", "post"). A tag taken from the
 * owner's request is dropped when any of its words is one of these, when it holds a digit
 * or a currency sign: fewer tags are better than a weak one (writer rule 8, ADR 0012).
 * Data, apart from the code that uses it, so that a language can be added on its own.
 */
const LISTS: Readonly<Record<string, string>> = {
  en: `a an the and or but if of to in on at by for from with about into over after before
    up down out off than then so as is are was were be been being am do does did done have
    has had having will would shall should can could may might must not no yes it its this
    that these those there here we our ours us i me my you your yours he she they them their
    his her what which who whom when where why how all any each every some more most other
    very just also only too again please thanks thank hello hi let lets get got go goes going
    come comes coming make makes made need needs want wants know tell say said post posts
    write share remind reminder update something anything everything thing things people
    everyone customers exist exists existing open opens opened close closes closed closing
    back now today tomorrow tonight week weekend day days time new free see look find keep
    like love try use run runs give take bring call ask check read join stay visit happy
    sorry sadly still ever never always soon later left selling sell buy order orders
    cost costs price prices fee fees rate rates charge charges batch notice notices rise
    increase change changes traces reason reasons update updates news info eat eats eating
    drink drinks drinking sold bought built grown held taken given eaten mend mends fix fixes
    breaks wait waits climb straight`,
  es: `el la los las un una unos unas y o pero de del al a en con por para sin sobre que qué
    es son está están estar ser fue era hay tenemos tiene tienen hemos ha han muy más menos
    ya no sí nuestro nuestra nuestros nuestras su sus mi mis tu tus te se lo le les nos os
    este esta estos estas ese esa eso hoy mañana gracias por favor hola abrimos cerramos
    cerrado abierto vamos venir ven hacer hacemos quiero queremos publicar publicación algo
    todo todos todas también semana`,
  pt: `o a os as um uma uns umas e ou mas de do da dos das ao à em no na nos nas com por para
    sem sobre que é são está estão estar ser foi era há temos tem têm muito mais menos já
    não sim nosso nossa nossos nossas seu sua seus suas meu minha você vocês se lhe este
    esta isto esse essa isso hoje amanhã obrigado obrigada olá abrimos fechamos fechado
    aberto vamos fazer fazemos quero queremos publicar publicação algo tudo todos também
    semana`,
  fr: `le la les un une des et ou mais de du au aux à en dans avec par pour sans sur que qui
    est sont être était il y a avons avez ont très plus moins déjà ne pas non oui notre nos
    votre vos leur leurs mon ma mes ton ta tes se ce cet cette ces aujourd hui demain merci
    bonjour ouvert fermé fermons ouvrons faire faisons venez voulons publier publication
    quelque chose tout tous toutes aussi semaine`,
  de: `der die das den dem des ein eine einen einem einer und oder aber von vom zu zum zur im
    in am an auf mit für ohne über bei nach vor dass ist sind war waren sein haben hat
    habt wir ihr sie es er unser unsere euer eure mein meine dein deine sehr mehr weniger
    schon nicht kein keine ja nein heute morgen danke bitte hallo geöffnet geschlossen
    öffnen schließen machen kommt kommen wollen möchten posten beitrag etwas alles alle
    auch woche`,
  it: `il lo la i gli le un uno una e o ma di del della dei delle al alla a in nel nella con
    per senza su che è sono era siamo abbiamo ha hanno molto più meno già non sì nostro
    nostra nostri nostre vostro vostra suo sua mio mia ci si questo questa questi quello
    oggi domani grazie ciao aperto chiuso apriamo chiudiamo fare facciamo venite vogliamo
    pubblicare post qualcosa tutto tutti anche settimana fatto fatta fatti fatte costruito
    costruita costruiti costruite`,
  el: `ο η το οι τα ένας μια ένα και ή αλλά από στο στη στην στον στις στα σε με για χωρίς
    που είναι ήταν είμαι είμαστε έχουμε έχει έχουν πολύ πιο ήδη δεν μη μην ναι όχι μας σας
    μου σου του της των τον τη αυτό αυτή αυτός σήμερα αύριο ευχαριστούμε ευχαριστώ γεια
    ανοιχτά κλειστά ανοίγουμε κλείνουμε κάνουμε ελάτε θέλουμε θα ανάρτηση κάτι όλα όλοι
    επίσης εβδομάδα`,
};

export const JUNK_WORDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(LISTS).map(([language, words]) => [
    language,
    new Set(words.split(/\s+/u).filter(Boolean)),
  ]),
);

const ALL_JUNK: ReadonlySet<string> = new Set(
  Object.values(JUNK_WORDS).flatMap((words) => [...words]),
);

const CURRENCY = /[\p{Sc}]/u;
// A count spelt out is a number all the same: "eight riders" is no tag (#EightRiders).
const NUMBER_WORDS: ReadonlySet<string> = new Set(
  `one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty
  fifty hundred hundreds thousand thousands dozen dozens`.split(/\s+/u),
);
// A day of the week on its own is when, not what: "closed on Sunday" gives no #Sunday
// (#Κυριακή), while a phrase that holds one ("#SundayRoast") is the owner's product.
const WEEKDAYS: ReadonlySet<string> = new Set(
  `monday tuesday wednesday thursday friday saturday sunday lunes martes miércoles jueves
  viernes sábado domingo segunda terça quarta quinta sexta lundi mardi mercredi jeudi
  vendredi samedi dimanche montag dienstag mittwoch donnerstag freitag samstag sonntag
  lunedì martedì mercoledì giovedì venerdì sabato domenica δευτέρα τρίτη τετάρτη πέμπτη
  παρασκευή σάββατο κυριακή`.split(/\s+/u),
);
// Scripts written with spaces between words, where a word of one or two letters is a
// function word; two kanji are a word of their own.
const SPACED_SCRIPT = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]+$/u;

/** The words of a tag or phrase: "#HazyDazeIPA" gives hazy, daze, ipa. */
export function tagWords(text: string): string[] {
  return text
    .replace(/^#/u, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.toLocaleLowerCase());
}

/**
 * Whether a phrase from a request would make a junk tag in any language: a junk word, a
 * digit or a count spelt out, a currency sign, or a word of one or two letters in a script that spaces words.
 */
export function isJunkPhrase(phrase: string): boolean {
  if (/\p{N}/u.test(phrase) || CURRENCY.test(phrase)) return true;
  const words = tagWords(phrase);
  // "co-op" is one word of five letters, not "co" and "op".
  const spaced = phrase.split(/[^\p{L}\p{M}\p{N}-]+/u).filter(Boolean);
  return (
    words.length === 0 ||
    (words.length === 1 && WEEKDAYS.has(words[0] ?? '')) ||
    words.some((word) => ALL_JUNK.has(word) || NUMBER_WORDS.has(word)) ||
    spaced.some((word) => [...word].length < 3 && SPACED_SCRIPT.test(word))
  );
}
