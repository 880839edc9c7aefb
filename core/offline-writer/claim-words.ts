import { claimsIn } from '../claims';

/**
 * Words that make a claim about a business, per language: a service or a way of working
 * ("handmade", "certified", "same-day"), a facility or stock ("the counter", "our
 * shelves", "the menu"), staff ("our team"), an invitation to premises ("pop in",
 * "come and browse") or a promise. A post may carry one only when the owner's request or
 * profile does (ADR 0012, "sources"); the writer's own banks carry none. Data, apart from
 * the code that uses it, so that a language can be added on its own.
 */
const LISTS: Readonly<Record<string, { words: string; phrases: readonly string[] }>> = {
  en: {
    words: `team staff stylists coaches clinicians cooks chefs volunteers mechanic mechanics
      engineers shelves shelf counter bench kiln oven ovens taproom taps stool stools tables
      menu samples stage workshop studio kitchen window truck showroom parking handmade
      homemade hand-made scratch organic eco-friendly certified qualified licensed insured
      accredited award-winning tested same-day in-house pop browse welcome welcoming stocked
      stocking visit`,
    phrases: [
      'by hand',
      'while you wait',
      'come and',
      'come in',
      'come along',
      'come find',
      'see you at',
      'see you in',
      'see you on',
      'drop in',
      'open now',
      'we offer',
      'we stock',
      'we sell',
      'we make',
      'we bake',
      'we brew',
      'we fix',
      'we use',
      'our team',
      'our staff',
    ],
  },
  es: {
    words: `equipo personal artesanal casero casera taller carta menú mostrador estantes
      ecológico certificado garantizado visítanos ven venid pásate reserva reservas cita envío
      entrega gratis gratuito oferta descuento`,
    phrases: ['hecho a mano', 'hecho en casa'],
  },
  pt: {
    words: `equipa equipe artesanal caseiro caseira oficina cardápio balcão prateleiras
      biológico certificado garantido visite venha passe reserva reservas marcação entrega
      grátis gratuito oferta desconto`,
    phrases: ['feito à mão', 'feito em casa'],
  },
  fr: {
    words: `équipe personnel artisanal atelier comptoir rayons bio certifié garanti venez
      passez réservation réservez rendez-vous livraison gratuit offert offre remise`,
    phrases: ['fait maison', 'fait main'],
  },
  de: {
    words: `team personal handgemacht hausgemacht handarbeit werkstatt speisekarte theke regale
      bio zertifiziert garantiert besuchen vorbei reservierung reservieren termin lieferung
      kostenlos gratis angebot rabatt`,
    phrases: ['kommt vorbei', 'kommen sie vorbei'],
  },
  it: {
    words: `squadra staff personale artigianale laboratorio menù bancone scaffali biologico
      certificato garantito venite passate prenotazione prenota appuntamento consegna gratis
      gratuito offerta sconto`,
    phrases: ['fatto in casa', 'fatto a mano'],
  },
};

const PHRASES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(LISTS).map(([language, list]) => [
    language,
    [...list.words.split(/\s+/u), ...list.phrases]
      .map((phrase) => phrase.trim().toLocaleLowerCase())
      .filter(Boolean),
  ]),
);

const words = (text: string) =>
  ` ${text
    .toLocaleLowerCase()
    .replace(/[’']/gu, '')
    .split(/[^\p{L}\p{M}\p{N}-]+/u)
    .join(' ')} `;

/**
 * The claims a text makes in a language: the claim words it holds, and the promises of
 * `claimsIn` (offers, free things, delivery, booking...). English words are looked for in
 * every language: a post in Spanish may still say "brunch menu".
 */
export function claimWordsIn(text: string, language = 'en'): string[] {
  const spaced = words(text);
  const lists = language === 'en' ? [PHRASES.en] : [PHRASES[language], PHRASES.en];
  const found = lists
    .flatMap((list) => list ?? [])
    .filter((phrase) => spaced.includes(` ${phrase} `));
  return [...new Set([...found, ...claimsIn(text)])];
}

/** The claims a post makes that the owner's own words (request and profile) do not. */
export function claimsAbsentFrom(ownerWords: string, post: string, language = 'en'): string[] {
  const allowed = new Set(claimWordsIn(ownerWords, language));
  return claimWordsIn(post, language).filter((claim) => !allowed.has(claim));
}
