/**
 * What kind of post a request asks for (writer rule 3, ADR 0012). Each kind is written its own
 * way; closures, bad news and emergencies are plain and calm.
 */
export type PostKind =
  | 'emergency'
  | 'closure'
  | 'holiday-closure'
  | 'price-rise'
  | 'sad-news'
  | 'hiring'
  | 'offer'
  | 'event'
  | 'hours'
  | 'product'
  | 'greeting'
  | 'thanks'
  | 'tip'
  | 'behind-the-scenes'
  | 'general';

/** Kinds written plainly: facts first, no hook, no emoji, no sales call to action. */
export const CALM_KINDS: ReadonlySet<PostKind> = new Set([
  'emergency',
  'closure',
  'holiday-closure',
  'sad-news',
  'price-rise',
]);

/** A closure for a holiday or a break: a greeting and the day the business is back. */
const HOLIDAY =
  /\b(?:holidays?|christmas|xmas|festive|new year|easter|bank holiday|(?:summer|winter|christmas|short|half-term) break|half-term|vacation|festival|eid|diwali|hanukkah|thanksgiving|lunar new year)\b|navidad|natal|noël|weihnacht|natale|vacaciones|férias|vacances|urlaub|ferie/iu;

/** A price going up: plain words, the new price, when, why if given, thanks. */
const PRICE_RISE =
  /\b(?:price (?:rise|increase|change)|prices? (?:are |is )?(?:going|go|goes|went|will go) up|(?:going|go|goes|will go) up (?:from|to|by)|new prices?|raising (?:our |my )?prices?|increas(?:e|es|ed|ing) (?:our |my )?prices?|(?:prices?|costs?|fees?|rates?) (?:have |has )?(?:risen|gone up)|now costs?)\b|subida de precio|suben? (?:los |el )?precios?|nuevos precios|aumento (?:de |dos |dei )?pre(?:ç|zz)|novos preços|nouveaux (?:prix|tarifs)|augmentation (?:de|des) (?:prix|tarifs)|preiserhöhung|neue preise|nuovi prezzi|αύξηση τιμ|νέες τιμές|passa(?:m)? de .{1,30} para |pasa(?:n)? de .{1,30} a |passe(?:nt)? de .{1,30} à |ficaram mais caros|más caros?|plus cher|teurer|più car[oi]/iu;

/** Whole words of other languages; `\b` knows only ASCII letters. */
const words = (list: string) => new RegExp(`(?<!\\p{L})(?:${list})(?!\\p{L})`, 'iu');

/** Events and new things in the languages the writer has banks for. */
const OTHER_EVENT = words(
  'en directo|concierto|taller|degustación|fiesta|feria|ao vivo|concerto|festa|feira|concert|atelier|dégustation|fête|konzert|verkostung|fest|dal vivo|degustazione|sagra|συναυλία|εργαστήρι|γιορτή|παζάρι',
);
const OTHER_PRODUCT = words(
  'nuevo|nueva|nuevos|nuevas|novedad|novo|nova|novidade|nouveau|nouvelle|nouveauté|neu|neue|neuer|neues|nuovo|nuova|novità|νέα|νέο|νέος',
);

