import type { Industry } from './industry';

/**
 * How one trade talks. The 17 industries of the profile are too coarse (a vet is not a
 * hospital, a food truck is not a restaurant), so the writer infers the trade from the
 * business name, tagline, sample posts or business description and falls back to the
 * industry. Lines are templates: {we} {We} {our} {Our} {us} {weAre} {WeAre} follow the
 * brand's person, {place} is the business name (or the trade's place without one).
 *
 * Nothing here may promise what an owner did not: no offers, discounts, free things,
 * delivery, booking, reservations, trials, consultations, demos or guarantees (writer rule 2 of
 * ADR 0012, checked in trades.test.ts).
 */
export interface Trade {
  id: string;
  /** Joined to the city for a local tag: #LeedsPlumber. */
  noun: string;
  /** Where the business is, when it has no name to stand for it. */
  place: string;
  /** Words in the name, tagline, samples or description that point to this trade. */
  cues: readonly string[];
  /** CamelCase tag bodies, most relevant first. */
  tags: readonly string[];
  emoji: readonly string[];
  /** What the business does and how: substance for medium and long captions. */
  about: readonly string[];
  /** Topic lines for vague briefs: a tip or a seasonal note, with the words they answer. */
  tips: readonly { keys: readonly string[]; line: string }[];
  /** Neutral invitations that promise nothing. */
  invites: readonly string[];
}

const t = (trade: Trade) => trade;

