import type { BusinessProfileInput } from '@contract/business-profile';
import type { OnboardingData, Platform } from '@contract/onboarding';

/**
 * Businesses of any trade, most of them of trades the trade tables do not know, with the
 * business profile their owners saved (ADR 0012, "sources"). Each has a concrete request
 * and a vague one; several write in other languages, and prices come in many currencies.
 */
export interface AnyTradeBusiness {
  label: string;
  /** The trade the writer should know, or 'neutral' when it should know none. */
  trade: string;
  onboarding: OnboardingData;
  business: BusinessProfileInput;
  /** A concrete message: every fact in it must reach every version of the post. */
  request: string;
  /** A vague request: written from the profile, never echoed. */
  vague: string;
  /** The brand's language when it is not English. */
  language?: 'es' | 'pt' | 'fr' | 'de' | 'it' | 'el';
}

function brand(
  name: string,
  industry: string,
  city: string,
  options: { tagline?: string; samplePosts?: string[]; platforms?: Platform[] } = {},
): OnboardingData {
  return {
    business: { name, industry, city, employees: '2-5' },
    brandAssets: {
      logoUrl: null,
      colors: [],
      photos: [],
      tagline: options.tagline ?? '',
      samplePosts: options.samplePosts ?? [],
    },
    contentPrefs: {
      platforms: options.platforms ?? ['facebook', 'instagram', 'x'],
      postsPerMonth: 12,
      postLength: 'Medium',
      aiVisuals: true,
      hashtagStyle: 'Moderate',
    },
  };
}

