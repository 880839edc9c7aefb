import type { Offering } from '@contract/business-profile';
import type { WriterBrief } from './brief';
import { order, pick } from './lines';
import { occasionOf, occasionOpenings } from './occasion';
import type { PostKind } from './post-kind';

/**
 * Where a sentence of a post comes from (ADR 0012, "sources"): the owner's request, the
 * owner's profile (what you do, offerings, differences, facts, tagline, samples), the
 * trade-neutral bank of the post's kind, or the trade's bank when the trade is known.
 */
export type SentenceSource = 'request' | 'profile' | 'neutral' | 'trade';

export interface SourcedLine {
  text: string;
  source: SentenceSource;
}

/** Neutral words for a post written from the owner's material, per language. */
export const FEATURE_BANK: Readonly<Record<string, { openings: readonly string[]; more: string }>> =
  {
    en: {
      openings: [
        'In the spotlight at {place}',
        'A closer look at {place}',
        'From {place} this week',
      ],
      more: 'More at {url}',
    },
    es: { openings: ['Hoy en {place}', 'Os presentamos'], more: 'Más información en {url}' },
    pt: { openings: ['Hoje na {place}', 'Em destaque'], more: 'Saiba mais em {url}' },
    fr: { openings: ['À la une chez {place}', 'Zoom sur'], more: 'Plus d’infos sur {url}' },
    de: { openings: ['Heute bei {place}', 'Im Fokus'], more: 'Mehr unter {url}' },
    it: { openings: ['Oggi da {place}', 'In primo piano'], more: 'Scopri di più su {url}' },
    el: { openings: ['Σήμερα στο {place}', 'Στο επίκεντρο'], more: 'Περισσότερα στο {url}' },
  };

const SEASON_WORDS: Readonly<Record<string, readonly number[]>> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
  fall: [9, 10, 11],
  winter: [12, 1, 2],
  christmas: [12],
  easter: [3, 4],
  halloween: [10],
  verano: [6, 7, 8],
  invierno: [12, 1, 2],
  verão: [6, 7, 8],
  été: [6, 7, 8],
  hiver: [12, 1, 2],
  sommer: [6, 7, 8],
  estate: [6, 7, 8],
  inverno: [12, 1, 2],
  καλοκαίρι: [6, 7, 8],
  // The feasts and seasons owners name in their own language ("etwas zu Ostern").
  navidad: [12],
  natal: [12],
  noël: [12],
  weihnachten: [12],
  natale: [12],
  pascua: [3, 4],
  páscoa: [3, 4],
  pâques: [3, 4],
  ostern: [3, 4],
  pasqua: [3, 4],
  primavera: [3, 4, 5],
  printemps: [3, 4, 5],
  frühling: [3, 4, 5],
  otoño: [9, 10, 11],
  outono: [9, 10, 11],
  automne: [9, 10, 11],
  herbst: [9, 10, 11],
  autunno: [9, 10, 11],
  rentrée: [9],
  χειμώνας: [12, 1, 2],
};

const wordsOf = (text: string) => text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];

/** The months a brief names ("something for summer"); empty when it names none. */
function monthsOf(topic: string): number[] {
  return wordsOf(topic).flatMap((word) => SEASON_WORDS[word] ?? []);
}

/**
 * The offerings to write about, best first: those the brief names, then those in the
 * season it names (or offered all year when it names none); never one out of season.
 */
export function offeringsFor(brief: WriterBrief): Offering[] {
  const offerings = brief.business?.offerings ?? [];
  const topic = new Set(wordsOf(brief.request.topic).filter((word) => word.length > 3));
  const months = monthsOf(brief.request.topic);
  const inSeason = (offering: Offering) =>
    months.length === 0
      ? offering.season.length === 0
      : offering.season.length === 0 || offering.season.some((month) => months.includes(month));
  const named = (offering: Offering) =>
    wordsOf(`${offering.name} ${offering.description}`).some((word) => topic.has(word));
  const candidates = order(offerings, brief, 'offerings').filter(
    (offering) => inSeason(offering) || named(offering),
  );
  const ranked = [
    ...candidates.filter(named),
    ...candidates.filter((offering) => !named(offering)),
  ];
  // A day people give presents on is no day to feature an upkeep job ("Leaded window repair
  // for Mother's Day", "Regolazione e cambio corde per Natale"): those come last.
  if (!GIFT_DAYS.test(brief.request.topic)) return ranked;
  const upkeep = (offering: Offering) => UPKEEP.test(`${offering.name} ${offering.description}`);
  return [...ranked.filter((offering) => !upkeep(offering)), ...ranked.filter(upkeep)];
}

