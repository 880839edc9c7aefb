import type { BusinessProfileInput } from '@contract/business-profile';
import type { HashtagStyle, OnboardingData, Platform } from '@contract/onboarding';

/**
 * Businesses the writer is tested on, as a new user would try it (the writer's rules,
 * ADR 0012): more than 30 trades, each with messages as owners type them (closures,
 * emergencies, sad news, URLs, phone numbers, prices, dates, other languages) and vague
 * briefs ("post about tick season") that must be written from, never echoed. Voices in
 * "we" and "I", lower case, emoji, exclamations and sign-offs; every hashtag style; X
 * alone; no profile.
 */
export interface CorpusProfile {
  label: string;
  /** The trade the writer should recognise (trades.ts). */
  trade: string;
  onboarding: OnboardingData | null;
  /** The anonymous generator's business description (only without a profile). */
  businessDescription?: string;
  /** Messages to present: every fact in them must reach the post. */
  descriptions: readonly string[];
  /** Vague briefs: a topic to write about, never to echo. */
  briefs: readonly string[];
  /** The owner's business profile, as saved; absent when never filled in. */
  business?: BusinessProfileInput;
  /** The language the owner writes in, when it is not English. */
  language?: 'el' | 'ja' | 'es';
}

interface ProfileOptions {
  city?: string;
  tagline?: string;
  samplePosts?: string[];
  platforms?: Platform[];
  hashtagStyle?: HashtagStyle;
}

function brand(name: string, industry: string, options: ProfileOptions = {}): OnboardingData {
  return {
    business: { name, industry, city: options.city ?? '', employees: '2-5' },
    brandAssets: {
      logoUrl: null,
      colors: [],
      photos: [],
      tagline: options.tagline ?? '',
      samplePosts: options.samplePosts ?? [],
    },
    contentPrefs: {
      platforms: options.platforms ?? [],
      postsPerMonth: 12,
      postLength: 'Medium',
      aiVisuals: true,
      hashtagStyle: options.hashtagStyle ?? 'Moderate',
    },
  };
}