const RULES: readonly [PostKind, RegExp][] = [
  [
    'emergency',
    /\b(?:emergency|emergencies|urgent|burst|flood(?:ed|ing)?|power cut|outage|gas leak|warning|recall(?:ed)?|safety notice|do not (?:use|eat|drink)|evacuat\w*|storm|boil water|(?:is|are) (?:down|offline|not working))\b|緊急|έκτακτ|κίνδυν|emergencia|peligr|perigos|danger|gefahr|pericol|alerta|alerte|allerta|unwetter|rückruf|richiamo|retirada de/iu,
  ],
  [
    'sad-news',
    /\b(?:passed away|died|funeral|bereavement|sadly|heavy heart|farewell|goodbye|for good|last day|final day|no longer|rest in peace|we will miss|lost our)\b|τελευταία|πέθανε|despedida|falleci[óo]|faleceu|décédée?|verstorben|è scompars[ao]|閉店/iu,
  ],
  [
    'closure',
    /\b(?:closed|closing|closure|shut|cancel(?:l?ed|ling)?|postponed?|unfortunately|sorry|delay(?:ed|s)?|out of stock|sold out|won['’]t be open|will not be open|not open)\b|κλειστ|cerrad|cierra|cerramos|fechad|fechamos|fermé|geschlossen|chiuso|休業|休み/iu,
  ],
  ['price-rise', PRICE_RISE],
  [
    'hiring',
    /\b(?:hiring|we['’]re looking for|looking for (?:a|an) \w+|join (?:our|the) team|vacanc(?:y|ies)|job opening|apply|apprentice(?:ship)?|recruiting)\b/iu,
  ],
  [
    'offer',
    /\d+\s?%|\b(?:sale|discount|offer|deal|promo|half price|buy one|2 for 1|two for one|free)\b/iu,
  ],
  [
    'hours',
    /\b(?:opening hours|opening times|our hours|new hours|open (?:from|until|till|late|on|every)|now open|closes? at|open at|we open|we close)\b/iu,
  ],
  [
    'event',
    /\b(?:event|workshop|class|classes|tasting|festival|market|party|open house|open day|quiz|fundraiser|join us|come along|signing|tour|fair|gig|live music|meet-up|meetup|talk|screening|celebration|launch party)\b/iu,
  ],
  [
    'product',
    /\b(?:new|introducing|launch(?:es|ing)?|just (?:in|arrived|landed)|now (?:available|serving|stocking|on tap|pouring)|back (?:in stock|on the menu|on tap)|arrived|arrivals|fresh batch|in stock|on tap)\b/iu,
  ],
  [
    'greeting',
    /\b(?:merry|happy (?:new year|holidays|easter|diwali|hanukkah|thanksgiving|mother['’]s day|father['’]s day|valentine['’]?s|halloween|lunar new year|summer)|season['’]s greetings|eid mubarak)\b/iu,
  ],
  [
    'thanks',
    /\b(?:thank(?:s| you)|grateful|milestone|anniversary|birthday|years? in business|celebrating \d+|\d+(?:st|nd|rd|th) (?:year|birthday)|followers|reviews?)\b/iu,
  ],
  [
    'hiring',
    words(
      'cerchiamo|buscamos|procuramos|recherchons|recrutons|wir suchen|wir stellen ein|se busca|vaga de|offre d’emploi|offerta di lavoro|ζητείται|ζητάμε',
    ),
  ],
  ['event', OTHER_EVENT],
  ['product', OTHER_PRODUCT],
  ['tip', /\b(?:tip|tips|how to|remember to|don['’]t forget|make sure|did you know|advice)\b/iu],
  [
    'behind-the-scenes',
    /\b(?:behind the scenes|sneak peek|meet the team|meet our|a day in|in the workshop|in the kitchen|making of|our process)\b/iu,
  ],
];

export function classifyPost(message: string): PostKind {
  const text = message.slice(0, 2_000);
  // "Closes at 6pm on Fridays now" is about opening hours, not a closure.
  const hoursOnly =
    /\b(?:closes?|closing) (?:at|early|from)\b/iu.test(text) &&
    !/\b(?:closed|closure|shut|for good)\b/iu.test(text);
  // "Closed 24 to 27 December. Emergencies: call…" is a closure that gives an emergency
  // number, not an emergency.
  const closureWithContact =
    /\b(?:closed|closure|shut|closing)\b/iu.test(text) &&
    !/\b(?:burst|flood(?:ed|ing)?|power cut|outage|gas leak|recall|evacuat\w*|storm|boil water)\b/iu.test(
      text,
    );
  for (const [kind, pattern] of RULES) {
    if (kind === 'closure' && hoursOnly) continue;
    if (kind === 'emergency' && closureWithContact) continue;
    if (!pattern.test(text)) continue;
    return kind === 'closure' && HOLIDAY.test(text) ? 'holiday-closure' : kind;
  }
  return 'general';
}
