import type { BusinessProfileInput } from '@contract/business-profile';
import type { OnboardingData, Platform } from '@contract/onboarding';

/**
 * Businesses of any trade, most of them of trades the trade tables do not know, with the
 * business profile their owners saved (ADR 0012, "sources"). Each has a concrete request
 * and a vague one; several write in other languages, and prices come in many currencies.
 */
export interface AnyTradeBusiness {
  label: string;
  /** The trade in plain words ("farrier", "bakery"): the corpus counts distinct trades by it. */
  kind: string;
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
    kind: 'upholsterer',
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
    kind: 'locksmith',
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
    kind: 'beekeeper',
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
    kind: 'tattoo studio',
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
    kind: 'piano tuner',
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
    kind: 'driving school',
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
    kind: 'escape room',
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
    kind: 'farm shop',
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
    kind: 'funeral director',
    trade: 'neutral',
    onboarding: brand('Hargreaves & Daughters', 'Other', 'York'),
    business: { whatYouDo: 'funeral directors, family-run since 1952' },
    request:
      'Sadly our founder, Arthur Hargreaves, passed away on Monday aged 94. The office stays open.',
    vague: 'post something',
  },
  {
    label: 'laundrette',
    kind: 'laundrette',
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
    kind: 'e-bike rental',
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
    kind: 'tile painter',
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
    kind: 'cheese shop',
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
    kind: 'organ builder',
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
    kind: 'gelato maker',
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
    kind: 'olive oil press',
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
    kind: 'spice seller',
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
    kind: 'coffee cart',
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
    kind: 'plumber',
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
    kind: 'unknown',
    trade: 'neutral',
    onboarding: brand('Northside Ltd', 'Other', ''),
    business: {},
    request: 'We are closed on 24 December and back on 2 January.',
    vague: 'post something',
  },

  {
    label: 'sign writer',
    kind: 'sign writer',
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
    kind: 'chimney sweep',
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
    kind: 'window cleaner',
    trade: 'cleaner',
    onboarding: brand('Crystal Clear Rounds', 'Other', 'Auckland'),
    business: { whatYouDo: 'window cleaning rounds for homes and shops' },
    request:
      'From 1 April our prices go up from $30 to $35 a visit because fuel costs have risen. Thank you for sticking with us.',
    vague: 'post something',
  },
  {
    label: 'watch repairer',
    kind: 'watch repairer',
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
    kind: 'picture framer',
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
    kind: 'aquarium shop',
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
    kind: 'kayak hire',
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
    kind: 'soap maker',
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
    kind: 'wedding DJ',
    trade: 'neutral',
    onboarding: brand('Spin Sisters', 'Entertainment', 'Manchester'),
    business: { whatYouDo: 'wedding and party DJs' },
    request:
      'Sadly our co-founder Jess Marlow died on Sunday. We are taking a week off and will reply to messages from 12 June.',
    vague: 'post something',
  },
  {
    label: 'print shop',
    kind: 'print shop',
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
    kind: 'bakery',
    trade: 'bakery',
    onboarding: brand('Crumb & Co', 'Bakery', 'Bath'),
    business: { whatYouDo: 'a family bakery' },
    request:
      'Our baker Peter Hale passed away on Tuesday, aged 71. He made our bread for 30 years. We are closed on Friday 9 May for his funeral.',
    vague: 'post something',
  },
  {
    label: 'florist closing for the holidays',
    kind: 'florist',
    trade: 'florist',
    onboarding: brand('Petal & Stem', 'Retail', 'Cork'),
    business: { whatYouDo: 'florist: bouquets and wedding flowers' },
    request: 'Closed for the Christmas break from 25 December to 28 December.',
    vague: 'post something',
  },
  {
    label: 'vet raising prices',
    kind: 'vet',
    trade: 'vet',
    onboarding: brand('Fernhill Vets', 'Healthcare', 'Hexham'),
    business: { whatYouDo: 'a small-animal vet practice' },
    request:
      'From 1 July a consultation goes up from £48 to £52. Our drug and staff costs have risen.',
    vague: 'post something',
  },
  {
    label: 'barber hiring',
    kind: 'barber',
    trade: 'hair-salon',
    onboarding: brand('Sharp Lines', 'Beauty & Wellness', 'Glasgow'),
    business: { whatYouDo: 'barber shop: fades, beard trims and hot towel shaves' },
    request:
      'We are looking for a barber for Saturdays, £14 an hour plus tips. Send your work to @sharplines.',
    vague: 'post something',
  },
  {
    label: 'tailor in Madrid',
    kind: 'tailor',
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
    kind: 'surf school',
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
    kind: 'bookbinder',
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
    kind: 'chimney sweep',
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
    kind: 'knife sharpener',
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
    kind: 'dentist',
    trade: 'dentist',
    onboarding: brand('Brightside Family Dental', 'Healthcare', 'Halifax'),
    business: { whatYouDo: 'a family dental practice' },
    request:
      'Our lift is out of order until Monday 3 March. Patients who cannot use the stairs, call 902-555-0148 to move your visit.',
    vague: 'post something',
  },

  // Twenty-four more: trades no table knows, owners who write "I", lower-case and emoji
  // brands, an empty profile, recalls and hiring, and prices in many more currencies.
  {
    label: 'farrier raising prices',
    kind: 'farrier',
    trade: 'neutral',
    onboarding: brand('Ironside Farriery', 'Other', 'Hereford', {
      samplePosts: [
        'Shod a lovely old cob called Biscuit today. Fifteen years with the same family and still sound.',
      ],
    }),
    business: {
      whatYouDo: 'farrier: hot and cold shoeing and hoof trims',
      offerings: [
        { name: 'Full set, hot shod', description: 'four shoes, fitted hot', price: '£105' },
        { name: 'Trim', description: 'for barefoot horses and ponies', price: '£40' },
      ],
      differences: ['Registered with the Farriers Registration Council since 2009'],
    },
    request:
      'From 1 March a full set goes up from £95 to £105 because the price of steel shoes has risen by a third. Trims stay at £40.',
    vague: 'remind people we exist',
  },
  {
    label: 'stained-glass studio',
    kind: 'stained-glass maker',
    trade: 'neutral',
    onboarding: brand('Leaded Light Studio', 'Other', 'Portland', {
      tagline: 'Glass, lead and patience',
    }),
    business: {
      whatYouDo: 'stained-glass windows, repairs and one-day workshops',
      offerings: [
        {
          name: 'Suncatcher workshop',
          description: 'one day, all tools and glass included',
          price: '$85',
        },
        { name: 'Leaded window repair', description: 'broken panels rebuilt to match' },
      ],
      differences: ['Every panel is cut, leaded and soldered by hand in our Alberta Street studio'],
      bookingUrl: 'https://leadedlight.com/workshops',
    },
    request:
      'Suncatcher workshop on Saturday 15 November, 10am to 4pm: $85, all glass and tools included. Only 6 seats.',
    vague: 'something for mothers day',
    occasion: 'Mother’s Day',
  },
  {
    label: 'pet crematorium',
    kind: 'pet crematorium',
    trade: 'neutral',
    onboarding: brand('Gentle Paws Cremation', 'Other', 'Brisbane'),
    business: {
      whatYouDo: 'private pet cremation, with collection from your home',
      offerings: [
        {
          name: 'Private cremation',
          description: 'ashes returned in a cedar box',
          price: 'A$290',
        },
      ],
      differences: [
        'We never cremate two animals together: the ashes you get back are your pet’s alone',
      ],
      phone: '07 3155 0192',
    },
    request:
      'We are open on Christmas Day and Boxing Day for home collections. Call 07 3155 0192 at any hour.',
    vague: 'post something',
  },
  {
    label: 'drone surveyor hiring',
    kind: 'drone surveyor',
    trade: 'neutral',
    onboarding: brand('SkyGrid Surveys', 'Other', 'Calgary'),
    business: {
      whatYouDo: 'drone surveys and 3D site maps for builders and farms',
      offerings: [
        {
          name: 'Roof inspection',
          description: 'photos and a written report in 48 hours',
          price: 'C$450',
        },
      ],
      differences: ['Every pilot holds a Transport Canada advanced certificate'],
    },
    request:
      'We are hiring a drone pilot, full time, C$62,000 a year. You need a Transport Canada advanced certificate. Apply to jobs@skygrid.ca by 31 January.',
    vague: 'a quick post',
  },
  {
    label: 'children’s party entertainer',
    kind: 'children’s entertainer',
    trade: 'neutral',
    onboarding: brand('🎈 Captain Giggles', 'Entertainment', 'Wellington', {
      samplePosts: [
        'What a crowd at Mia’s 6th today! 🎉 I did the balloon swords, the disappearing rabbit and a LOT of bubbles.',
        'I still have a couple of Saturdays free in March 🎈 Flick me a message!',
      ],
    }),
    business: {
      whatYouDo: 'magic, balloon modelling and bubble shows for kids’ parties',
      offerings: [
        {
          name: 'One-hour party show',
          description: 'magic, games and a balloon for every child',
          price: 'NZ$280',
        },
        { name: 'Balloon table', description: 'I twist to order', price: 'NZ$9.50 each' },
      ],
    },
    request:
      'New this summer: my bubble show, 45 minutes for up to 20 kids, NZ$220. I’m taking bookings from 1 December.',
    vague: 'something for the school holidays',
    occasion: 'school holidays',
  },
  {
    label: 'community fridge',
    kind: 'community fridge',
    trade: 'neutral',
    onboarding: brand('Stoneybatter Community Fridge', 'Non-profit', 'Dublin'),
    business: { whatYouDo: 'a free community fridge: take what you need, leave what you can' },
    request:
      'Please do not leave cooked rice, raw meat or opened tins in the fridge. Everything must have a label with the date it was made.',
    vague: 'remind people we exist',
  },
  {
    label: 'repair café',
    kind: 'repair café',
    trade: 'neutral',
    onboarding: brand('Fix It Friday', 'Non-profit', 'Sheffield', {
      tagline: 'Don’t bin it, fix it',
    }),
    business: {
      whatYouDo: 'a monthly repair session: volunteers mend toasters, lamps and clothes for free',
      differences: ['Nothing leaves our tables in a worse state than it came in'],
    },
    request:
      'Next repair session: Saturday 8 November, 10am to 1pm at St Luke’s Hall. Bring up to two broken things. We cannot fix microwaves.',
    vague: 'post about autumn',
    occasion: 'autumn',
  },
  {
    label: 'harbour sauna in Aarhus',
    kind: 'sauna',
    trade: 'neutral',
    onboarding: brand('Havnebad Sauna', 'Beauty & Wellness', 'Aarhus', {
      samplePosts: ['Frost on the jetty this morning, 2 degrees in the water, 90 in the sauna.'],
    }),
    business: {
      whatYouDo: 'a wood-fired sauna on the harbour, with a ladder straight into the sea',
      offerings: [
        { name: 'Drop-in session', description: '90 minutes, towel included', price: 'kr 120' },
        { name: 'Private sauna', description: 'up to 8 people, 2 hours', price: 'kr 1.200' },
      ],
    },
    request:
      'Closed 24 to 26 December. On 31 December we are open 8:00 to 14:00, kr 120 a session as always.',
    vague: 'something for the weekend',
    occasion: 'weekend',
  },
  {
    label: 'mushroom farm recall',
    kind: 'mushroom grower',
    trade: 'neutral',
    onboarding: brand('Fungi Farm Stellenbosch', 'Other', 'Stellenbosch'),
    business: {
      whatYouDo: 'oyster and shiitake mushrooms from our farm, and grow-at-home kits',
      offerings: [
        {
          name: 'Oyster mushroom grow kit',
          description: 'first harvest in about two weeks',
          price: 'R180',
        },
        { name: 'Fresh shiitake', description: '250 g punnet', price: 'R65' },
      ],
      differences: ['Picked the morning we sell them'],
    },
    request:
      'Recall: oyster mushroom grow kits sold between 1 and 14 October. A batch of straw was contaminated. Do not eat mushrooms from these kits; bring the kit back for a full R180 refund.',
    vague: 'something for spring',
    occasion: 'spring',
  },
  {
    label: 'blacksmith',
    kind: 'blacksmith',
    trade: 'neutral',
    onboarding: brand('anvil & ash', 'Retail', 'Asheville', {
      samplePosts: [
        'fired the forge at 6 this morning. twelve hooks, two gate latches and one very stubborn poker.',
      ],
    }),
    business: {
      whatYouDo: 'hand-forged ironwork: hooks, fire tools and gate hardware',
      offerings: [
        {
          name: 'Fire poker',
          description: 'hand-forged, with a twisted handle',
          price: '$65',
        },
        { name: 'Coat hooks', description: 'set of three', price: '$48' },
      ],
    },
    request: 'New: hand-forged bottle openers, $28 each. Made to order, ready in 2 weeks.',
    vague: 'something for fathers day',
    occasion: 'Father’s Day',
  },
  {
    label: 'island ferry',
    kind: 'ferry operator',
    trade: 'neutral',
    onboarding: brand('Kerrera Ferry', 'Other', 'Oban'),
    business: {
      whatYouDo: 'passenger ferry between Gallanach and the Isle of Kerrera',
      offerings: [{ name: 'Return crossing', description: 'adults, bikes go free', price: '£6' }],
      differences: ['Running since 1987, in any weather the skipper judges safe'],
      phone: '01631 563665',
    },
    request:
      'All sailings are cancelled today because of gale-force winds. Do not wait at the slipway. Next update at 2pm.',
    vague: 'post about winter',
    occasion: 'winter',
  },
  {
    label: 'chess club',
    kind: 'chess club',
    trade: 'neutral',
    onboarding: brand('knight moves', 'Education', 'Singapore'),
    business: {
      whatYouDo: 'a chess club for all ages, with coaching for juniors',
      offerings: [
        {
          name: 'Junior coaching',
          description: 'Saturday mornings, 8 sessions',
          price: 'S$240',
        },
        { name: 'Club night', description: 'casual games, all levels', price: 'S$15' },
      ],
    },
    request:
      'Rapid tournament on Sunday 7 December at 1pm, Toa Payoh Community Club. Entry S$15, prizes for the top three.',
    vague: 'remind people we exist',
  },
  {
    label: 'wheelchair repair',
    kind: 'wheelchair repairer',
    trade: 'neutral',
    onboarding: brand('Roll On Repairs', 'Healthcare', 'Toronto'),
    business: {
      whatYouDo: 'mobile wheelchair and mobility scooter repair',
      offerings: [
        {
          name: 'Home repair visit',
          description: 'we come to you with parts for most chairs',
          price: 'C$95',
        },
      ],
      phone: '416-555-0173',
    },
    request:
      'We are closed 24 December to 1 January. If your chair breaks down and you cannot get around, call 416-555-0173 and we will come out.',
    vague: 'post something',
  },
  {
    label: 'radio repairer, a death',
    kind: 'radio repairer',
    trade: 'neutral',
    onboarding: brand('Doyle’s Wireless', 'Retail', 'Limerick', {
      samplePosts: [
        'I finally got the 1952 Bush DAC90 on the bench singing again. Valves tested, new capacitors, original dial glass.',
      ],
    }),
    business: {
      whatYouDo: 'repair and restoration of valve radios and record players',
      offerings: [
        {
          name: 'Valve radio restoration',
          description: 'recapped, tested and aligned',
          price: '€150',
        },
      ],
    },
    request:
      'My father Ken Doyle, who opened this shop in 1968, died on Sunday. The shop is closed until Tuesday 14 October.',
    vague: 'post something',
  },
  {
    label: 'sign language interpreter',
    kind: 'sign language interpreter',
    trade: 'neutral',
    onboarding: brand('Clear Hands ASL', 'Other', 'Denver'),
    business: {
      whatYouDo: 'ASL interpreting for medical visits, schools and events',
      offerings: [
        {
          name: 'Event interpreting',
          description: 'two interpreters for anything over an hour',
          price: '$95 per hour',
        },
      ],
      differences: ['Every interpreter is nationally certified'],
    },
    request:
      'December books up fast. To have an ASL interpreter at your holiday event, book by 1 December.',
    vague: 'a quick post',
  },
  {
    label: 'clock restorer, empty profile',
    kind: 'clock restorer',
    trade: 'neutral',
    onboarding: brand('Harlow Clocks', 'Other', 'Harlow'),
    business: {},
    request:
      'We are hiring an apprentice clockmaker, 4 days a week, £11.44 an hour. Email harlowclocks@gmail.com.',
    vague: 'something for the weekend',
    occasion: 'weekend',
  },
  {
    label: 'bouldering gym in Seoul',
    kind: 'climbing gym',
    trade: 'climbing',
    onboarding: brand('Crux Seoul', 'Fitness', 'Seoul'),
    business: {
      whatYouDo: 'bouldering gym with intro classes for beginners',
      offerings: [
        { name: 'Day pass', description: 'shoes and chalk included', price: '₩15,000' },
        { name: 'Intro class', description: '90 minutes with a coach', price: '₩30,000' },
      ],
    },
    request:
      'New problems on the 45° wall from Friday. Day passes stay ₩15,000. Please do not climb above someone on the same wall.',
    vague: 'something for the weekend',
    occasion: 'weekend',
  },
  {
    label: 'mobile dog groomer in Istanbul',
    kind: 'dog groomer',
    trade: 'dog-groomer',
    onboarding: brand('Pati Spa', 'Other', 'Istanbul'),
    business: {
      whatYouDo: 'mobile dog grooming: bath, cut and nails at your door',
      offerings: [
        {
          name: 'Full groom, small dog',
          description: 'bath, cut, nails and ears',
          price: '₺300',
        },
      ],
    },
    request:
      'From Monday a full groom for a small dog is ₺300, up from ₺250, because shampoo and fuel prices went up.',
    vague: 'post about spring',
    occasion: 'spring',
  },
  {
    label: 'Polish school for adults',
    kind: 'language school',
    trade: 'neutral',
    onboarding: brand('Mówimy', 'Education', 'Kraków'),
    business: {
      whatYouDo: 'Polish language courses for adults who live and work in Kraków',
      offerings: [
        {
          name: 'Beginners evening course',
          description: '10 evenings, 90 minutes each',
          price: 'zł 800',
        },
        { name: 'Conversation club', description: 'one evening, all levels', price: '80 zł' },
      ],
    },
    request:
      'A new beginners course starts on Tuesday 13 January, 18:00 to 19:30: zł 800 for 10 evenings, at most 8 people a group.',
    vague: 'something for new year',
    occasion: 'New Year',
  },
  {
    label: 'dive centre in Cozumel',
    kind: 'dive centre',
    trade: 'neutral',
    onboarding: brand('Buceo Palancar', 'Entertainment', 'Cozumel'),
    business: {
      whatYouDo: 'inmersiones guiadas y cursos de buceo en Cozumel',
      offerings: [
        {
          name: 'Dos tanques en arrecife',
          description: 'salida por la mañana, equipo incluido',
          price: 'MX$1,800',
        },
        {
          name: 'Curso Open Water',
          description: 'tres días, certificación PADI',
          price: 'MX$9,500',
        },
      ],
      differences: ['Grupos de máximo seis buzos por guía'],
      languages: ['es'],
    },
    language: 'es',
    request:
      'Aviso: por el norte, mañana la capitanía cierra el puerto y no salimos al mar. Las inmersiones del jueves pasan al viernes sin costo.',
    vague: 'algo para el verano',
    occasion: 'verano',
  },
  {
    label: 'sneaker cleaning in São Paulo',
    kind: 'sneaker cleaner',
    trade: 'neutral',
    onboarding: brand('Tênis Novo', 'Other', 'São Paulo', {
      samplePosts: [
        'Olha a diferença desse Air Force depois da limpeza completa 😍 Sola branquinha de novo!',
      ],
    }),
    business: {
      whatYouDo: 'limpeza e restauração de tênis',
      offerings: [
        {
          name: 'Limpeza completa',
          description: 'cabedal, sola e cadarço',
          price: 'R$ 45,00',
        },
        {
          name: 'Clareamento de sola',
          description: 'a sola amarelada volta ao branco',
          price: 'R$ 70,00',
        },
      ],
      languages: ['pt'],
    },
    language: 'pt',
    request:
      'A partir de 1º de março, a limpeza completa passa de R$ 40,00 para R$ 45,00. Os produtos importados que usamos ficaram mais caros.',
    vague: 'algo para o Dia das Mães',
    occasion: 'Dia das Mães',
  },
  {
    label: 'sailing school in Brest',
    kind: 'sailing school',
    trade: 'neutral',
    onboarding: brand('Voile Iroise', 'Other', 'Brest'),
    business: {
      whatYouDo: 'cours de voile en dériveur et en catamaran, pour enfants et adultes',
      offerings: [
        {
          name: 'Stage d’automne',
          description: 'cinq matinées en catamaran',
          price: '180 €',
        },
        { name: 'Cours particulier', description: 'deux heures avec un moniteur', price: '95 €' },
      ],
      differences: ['Gilet fourni et bateau de sécurité sur l’eau à chaque sortie'],
      languages: ['fr'],
    },
    language: 'fr',
    request:
      'Stage d’automne du 20 au 24 octobre, de 9h à 12h : 180 € la semaine. Le gilet est obligatoire, même pour les bons nageurs.',
    vague: 'un post pour la rentrée',
    occasion: 'la rentrée',
  },
  {
    label: 'candle maker in Freiburg',
    kind: 'candle maker',
    trade: 'neutral',
    onboarding: brand('Kerzenwerkstatt Lindner', 'Retail', 'Freiburg'),
    business: {
      whatYouDo: 'handgezogene Kerzen aus Bienenwachs',
      offerings: [
        {
          name: 'Osterkerze',
          description: 'handbemalt, 25 cm hoch',
          price: '24,90 €',
          season: [3, 4],
        },
        { name: 'Teelichter im Zehnerpack', description: 'reines Bienenwachs', price: '8,50 €' },
      ],
      differences: ['Jede Kerze wird in unserer Werkstatt in der Wiehre von Hand gezogen'],
      languages: ['de'],
    },
    language: 'de',
    request:
      'Rückruf: Die Teelichter aus der Charge 0412 können zu hoch brennen. Bitte nicht mehr anzünden. Wir erstatten die 8,50 € in der Werkstatt.',
    vague: 'etwas zu Ostern',
    occasion: 'Ostern',
  },
  {
    label: 'violin maker in Cremona',
    kind: 'violin maker',
    trade: 'neutral',
    onboarding: brand('Liuteria Ferrari', 'Other', 'Cremona'),
    business: {
      whatYouDo: 'liuteria: violini, viole e violoncelli costruiti a mano',
      offerings: [
        {
          name: 'Violino da studio',
          description: 'abete della Val di Fiemme, vernice a olio',
          price: '€4.800',
        },
        {
          name: 'Regolazione e cambio corde',
          description: 'pronto in giornata',
          price: '€60',
        },
      ],
      differences: ['Ogni strumento nasce in bottega, dal legno grezzo alla vernice'],
      languages: ['it'],
    },
    language: 'it',
    request:
      'Cerchiamo un apprendista liutaio, a tempo pieno, da gennaio. Mandate un portfolio a bottega@liuteriaferrari.it entro il 15 dicembre.',
    vague: 'qualcosa per Natale',
    occasion: 'Natale',
  },
];
