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
  /** The occasion the vague request is for, as every version must name it. */
  occasion?: string;
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
    occasion: 'weekend',
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
    occasion: 'summer',
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
    occasion: 'weekend',
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
    occasion: 'Christmas',
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
    occasion: 'Monday',
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
    occasion: 'semana',
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
    occasion: 'fin de semana',
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
    occasion: 'week-end',
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
    occasion: 'Woche',
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
    occasion: 'weekend',
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
    occasion: 'Κυριακή',
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
    occasion: 'Diwali',
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
    occasion: 'weekend',
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

  {
    label: 'sign writer',
    trade: 'neutral',
    onboarding: brand('Goldleaf Signs', 'Other', 'Bristol'),
    business: {
      whatYouDo: 'hand-painted shop signs and gilding',
      offerings: [
        { name: 'Gilded window lettering', description: '23-carat gold leaf', price: 'from £320' },
      ],
      differences: ['Every letter is drawn out full size on paper before it is painted'],
    },
    request: 'Booked up until 14 March. New enquiries: hello@goldleafsigns.co.uk.',
    vague: 'something for the weekend',
    occasion: 'weekend',
  },
  {
    label: 'chimney sweep',
    trade: 'neutral',
    onboarding: brand('Sootbusters', 'Other', 'York'),
    business: {
      whatYouDo: 'chimney sweeping and stove servicing',
      offerings: [{ name: 'Chimney sweep', description: 'with a certificate', price: '£70' }],
    },
    request:
      'Never light a stove with a blocked flue. If smoke comes back into the room, put the fire out and call 01904 555 019.',
    vague: 'post about autumn',
    occasion: 'autumn',
  },
  {
    label: 'window cleaner',
    trade: 'cleaner',
    onboarding: brand('Crystal Clear Rounds', 'Other', 'Auckland'),
    business: { whatYouDo: 'window cleaning rounds for homes and shops' },
    request:
      'From 1 April our prices go up from $30 to $35 a visit because fuel costs have risen. Thank you for sticking with us.',
    vague: 'post something',
  },
  {
    label: 'watch repairer',
    trade: 'neutral',
    onboarding: brand('Tick Tock Horology', 'Retail', 'Geneva'),
    business: {
      whatYouDo: 'watch repair and servicing',
      offerings: [
        { name: 'Full service', description: 'mechanical watches, six weeks', price: 'CHF 280' },
        { name: 'Battery change', description: 'while you wait', price: 'CHF 25' },
      ],
    },
    request: 'Battery changes are CHF 25 and take ten minutes. No appointment needed.',
    vague: 'a quick post',
  },
  {
    label: 'picture framer',
    trade: 'neutral',
    onboarding: brand('Frame & Fettle', 'Retail', 'Norwich'),
    business: {
      whatYouDo: 'bespoke picture framing',
      offerings: [{ name: 'Conservation framing', description: 'acid-free mounts, UV glass' }],
      differences: ['Mouldings cut and joined in the back room, never bought in ready-made'],
    },
    request:
      'We are closed from 24 December to 3 January for the holidays. Orders for Christmas must be in by 10 December.',
    vague: 'something for christmas',
    occasion: 'Christmas',
  },
  {
    label: 'aquarium shop',
    trade: 'neutral',
    onboarding: brand('Reef & River', 'Retail', 'Houston'),
    business: {
      whatYouDo: 'tropical fish, plants and aquarium supplies',
      offerings: [{ name: 'Neon tetras', description: 'tank-raised', price: '$3.50' }],
    },
    request: 'Neon tetras are $3.50 each this week. Quarantined for 14 days before sale.',
    vague: 'post something',
  },
  {
    label: 'kayak hire',
    trade: 'neutral',
    onboarding: brand('Paddle Point', 'Entertainment', 'Queenstown'),
    business: {
      whatYouDo: 'kayak and paddleboard hire on the lake',
      offerings: [
        {
          name: 'Double kayak',
          description: 'two hours',
          price: 'NZD 80',
          season: [11, 12, 1, 2, 3],
        },
      ],
      differences: ['Every hire starts with a ten-minute safety talk on the jetty'],
    },
    request:
      'Lake warning: wind over 30 km/h this afternoon. All hires stop at 1pm today. Life jackets on at all times.',
    vague: 'something for summer',
    occasion: 'summer',
  },
  {
    label: 'soap maker',
    trade: 'neutral',
    onboarding: brand('Lather & Leaf', 'Retail', 'Asheville', { platforms: ['instagram'] }),
    business: {
      whatYouDo: 'cold-process soap made in small batches',
      offerings: [
        { name: 'Oatmeal & honey bar', description: 'unscented, for sensitive skin', price: '$9' },
      ],
    },
    request: 'The oatmeal & honey bar is back, $9. Only 60 bars in this batch.',
    vague: 'something for the weekend',
    occasion: 'weekend',
  },
  {
    label: 'wedding DJ',
    trade: 'neutral',
    onboarding: brand('Spin Sisters', 'Entertainment', 'Manchester'),
    business: { whatYouDo: 'wedding and party DJs' },
    request:
      'Sadly our co-founder Jess Marlow died on Sunday. We are taking a week off and will reply to messages from 12 June.',
    vague: 'post something',
  },
  {
    label: 'print shop',
    trade: 'neutral',
    onboarding: brand('Inkwell Print Co', 'Marketing', 'Melbourne'),
    business: {
      whatYouDo: 'risograph printing for zines, posters and cards',
      offerings: [
        { name: 'A3 riso poster', description: 'two colours, 50 copies', price: 'AUD 120' },
      ],
    },
    request:
      'We are hiring a part-time print assistant, 3 days a week. Apply by 30 May: jobs@inkwell.com.au.',
    vague: 'a quick post',
  },
  {
    label: 'family bakery, a death in the team',
    trade: 'bakery',
    onboarding: brand('Crumb & Co', 'Bakery', 'Bath'),
    business: { whatYouDo: 'a family bakery' },
    request:
      'Our baker Peter Hale passed away on Tuesday, aged 71. He made our bread for 30 years. We are closed on Friday 9 May for his funeral.',
    vague: 'post something',
  },
  {
    label: 'florist closing for the holidays',
    trade: 'florist',
    onboarding: brand('Petal & Stem', 'Retail', 'Cork'),
    business: { whatYouDo: 'florist: bouquets and wedding flowers' },
    request: 'Closed for the Christmas break from 25 December to 28 December.',
    vague: 'post something',
  },
  {
    label: 'vet raising prices',
    trade: 'vet',
    onboarding: brand('Fernhill Vets', 'Healthcare', 'Hexham'),
    business: { whatYouDo: 'a small-animal vet practice' },
    request:
      'From 1 July a consultation goes up from £48 to £52. Our drug and staff costs have risen.',
    vague: 'post something',
  },
  {
    label: 'barber hiring',
    trade: 'hair-salon',
    onboarding: brand('Sharp Lines', 'Beauty & Wellness', 'Glasgow'),
    business: { whatYouDo: 'barber shop: fades, beard trims and hot towel shaves' },
    request:
      'We are looking for a barber for Saturdays, £14 an hour plus tips. Send your work to @sharplines.',
    vague: 'post something',
  },
  {
    label: 'tailor in Madrid',
    trade: 'neutral',
    onboarding: brand('Sastrería Lumbreras', 'Retail', 'Madrid'),
    business: {
      whatYouDo: 'arreglos y trajes a medida',
      offerings: [{ name: 'Bajo de pantalón', description: 'listo en 48 horas', price: '15 €' }],
      languages: ['es'],
    },
    language: 'es',
    request: 'Cerrado del 1 al 15 de agosto por vacaciones. Volvemos el 16 de agosto.',
    vague: 'algo para la semana',
    occasion: 'semana',
  },
  {
    label: 'surf school in Ericeira',
    trade: 'neutral',
    onboarding: brand('Onda Boa', 'Fitness', 'Ericeira'),
    business: {
      whatYouDo: 'aulas de surf para todos os níveis',
      offerings: [
        { name: 'Aula de grupo', description: 'duas horas, prancha incluída', price: '35 €' },
      ],
      languages: ['pt'],
    },
    language: 'pt',
    request: 'Aviso: mar perigoso hoje. Não há aulas até às 15h. Fiquem fora da água.',
    vague: 'algo para o verão',
    occasion: 'verão',
  },
  {
    label: 'bookbinder in Nantes',
    trade: 'neutral',
    onboarding: brand('Reliure Cadet', 'Other', 'Nantes'),
    business: {
      whatYouDo: 'reliure et restauration de livres anciens',
      offerings: [{ name: 'Carnet relié main', description: 'papier coton', price: '28 €' }],
      languages: ['fr'],
    },
    language: 'fr',
    request: 'Nouveaux carnets reliés main : 28 € pièce. Atelier ouvert samedi de 10h à 17h.',
    vague: 'quelque chose pour Noël',
    occasion: 'Noël',
  },
  {
    label: 'chimney sweep in Graz',
    trade: 'neutral',
    onboarding: brand('Rauchfang Huber', 'Other', 'Graz'),
    business: { whatYouDo: 'Rauchfangkehrer für Graz und Umgebung', languages: ['de'] },
    language: 'de',
    request: 'Ab 1. März kostet die Kehrung 65 € statt 59 €. Danke für Ihr Verständnis.',
    vague: 'etwas für den Winter',
    occasion: 'Winter',
  },
  {
    label: 'knife sharpener in Turin',
    trade: 'neutral',
    onboarding: brand('Arrotino Gallo', 'Other', 'Torino'),
    business: {
      whatYouDo: 'affilatura di coltelli e forbici',
      offerings: [{ name: 'Affilatura coltello', description: 'a mano su pietra', price: '6 €' }],
      languages: ['it'],
    },
    language: 'it',
    request:
      'Sabato 12 aprile siamo al mercato di Porta Palazzo, dalle 8 alle 13. Coltelli 6 € ciascuno.',
    vague: 'qualcosa per la settimana',
    occasion: 'settimana',
  },
  {
    label: 'dentist with a safety notice',
    trade: 'dentist',
    onboarding: brand('Brightside Family Dental', 'Healthcare', 'Halifax'),
    business: { whatYouDo: 'a family dental practice' },
    request:
      'Our lift is out of order until Monday 3 March. Patients who cannot use the stairs, call 902-555-0148 to move your visit.',
    vague: 'post something',
  },
];