const GIFT_DAYS =
  /christmas|xmas|mother|father|valentine|hanukkah|diwali|eid|navidad|natal|noël|weihnacht|natale|mães|pais|muttertag|vatertag|festa della mamma|día de la madre|fête des mères/iu;
const UPKEEP =
  /\b(?:repairs?|servic(?:e|ing)|tuning|cleaning|clean|inspection|check-?up|alterations?|hem(?:ming)?)\b|reparación|limpieza|limpeza|clareamento|réparation|nettoyage|reparatur|reinigung|riparazione|regolazione|cambio corde|pulizia/iu;

const finish = (text: string) => (/[.!?…]$/u.test(text) ? text : `${text}.`);

/** "Sunday roast (£18.50): slow-cooked beef." The owner's words and price, verbatim. */
function offeringLine(offering: Offering): string {
  const price = offering.price ? ` (${offering.price})` : '';
  const description = offering.description.trim();
  return finish(
    description ? `${offering.name}${price}: ${description}` : `${offering.name}${price}`,
  );
}

export function bankFor(brief: WriterBrief): (typeof FEATURE_BANK)[string] | null {
  return FEATURE_BANK[brief.brandLanguage] ?? null;
}

/**
 * A vague request's message from the owner's own material: an offering, then what makes
 * the business different, then the booking link. Empty when the profile has none of
 * these: the writer then asks for a detail instead of echoing or filling.
 */
export function materialLines(brief: WriterBrief, count: number): SourcedLine[] {
  const business = brief.business;
  if (!business) return [];
  const lines: SourcedLine[] = [];
  const [first, second] = offeringsFor(brief);
  if (first) lines.push({ text: offeringLine(first), source: 'profile' });
  const difference = pick(business.differences, brief, 'difference');
  if (difference) lines.push({ text: finish(difference), source: 'profile' });
  // With no difference to tell, a second offering fills a medium post rather than nothing.
  if (second && lines.length < count) lines.push({ text: offeringLine(second), source: 'profile' });
  // The offering leads in every version: the title names it, and a difference put first
  // ("Single-use needles, always. Small flash tattoo…") reads as two posts. Versions differ
  // in the offering they feature (`offeringsFor` orders them by version) and the opening.
  return lines.slice(0, count);
}

/**
 * What the owner says the business does, from the saved profile only (the anonymous
 * generator's description is no profile): a vague request from a business that gave
 * nothing else is a post about that, never a request for a detail.
 */
export function whatYouDoOf(brief: WriterBrief): string | null {
  const own = brief.business?.whatYouDo.trim();
  return own ? own.replace(/[\s.!?…]+$/u, '') : null;
}

/** "More at https://..." in the brand's language, when the owner gave a booking link. */
export function moreLine(brief: WriterBrief): SourcedLine | null {
  const url = brief.business?.bookingUrl;
  const bank = bankFor(brief);
  if (!url || !bank) return null;
  return { text: finish(bank.more.replace('{url}', url)), source: 'neutral' };
}

/**
 * A neutral opening for a post about the owner's material, in the brand's language; one
 * that names the occasion when the request is for one ("Christmas at Frame & Fettle").
 */
export function featureOpening(brief: WriterBrief): string | null {
  const occasion = occasionOf(brief);
  const english = brief.brandLanguage === 'en' || brief.brandLanguage === '';
  const options =
    occasion && (occasion.ownWords || english)
      ? occasionOpenings(occasion, brief.name !== null)
      : (bankFor(brief)?.openings ?? []);
  const openings = options.filter((line) => brief.name || !line.includes('{place}'));
  const line = pick(openings, brief, 'feature-opening');
  return line ? line.replace('{place}', brief.name ?? '').replace('{us}', brief.pronouns.us) : null;
}

/**
 * Lead-ins put before a message's first sentence ("Please note — ..."), so that another
 * version of a short or calm post is another post without touching the owner's words.
 * Notices get plain ones; sad news gets none that sounds like news. A glad message in
 * another language (one the owner ends "Danke!") gets news, never a notice's "Bitte
 * beachten", whose tone reads as a warning.
 */
export const LEAD_INS: Readonly<
  Record<
    string,
    {
      plain: readonly string[];
      sad: readonly string[];
      serious?: readonly string[];
      glad?: readonly string[];
    }
  >