export const TRADES: readonly Trade[] = [
  t({
    id: 'vet',
    noun: 'Vet',
    place: 'the practice',
    cues: ['vet', 'vets', 'veterinary', 'veterinarian', 'animal hospital', 'pets', 'livestock'],
    tags: ['VetLife', 'PetHealth', 'Veterinary', 'PetCare'],
    emoji: ['🐾', '🐶', '🐱'],
    about: [
      'Most problems in pets are easier to treat when they are caught early',
      'Pets hide pain well, so a change in appetite or mood is worth a question',
    ],
    tips: [
      {
        keys: ['tick', 'ticks', 'lyme', 'parasite', 'parasites', 'flea', 'fleas'],
        line: 'Tick season is here: after every walk, run your hands over your dog from nose to tail and check ears, armpits and between the toes',
      },
      {
        keys: ['summer', 'heat', 'hot', 'sun'],
        line: 'On hot days, walk dogs early or late, test the pavement with the back of your hand, and always carry water',
      },
      {
        keys: ['winter', 'cold', 'christmas', 'chocolate', 'holiday'],
        line: 'Chocolate, grapes and raisins are all toxic to dogs, so keep the festive treats well out of reach',
      },
      {
        keys: ['firework', 'fireworks', 'noise', 'anxious', 'anxiety'],
        line: 'Fireworks can terrify pets: keep them indoors, close the curtains and give them a quiet den to hide in',
      },
    ],
    invites: [
      'Questions about your pet? Ask {us} at {place}',
      'Tag a friend whose pet would like this',
    ],
  }),
  t({
    id: 'dog-groomer',
    noun: 'DogGroomer',
    place: 'the grooming room',
    cues: [
      'groomer',
      'grooming',
      'groom',
      'grooms',
      'doggy',
      'dog spa',
      'pooch',
      'pup',
      'pups',
      'dogs',
      'coats',
      'coat',
      'cockapoo',
      'spaniel',
      'spaniels',
      'poodle',
      'fur',
    ],
    tags: ['DogGrooming', 'DogGroomer', 'GroomedDog', 'DogsOfInstagram'],
    emoji: ['🐶', '✂️', '🛁'],
    about: [
      'A good trim suits the coat and the dog as well as the season',
      'Nervous dogs settle faster with short, calm visits and plenty of praise',
    ],
    tips: [
      {
        keys: ['brush', 'brushing', 'coat', 'matting', 'mats', 'tangles'],
        line: 'A five-minute brush a few times a week stops mats before they start, especially behind the ears',
      },
      {
        keys: ['summer', 'heat', 'shave', 'hot'],
        line: 'Double-coated breeds keep cooler with a good de-shed than with a shave, so ask before you clip it all off',
      },
      {
        keys: ['nails', 'nail', 'paws', 'paw'],
        line: 'If you can hear nails clicking on a hard floor, they are due a trim',
      },
    ],
    invites: ['Questions about your dog’s coat? Ask {us}', 'Tag a dog who is due a fresh cut'],
  }),
  t({
    id: 'food-truck',
    noun: 'FoodTruck',
    place: 'the truck',
    cues: ['food truck', 'truck', 'street food', 'food cart', 'taco', 'tacos', 'burrito', 'van'],
    tags: ['FoodTruck', 'StreetFood', 'FoodTruckLife', 'EatLocal'],
    emoji: ['🌮', '🚚', '🔥'],
    about: [
      'Street food tastes best eaten where it is made, while it is still hot',
      'A short list of dishes done well beats a long one done in a hurry',
    ],
    tips: [
      {
        keys: ['weekend', 'saturday', 'sunday', 'lunch', 'dinner'],
        line: 'Weekend plans: good food eaten outside, with friends, in the sunshine',
      },
      {
        keys: ['vegan', 'plant', 'plants', 'meatless'],
        line: 'Plant-based food is all about what is on the plate',
      },
      {
        keys: ['where', 'location', 'spot', 'find'],
        line: 'Street food is best shared: order two things and swap halves',
      },
    ],
    invites: ['Tag the friend you always share food with', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'brewery',
    noun: 'Brewery',
    place: 'the taproom',
    cues: [
      'brewery',
      'brewing',
      'brewco',
      'taproom',
      'tap room',
      'ipa',
      'ale',
      'ales',
      'lager',
      'stout',
      'beer',
      'beers',
      'pub',
      'on tap',
      'hops',
      'brew',
    ],
    tags: ['CraftBeer', 'Brewery', 'Taproom', 'IndependentBeer', 'DrinkLocal'],
    emoji: ['🍺', '🍻'],
    about: [
      'Fresh beer tastes best close to where it was brewed',
      'Small batches mean the beer changes with the seasons',
    ],
    tips: [
      {
        keys: ['weekend', 'friday', 'saturday', 'sunday'],
        line: 'Weekend plans: a good beer, good company and nowhere to rush off to',
      },
      {
        keys: ['summer', 'sun', 'beer garden', 'garden'],
        line: 'Long evenings and cold pints: summer in a nutshell',
      },
      {
        keys: ['winter', 'christmas', 'stout', 'dark'],
        line: 'Dark nights call for darker beers',
      },
    ],
    invites: ['Tag the friend you would share a pint with', 'Cheers from {place}'],
  }),
  t({
    id: 'cafe',
    noun: 'Cafe',
    place: 'the café',
    cues: [
      'café',
      'cafe',
      'coffee',
      'espresso',
      'latte',
      'flat white',
      'roastery',
      'tea room',
      'brunch',
    ],
    tags: ['Coffee', 'CoffeeShop', 'Cafe', 'Brunch', 'CoffeeTime'],
    emoji: ['☕', '🥐'],
    about: [
      'A good cup of coffee is worth slowing down for',
      'Coffee tastes better with a friend and nowhere to be',
    ],
    tips: [
      {
        keys: ['weekend', 'saturday', 'sunday', 'brunch'],
        line: 'Slow mornings are what weekends are for',
      },
      {
        keys: ['autumn', 'fall', 'pumpkin', 'cosy', 'cozy'],
        line: 'Jumper weather means something warm in both hands',
      },
      {
        keys: ['home', 'brew', 'beans', 'grind'],
        line: 'Brewing at home? Grind just before you brew, and your coffee will taste twice as fresh',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Cheers from {place}'],
  }),
  t({
    id: 'bakery',
    noun: 'Bakery',
    place: 'the bakery',
    cues: [
      'bakery',
      'baker',
      'bakers',
      'bread',
      'sourdough',
      'crust',
      'crumb',
      'pastry',
      'pastries',
      'patisserie',
      'cake',
      'cakes',
      'croissant',
      'croissants',
      'loaves',
      'loaf',
    ],
    tags: ['Bakery', 'FreshBread', 'Sourdough', 'ArtisanBread', 'Baking'],
    emoji: ['🥐', '🍞', '🧁'],
    about: [
      'Good bread needs time more than anything else',
      'Bread keeps its crust best in a paper bag',
    ],
    tips: [
      {
        keys: ['weekend', 'saturday', 'sunday'],
        line: 'A weekend breakfast is better with something freshly baked on the table',
      },
      {
        keys: ['keep', 'storage', 'stale', 'freeze', 'freezer'],
        line: 'Keep your loaf cut side down on the board, and freeze what is left after a couple of days',
      },
      {
        keys: ['autumn', 'winter', 'christmas', 'spice', 'cinnamon'],
        line: 'Cinnamon, cardamom and orange peel: the smells of the season',
      },
    ],
    invites: [
      'Tag the friend who always saves you the last slice',
      'Questions? Send {us} a message',
    ],
  }),
  t({
    id: 'restaurant',
    noun: 'Restaurant',
    place: 'the restaurant',
    cues: [
      'restaurant',
      'bistro',
      'kitchen',
      'trattoria',
      'diner',
      'eatery',
      'chef',
      'menu',
      'dining',
      'tapas',
      'sushi',
      'ramen',
      'pizzeria',
      'pizza',
      'grill',
    ],
    tags: ['Foodie', 'EatLocal', 'Restaurant', 'GoodFood', 'DinnerTime'],
    emoji: ['🍽️', '🍷', '👨‍🍳'],
    about: [
      'Food tastes best when it is cooked in season',
      'A good meal is as much about the company as the food',
    ],
    tips: [
      {
        keys: ['weekend', 'friday', 'saturday', 'sunday', 'date'],
        line: 'Good food and good company: that is the weekend plan',
      },
      {
        keys: ['season', 'seasonal', 'spring', 'summer', 'autumn', 'winter'],
        line: 'Every season brings its own ingredients, and its own reasons to sit down together',
      },
    ],
    invites: ['Tag the friend you would share a table with', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'plumber',
    noun: 'Plumber',
    place: 'the workshop',
    cues: [
      'plumber',
      'plumbing',
      'boiler',
      'boilers',
      'heating',
      'pipes',
      'leak',
      'leaks',
      'drains',
      'gas safe',
    ],
    tags: ['Plumber', 'Plumbing', 'HeatingEngineer', 'HomeRepairs'],
    emoji: ['🔧', '🚿'],
    about: [
      'A small drip fixed today saves a big repair later',
      'Knowing where your stopcock is matters most in the minute you need it',
    ],
    tips: [
      {
        keys: ['winter', 'cold', 'frost', 'freeze', 'frozen', 'pipes'],
        line: 'Before the first frost, lag any pipes in the loft or garage and find your stopcock so you can turn the water off fast',
      },
      {
        keys: ['boiler', 'heating', 'radiator', 'radiators', 'autumn'],
        line: 'Cold patches at the top of a radiator mean trapped air: a radiator key and a towel fix it in a minute',
      },
      {
        keys: ['drain', 'drains', 'blocked', 'sink'],
        line: 'Fat poured down the sink sets hard in the pipes, so let it cool and bin it instead',
      },
    ],
    invites: ['Questions about a job? Send {us} a message', 'Questions? Ask {us}'],
  }),
  t({
    id: 'electrician',
    noun: 'Electrician',
    place: 'the workshop',
    cues: [
      'electrician',
      'electrical',
      'electrics',
      'rewire',
      'rewiring',
      'wiring',
      'sockets',
      'fuse',
      'ev charger',
    ],
    tags: ['Electrician', 'ElectricalWork', 'HomeSafety', 'Rewiring'],
    emoji: ['💡', '🔌'],
    about: [
      'Warm sockets, flickering lights and a burning smell are all signs to call an electrician',
      'Overloaded extension leads are one of the most common causes of house fires',
    ],
    tips: [
      {
        keys: ['safety', 'safe', 'smoke', 'alarm', 'alarms'],
        line: 'Press the test button on your smoke alarms once a month: it takes ten seconds',
      },
      {
        keys: ['winter', 'christmas', 'lights', 'heater', 'heaters'],
        line: 'Check festive lights for frayed cables before they go up, and plug each lead straight into the wall',
      },
    ],
    invites: ['Questions about your electrics? Send {us} a message', 'Questions? Ask {us}'],
  }),
  t({
    id: 'tiler',
    noun: 'Tiler',
    place: 'the workshop',
    cues: ['tile', 'tiles', 'tiling', 'tiler', 'mosaic', 'grout', 'ceramic tiles', 'terrazzo'],
    tags: ['Tiles', 'Tiling', 'BathroomDesign', 'InteriorDesign'],
    emoji: ['🧱', '✨'],
    about: [
      'A tiled floor is as flat as the floor underneath it',
      'Order a few extra tiles and keep them: a cracked one is easy to replace with a match',
    ],
    tips: [
      {
        keys: ['clean', 'cleaning', 'grout', 'care'],
        line: 'Warm water and a soft brush keep grout looking new for years',
      },
      {
        keys: ['choose', 'pattern', 'colour', 'color', 'design'],
        line: 'Small rooms look bigger with larger tiles and fewer grout lines',
      },
    ],
    invites: ['Questions about tiles? Ask {us}', 'Send {us} a photo of your room and ask away'],
  }),
  t({
    id: 'hotel',
    noun: 'Hotel',
    place: 'the hotel',
    cues: [
      'hotel',
      'inn',
      'b&b',
      'bed and breakfast',
      'guesthouse',
      'guest house',
      'hostel',
      'lodge',
      'rooms',
      'suites',
      'guests',
    ],
    tags: ['Hotel', 'Travel', 'WeekendAway', 'StayLocal'],
    emoji: ['🛏️', '🌅', '🧳'],
    about: [
      'A short break close to home can feel like a proper holiday',
      'The best way to know a place is on foot, with an afternoon to spare',
    ],
    tips: [
      {
        keys: ['weekend', 'getaway', 'break', 'escape'],
        line: 'A weekend away can be close to home: slow breakfasts, long walks and a proper night’s sleep',
      },
      {
        keys: ['summer', 'spring', 'autumn', 'winter', 'season'],
        line: 'Every season has its own reasons to get away',
      },
    ],
    invites: ['Tag the friend you would go away with', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'phone-repair',
    noun: 'PhoneRepair',
    place: 'the kiosk',
    cues: [
      'phone repair',
      'phone',
      'phones',
      'iphone',
      'screen',
      'screens',
      'kiosk',
      'smartphone',
      'tablet',
      'battery',
      'fix',
    ],
    tags: ['PhoneRepair', 'ScreenRepair', 'RightToRepair', 'TechRepair'],
    emoji: ['📱', '🔧'],
    about: [
      'A swollen battery is a safety risk: stop charging the phone and get it looked at',
      'A good screen protector costs far less than a new screen',
    ],
    tips: [
      {
        keys: ['battery', 'charge', 'charging'],
        line: 'Keep your phone out of the heat while it charges, and the battery lasts years longer',
      },
      {
        keys: ['screen', 'case', 'drop', 'protector', 'cracked'],
        line: 'A crack at the edge spreads: get it seen to before it reaches the middle of the screen',
      },
      {
        keys: ['water', 'rain', 'wet', 'summer', 'holiday'],
        line: 'Dropped your phone in water? Switch it off straight away and skip the bag of rice',
      },
    ],
    invites: ['Questions about your phone? Ask {us}', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'bookshop',
    noun: 'Bookshop',
    place: 'the shop',
    cues: [
      'bookshop',
      'bookstore',
      'books',
      'book shop',
      'booksellers',
      'bookseller',
      'reading',
      'novel',
      'novels',
      'book club',
    ],
    tags: ['Bookshop', 'IndieBookshop', 'BookLover', 'AmReading', 'Bookstagram'],
    emoji: ['📚', '📖'],
    about: [
      'The best book recommendations come from people',
      'A book is the one gift that gets better every time it is shared',
    ],
    tips: [
      {
        keys: ['summer', 'holiday', 'beach', 'weekend', 'read', 'reads'],
        line: 'The perfect weekend read is the one you keep reading past bedtime',
      },
      {
        keys: ['gift', 'gifts', 'christmas', 'present'],
        line: 'A book chosen for someone is a gift they keep for years',
      },
      {
        keys: ['children', 'kids', 'parents', 'parent', 'school'],
        line: 'Reading aloud together, even to older children, is one of the best habits a family can keep',
      },
    ],
    invites: ['Tag a friend who would love this', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'florist',
    noun: 'Florist',
    place: 'the flower shop',
    cues: [
      'florist',
      'flowers',
      'flower',
      'bouquet',
      'bouquets',
      'floral',
      'blooms',
      'roses',
      'peonies',
      'λουλούδια',
      'ανθοπωλείο',
    ],
    tags: ['Florist', 'Flowers', 'FlowerShop', 'Bouquet'],
    emoji: ['💐', '🌷', '🌸'],
    about: [
      'Flowers in season look better and last longer',
      'A vase scrubbed clean keeps flowers fresh for days longer',
    ],
    tips: [
      {
        keys: ['care', 'last', 'longer', 'water', 'vase'],
        line: 'Trim the stems at an angle and change the water every two days, and your flowers will thank you',
      },
      {
        keys: ['spring', 'tulips', 'season', 'summer', 'autumn', 'winter'],
        line: 'Keep flowers away from the fruit bowl: ripening fruit makes them fade faster',
      },
      {
        keys: ['mother', 'mothers', 'valentine', 'valentines', 'love', 'gift'],
        line: 'A few well-chosen stems say more than a card',
      },
    ],
    invites: ['Tag someone who deserves flowers this week', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'photographer',
    noun: 'Photographer',
    place: 'the studio',
    cues: [
      'photographer',
      'photography',
      'photos',
      'portrait',
      'portraits',
      'headshots',
      'shoot',
      'shoots',
      'wedding photography',
      'studio photography',
    ],
    tags: ['Photography', 'Photographer', 'PortraitPhotography', 'PhotoOfTheDay'],
    emoji: ['📷', '✨'],
    about: [
      'Natural light is the most flattering light there is',
      'Printed photos get looked at; photos on a phone get forgotten',
    ],
    tips: [
      {
        keys: ['light', 'golden', 'hour', 'evening', 'summer'],
        line: 'The hour before sunset is called golden for a reason: soft light flatters everyone',
      },
      {
        keys: ['phone', 'photos', 'tips', 'better'],
        line: 'Better phone photos start with one habit: wipe the lens before you shoot',
      },
      {
        keys: ['family', 'families', 'kids', 'christmas', 'autumn'],
        line: 'The best family photos happen between the poses, when everyone forgets the camera',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Send {us} a message with your ideas'],
  }),
  t({
    id: 'tax-adviser',
    noun: 'TaxAdviser',
    place: 'the office',
    cues: [
      'tax',
      'taxes',
      'accountant',
      'accountants',
      'accounting',
      'bookkeeping',
      'bookkeeper',
      'payroll',
      'vat',
      'self assessment',
      'returns',
      'cpa',
    ],
    tags: ['TaxTips', 'SmallBusinessTax', 'Accounting', 'SelfAssessment'],
    emoji: ['📊', '🧾'],
    about: [
      'Good records all year make the tax return the easy part',
      'Knowing your numbers every month beats a surprise once a year',
    ],
    tips: [
      {
        keys: ['deadline', 'deadlines', 'january', 'return', 'returns', 'season'],
        line: 'Start gathering receipts and bank statements now, well before the deadline',
      },
      {
        keys: ['receipts', 'records', 'expenses', 'year', 'new year'],
        line: 'Photograph every receipt the day you get it, and your expenses will add up by themselves',
      },
      {
        keys: ['business', 'small', 'start', 'starting'],
        line: 'Keep a separate bank account for the business from day one: your future self will thank you',
      },
    ],
    invites: ['Questions about your tax? Send {us} a message', 'Questions? Ask {us}'],
  }),
  t({
    id: 'dentist',
    noun: 'Dentist',
    place: 'the practice',
    cues: [
      'dentist',
      'dentists',
      'dental',
      'teeth',
      'tooth',
      'orthodontic',
      'orthodontist',
      'smile',
      'smiles',
      'hygienist',
    ],
    tags: ['Dentist', 'DentalCare', 'HealthySmile', 'OralHealth'],
    emoji: ['🦷', '😁'],
    about: [
      'Small problems with teeth are easier to fix when they are caught early',
      'Bleeding gums are a sign to see a dentist and keep brushing gently',
    ],
    tips: [
      {
        keys: ['brush', 'brushing', 'floss', 'teeth', 'habits'],
        line: 'Brush for two minutes twice a day, and spit rather than rinse so the fluoride keeps working',
      },
      {
        keys: ['halloween', 'sweets', 'sugar', 'christmas', 'candy'],
        line: 'Sweets with a meal do less harm than sweets all afternoon: how often matters more than how much',
      },
      {
        keys: ['kids', 'children', 'parents', 'parent', 'school'],
        line: 'Children need help brushing until they can tie their own shoelaces',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Tag someone who needs a reminder to floss'],
  }),
  t({
    id: 'realtor',
    noun: 'RealEstate',
    place: 'the office',
    cues: [
      'realtor',
      'realty',
      'estate agent',
      'estate agents',
      'real estate',
      'property',
      'properties',
      'listing',
      'listings',
      'open house',
      'lettings',
    ],
    tags: ['RealEstate', 'HomeForSale', 'JustListed', 'DreamHome'],
    emoji: ['🏡', '🔑'],
    about: [
      'A home is a street and a neighbourhood as much as four walls',
      'The right price at the start sells a home faster than a cut later',
    ],
    tips: [
      {
        keys: ['market', 'selling', 'sell', 'spring', 'season'],
        line: 'Thinking of selling? Fix the small things first: a dripping tap or a sticking door is all a buyer remembers',
      },
      {
        keys: ['buying', 'buy', 'first', 'buyers', 'mortgage'],
        line: 'See a home you love twice: once on a weekday evening and once on a weekend morning',
      },
    ],
    invites: ['Questions about the market? Ask {us} at {place}', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'tutor',
    noun: 'Tutor',
    place: 'the study room',
    cues: [
      'tutor',
      'tutoring',
      'tuition',
      'tutors',
      'lessons',
      'maths',
      'math',
      'exam',
      'exams',
      'gcse',
      'sat',
      'homework',
      'learning centre',
      'school',
      'students',
      'pupils',
    ],
    tags: ['Tutoring', 'Education', 'StudyTips', 'Learning'],
    emoji: ['📚', '✏️'],
    about: [
      'Confidence comes before results: a student who asks questions is learning',
      'Little and often beats cramming, in every subject',
    ],
    tips: [
      {
        keys: ['parents', 'parent', 'home', 'help', 'homework'],
        line: 'Parents often ask how to help at home: ten minutes of reading together each evening does more than an hour of drills',
      },
      {
        keys: ['exam', 'exams', 'revision', 'revise', 'study'],
        line: 'Short revision sessions with breaks beat long nights: twenty-five minutes on, five minutes off',
      },
      {
        keys: ['summer', 'holiday', 'holidays', 'school', 'september', 'term'],
        line: 'A little reading over the holidays keeps the summer slide away',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Questions? Ask {us}'],
  }),
  t({
    id: 'yoga',
    noun: 'Yoga',
    place: 'the studio',
    cues: ['yoga', 'pilates', 'meditation', 'mindfulness', 'vinyasa', 'asana', 'mat', 'mats'],
    tags: ['Yoga', 'YogaPractice', 'Mindfulness', 'YogaCommunity'],
    emoji: ['🧘', '🌿'],
    about: [
      'Yoga meets you where you are: flexibility comes with practice, one breath at a time',
      'A few minutes of stretching every day does more than one long session a week',
    ],
    tips: [
      {
        keys: ['stress', 'calm', 'sleep', 'breathe', 'breathing'],
        line: 'Try this tonight: breathe in for four, hold for four, out for six, and feel your shoulders drop',
      },
      {
        keys: ['desk', 'work', 'back', 'posture', 'stretch'],
        line: 'Sitting all day? Roll your shoulders back and stretch your arms overhead every hour',
      },
      {
        keys: ['new year', 'january', 'start', 'beginners', 'beginner'],
        line: 'The hardest part of yoga is unrolling the mat: everything after that is practice',
      },
    ],
    invites: ['Tag a friend who needs to breathe out', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'gym',
    noun: 'Gym',
    place: 'the gym',
    cues: [
      'gym',
      'fitness',
      'personal trainer',
      'crossfit',
      'workout',
      'training',
      'strength',
      'bootcamp',
      'boxing',
      'spin',
    ],
    tags: ['Fitness', 'Gym', 'StrengthTraining', 'FitFam'],
    emoji: ['💪', '🏋️'],
    about: [
      'Good technique beats brute strength, every time',
      'Turning up matters more than any single workout',
    ],
    tips: [
      {
        keys: ['new year', 'january', 'start', 'goals', 'motivation'],
        line: 'Pick one goal you can measure and write it where you will see it every morning',
      },
      {
        keys: ['summer', 'heat', 'water', 'hydration'],
        line: 'Drink water before you feel thirsty, especially on warm training days',
      },
      {
        keys: ['rest', 'recovery', 'sleep', 'weekend'],
        line: 'Rest days are training days too: muscles grow while you recover',
      },
    ],
    invites: ['Tag your training partner', 'Questions? Send {us} a message'],
  }),
  t({
    // A climbing wall is no gym for its owners: #FitFam and "muscles grow while you
    // recover" read as another trade's.
    id: 'climbing',
    noun: 'Climbing',
    place: 'the wall',
    cues: [
      'bouldering',
      'boulder',
      'climbing',
      'climbers',
      'climbing wall',
      'climbing gym',
      'bouldering gym',
    ],
    tags: ['Bouldering', 'Climbing', 'ClimbingGym', 'ClimbingCommunity'],
    emoji: ['🧗'],
    about: [
      'Quiet feet climb better than strong arms',
      'Falling well is a skill worth practising on purpose',
    ],
    tips: [
      {
        keys: ['beginner', 'beginners', 'first', 'start', 'new'],
        line: 'On a first session, climb plenty of easy problems and stop before your forearms give out',
      },
      {
        keys: ['rest', 'recovery', 'fingers', 'weekend'],
        line: 'Fingers need rest days too: tendons take longer to adapt than muscles',
      },
      {
        keys: ['winter', 'cold', 'skin', 'chalk'],
        line: 'Cool, dry skin grips best: a little chalk goes further than a lot',
      },
    ],
    invites: ['Tag your climbing partner', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'hair-salon',
    noun: 'HairSalon',
    place: 'the salon',
    cues: [
      'salon',
      'hair',
      'hairdresser',
      'hairdressing',
      'barber',
      'barbers',
      'barbershop',
      'cuts',
      'colour',
      'balayage',
      'stylist',
    ],
    tags: ['HairSalon', 'Hairstyle', 'HairInspo', 'Barber'],
    emoji: ['💇', '✂️'],
    about: [
      'A good cut is one that works on the days you do nothing to it',
      'A trim every few months keeps split ends from travelling up the hair',
    ],
    tips: [
      {
        keys: ['summer', 'sun', 'heat', 'swim', 'chlorine'],
        line: 'Wet your hair with tap water before a swim and it soaks up less chlorine',
      },
      {
        keys: ['colour', 'color', 'blonde', 'toner'],
        line: 'Wash colour-treated hair in cool water and it holds its shine for longer',
      },
      {
        keys: ['winter', 'dry', 'frizz', 'cold'],
        line: 'Cold weather dries hair out: swap one wash a week for a deep-conditioning mask',
      },
    ],
    invites: ['Tag a friend who is due a fresh cut', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'beauty',
    noun: 'Beauty',
    place: 'the studio',
    cues: [
      'beauty',
      'nails',
      'nail',
      'lashes',
      'brows',
      'facial',
      'facials',
      'skincare',
      'spa',
      'massage',
      'wellness',
      'manicure',
      'pedicure',
    ],
    tags: ['Beauty', 'SelfCare', 'Skincare', 'NailArt'],
    emoji: ['💅', '🌸', '✨'],
    about: [
      'Skin changes with the seasons, and so should the way you care for it',
      'Gentle care done often beats harsh care done once',
    ],
    tips: [
      {
        keys: ['skin', 'skincare', 'summer', 'sun', 'spf'],
        line: 'SPF every morning, even on grey days, is the best skincare habit there is',
      },
      {
        keys: ['nails', 'nail', 'cuticles', 'hands', 'winter'],
        line: 'Drink water and sleep well: skin shows both',
      },
      {
        keys: ['relax', 'stress', 'self-care', 'selfcare', 'weekend'],
        line: 'Ten quiet minutes for yourself is maintenance',
      },
    ],
    invites: [
      'Tag a friend who deserves some time for themselves',
      'Questions? Send {us} a message',
    ],
  }),
  t({
    id: 'bike-shop',
    noun: 'BikeShop',
    place: 'the workshop',
    cues: [
      'bike',
      'bikes',
      'bicycle',
      'bicycles',
      'cycles',
      'cycling',
      'cycle',
      'cyclists',
      'e-bike',
      'ebike',
    ],
    tags: ['Cycling', 'BikeShop', 'BikeRepair', 'BikeLife'],
    emoji: ['🚲', '🔧'],
    about: [
      'A clean, oiled chain makes every ride easier',
      'Tyres at the right pressure mean fewer punctures and a faster ride',
    ],
    tips: [
      {
        keys: ['spring', 'service', 'check', 'tune'],
        line: 'Before the first spring ride, check the tyres, squeeze the brakes and oil the chain',
      },
      {
        keys: ['winter', 'rain', 'wet', 'dark', 'lights'],
        line: 'Dark evenings mean lights front and back, and a rinse after every wet ride',
      },
      {
        keys: ['commute', 'commuting', 'work'],
        line: 'Riding to work? Keep a spare tube and a mini pump in your bag, just in case',
      },
    ],
    invites: ['Tag your riding buddy', 'Questions about your bike? Ask {us} at {place}'],
  }),
  t({
    id: 'garage',
    noun: 'Garage',
    place: 'the garage',
    cues: [
      'garage',
      'mechanic',
      'mechanics',
      'mot',
      'tyres',
      'tires',
      'car',
      'cars',
      'auto',
      'servicing',
      'bodywork',
      'motors',
    ],
    tags: ['CarCare', 'Mechanic', 'CarService', 'AutoRepair'],
    emoji: ['🚗', '🔧'],
    about: [
      'A dashboard light is cheaper to check today than next month',
      'Regular oil changes are the cheapest way to keep an engine healthy',
    ],
    tips: [
      {
        keys: ['winter', 'cold', 'ice', 'frost', 'battery'],
        line: 'Cold mornings are hard on batteries: if your car is slow to start, get the battery checked before it lets you down',
      },
      {
        keys: ['tyres', 'tyre', 'tires', 'tread', 'summer', 'holiday', 'trip'],
        line: 'Before a long trip, check tyre pressures and tread with a coin: it takes two minutes',
      },
    ],
    invites: ['Questions about your car? Ask {us} at {place}', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'boutique',
    noun: 'Boutique',
    place: 'the shop',
    cues: [
      'boutique',
      'clothing',
      'clothes',
      'fashion',
      'dresses',
      'vintage',
      'shop',
      'store',
      'gifts',
      'homeware',
      'jewellery',
      'jewelry',
      'candles',
      'handmade',
      'retail',
    ],
    tags: ['ShopLocal', 'ShopSmall', 'Boutique', 'IndependentShop'],
    emoji: ['🛍️', '✨'],
    about: [
      'A few pieces you love beat a wardrobe full of maybes',
      'The best gifts are the ones that feel chosen',
    ],
    tips: [
      {
        keys: ['gift', 'gifts', 'christmas', 'birthday', 'present'],
        line: 'A small, well-chosen gift beats a big generic one every time',
      },
      {
        keys: ['autumn', 'winter', 'spring', 'summer', 'season', 'wardrobe'],
        line: 'A new season is a good time to pick out one thing you will use every day',
      },
    ],
    invites: ['Tag a friend who would love this', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'law-firm',
    noun: 'Lawyer',
    place: 'the office',
    cues: [
      'law',
      'lawyer',
      'lawyers',
      'solicitor',
      'solicitors',
      'legal',
      'attorney',
      'attorneys',
      'conveyancing',
      'probate',
      'notary',
    ],
    tags: ['LegalAdvice', 'Law', 'Solicitor', 'SmallBusinessLaw'],
    emoji: ['⚖️', '📜'],
    about: [
      'Legal problems are cheaper to prevent than to fix',
      'A will kept up to date spares a family a lot of worry',
    ],
    tips: [
      {
        keys: ['will', 'wills', 'family', 'estate'],
        line: 'Anyone with children or a home should have a will, at any age',
      },
      {
        keys: ['contract', 'contracts', 'business', 'small'],
        line: 'Read the termination clause of any contract before you sign: it is the one you will need',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Questions? Ask {us}'],
  }),
  t({
    id: 'software',
    noun: 'Tech',
    place: 'the studio',
    cues: [
      'software',
      'app',
      'apps',
      'saas',
      'developer',
      'developers',
      'web design',
      'website',
      'websites',
      'it support',
      'cloud',
      'startup',
      'digital',
    ],
    tags: ['Tech', 'SmallBusinessTech', 'WebDesign', 'SoftwareDevelopment'],
    emoji: ['💻', '🚀'],
    about: [
      'The best tools do one job well and stay out of the way',
      'Good software starts with a real problem',
    ],
    tips: [
      {
        keys: ['security', 'password', 'passwords', 'safe'],
        line: 'Switch on two-factor sign-in for your business email today: it stops most account takeovers',
      },
      {
        keys: ['backup', 'backups', 'data'],
        line: 'Test your backup this week: a backup is proven the day you restore it',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Questions? Ask {us}'],
  }),
  t({
    id: 'marketing',
    noun: 'Marketing',
    place: 'the studio',
    cues: [
      'marketing',
      'agency',
      'branding',
      'brand',
      'social media',
      'seo',
      'copywriting',
      'pr',
      'advertising',
    ],
    tags: ['Marketing', 'SmallBusinessMarketing', 'Branding', 'ContentMarketing'],
    emoji: ['📣', '💡'],
    about: [
      'Customers remember a business that sounds like itself',
      'Good marketing starts with listening to customers',
    ],
    tips: [
      {
        keys: ['social', 'posts', 'posting', 'content', 'instagram'],
        line: 'Post less, say more: one useful post a week beats five that nobody remembers',
      },
      {
        keys: ['brand', 'branding', 'logo', 'voice'],
        line: 'Your brand is what customers say about you when you leave the room',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Questions? Ask {us}'],
  }),
  t({
    id: 'consultant',
    noun: 'Consulting',
    place: 'the office',
    cues: [
      'consultant',
      'consulting',
      'consultancy',
      'advisory',
      'coach',
      'coaching',
      'strategy',
      'mentor',
    ],
    tags: ['Consulting', 'SmallBusiness', 'Leadership', 'BusinessStrategy'],
    emoji: ['📈', '💡'],
    about: [
      'Understanding the problem is half of solving it',
      'Keep a plan short and write it plainly, so people read it',
    ],
    tips: [
      {
        keys: ['planning', 'plan', 'year', 'goals', 'quarter'],
        line: 'Before planning next quarter, list three things that worked last quarter and do more of them',
      },
      {
        keys: ['meetings', 'meeting', 'team', 'time'],
        line: 'Every meeting should end with a name next to each action, or it was a chat',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Questions? Ask {us}'],
  }),
  t({
    id: 'charity',
    noun: 'Charity',
    place: 'the centre',
    cues: [
      'charity',
      'nonprofit',
      'non-profit',
      'volunteer',
      'volunteers',
      'foundation',
      'community group',
      'food bank',
      'donate',
      'donations',
      'fundraiser',
      'fundraising',
      'shelter',
      'rescue',
    ],
    tags: ['Charity', 'Community', 'Volunteering', 'GivingBack'],
    emoji: ['💛', '🤝'],
    about: [
      'Strong communities are built by neighbours looking out for each other',
      'Small acts of kindness add up to something big',
    ],
    tips: [
      {
        keys: ['volunteer', 'volunteers', 'help', 'helping'],
        line: 'Volunteering can be small: one hour a month makes a real difference',
      },
      {
        keys: ['winter', 'christmas', 'cold', 'season', 'giving'],
        line: 'The cold months are the hardest for many families',
      },
    ],
    invites: [
      'Want to help? Send {us} a message',
      'Share this with someone who might want to help',
    ],
  }),
  t({
    id: 'venue',
    noun: 'LiveMusic',
    place: 'the venue',
    cues: [
      'venue',
      'live music',
      'gig',
      'gigs',
      'band',
      'concert',
      'theatre',
      'theater',
      'comedy',
      'club',
      'dj',
      'cinema',
      'karaoke',
    ],
    tags: ['LiveMusic', 'GigLife', 'NightOut', 'Entertainment'],
    emoji: ['🎶', '🎤', '🎸'],
    about: [
      'Live music sounds different when you can feel it',
      'A night out is better with live music and good company',
    ],
    tips: [
      {
        keys: ['weekend', 'friday', 'saturday', 'night', 'tonight'],
        line: 'Weekend plans? Good music, good people and a drink in hand',
      },
      {
        keys: ['summer', 'winter', 'season', 'lineup', 'line-up'],
        line: 'Tag the friend you go to every gig with',
      },
    ],
    invites: ['Tag your gig buddy', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'cleaner',
    noun: 'Cleaning',
    place: 'the office',
    cues: [
      'cleaning',
      'cleaner',
      'cleaners',
      'maid',
      'maids',
      'housekeeping',
      'window cleaning',
      'carpet',
      'carpets',
      'end of tenancy',
    ],
    tags: ['CleaningTips', 'CleanHome', 'CleaningService', 'HomeCare'],
    emoji: ['🧽', '✨'],
    about: [
      'A tidy home is easier to keep clean: clear surfaces first, then dust, then floors',
      'Ten minutes of tidying every evening saves an hour at the weekend',
    ],
    tips: [
      {
        keys: ['spring', 'clean', 'declutter'],
        line: 'Spring cleaning tip: start at the top of a room and work down, so the dust falls on what is still to clean',
      },
      {
        keys: ['kitchen', 'oven', 'grease', 'christmas'],
        line: 'Bicarbonate of soda and a little water loosen baked-on grease overnight',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Questions? Ask {us}'],
  }),
  t({
    id: 'gardener',
    noun: 'Gardener',
    place: 'the nursery',
    cues: [
      'garden',
      'gardens',
      'gardener',
      'gardening',
      'landscaping',
      'landscaper',
      'lawn',
      'lawns',
      'nursery',
      'plants',
      'garden centre',
      'tree surgeon',
      'hedges',
    ],
    tags: ['Gardening', 'GardenDesign', 'Landscaping', 'GrowYourOwn'],
    emoji: ['🌱', '🌳', '🌼'],
    about: [
      'Plants do best in the soil and light they like, whatever the catalogue says',
      'A garden planted for all four seasons always has something to look at',
    ],
    tips: [
      {
        keys: ['spring', 'planting', 'plant', 'seeds', 'sow'],
        line: 'Wait until the soil crumbles in your hand before you sow: cold, wet ground rots seeds',
      },
      {
        keys: ['summer', 'watering', 'water', 'heat', 'dry'],
        line: 'Water in the evening, at the roots, and your plants will drink it all before the sun does',
      },
      {
        keys: ['autumn', 'leaves', 'winter', 'bulbs'],
        line: 'Autumn is bulb time: plant them twice as deep as they are tall',
      },
    ],
    invites: ['Questions about your garden? Ask {us}', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'pottery',
    noun: 'Pottery',
    place: 'the studio',
    cues: [
      'pottery',
      'ceramics',
      'ceramic',
      'potter',
      'clay',
      'kiln',
      'wheel',
      'glaze',
      'workshop',
      'crafts',
      'craft',
    ],
    tags: ['Pottery', 'Ceramics', 'Handmade', 'MakersGonnaMake'],
    emoji: ['🏺', '✨'],
    about: [
      'Pottery is meant to be used every day',
      'Every piece from the wheel is a little different, and that is the point',
    ],
    tips: [
      {
        keys: ['care', 'dishwasher', 'wash'],
        line: 'Glazed mugs last longest washed in the sink, away from sudden jumps from hot to cold',
      },
      {
        keys: ['kiln', 'firing', 'glaze', 'behind'],
        line: 'A mug that fits your hand makes every cup of tea better',
      },
    ],
    invites: ['Tag a friend who collects mugs', 'Questions? Send {us} a message'],
  }),
  t({
    id: 'clinic',
    noun: 'Health',
    place: 'the clinic',
    cues: [
      'clinic',
      'physio',
      'physiotherapy',
      'physiotherapist',
      'chiropractor',
      'osteopath',
      'doctor',
      'gp',
      'surgery',
      'health',
      'therapy',
      'therapist',
      'pharmacy',
      'optician',
      'medical',
    ],
    tags: ['Health', 'Wellbeing', 'Physiotherapy', 'HealthyLiving'],
    emoji: ['🩺', '💙'],
    about: [
      'Pain that lasts more than a few weeks is worth getting checked',
      'Gentle movement often helps recovery more than complete rest',
    ],
    tips: [
      {
        keys: ['back', 'desk', 'posture', 'sitting', 'work'],
        line: 'Stand up and walk for two minutes every half hour: your back will notice the difference',
      },
      {
        keys: ['running', 'run', 'spring', 'exercise', 'summer'],
        line: 'Build up running distance a little each week to keep injuries away',
      },
      {
        keys: ['winter', 'flu', 'cold', 'season'],
        line: 'Wash your hands often and stay home when you are unwell: it protects the people around you',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Questions? Ask {us}'],
  }),
  t({
    // The trade-neutral bank: what is true of any business. A business whose trade is not
    // known gets these and its owner's own words, never the nearest trade's lines.
    id: 'business',
    noun: 'SmallBusiness',
    place: 'the team',
    cues: [],
    tags: [],
    emoji: ['✨', '👋'],
    about: [],
    tips: [],
    // Four words at most: lines every business may share (writer rule 6).
    invites: ['Send {us} a message', 'Questions? Just ask {us}'],
  }),
];

/** The trade each of the profile's 17 industries falls back to. */
export const INDUSTRY_TRADES: Record<Industry, string> = {
  Bakery: 'bakery',
  'Real Estate': 'realtor',
  Fitness: 'gym',
  Restaurant: 'restaurant',
  Retail: 'boutique',
  Healthcare: 'clinic',
  Technology: 'software',
  Education: 'tutor',
  Marketing: 'marketing',
  Consulting: 'consultant',
  'Beauty & Wellness': 'beauty',
  Automotive: 'garage',
  Finance: 'tax-adviser',
  Legal: 'law-firm',
  Entertainment: 'venue',
  'Non-profit': 'charity',
  Other: 'business',
};

/**
 * The industries under which a trade is a plausible reading of the business. A trade the
 * name, tagline or samples point to is taken only when the profile's industry is one of
 * these (a vet under Healthcare, not under Retail).
 */
export const TRADE_INDUSTRIES: Readonly<Record<string, readonly Industry[]>> = {
  vet: ['Healthcare'],
  'dog-groomer': ['Beauty & Wellness', 'Retail'],
  'food-truck': ['Restaurant'],
  brewery: ['Restaurant', 'Retail'],
  cafe: ['Restaurant', 'Bakery'],
  bakery: ['Bakery', 'Restaurant', 'Retail'],
  restaurant: ['Restaurant'],
  hotel: ['Entertainment', 'Restaurant'],
  'phone-repair': ['Technology', 'Retail'],
  bookshop: ['Retail'],
  florist: ['Retail'],
  photographer: ['Entertainment', 'Marketing'],
  'tax-adviser': ['Finance'],
  dentist: ['Healthcare'],
  realtor: ['Real Estate'],
  tutor: ['Education'],
  yoga: ['Fitness', 'Beauty & Wellness'],
  gym: ['Fitness'],
  climbing: ['Fitness'],
  'hair-salon': ['Beauty & Wellness'],
  beauty: ['Beauty & Wellness'],
  'bike-shop': ['Retail'],
  garage: ['Automotive'],
  boutique: ['Retail'],
  'law-firm': ['Legal'],
  software: ['Technology'],
  marketing: ['Marketing'],
  consultant: ['Consulting'],
  charity: ['Non-profit'],
  venue: ['Entertainment'],
  pottery: ['Retail', 'Entertainment', 'Education'],
  clinic: ['Healthcare'],
};

/**
 * Industries narrow enough that choosing one says the trade (a bakery is a bakery). The
 * others (Retail, Healthcare, Education...) cover trades that share nothing, so they
 * name a trade only with the business's own words agreeing.
 */
export const DEFINING_INDUSTRIES: ReadonlySet<Industry> = new Set([
  'Bakery',
  'Real Estate',
  'Legal',
]);

const TRADE_BY_ID = new Map(TRADES.map((trade) => [trade.id, trade]));

export function tradeById(id: string): Trade {
  const trade = TRADE_BY_ID.get(id) ?? TRADE_BY_ID.get('business');
  if (!trade) throw new Error('The generic trade is missing.');
  return trade;
}

const lower = (text: string) => text.toLocaleLowerCase('en-US');

function score(trade: Trade, words: ReadonlySet<string>, text: string): number {
  let total = 0;
  for (const cue of trade.cues) {
    if (cue.includes(' ') ? text.includes(cue) : words.has(cue)) total += cue.includes(' ') ? 2 : 1;
  }
  return total;
}

/**
 * Words that name a trade on their own ("a family bakery", "plumber in Leeds"), as opposed
 * to cues that many trades share ("lessons", "rooms", "garden", "clinic").
 */
export const TRADE_NAMING_WORDS: Readonly<Record<string, readonly string[]>> = {
  vet: ['vet', 'vets', 'veterinary', 'veterinarian'],
  'dog-groomer': ['groomer', 'groomers', 'dog grooming'],
  'food-truck': ['food truck'],
  brewery: ['brewery', 'microbrewery'],
  cafe: ['café', 'cafe', 'coffee shop'],
  bakery: ['bakery', 'baker', 'bakers'],
  restaurant: ['restaurant', 'bistro', 'trattoria'],
  plumber: ['plumber', 'plumbers', 'plumbing'],
  electrician: ['electrician', 'electricians'],
  tiler: ['tiler', 'tilers', 'tiling'],
  hotel: ['hotel', 'guesthouse', 'b&b'],
  'phone-repair': ['phone repair', 'phone repairs'],
  bookshop: ['bookshop', 'bookstore', 'booksellers'],
  florist: ['florist', 'florists'],
  photographer: ['photographer', 'photography studio'],
  dentist: ['dentist', 'dental practice'],
  realtor: ['realtor', 'estate agent', 'estate agents'],
  tutor: ['tutor', 'tutoring'],
  yoga: ['yoga studio'],
  gym: ['gym'],
  climbing: ['bouldering', 'climbing wall', 'climbing gym', 'bouldering gym'],
  'hair-salon': ['hair salon', 'hairdresser', 'hairdressers', 'barber', 'barbers'],
  'bike-shop': ['bike shop', 'bicycle shop'],
  boutique: ['boutique'],
  pottery: ['pottery', 'potter', 'ceramics studio'],
};

/** The trade whose cues a text matches best, with its score; null when none matches. */
export function bestTrade(text: string): { trade: Trade; score: number } | null {
  const clean = lower(text).slice(0, 4_000);
  const words = new Set(clean.match(/[\p{L}\p{N}&-]+/gu) ?? []);
  let best: { trade: Trade; score: number } | null = null;
  for (const trade of TRADES) {
    const value = score(trade, words, ` ${clean} `);
    if (value >= 1 && (!best || value > best.score)) best = { trade, score: value };
  }
  return best;
}