export const CORPUS: readonly CorpusProfile[] = [
  {
    label: 'rural vet',
    trade: 'vet',
    onboarding: brand('Fernhill Vets', 'Healthcare', {
      city: 'Hexham',
      tagline: 'Caring for farm and family pets since 1998',
      samplePosts: [
        'Big thanks to everyone who came to our puppy party.',
        'Our Hexham practice now has a cat-only waiting room.',
      ],
      platforms: ['facebook'],
    }),
    descriptions: [
      'Our Hexham surgery is closed on 26 December. For emergencies call 01434 600 600 and the on-call vet will answer.',
    ],
    briefs: ['post about tick season'],
  },
  {
    label: 'dog groomer, lower case, emoji',
    trade: 'dog-groomer',
    onboarding: brand('Fluff & Fold', 'Beauty & Wellness', {
      city: 'Bristol',
      tagline: 'happy dogs, tidy coats',
      samplePosts: [
        'biscuit the cockapoo came in looking like a mop 🐶 look at him now ✂️',
        'two spaniels, one bath, zero regrets 🛁',
        'fully booked saturday, thank you all 🐾',
      ],
      platforms: ['instagram'],
    }),
    descriptions: ['we now groom cats too, from £35 for a short coat'],
    briefs: ['something about brushing between visits'],
  },
  {
    label: 'vegan food truck',
    trade: 'food-truck',
    onboarding: brand('Green Wheels Taco Truck', 'Restaurant', {
      city: 'Austin',
      tagline: 'Plant-based tacos on four wheels',
      samplePosts: [
        'Find us at the farmers market this Saturday!',
        'Jackfruit birria is back on the menu!',
      ],
      platforms: ['instagram', 'x'],
      hashtagStyle: 'Trending',
    }),
    descriptions: [
      'Parked at Zilker Park this Sunday from 11am to 4pm with the new mole tacos at $4 each',
    ],
    briefs: ['something for the weekend'],
  },
  {
    label: 'brewery with a beer name',
    trade: 'brewery',
    onboarding: brand('Hop House Brewing', 'Restaurant', {
      city: 'Leeds',
      tagline: 'Small batch beer, big on flavour',
      samplePosts: [
        'Hazy Daze IPA is pouring in the taproom tonight. Cheers! 🍺',
        'Stout season has started: Midnight Oak is on tap. Cheers! 🍺',
      ],
      platforms: ['instagram'],
    }),
    descriptions: ['Hazy Daze IPA is back on tap from Friday 14 March, £5.50 a pint'],
    briefs: ['something for the weekend'],
  },
  {
    label: 'café, we, no emoji',
    trade: 'cafe',
    onboarding: brand('The Daily Grind', 'Restaurant', {
      city: 'Brighton',
      tagline: 'Good coffee, no fuss',
      samplePosts: [
        'Our new house blend is in. Come and try it.',
        'We open at 7am on weekdays now.',
      ],
      platforms: ['facebook', 'instagram'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['From Monday 3 March we open at 7:30am and close at 5pm, seven days a week'],
    briefs: ['a post about autumn'],
  },
  {
    label: 'bakery with a team sign-off',
    trade: 'bakery',
    onboarding: brand('Crumb & Co', 'Bakery', {
      city: 'Portland',
      tagline: 'Warm bread, warm hearts',
      samplePosts: [
        'Cinnamon rolls are out of the oven! 🥐\n— Team Crumb',
        'Rye Saturday is back! 🍞 Come early.\n— Team Crumb',
        'We sold out by ten today, thank you all! 🙌\n— Team Crumb',
      ],
      platforms: ['instagram', 'x'],
    }),
    descriptions: ['Pumpkin spice croissants are back for autumn, $4.25 each'],
    briefs: ['post something for saturday'],
  },
  {
    label: 'plumber, sole trader',
    trade: 'plumber',
    business: { whatYouDo: 'plumbing and heating: boiler repairs, leaks and bathroom fitting' },
    onboarding: brand('Dave Walsh Plumbing', 'Other', {
      city: 'Sheffield',
      tagline: 'Gas Safe registered, no job too small',
      samplePosts: [
        'I fixed three burst pipes in Crookes this week.',
        'My van is stocked for winter callouts.',
      ],
      platforms: ['facebook'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: [
      'Burst pipe? Turn off your stopcock first, then call me on 07700 900123, day or night.',
    ],
    briefs: ['remind people about frozen pipes'],
  },
  {
    label: 'boutique hotel',
    trade: 'hotel',
    business: { whatYouDo: 'a small hotel with sea-view rooms and a breakfast room' },
    onboarding: brand('The Harbour Inn', 'Other', {
      city: 'Whitby',
      tagline: 'Sea views and slow breakfasts',
      samplePosts: [
        'Room 4 has the best sunrise in town.',
        'Our kippers come from the smokehouse next door.',
      ],
      platforms: ['facebook', 'instagram'],
    }),
    descriptions: [
      'Sadly we are closing the restaurant for good on 30 November. The rooms stay open as usual.',
    ],
    briefs: ['weekend getaway post'],
  },
  {
    label: 'phone-repair kiosk',
    trade: 'phone-repair',
    onboarding: brand('FixPoint Phone Repair', 'Technology', {
      city: 'Croydon',
      samplePosts: ['Cracked screen? Most iPhones are done in 30 minutes.'],
      platforms: ['x'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['iPhone 13 battery swaps are £49 this month at our Whitgift Centre kiosk'],
    briefs: ['post about batteries'],
  },
  {
    label: 'bookshop',
    trade: 'bookshop',
    onboarding: brand('Chapter & Verse Books', 'Retail', {
      city: 'Hay-on-Wye',
      tagline: 'An independent bookshop with a very old cat',
      samplePosts: [
        'Our staff picks shelf has been refreshed.',
        'Come to our book club on Thursday.',
      ],
      platforms: ['instagram', 'facebook'],
    }),
    descriptions: [
      'Author Maya Lin signs copies of The Salt Road on Saturday 12 April at 2pm. Tickets £5 at chapterandverse.co.uk/events',
    ],
    briefs: ['a post for parents'],
  },
  {
    label: 'florist writing in Greek',
    language: 'el',
    trade: 'florist',
    onboarding: brand('Ανθοπωλείο Μυρτώ', 'Retail', {
      city: 'Θεσσαλονίκη',
      tagline: 'Λουλούδια με αγάπη',
      samplePosts: ['Τα τριαντάφυλλα της εβδομάδας έφτασαν! 🌹', 'Καλή Κυριακή σε όλους! 💐'],
      platforms: ['instagram'],
    }),
    descriptions: [
      'Νέα ανθοδέσμη για τη Γιορτή της Μητέρας, 25 ευρώ. Παραγγελίες στο 2310 555 123.',
    ],
    briefs: ['Ανάρτηση για την άνοιξη'],
  },
  {
    label: 'wedding photographer, I',
    trade: 'photographer',
    onboarding: brand('Lena Park Photography', 'Entertainment', {
      city: 'Asheville',
      tagline: 'Unposed wedding and family photography',
      samplePosts: [
        'I spent Saturday chasing golden hour with the loveliest couple.',
        'My 2025 calendar is filling up.',
      ],
      platforms: ['instagram'],
    }),
    descriptions: ['Family mini sessions on 18 October at Craggy Gardens, 20 minutes for $150'],
    briefs: ['a post about golden hour'],
  },
  {
    label: 'tax firm',
    trade: 'tax-adviser',
    onboarding: brand('Harper & Shah Accountants', 'Finance', {
      city: 'Manchester',
      tagline: 'Plain-English tax help for small firms',
      samplePosts: [
        'Our team helped 120 sole traders file on time last year.',
        'We are at the Manchester business fair next week.',
      ],
      platforms: ['linkedin'],
    }),
    descriptions: [
      'The self assessment deadline is 31 January. Send your records by 10 January and we will file on time.',
    ],
    briefs: ['tax season'],
  },
  {
    label: 'dentist',
    trade: 'dentist',
    onboarding: brand('Bright Smile Dental', 'Healthcare', {
      city: 'Reading',
      tagline: 'Gentle family dentistry',
      samplePosts: [
        'Our hygienist Priya is back from maternity leave.',
        'We have extended hours on Thursdays.',
      ],
      platforms: ['facebook'],
    }),
    descriptions: [
      'The practice is closed from 24 to 27 December. Dental emergencies: call 0118 496 0555.',
    ],
    briefs: ['something for halloween'],
  },
  {
    label: 'realtor',
    trade: 'realtor',
    onboarding: brand('Oakline Realty', 'Real Estate', {
      city: 'Denver',
      tagline: 'Homes, not just houses',
      samplePosts: ['Just listed in Capitol Hill!', 'Open house this Sunday, 1-3pm!'],
      platforms: ['instagram', 'facebook'],
    }),
    descriptions: [
      'Open house at 1420 Elm Street on Sunday 2-4pm: 3 bedrooms, 2 baths, listed at $585,000',
    ],
    briefs: ['post about the spring market'],
  },
  {
    label: 'maths tutor',
    trade: 'tutor',
    onboarding: brand('Count On Me Tutoring', 'Education', {
      city: 'Cambridge',
      tagline: 'Maths that finally makes sense',
      samplePosts: [
        'I have two GCSE slots left on Tuesday evenings.',
        'My students did brilliantly in their mocks.',
      ],
      platforms: ['facebook'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['I have one GCSE maths slot left on Wednesdays at 5pm, £30 an hour'],
    briefs: ['a post for parents'],
  },
  {
    label: 'yoga studio',
    trade: 'yoga',
    onboarding: brand('Still Point Yoga', 'Beauty & Wellness', {
      city: 'Bath',
      tagline: 'Drop-in classes £12, mats provided',
      samplePosts: [
        'Sunday slow flow is back. Namaste 🧘',
        'New evening class on Wednesdays. Namaste 🧘',
      ],
      platforms: ['instagram'],
    }),
    descriptions: ['Sunrise yoga on the rec every Saturday in June at 7am. Drop-in £12.'],
    briefs: ['post for stressed people'],
  },
  {
    label: 'boxing gym',
    trade: 'gym',
    onboarding: brand('Iron Ring Boxing Gym', 'Fitness', {
      city: 'Glasgow',
      samplePosts: [
        'Sparring night was electric! 💪',
        'Big respect to everyone who trained through the snow! 💪',
      ],
      platforms: ['instagram', 'tiktok'],
      hashtagStyle: 'Trending',
    }),
    descriptions: [
      'We are hiring a part-time coach for kids classes. Email coach@ironring.co.uk by 1 May.',
    ],
    briefs: ['new year motivation'],
  },
  {
    label: 'barber',
    trade: 'hair-salon',
    onboarding: brand('Sharp Lines Barbers', 'Beauty & Wellness', {
      city: 'Cardiff',
      samplePosts: ['Fresh fades all day Saturday.', 'Walk-ins welcome until 6pm.'],
      platforms: ['instagram'],
    }),
    descriptions: ['Sorry, the shop is shut this Tuesday because of a power cut on Queen Street.'],
    briefs: ['summer hair'],
  },
  {
    label: 'nail studio',
    trade: 'beauty',
    onboarding: brand('Polished Nail Studio', 'Beauty & Wellness', {
      city: 'Liverpool',
      tagline: 'Nails, lashes and a good natter',
      samplePosts: ['Autumn colours are in! 💅', 'Chrome nails are everywhere this month! ✨'],
      platforms: ['instagram'],
      hashtagStyle: 'Trending',
    }),
    descriptions: ['Gel manicures are 20% off until Friday 7 March. Call 0151 496 0321.'],
    briefs: ['post about self-care'],
  },
  {
    label: 'bike shop',
    trade: 'bike-shop',
    onboarding: brand('Spoke & Chain Cycles', 'Retail', {
      city: 'Oxford',
      tagline: 'Repairs, rentals and good advice',
      samplePosts: [
        'Our workshop is open late on Thursdays.',
        'We fixed 40 punctures during the student rush.',
      ],
      platforms: ['facebook'],
    }),
    descriptions: ['Spring service for $60, ready in 48 hours. See spokeandchain.com'],
    briefs: ['winter riding'],
  },
  {
    label: 'garage',
    trade: 'garage',
    onboarding: brand('Millbrook Motors', 'Automotive', {
      city: 'Swindon',
      samplePosts: ['MOT bays are open from 8am.', 'Our new tyre machine has arrived.'],
      platforms: ['facebook'],
    }),
    descriptions: [
      'Recall notice: if your 2019 Ford Fiesta has a rattling brake pedal, stop driving it and call 01793 555 210.',
    ],
    briefs: ['winter car tips'],
  },
  {
    label: 'vintage boutique',
    trade: 'boutique',
    onboarding: brand('Magpie Vintage', 'Retail', {
      city: 'Norwich',
      tagline: 'Pre-loved clothes with stories',
      samplePosts: ['New rail of 70s denim just went out!', 'Our Saturday market stall is back!'],
      platforms: ['instagram'],
    }),
    descriptions: [
      'Our 10th birthday party is on Saturday 5 July from 6pm at 14 Magdalen Street. Thank you for a decade of Magpie!',
    ],
    briefs: ['something for the weekend'],
  },
  {
    label: 'law firm',
    trade: 'law-firm',
    business: { whatYouDo: 'solicitors for wills, probate and property law' },
    onboarding: brand('Crane Legal', 'Legal', {
      city: 'Edinburgh',
      tagline: 'Straight answers on wills and property',
      samplePosts: [
        'Our conveyancing team welcomes Fiona Reid.',
        'We now open on Saturday mornings.',
      ],
      platforms: ['linkedin', 'facebook'],
    }),
    descriptions: [
      'Fiona Reid joins our property team on 1 September after 12 years at Harbour Law.',
    ],
    briefs: ['post about wills'],
  },
  {
    label: 'web studio',
    trade: 'software',
    business: { whatYouDo: 'websites and web apps for small businesses' },
    onboarding: brand('Pixelworks Studio', 'Technology', {
      city: 'Dundee',
      samplePosts: ['We shipped a booking system for a local gym.', 'Our team spoke at DevFest.'],
      platforms: ['linkedin'],
    }),
    descriptions: [
      'Our status page is at status.pixelworks.io while email is down this morning. Sites are unaffected.',
    ],
    briefs: ['post about passwords'],
  },
  {
    label: 'marketing agency',
    trade: 'marketing',
    onboarding: brand('Loudmouth Marketing', 'Marketing', {
      city: 'Belfast',
      tagline: 'Marketing for people who hate marketing',
      platforms: ['linkedin'],
    }),
    descriptions: [
      'We have won Small Agency of the Year at the NI Digital Awards. Thank you to our 14 clients.',
    ],
    briefs: ['post about social media'],
  },
  {
    label: 'business coach',
    trade: 'consultant',
    onboarding: brand('Northstar Coaching', 'Consulting', {
      city: 'York',
      samplePosts: [
        'My workshop sold out in a week.',
        'I work with founders in their first three years.',
      ],
      platforms: ['linkedin'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['My next leadership workshop is on 22 May at the York Guildhall, £95 a seat.'],
    briefs: ['quarterly planning'],
  },
  {
    label: 'food bank charity',
    trade: 'charity',
    onboarding: brand('Eastside Food Bank', 'Non-profit', {
      city: 'Bradford',
      tagline: 'No one in Bradford goes hungry',
      samplePosts: [
        'Our volunteers packed 300 parcels this week.',
        'Thank you to every donor this winter.',
      ],
      platforms: ['facebook'],
    }),
    descriptions: [
      'Our friend and volunteer Margaret Hill passed away on Sunday. She packed parcels with us every Tuesday for 11 years.',
    ],
    briefs: ['a post about volunteering'],
  },
  {
    label: 'music venue',
    trade: 'venue',
    business: { whatYouDo: 'a live music venue with gigs most nights' },
    onboarding: brand('The Velvet Room', 'Entertainment', {
      city: 'Nashville',
      samplePosts: ['Sold out show tonight! 🎶', 'Thank you Nashville for a wild Friday! 🎸'],
      platforms: ['instagram', 'x'],
    }),
    descriptions: [
      'Tonight’s show with The Low Lights is postponed to 9 August. Tickets stay valid; refunds at velvetroom.com/refunds.',
    ],
    briefs: ['weekend post'],
  },
  {
    label: 'cleaning company',
    trade: 'cleaner',
    business: { whatYouDo: 'home cleaning: our cleaners do regular and one-off deep cleans' },
    onboarding: brand('Sparkle Home Cleaning', 'Other', {
      city: 'Bournemouth',
      tagline: 'Eco-friendly cleaning for busy homes',
      platforms: ['facebook'],
    }),
    descriptions: ['We now cover Poole and Christchurch, Monday to Saturday. Call 01202 555 998.'],
    briefs: ['spring cleaning post'],
  },
  {
    label: 'garden centre',
    trade: 'gardener',
    business: { whatYouDo: 'a garden centre: plants, pots, compost and gardening advice' },
    onboarding: brand('Willow Lane Garden Centre', 'Retail', {
      city: 'Harrogate',
      tagline: 'Plants, pots and good advice',
      samplePosts: ['Our seed potatoes are in.', 'The café terrace is open again.'],
      platforms: ['facebook', 'instagram'],
    }),
    descriptions: ['Tulip bulbs are in: 50 for £12 until 30 September'],
    briefs: ['post about watering in summer'],
  },
  {
    label: 'tile workshop',
    trade: 'tiler',
    business: { whatYouDo: 'hand-painted tiles and tiling for kitchens and bathrooms' },
    onboarding: brand('Terracotta Tile Workshop', 'Other', {
      city: 'Lisbon',
      tagline: 'Hand-painted tiles, made to order',
      samplePosts: [
        'A new azulejo pattern is drying in the studio.',
        'Our kiln is fired up again.',
      ],
      platforms: ['instagram'],
    }),
    descriptions: ['Our hand-painted azulejo tiles are now €8 each, in 12 new patterns'],
    briefs: ['something about grout'],
  },
  {
    label: 'physio clinic',
    trade: 'clinic',
    onboarding: brand('Motion Physio Clinic', 'Healthcare', {
      city: 'Exeter',
      samplePosts: ['Our new treatment room is ready.', 'Thank you for the lovely reviews.'],
      platforms: ['facebook'],
    }),
    descriptions: ['Dr Sam Okafor starts Saturday clinics from 5 April, 9am to 1pm.'],
    briefs: ['back pain post'],
  },
  {
    label: 'pottery studio',
    trade: 'pottery',
    business: {
      whatYouDo: 'pottery and ceramics: stoneware made in the studio, and pottery classes',
    },
    onboarding: brand('Kiln & Clay', 'Other', {
      city: 'Stoke',
      tagline: 'Stoneware made in small batches',
      samplePosts: [
        'The kiln opened this morning and nothing cracked.',
        'Mugs are back in the online shop.',
      ],
      platforms: ['instagram'],
    }),
    descriptions: [
      'Behind the scenes: glazing 60 mugs for the Christmas market at Trentham on 6 December',
    ],
    briefs: ['something about the kiln'],
  },
  {
    label: 'ramen bar writing in Japanese',
    language: 'ja',
    trade: 'restaurant',
    business: { whatYouDo: 'ramen restaurant' },
    onboarding: brand('麺屋 ひかり', 'Restaurant', {
      city: '大阪',
      samplePosts: ['本日も営業しています！🍜', '新メニューの味噌ラーメンが始まりました！🍜'],
      platforms: ['instagram'],
    }),
    descriptions: ['12月31日から1月3日まで休業いたします。新年は1月4日11時から営業します。'],
    briefs: ['冬の限定ラーメンについて投稿'],
  },
  {
    label: 'tapas bar writing in Spanish',
    language: 'es',
    trade: 'restaurant',
    business: { whatYouDo: 'tapas bar and restaurant' },
    onboarding: brand('Bar La Esquina', 'Restaurant', {
      city: 'Sevilla',
      samplePosts: ['¡Hoy tenemos salmorejo casero!', '¡Gracias por venir el sábado!'],
      platforms: ['instagram', 'facebook'],
    }),
    descriptions: [
      'Este sábado 15 de marzo tenemos flamenco en directo a las 21:00. Entrada libre.',
    ],
    briefs: ['algo para el fin de semana'],
  },
  {
    label: 'anonymous: a candle maker',
    // A candle maker is no boutique: the writer knows no trade for it and says so.
    trade: 'business',
    onboarding: null,
    businessDescription: 'I make soy candles by hand and sell them at markets and online.',
    descriptions: ['Our lavender candle is back in stock, $18 at etsy.com/shop/wickandwax'],
    briefs: ['something for mothers day'],
  },
  {
    label: 'anonymous: a bike courier co-op',
    // A courier co-op is no bike shop, whatever its bikes.
    trade: 'business',
    onboarding: null,
    businessDescription: 'A cycle courier co-op with eight riders.',
    descriptions: ['We now ride until 8pm on weekdays'],
    briefs: ['post about rainy days'],
  },
];