> = {
  en: {
    plain: ['News from {place}', 'A quick update', 'Good to know'],
    // A notice, a safety warning or a price rise is no "good to know".
    serious: ['Please note', 'Important', 'An update from {place}'],
    sad: ['A note from {place}', 'From {place}', 'A few words from {place}'],
  },
  es: {
    plain: ['Aviso', 'Información', 'Nota'],
    sad: ['Desde {place}', 'Una nota'],
    glad: ['Novedades', 'Desde {place}'],
  },
  pt: {
    plain: ['Aviso', 'Informação', 'Nota'],
    sad: ['Uma nota', 'Algumas palavras'],
    glad: ['Novidades', 'Notícias'],
  },
  fr: {
    plain: ['À noter', 'Information', 'Avis'],
    sad: ['Un mot', 'Quelques mots'],
    glad: ['Du nouveau', 'Des nouvelles de {place}'],
  },
  de: {
    plain: ['Hinweis', 'Information', 'Bitte beachten'],
    sad: ['Eine Nachricht', 'Ein paar Worte'],
    glad: ['Neuigkeiten', 'Neues von {place}'],
  },
  it: {
    plain: ['Avviso', 'Informazione', 'Nota'],
    sad: ['Una nota', 'Qualche parola'],
    glad: ['Novità', 'Notizie'],
  },
  el: {
    plain: ['Ανακοίνωση', 'Ενημέρωση', 'Σημείωση'],
    sad: ['Ένα σημείωμα', 'Από όλους μας'],
    glad: ['Νέα', 'Τα νέα μας'],
  },
};

const SERIOUS_KINDS: ReadonlySet<PostKind> = new Set([
  'emergency',
  'price-rise',
  'closure',
  'holiday-closure',
  'hours',
]);

const GLAD_KINDS: ReadonlySet<PostKind> = new Set([
  'event',
  'product',
  'offer',
  'thanks',
  'hiring',
]);

/** The lead-ins this business may use, none first: a cycle of versions. */
export function leadInOptions(brief: WriterBrief, language: string): (string | null)[] {
  const bank = LEAD_INS[language];
  if (!bank) return [];
  const serious = SERIOUS_KINDS.has(brief.kind);
  // News of something to come to or try reads as news, never as a notice ("Aviso — Este
  // sábado tenemos flamenco…").
  const glad =
    !serious &&
    (GLAD_KINDS.has(brief.kind) ||
      brief.request.sentences.some((sentence) => sentence.endsWith('!')));
  const lines =
    brief.kind === 'sad-news'
      ? bank.sad
      : serious
        ? (bank.serious ?? bank.plain)
        : glad
          ? (bank.glad ?? bank.plain)
          : bank.plain;
  return [null, ...lines.filter((line) => brief.name || !line.includes('{place}'))];
}

/** A message that opens with a heading of its own: "Lake warning: wind over 30 km/h". */
const OWN_HEADING = /^[\p{L}’'-]+(?:\s[\p{L}’'-]+){0,2}:\s/u;

/** Headings that make a message a notice whatever its kind ("Aviso: mañana no salimos…"). */
const NOTICE_HEADINGS =
  /^(?:aviso|atención|atenção|avis|attention|avviso|attenzione|hinweis|achtung|notice|warning|update|important|recall|rückruf|ανακοίνωση)\b/iu;

function noticeHeading(brief: WriterBrief): boolean {
  return NOTICE_HEADINGS.test(brief.request.sentences[0] ?? '');
}

/** Whether the owner headed the message ("Lake warning: …"), so no lead-in goes before it. */
export function headedByOwner(brief: WriterBrief): boolean {
  return OWN_HEADING.test(brief.request.sentences[0] ?? '');
}

/**
 * Short closing lines of a calm notice in the owner's language, one of which (or none) a
 * version ends with: another version of a notice the owner headed themselves, where no
 * lead-in may go. Formal plural address, which reads right in every country of the
 * language; nothing promised, nothing sold.
 */
const CALM_CLOSINGS: Readonly<
  Record<
    string,
    {
      emergency: readonly string[];
      closure: readonly string[];
      holiday: readonly string[];
      thanks: string;
    }
  >
