import type { HashtagStyle, OnboardingData, Platform } from '@contract/onboarding';

/**
 * Business profiles the writer is tested on: every industry of SPEC 9 at least twice,
 * every hashtag style (and 'None', and no profile at all), brands with and without a
 * city, tagline and sample posts, voices in "we" and "I", with and without emoji,
 * exclamation marks and a sign-off, and hostile text (markup, template tokens). Each
 * profile brings two or three post descriptions as owners type them.
 */
export interface CorpusProfile {
  label: string;
  onboarding: OnboardingData | null;
  /** The anonymous generator's business description (only without a profile). */
  businessDescription?: string;
  descriptions: readonly string[];
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
  // --- Bakery
  {
    label: 'bakery with a team sign-off and emoji',
    onboarding: brand('Crumb & Co', 'Bakery', {
      city: 'Portland',
      tagline: 'Warm bread, warm hearts',
      samplePosts: [
        'Cinnamon rolls are out of the oven! 🥐\n— Team Crumb',
        'Rye Saturday is back! 🍞 Come early.\n— Team Crumb',
        'We sold out by ten today, thank you all! 🙌\n— Team Crumb',
      ],
      platforms: ['instagram', 'x'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: [
      'Fresh sourdough loaves every Saturday morning',
      'Pumpkin spice croissants are back for autumn',
      'Our new gluten-free brownies launch on Friday',
    ],
  },
  {
    label: 'bakery, calm voice, minimal tags',
    onboarding: brand('Golden Crust Bakery', 'Bakery', {
      city: 'Asheville',
      tagline: 'Baked fresh every morning',
      samplePosts: [
        'Our rye is back on the shelves this week.',
        'We are closed on Monday for the holiday. See you Tuesday.',
      ],
      platforms: ['facebook'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['Wedding cake tastings now open for spring dates', 'Bagels every Sunday'],
  },
  {
    label: 'bakery in Zürich with accents',
    onboarding: brand('Café Lumière Pâtisserie', 'Bakery', {
      city: 'Zürich',
      platforms: ['instagram'],
      hashtagStyle: 'Trending',
    }),
    descriptions: ['Crème brûlée tarts for the weekend', 'Les macarons de saison sont arrivés'],
  },
  // --- Real Estate
  {
    label: 'real estate, trending, X only',
    onboarding: brand('Keystone Realty', 'Real Estate', {
      city: 'Denver',
      tagline: 'Keys to your next chapter',
      platforms: ['x'],
      hashtagStyle: 'Trending',
    }),
    descriptions: [
      'Open house this Sunday at the lakeside condo on Maple St. from 1 to 4 p.m.',
      'Three-bedroom craftsman with a big backyard just listed',
    ],
  },
  {
    label: 'solo realtor writing as I',
    onboarding: brand('Maria Lopez Homes', 'Real Estate', {
      city: 'San Diego',
      samplePosts: [
        'I just closed on my favourite bungalow of the year.',
        'My clients always get my cell number. I answer on weekends too.',
        'I love helping first-time buyers find their place.',
      ],
      platforms: ['linkedin', 'instagram'],
      hashtagStyle: 'None',
    }),
    descriptions: [
      'First-time buyer workshop at the library on Thursday',
      'Market update for March',
    ],
  },
  {
    label: 'real estate with no city',
    onboarding: brand('Harbor Homes Group', 'Real Estate', { hashtagStyle: 'Minimal' }),
    descriptions: ['New waterfront listings this month', 'How we price homes in a slow market'],
  },
  // --- Fitness
  {
    label: 'fitness studio, exclamatory, emoji',
    onboarding: brand('Zen Flow Studio', 'Fitness', {
      city: 'Austin',
      samplePosts: [
        'Sunrise yoga was packed today! 🧘 Thank you!',
        'New mats arrived! 💪 Come try them!',
      ],
      platforms: ['instagram', 'tiktok'],
      hashtagStyle: 'Trending',
    }),
    descriptions: [
      'Join our free yoga class in the park',
      'Kettlebell bootcamp starts Monday at 6am',
    ],
  },
  {
    label: 'personal trainer as I, no emoji',
    onboarding: brand('Coach Sam Strength', 'Fitness', {
      city: 'Leeds',
      samplePosts: [
        'I coached my 100th client this week. I am proud of every one of them.',
        'My advice: sleep first, then lift.',
      ],
      platforms: ['x', 'facebook'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: ['Strength training for beginners over 50', 'Summer outdoor circuit sessions'],
  },
  {
    label: 'gym with a See you soon! sign-off',
    onboarding: brand('Iron Yard Gym', 'Fitness', {
      city: 'Chicago',
      tagline: 'Lift heavy, lift happy',
      samplePosts: [
        'Deadlift day went great. See you soon!',
        'New squat racks installed. See you soon!',
        'Holiday hours are posted at the front desk. See you soon!',
      ],
      platforms: ['facebook', 'linkedin'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['24-hour access now included in every membership', 'Spin classes twice a day'],
  },
  // --- Restaurant
  {
    label: 'restaurant, no samples, all platforms',
    onboarding: brand('La Piazza Trattoria', 'Restaurant', {
      city: 'Boston',
      tagline: 'Handmade pasta since 1998',
      platforms: ['instagram', 'facebook', 'tiktok', 'x', 'linkedin'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: [
      'Meet our new head chef and try the tasting menu',
      'Truffle season: wild mushroom tagliatelle is back',
    ],
  },
  {
    label: 'food truck, trending',
    onboarding: brand('Seoul Street Tacos', 'Restaurant', {
      city: 'Los Angeles',
      samplePosts: ['Kimchi fries are back 🔥🔥', 'Find us on 5th street tonight 🌮'],
      platforms: ['tiktok', 'instagram'],
      hashtagStyle: 'Trending',
    }),
    descriptions: ['Bulgogi burritos at the night market this Friday', 'New spicy pork tacos'],
  },
  {
    label: 'cafe with a CJK description',
    onboarding: brand('Matcha House', 'Restaurant', {
      city: 'Vancouver',
      platforms: ['x'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['新しい抹茶ラテが登場しました', 'Matcha latte art class on Saturday'],
  },
  // --- Retail
  {
    label: 'boutique, moderate, instagram',
    onboarding: brand('Thread & Needle Boutique', 'Retail', {
      city: 'Nashville',
      tagline: 'Small batch, big style',
      samplePosts: ['New linen arrived today.', 'Our autumn window is up. Come and see it.'],
      platforms: ['instagram'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: [
      'Holiday gift cards now available in store',
      'Linen dresses restocked in every size',
    ],
  },
  {
    label: 'bookshop, none style',
    onboarding: brand('Paper Lantern Books', 'Retail', {
      city: 'Edinburgh',
      platforms: ['facebook', 'x'],
      hashtagStyle: 'None',
    }),
    descriptions: [
      'Signed copies of the new mystery novel arrive Tuesday',
      'Author reading and wine evening next Thursday',
    ],
  },
  {
    label: 'florist with emoji sign-off',
    onboarding: brand('Petal Post Florist', 'Retail', {
      city: 'Savannah',
      samplePosts: [
        'Peonies are in 🌸\nWith love, Petal Post',
        'Mother’s Day orders are open 💐\nWith love, Petal Post',
      ],
      platforms: ['instagram', 'x'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: [
      'Mother’s Day bouquets: order by Thursday for delivery',
      'Sunflower bunches all week',
    ],
  },
  // --- Healthcare
  {
    label: 'dental practice, calm',
    onboarding: brand('Bright Smile Dental', 'Healthcare', {
      city: 'Phoenix',
      tagline: 'Gentle care for the whole family',
      samplePosts: [
        'Dr. Patel is back from leave on Monday.',
        'We now offer evening appointments on Wednesdays.',
      ],
      platforms: ['facebook'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: [
      'Free check-ups for kids during school holidays',
      'Teeth whitening offer this month',
    ],
  },
  {
    label: 'physiotherapy clinic, X and LinkedIn',
    onboarding: brand('Motion Physio Clinic', 'Healthcare', {
      city: 'Melbourne',
      platforms: ['x', 'linkedin'],
      hashtagStyle: 'Trending',
    }),
    descriptions: ['Running injury screening for marathon season', 'New hydrotherapy pool opens'],
  },
  // --- Technology
  {
    label: 'SaaS startup, trending, X',
    onboarding: brand('Ledgerly', 'Technology', {
      city: 'San Francisco',
      tagline: 'Bookkeeping that does itself',
      samplePosts: [
        'We shipped dark mode. You asked, we listened.',
        'Our API now supports webhooks.',
      ],
      platforms: ['x', 'linkedin'],
      hashtagStyle: 'Trending',
    }),
    descriptions: [
      'Version 2.0 with bank sync is live. Read more at https://ledgerly.example.com/blog',
      'Live demo webinar next Tuesday',
    ],
  },
  {
    label: 'computer repair, minimal, no city',
    onboarding: brand('ByteFix', 'Technology', {
      platforms: ['facebook'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['Same-day laptop screen repairs', 'Free data backup check with every service'],
  },
  {
    label: 'IT consultant as I',
    onboarding: brand('Priya Codes', 'Technology', {
      city: 'Bangalore',
      samplePosts: [
        'I rebuilt a client site in a weekend. My favourite kind of challenge.',
        'I am taking two new projects in June.',
      ],
      platforms: ['linkedin'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: ['Website speed audits for small shops', 'Accessibility fixes for online stores'],
  },
  // --- Education
  {
    label: 'tutoring centre',
    onboarding: brand('Bright Minds Tutoring', 'Education', {
      city: 'Toronto',
      tagline: 'Confidence, one lesson at a time',
      platforms: ['facebook', 'instagram'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: ['Summer maths camp for ages 8 to 12', 'SAT prep course starts in September'],
  },
  {
    label: 'music school, exclamatory',
    onboarding: brand('Harmony Music School', 'Education', {
      city: 'Vienna',
      samplePosts: ['Recital night was magical!', 'Piano places for autumn are open!'],
      platforms: ['instagram'],
      hashtagStyle: 'Trending',
    }),
    descriptions: ['Beginner guitar lessons for adults', 'Spring recital on April 12'],
  },
  // --- Marketing
  {
    label: 'marketing agency, LinkedIn',
    onboarding: brand('Spark Social Agency', 'Marketing', {
      city: 'London',
      tagline: 'Stories that sell',
      platforms: ['linkedin', 'x'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: [
      'Case study: how a local bakery doubled its orders',
      'Free social media audit for small businesses',
    ],
  },
  {
    label: 'freelance copywriter as I',
    onboarding: brand('Words by Jo', 'Marketing', {
      samplePosts: [
        'I wrote 40 product pages this month and loved every one.',
        'My inbox is open for autumn projects.',
      ],
      platforms: ['linkedin'],
      hashtagStyle: 'None',
    }),
    descriptions: ['Website copy packages for therapists', 'Newsletter writing for small brands'],
  },
  // --- Consulting
  {
    label: 'business consultancy',
    onboarding: brand('Northstar Advisory', 'Consulting', {
      city: 'Minneapolis',
      platforms: ['linkedin'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: ['Free workshop on cash flow planning', 'How we cut a client’s costs by 20%'],
  },
  {
    label: 'HR consultant, trending, X',
    onboarding: brand('People First HR', 'Consulting', {
      city: 'Dublin',
      samplePosts: [
        'Good teams start with good onboarding 🤝',
        'Our hiring checklist is free to download 📋',
      ],
      platforms: ['x'],
      hashtagStyle: 'Trending',
    }),
    descriptions: ['Hiring your first employee: a checklist', 'Remote team retreat planning'],
  },
  // --- Beauty & Wellness
  {
    label: 'salon with emoji and exclamations',
    onboarding: brand('Glow Beauty Bar', 'Beauty & Wellness', {
      city: 'Miami',
      tagline: 'Glow from within',
      samplePosts: [
        'Summer glow facials are here! ✨',
        'Book your lashes before the weekend! 💕',
        'New nail colours just dropped! 💅',
      ],
      platforms: ['instagram', 'tiktok'],
      hashtagStyle: 'Trending',
    }),
    descriptions: [
      'Summer glow facial with a free mini massage',
      'Bridal hair and makeup packages',
    ],
  },
  {
    label: 'massage therapist as I, calm',
    onboarding: brand('Still Waters Massage', 'Beauty & Wellness', {
      city: 'Portland',
      samplePosts: [
        'I have two openings on Friday afternoon.',
        'My hot stone massage is back for winter.',
      ],
      platforms: ['facebook'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['Hot stone massage for winter evenings', 'Gift vouchers for Valentine’s Day'],
  },
  {
    label: 'barbershop, none style',
    onboarding: brand('Sharp Lines Barbershop', 'Beauty & Wellness', {
      city: 'Brooklyn',
      platforms: ['instagram', 'x'],
      hashtagStyle: 'None',
    }),
    descriptions: ['Walk-ins welcome every Saturday', 'Hot towel shaves are back'],
  },
  // --- Automotive
  {
    label: 'auto repair shop',
    onboarding: brand('Rapid Auto Repair', 'Automotive', {
      city: 'Houston',
      tagline: 'Honest fixes, fair prices',
      platforms: ['facebook', 'x'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: [
      'Winter tyre swap special through December',
      'Free brake inspection with every oil change',
    ],
  },
  {
    label: 'car detailing, trending',
    onboarding: brand('Shine Pro Detailing', 'Automotive', {
      city: 'Scottsdale',
      samplePosts: ['Before and after 😍', 'Ceramic coating day 🚗✨'],
      platforms: ['instagram', 'tiktok'],
      hashtagStyle: 'Trending',
    }),
    descriptions: ['Ceramic coating packages for spring', 'Interior deep clean for family SUVs'],
  },
  // --- Finance
  {
    label: 'accounting firm, calm',
    onboarding: brand('Clearview Accounting', 'Finance', {
      city: 'Seattle',
      tagline: 'Numbers made simple',
      samplePosts: [
        'Quarterly filings are due on the 15th.',
        'We have moved to a new office on 3rd Ave.',
      ],
      platforms: ['linkedin', 'facebook'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: [
      'Tax return season: book your slot before April',
      'Bookkeeping packages for freelancers',
    ],
  },
  {
    label: 'financial planner, X',
    onboarding: brand('Evergreen Wealth Partners', 'Finance', {
      city: 'Charlotte',
      platforms: ['x'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: [
      'Retirement planning seminar at the community centre',
      'What the new tax rules mean for your savings',
    ],
  },
  // --- Legal
  {
    label: 'law firm, formal, with sign-off',
    onboarding: brand('Hartley & Shaw LLP', 'Legal', {
      city: 'Philadelphia',
      tagline: 'Clear counsel, fair fees',
      samplePosts: [
        'Our office is closed for the holiday.\nHartley & Shaw LLP',
        'We welcome Ms. Chen to the firm as a partner.\nHartley & Shaw LLP',
      ],
      platforms: ['linkedin', 'facebook'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: ['Free estate planning clinic next Wednesday', 'What to do after a car accident'],
  },
  {
    label: 'immigration lawyer as I, minimal',
    onboarding: brand('Ana Ruiz Law', 'Legal', {
      city: 'El Paso',
      samplePosts: [
        'I answer your visa questions every Friday.',
        'My office now offers consultations in Spanish.',
      ],
      platforms: ['x', 'instagram'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['Work visa changes explained', 'Citizenship application checklist'],
  },
  // --- Entertainment
  {
    label: 'music venue, trending',
    onboarding: brand('The Blue Room', 'Entertainment', {
      city: 'New Orleans',
      samplePosts: ['Sold out! 🎷 Thank you!', 'Jazz brunch is back! 🎶'],
      platforms: ['instagram', 'x', 'tiktok'],
      hashtagStyle: 'Trending',
    }),
    descriptions: ['Live jazz every Thursday night', 'Comedy open mic this Sunday'],
  },
  {
    label: 'escape room, moderate',
    onboarding: brand('Locked In Escape Rooms', 'Entertainment', {
      city: 'Manchester',
      tagline: 'Can you get out in 60 minutes?',
      platforms: ['facebook'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: [
      'New haunted mansion room opens for Halloween',
      'Team building packages for offices',
    ],
  },
  // --- Non-profit
  {
    label: 'food bank',
    onboarding: brand('Eastside Food Bank', 'Non-profit', {
      city: 'Cleveland',
      tagline: 'No neighbour goes hungry',
      samplePosts: [
        'Thank you to the 40 volunteers who packed boxes on Saturday.',
        'We delivered 1,200 meals this week. Thank you.',
      ],
      platforms: ['facebook', 'instagram'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: [
      'Volunteers needed for the holiday food drive',
      'Winter coat collection starts Monday',
    ],
  },
  {
    label: 'animal shelter, trending',
    onboarding: brand('Second Chance Paws', 'Non-profit', {
      city: 'Tucson',
      samplePosts: ['Meet Biscuit! 🐶 He loves naps!', 'Adoption day was a success! 🐾'],
      platforms: ['instagram', 'x'],
      hashtagStyle: 'Trending',
    }),
    descriptions: ['Adoption weekend: 20 dogs looking for homes', 'Donate blankets for winter'],
  },
  // --- Other
  {
    label: 'other industry, neutral',
    onboarding: brand('Blue Door Studio', 'Other', {
      city: 'Lisbon',
      platforms: ['instagram'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: ['Pottery workshop for beginners', 'Open studio day with free coffee'],
  },
  {
    label: 'industry left blank',
    onboarding: brand('Maple Leaf Cleaning', '', {
      city: 'Ottawa',
      platforms: ['facebook'],
      hashtagStyle: 'None',
    }),
    descriptions: ['Spring deep cleaning slots open', 'Eco-friendly products in every clean'],
  },
  {
    label: 'industry not in the list',
    onboarding: brand('Wag Walkers', 'Pet care', {
      city: 'Denver',
      platforms: ['x', 'instagram'],
      hashtagStyle: 'Trending',
    }),
    descriptions: ['Group dog walks in the park every morning', 'Puppy socialisation meetups'],
  },
  // --- Hostile and unusual text
  {
    label: 'markup and template tokens everywhere',
    onboarding: brand('<b>Evil</b> Bakes', 'Bakery', {
      city: '<script>alert(1)</script>Springfield',
      tagline: '<img src=x onerror=alert(1)>Sweet treats',
      samplePosts: ['<a href="x">Click</a> for cake!', 'Cakes <i>daily</i>!'],
      platforms: ['instagram', 'x'],
      hashtagStyle: 'Moderate',
    }),
    descriptions: [
      'Cupcakes <img src=x onerror=alert(1)> for [brand] on Friday',
      '{name} brownie box <b>now</b> shipping',
    ],
  },
  {
    label: 'long name, long description, short city',
    onboarding: brand(
      'The Old Town Neighbourhood Family Kitchen and Catering Company',
      'Restaurant',
      {
        city: 'Bath',
        platforms: ['x', 'instagram'],
        hashtagStyle: 'Moderate',
      },
    ),
    descriptions: [
      'This weekend only we are serving a slow-roasted lamb shoulder with rosemary potatoes, a garden salad from our own allotment, fresh bread from the bakery next door, and a sticky toffee pudding that our regulars have been asking about since last winter, so book early because tables always go fast',
      'Sunday roast',
    ],
  },
  {
    label: 'description with several sentences and emoji',
    onboarding: brand('Sunny Side Diner', 'Restaurant', {
      city: 'Tampa',
      samplePosts: ['Pancakes all day!', 'Open early! See you soon!'],
      platforms: ['facebook', 'instagram'],
      hashtagStyle: 'Minimal',
    }),
    descriptions: [
      'New menu! Try the chicken and waffles. Open 7 a.m. to 3 p.m. daily 🧇',
      'Kids eat free on Tuesdays',
    ],
  },
  // --- The anonymous generator: no profile, a business description instead
  {
    label: 'anonymous bike repair shop',
    onboarding: null,
    businessDescription: 'A family bike repair shop',
    descriptions: ['Spring tune-up special for road bikes', 'Flat tyre fixed while you wait'],
  },
  {
    label: 'anonymous bakery',
    onboarding: null,
    businessDescription: 'Neighbourhood bakery making sourdough and pastries since 2010',
    descriptions: ['Fresh sourdough this Saturday', 'Cinnamon buns are back'],
  },
  {
    label: 'anonymous law office',
    onboarding: null,
    businessDescription: 'Small law office helping tenants and landlords',
    descriptions: ['Free tenant rights evening', 'New lease templates explained'],
  },
  {
    label: 'anonymous without a known industry',
    onboarding: null,
    businessDescription: 'We make handmade candles',
    descriptions: ['Autumn scents are here', 'Candle making workshop on Saturday'],
  },
];