export const ANY_TRADE: readonly AnyTradeBusiness[] = [
  {
    label: 'upholsterer',
    trade: 'neutral',
    onboarding: brand('Stitch & Frame', 'Retail', 'Leeds'),
    business: {
      whatYouDo: 'upholstery and curtain making',
      offerings: [
        {
          name: 'Chair reupholstery',
          description: 'new foam, webbing and your choice of fabric',
          price: 'from £180',
        },
        { name: 'Made-to-measure curtains', description: 'lined and hand-finished' },
      ],
      differences: ['Every piece is stripped back to the frame and rebuilt by hand'],
    },
    request: 'Fabric samples are back in stock: £5.50 each, refunded when you order.',
    vague: 'something for the weekend',
  },
  {
    label: 'locksmith',
    trade: 'neutral',
    onboarding: brand('KeyRight Locksmiths', 'Other', 'Cardiff'),
    business: {
      whatYouDo: 'locksmith: lock changes, lockouts and key cutting',
      offerings: [
        {
          name: 'Emergency lockout',
          description: 'we open the door without damage where we can',
          price: '£85',
        },
      ],
      differences: ['We never drill a lock until every other way in has failed'],
      phone: '029 2018 0040',
    },
    request: 'Locked out? Call 029 2018 0040. We never charge a call-out fee before 8pm.',
    vague: 'post something',
  },
  {
    label: 'beekeeper',
    trade: 'neutral',
    onboarding: brand('Heather Hill Honey', 'Other', 'Ballarat'),
    business: {
      whatYouDo: 'raw honey from our own hives',
      offerings: [
        {
          name: 'Spring blossom honey',
          description: 'light and floral',
          price: '$14',
          season: [9, 10, 11],
        },
        { name: 'Creamed honey', description: 'spreads straight from the jar', price: '$12' },
      ],
      differences: ['Every jar is from hives within ten kilometres of Ballarat'],
    },
    request: 'Our honey is $14 a jar at the Sunday market. Only 40 jars left.',
    vague: 'something for summer',
  },
  {
    label: 'tattoo studio',
    trade: 'neutral',
    onboarding: brand('Black Lotus Tattoo', 'Beauty & Wellness', 'Cape Town'),
    business: {
      whatYouDo: 'custom tattoos and cover-ups',
      offerings: [
        { name: 'Small flash tattoo', description: 'designs from the flash wall', price: 'R950' },
      ],
      differences: ['Single-use needles, always'],
      bookingUrl: 'https://blacklotus.co.za/book',
    },
    request: 'Flash day this Saturday: small designs R950. Walk-ins only, no bookings.',
    vague: 'post about the studio',
  },
  {
    label: 'piano tuner',
    trade: 'neutral',
    onboarding: brand('Tuned Up', 'Other', 'Dublin'),
    business: {
      whatYouDo: 'piano tuning and repair',
      offerings: [
        { name: 'Standard tuning', description: 'about 90 minutes at your home', price: '€95' },
      ],
    },
    request: 'A tuning is €95, and I tune most pianos in 90 minutes.',
    vague: 'a quick post',
  },
  {
    label: 'driving school',
    trade: 'neutral',
    onboarding: brand('Clearway Driving', 'Education', 'Manchester'),
    business: {
      whatYouDo: 'driving lessons in manual and automatic cars',
      offerings: [
        { name: 'Block of 10 lessons', description: 'manual or automatic', price: '£320' },
      ],
      differences: ['Dual-control cars, and the same instructor every lesson'],
    },
    request: 'Congratulations to Priya Shah, who passed first time today with 2 minors!',
    vague: 'something motivational',
  },
  {
    label: 'escape room',
    trade: 'neutral',
    onboarding: brand('Locked In', 'Entertainment', 'Osaka'),
    business: {
      whatYouDo: 'escape rooms for groups of 2 to 6',
      offerings: [
        { name: 'The Lost Temple', description: 'our hardest room, 60 minutes', price: '¥1,000' },
      ],
      bookingUrl: 'https://lockedin.jp/book',
    },
    request: 'Weekday tickets are now ¥1,000 per person. Do not bring food into the rooms.',
    vague: 'post for the weekend',
  },
  {
    label: 'farm shop',
    trade: 'neutral',
    onboarding: brand('Oakfield Farm Shop', 'Retail', 'Taunton'),
    business: {
      whatYouDo: 'a farm shop selling our own beef, eggs and vegetables',
      offerings: [
        { name: 'Free-range eggs', description: 'from our own hens', price: null },
        {
          name: 'Christmas turkeys',
          description: 'bronze turkeys reared on the farm',
          price: 'from £60',
          season: [11, 12],
        },
      ],
      differences: ['Everything with our name on it is grown or reared on this farm'],
    },
    request: 'Christmas turkey orders close on 12 December. Collection is on 23 December only.',
    vague: 'something for christmas',
  },
  {
    label: 'funeral director',
    trade: 'neutral',
    onboarding: brand('Hargreaves & Daughters', 'Other', 'York'),
    business: { whatYouDo: 'funeral directors, family-run since 1952' },
    request:
      'Sadly our founder, Arthur Hargreaves, passed away on Monday aged 94. The office stays open.',
    vague: 'post something',
  },
  {
    label: 'laundrette',
    trade: 'neutral',
    onboarding: brand('Suds', 'Other', 'Glasgow'),
    business: {
      whatYouDo: 'laundrette and service washes',
      offerings: [{ name: 'Service wash', description: 'washed, dried and folded', price: '£12' }],
    },
    request: 'Machine 4 is out of order until Thursday. Do not put coins in it.',
    vague: 'post for monday',
  },
  {
    label: 'e-bike rental',
    trade: 'neutral',
    onboarding: brand('Ride Ribeira', 'Other', 'Porto'),
    business: {
      whatYouDo: 'aluguer de bicicletas elétricas',
      offerings: [
        { name: 'Passeio pela Ribeira', description: 'duas horas com guia', price: '25 €' },
      ],
      differences: ['Capacete e cadeado incluídos em todos os alugueres'],
      languages: ['pt'],
    },
    language: 'pt',
    request: 'O passeio pela Ribeira custa 25 € por pessoa. Só aceitamos reservas até às 18h.',
    vague: 'algo para o fim de semana',
  },
  {
    label: 'ceramics shop in Seville',
    trade: 'neutral',
    onboarding: brand('Azulejos Triana', 'Retail', 'Sevilla'),
    business: {
      whatYouDo: 'azulejos pintados a mano',
      offerings: [
        {
          name: 'Azulejo de Triana',
          description: 'pintado a mano en nuestro taller',
          price: '12 €',
        },
      ],
      differences: ['Cada pieza se pinta y se cuece en el taller de la calle Alfarería'],
      languages: ['es'],
    },
    language: 'es',
    request: 'Este sábado cerramos a las 14:00. El lunes abrimos como siempre.',
    vague: 'algo para el fin de semana',
  },
  {
    label: 'cheese shop in Lyon',
    trade: 'neutral',
    onboarding: brand('Fromagerie Paquet', 'Retail', 'Lyon'),
    business: {
      whatYouDo: 'fromagerie et crèmerie',
      offerings: [
        { name: 'Plateau de fromages', description: 'cinq fromages de la région', price: '32 €' },
      ],
      differences: ['Nos fromages sont affinés dans notre cave, rue Mercière'],
      languages: ['fr'],
    },
    language: 'fr',
    request: 'Le plateau de Noël est à 32 €. Commandes avant le 20 décembre.',
    vague: 'quelque chose pour le week-end',
  },
  {
    label: 'organ builder in Leipzig',
    trade: 'neutral',
    onboarding: brand('Orgelbau Krause', 'Other', 'Leipzig'),
    business: {
      whatYouDo: 'Orgelbau und Restaurierung',
      offerings: [{ name: 'Orgelrestaurierung', description: 'vom Gutachten bis zur Abnahme' }],
      differences: ['Seit 1962 in dritter Generation'],
      languages: ['de'],
    },
    language: 'de',
    request:
      'Die Restaurierung der Thomaskirche-Orgel ist fertig: 1.250,00 € Spenden kamen zusammen. Danke!',
    vague: 'etwas für die Woche',
  },
  {
    label: 'gelato maker in Bologna',
    trade: 'neutral',
    onboarding: brand('Gelateria Nonna Pia', 'Other', 'Bologna'),
    business: {
      whatYouDo: 'gelato artigianale',
      offerings: [{ name: 'Coppetta piccola', description: 'due gusti', price: '€3,50' }],
      differences: ['Latte fresco delle colline bolognesi, mai in polvere'],
      languages: ['it'],
    },
    language: 'it',
    request: 'Da lunedì la coppetta piccola costa €3,50. Non accettiamo carte sotto i €5.',
    vague: 'qualcosa per il weekend',
  },
  {
    label: 'olive oil press in Crete',
    trade: 'neutral',
    onboarding: brand('Ελαιοτριβείο Μανωλάκη', 'Other', 'Χανιά'),
    business: {
      whatYouDo: 'ελαιοτριβείο και εξαιρετικό παρθένο ελαιόλαδο',
      offerings: [
        { name: 'Ελαιόλαδο 5 λίτρων', description: 'από τη φετινή σοδειά', price: '45 €' },
      ],
      differences: ['Ψυχρή έκθλιψη, μόνο από δικές μας ελιές'],
      languages: ['el'],
    },
    language: 'el',
    request: 'Το ελαιοτριβείο είναι κλειστό την Κυριακή. Μην αφήνετε ελιές έξω από την πόρτα.',
    vague: 'κάτι για την Κυριακή',
  },
  {
    label: 'spice stall in Mumbai',
    trade: 'neutral',
    onboarding: brand('Masala Lane', 'Other', 'Mumbai'),
    business: {
      whatYouDo: 'whole and ground spices, blended in the shop',
      offerings: [
        { name: 'Garam masala', description: 'ground fresh every morning', price: '₹499' },
      ],
    },
    request: 'Our garam masala is ₹499 for 250 g this week. Only 3 kg left!',
    vague: 'something for diwali',
  },
  {
    label: 'coffee cart',
    // "Coffee" alone does not make a café: the café's lines speak of tables and a room.
    trade: 'neutral',
    onboarding: brand('Bean There', 'Restaurant', 'Austin'),
    business: {
      whatYouDo: 'specialty coffee from a cart',
      offerings: [
        { name: 'Flat white', description: 'double ristretto, oat or whole milk', price: '$5' },
      ],
      differences: ['We roast every bean ourselves, twice a week'],
    },
    request: 'Flat whites are back. $5 a cup until Friday.',
    vague: 'something for the weekend',
  },
  {
    label: 'plumber with a profile',
    trade: 'plumber',
    onboarding: brand('Pipeline Plumbing', 'Other', 'Leeds'),
    business: {
      whatYouDo: 'emergency plumbing and boiler repairs',
      offerings: [
        { name: 'Boiler service', description: 'annual service with a safety check', price: '£85' },
      ],
      differences: ['Gas Safe engineers across Leeds and West Yorkshire'],
    },
    request:
      'Burst pipe? Our 24/7 emergency line is 0113 496 0021. Do not use electrics near the leak.',
    vague: 'post something',
  },
  {
    label: 'empty profile, unknown trade',
    trade: 'neutral',
    onboarding: brand('Northside Ltd', 'Other', ''),
    business: {},
    request: 'We are closed on 24 December and back on 2 January.',
    vague: 'post something',
  },
];