> = {
  es: {
    emergency: ['Por favor, compártanlo', 'Cuídense mucho', 'Gracias por su comprensión'],
    closure: ['Gracias por su comprensión', 'Disculpen las molestias'],
    // A break is no trouble to apologise for: see you when we are back.
    holiday: ['Nos vemos a la vuelta', 'Hasta pronto'],
    thanks: 'Gracias por su apoyo',
  },
  pt: {
    emergency: ['Por favor, partilhem', 'Cuidem-se', 'Obrigado pela compreensão'],
    closure: ['Obrigado pela compreensão', 'Pedimos desculpa pelo incómodo'],
    holiday: ['Até breve', 'Até à volta'],
    thanks: 'Obrigado pelo apoio',
  },
  fr: {
    emergency: ['Merci de partager', 'Prenez soin de vous', 'Merci de votre compréhension'],
    closure: ['Merci de votre compréhension', 'Désolés pour la gêne occasionnée'],
    holiday: ['À bientôt', 'À très vite'],
    thanks: 'Merci de votre fidélité',
  },
  de: {
    emergency: ['Bitte weitersagen', 'Passen Sie auf sich auf', 'Danke für Ihr Verständnis'],
    closure: ['Danke für Ihr Verständnis', 'Entschuldigen Sie die Umstände'],
    holiday: ['Bis bald', 'Wir freuen uns auf Sie'],
    thanks: 'Danke für Ihre Treue',
  },
  it: {
    emergency: ['Condividete, per favore', 'Fate attenzione', 'Grazie per la comprensione'],
    closure: ['Grazie per la comprensione', 'Ci scusiamo per il disagio'],
    holiday: ['A presto', 'Ci vediamo al rientro'],
    thanks: 'Grazie per il vostro sostegno',
  },
  // No lead-in for Japanese, whose notices are headed with brackets, not a dash.
  ja: {
    emergency: ['ご注意ください', 'ご協力をお願いいたします'],
    closure: ['ご理解のほどよろしくお願いいたします', 'ご不便をおかけして申し訳ございません'],
    holiday: ['ご理解のほどよろしくお願いいたします', 'またのご来店をお待ちしております'],
    thanks: 'いつもありがとうございます',
  },
  el: {
    emergency: ['Κοινοποιήστε το, παρακαλούμε', 'Να προσέχετε', 'Ευχαριστούμε για την κατανόηση'],
    closure: ['Ευχαριστούμε για την κατανόηση', 'Ζητούμε συγγνώμη για την αναστάτωση'],
    holiday: ['Τα λέμε σύντομα', 'Καλή αντάμωση'],
    thanks: 'Ευχαριστούμε για τη στήριξή σας',
  },
};

/**
 * This version's closing line of a calm notice in another language, or null: none for sad
 * news, none when the owner already thanks, and none on the first version.
 */
export function calmClosing(brief: WriterBrief, language: string): string | null {
  const bank = CALM_CLOSINGS[language];
  if (!bank || (!brief.calm && !noticeHeading(brief)) || brief.kind === 'sad-news') return null;
  const text = brief.request.text.toLocaleLowerCase();
  if (/gracias|obrigad|merci|danke|grazie|ευχαριστ/u.test(text)) return null;
  const lines =
    brief.kind === 'emergency'
      ? bank.emergency
      : brief.kind === 'price-rise'
        ? [bank.thanks]
        : brief.kind === 'holiday-closure'
          ? bank.holiday
          : bank.closure;
  return pick([null, ...lines], brief, 'calm-closing') ?? null;
}

/** This version's lead-in, or null (the first choice of every cycle is none). */
export function leadIn(brief: WriterBrief, language: string): string | null {
  const line = pick(leadInOptions(brief, language), brief, 'lead-in');
  // "Aviso — Aviso: mar perigoso" says it twice, and "Please note — Lake warning: wind…"
  // heads a notice the owner already headed.
  const first = brief.request.sentences[0] ?? '';
  if (line && first.toLocaleLowerCase().startsWith(line.toLocaleLowerCase())) return null;
  if ((brief.calm || noticeHeading(brief)) && headedByOwner(brief)) return null;
  // "Τα νέα μας — Νέα ανθοδέσμη" says "new" twice.
  const firstWord = first.split(/\s+/u)[0]?.toLocaleLowerCase() ?? '';
  const leadWords = (line ?? '').toLocaleLowerCase().split(/\s+/u);
  if (language !== 'en' && firstWord.length >= 3 && leadWords.includes(firstWord)) return null;
  return line ? line.replace('{place}', brief.name ?? '').replace('{us}', brief.pronouns.us) : null;
}
