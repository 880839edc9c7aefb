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
      '{Our} team looks after dogs, cats and the odd tortoise, and {we} take the time to explain every step',
      'From first vaccinations to old-age check-ups, {we} get to know every animal that comes through the door',
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
      'Give your pets a scratch from all of {us} at {place}',
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
      'Every dog gets a calm bath, a careful dry and a trim that suits its coat, never a rush job',
      '{We} work with one dog at a time, so nervous pups get all the patience they need',
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
        line: 'If you can hear nails clicking on the kitchen floor, they are due a trim',
      },
    ],
    invites: ['Say hello to the pups at {place}', 'Tag a dog who is due a fresh cut'],
  }),
  t({
    id: 'food-truck',
    noun: 'FoodTruck',
    place: 'the truck',
    cues: ['food truck', 'truck', 'street food', 'food cart', 'taco', 'tacos', 'burrito', 'van'],
    tags: ['FoodTruck', 'StreetFood', 'FoodTruckLife', 'EatLocal'],
    emoji: ['🌮', '🚚', '🔥'],
    about: [
      'Everything is cooked to order on the truck, so it comes to you hot',
      'The menu is short on purpose: a few things, done properly, every service',
    ],
    tips: [
      {
        keys: ['weekend', 'saturday', 'sunday', 'lunch', 'dinner'],
        line: 'Weekend plans sorted: find the truck, grab something hot and eat it in the sunshine',
      },
      {
        keys: ['vegan', 'plant', 'plants', 'meatless'],
        line: 'Plant-based and proud of it: nobody leaves the window hungry',
      },
      {
        keys: ['where', 'location', 'spot', 'find'],
        line: 'Wondering where the truck is parked? Keep an eye on this page for the week’s spots',
      },
    ],
    invites: ['Come find the truck and say hi', 'See you at the window'],
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
      'Every beer on the bar is brewed a few metres from where you drink it',
      '{We} brew in small batches, so the taps change as often as the seasons',
    ],
    tips: [
      {
        keys: ['weekend', 'friday', 'saturday', 'sunday'],
        line: 'Weekend sorted: the taproom is open, the taps are pouring and there is a stool with your name on it',
      },
      {
        keys: ['summer', 'sun', 'beer garden', 'garden'],
        line: 'Long evenings, cold pints and good company: summer at the taproom in a nutshell',
      },
      {
        keys: ['winter', 'christmas', 'stout', 'dark'],
        line: 'Dark nights call for darker beers, and the stouts are pouring',
      },
    ],
    invites: ['Pull up a stool at {place}', 'Raise a glass with {us} at {place}'],
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
      'Every cup is pulled by someone who cares how it tastes',
      '{Our} tables are for lingering: bring a book, bring a friend, stay a while',
    ],
    tips: [
      {
        keys: ['weekend', 'saturday', 'sunday', 'brunch'],
        line: 'Slow mornings are what weekends are for, and the coffee is ready when you are',
      },
      {
        keys: ['autumn', 'fall', 'pumpkin', 'cosy', 'cozy'],
        line: 'Jumper weather means window seats and something warm in both hands',
      },
      {
        keys: ['home', 'brew', 'beans', 'grind'],
        line: 'Brewing at home? Grind just before you brew, and your coffee will taste twice as fresh',
      },
    ],
    invites: ['Pull up a chair at {place}', 'See you for a coffee at {place}'],
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
      'Every dough is mixed by hand and baked in small batches before sunrise',
      'Slow fermentation, real butter and good flour: {we} keep the recipes simple',
    ],
    tips: [
      {
        keys: ['weekend', 'saturday', 'sunday'],
        line: 'The weekend bake is the big one, and the ovens have been going since before dawn',
      },
      {
        keys: ['keep', 'storage', 'stale', 'freeze', 'freezer'],
        line: 'Keep your loaf cut side down on the board, and freeze what you will not eat in two days',
      },
      {
        keys: ['autumn', 'winter', 'christmas', 'spice', 'cinnamon'],
        line: 'Cinnamon, cardamom and orange peel: the counter smells like the season',
      },
    ],
    invites: ['Pop in to {place} before the trays are empty', 'Come and say hello at the counter'],
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
      'The kitchen cooks with the seasons, so the menu changes as the produce does',
      '{Our} cooks make everything from scratch, down to the sauces',
    ],
    tips: [
      {
        keys: ['weekend', 'friday', 'saturday', 'sunday', 'date'],
        line: 'Good food, good company, no washing up: that is the weekend plan',
      },
      {
        keys: ['season', 'seasonal', 'spring', 'summer', 'autumn', 'winter'],
        line: 'The menu follows the seasons, and this one is worth sitting down for',
      },
    ],
    invites: ['Come hungry to {place}', 'Pull up a chair at {place}'],
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
      '{We} turn up when {we} say {we} will, explain the job in plain words and leave the place tidy',
      'Leaks, boilers, bathrooms and everything in between: no job is too small',
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
    invites: [
      'Questions about a job? Send {us} a message',
      'Need a hand? Get in touch with {place}',
    ],
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
      'Every job is tested and certified before {we} pack up',
      '{We} explain what {we} find, what needs doing now and what can wait',
    ],
    tips: [
      {
        keys: ['safety', 'safe', 'smoke', 'alarm', 'alarms'],
        line: 'Press the test button on your smoke alarms once a month: it takes ten seconds',
      },
      {
        keys: ['winter', 'christmas', 'lights', 'heater', 'heaters'],
        line: 'Check festive lights for frayed cables before they go up, and never daisy-chain extension leads',
      },
    ],
    invites: ['Questions about your electrics? Send {us} a message', 'Get in touch with {place}'],
  }),
  t({
    id: 'tiler',
    noun: 'Tiler',
    place: 'the workshop',
    cues: ['tile', 'tiles', 'tiling', 'tiler', 'mosaic', 'grout', 'ceramic tiles', 'terrazzo'],
    tags: ['Tiles', 'Tiling', 'BathroomDesign', 'InteriorDesign'],
    emoji: ['🧱', '✨'],
    about: [
      'Every tile is set by hand, with grout lines you could rule a page by',
      '{We} help you choose a pattern that suits the room, then fit it properly',
    ],
    tips: [
      {
        keys: ['clean', 'cleaning', 'grout', 'care'],
        line: 'Warm water and a soft brush keep grout looking new; harsh bleach only wears it away',
      },
      {
        keys: ['choose', 'pattern', 'colour', 'color', 'design'],
        line: 'Small rooms look bigger with larger tiles and fewer grout lines',
      },
    ],
    invites: ['Come and see the samples at {place}', 'Send {us} a photo of your room and ask away'],
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
      'Every room is made up by hand, with a view worth waking up to',
      '{Our} staff know the area well and are happy to point you to the best walks and tables',
    ],
    tips: [
      {
        keys: ['weekend', 'getaway', 'break', 'escape'],
        line: 'A weekend away does not have to be far away: slow breakfasts, long walks and a proper night’s sleep',
      },
      {
        keys: ['summer', 'spring', 'autumn', 'winter', 'season'],
        line: 'Every season has its own reasons to stay, and this one is no exception',
      },
    ],
    invites: ['Hope to welcome you at {place}', 'Come and stay a while at {place}'],
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
      'Most screens and batteries are done while you wait, so you are not without your phone for long',
      '{We} tell you the price before {we} start, and {we} never fix what is not broken',
    ],
    tips: [
      {
        keys: ['battery', 'charge', 'charging'],
        line: 'Keep your battery between 20 and 80 per cent and avoid charging in the heat: it lasts years longer',
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
    invites: ['Pop into {place} with your phone', 'Questions about a repair? Ask {us} at {place}'],
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
      'Every shelf is picked by someone who has read what is on it',
      'Ask {us} for a recommendation: it is the best part of the job',
    ],
    tips: [
      {
        keys: ['summer', 'holiday', 'beach', 'weekend', 'read', 'reads'],
        line: 'The perfect weekend read is the one you cannot put down, and the shelves are full of them',
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
    invites: ['Come and browse at {place}', 'Lose an hour among the shelves at {place}'],
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
      'Every bouquet is tied by hand from what is in season',
      '{We} choose stems at the market each week, so the bench changes with the weather',
    ],
    tips: [
      {
        keys: ['care', 'last', 'longer', 'water', 'vase'],
        line: 'Trim the stems at an angle and change the water every two days, and your flowers will thank you',
      },
      {
        keys: ['spring', 'tulips', 'season', 'summer', 'autumn', 'winter'],
        line: 'Seasonal stems look better and last longer than anything flown in',
      },
      {
        keys: ['mother', 'mothers', 'valentine', 'valentines', 'love', 'gift'],
        line: 'Flowers say what a card cannot, and a few well-chosen stems say it best',
      },
    ],
    invites: [
      'Come and smell the flowers at {place}',
      'Pop into {place} and see what is on the bench',
    ],
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
      '{We} shoot in natural light wherever {we} can and keep the direction relaxed',
      'Every gallery is edited by hand, one frame at a time',
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
    invites: ['Say hello at {place}', 'Send {us} a message with your ideas'],
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
      '{We} explain your figures in plain words, without the jargon',
      'Sole traders, partnerships and small companies make up most of {our} clients',
    ],
    tips: [
      {
        keys: ['deadline', 'deadlines', 'january', 'return', 'returns', 'season'],
        line: 'Start gathering receipts and bank statements now, not the week before the deadline',
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
    invites: ['Questions about your tax? Send {us} a message', 'Get in touch with {place}'],
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
      '{Our} team takes the time to explain every treatment before it starts',
      'Nervous patients are welcome: tell {us} and {we} will go at your pace',
    ],
    tips: [
      {
        keys: ['brush', 'brushing', 'floss', 'teeth', 'habits'],
        line: 'Brush for two minutes twice a day, and spit rather than rinse so the fluoride keeps working',
      },
      {
        keys: ['halloween', 'sweets', 'sugar', 'christmas', 'candy'],
        line: 'Sweets with a meal do less harm than sweets all afternoon: it is how often, not how much',
      },
      {
        keys: ['kids', 'children', 'parents', 'parent', 'school'],
        line: 'Children need help brushing until they can tie their own shoelaces',
      },
    ],
    invites: ['Questions? Ask the team at {place}', 'See you at {place}'],
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
      '{We} know these streets, the schools and the best corner shops',
      'Buying or selling, {we} keep you posted at every step',
    ],
    tips: [
      {
        keys: ['market', 'selling', 'sell', 'spring', 'season'],
        line: 'Thinking of selling? Fix the small things first: a dripping tap or a sticking door is all a buyer remembers',
      },
      {
        keys: ['buying', 'buy', 'first', 'buyers', 'mortgage'],
        line: 'Visit a home you love twice: once on a weekday evening and once on a weekend morning',
      },
    ],
    invites: ['Questions about the market? Ask {us} at {place}', 'Send {us} a message at {place}'],
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
      'Every session is planned around the student, not a textbook',
      '{We} work in small groups, so nobody gets lost at the back',
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
    invites: ['Questions about lessons? Send {us} a message', 'Get in touch with {place}'],
  }),
  t({
    id: 'yoga',
    noun: 'Yoga',
    place: 'the studio',
    cues: ['yoga', 'pilates', 'meditation', 'mindfulness', 'vinyasa', 'asana', 'mat', 'mats'],
    tags: ['Yoga', 'YogaPractice', 'Mindfulness', 'YogaCommunity'],
    emoji: ['🧘', '🌿'],
    about: [
      'Classes are small, so every student gets a hand with their alignment',
      'Beginners and old hands share the same mats, and nobody is watching anyone else',
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
    invites: ['See you on the mat at {place}', 'Come and breathe with {us} at {place}'],
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
      'Coaches are on the floor every session to check your form',
      'Nobody here cares how much you lift, only that you keep turning up',
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
    invites: ['See you on the gym floor at {place}', 'Come and train with {us} at {place}'],
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
      'Every cut starts with a proper chat about how you wear your hair day to day',
      '{Our} stylists keep learning, so the techniques stay fresh',
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
    invites: ['See you in the chair at {place}', 'Come and see {us} at {place}'],
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
      'Every treatment starts with a quiet chat about what you would like',
      '{We} use gentle products and take {our} time, because self-care should not be rushed',
    ],
    tips: [
      {
        keys: ['skin', 'skincare', 'summer', 'sun', 'spf'],
        line: 'SPF every morning, even on grey days, is the best skincare habit there is',
      },
      {
        keys: ['nails', 'nail', 'cuticles', 'hands', 'winter'],
        line: 'A drop of cuticle oil before bed keeps nails strong through the cold months',
      },
      {
        keys: ['relax', 'stress', 'self-care', 'selfcare', 'weekend'],
        line: 'Ten quiet minutes for yourself is not a luxury: it is maintenance',
      },
    ],
    invites: ['Treat yourself at {place}', 'Come and unwind with {us} at {place}'],
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
      'Every bike that leaves the workshop is test-ridden round the block first',
      '{We} fix everything from wobbly wheels to electric drive units',
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
    invites: ['Wheel your bike into {place}', 'Questions about your bike? Ask {us} at {place}'],
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
      '{We} show you the worn part and explain the work before {we} start',
      'Every car is checked over by a qualified mechanic, whatever it came in for',
    ],
    tips: [
      {
        keys: ['winter', 'cold', 'ice', 'frost', 'battery'],
        line: 'Cold mornings are hard on batteries: if your car is slow to start, get it tested before it lets you down',
      },
      {
        keys: ['tyres', 'tyre', 'tires', 'tread', 'summer', 'holiday', 'trip'],
        line: 'Before a long trip, check tyre pressures and tread with a coin: it takes two minutes',
      },
    ],
    invites: ['Questions about your car? Ask {us} at {place}', 'Drop in to {place} for a chat'],
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
      'Everything on the shelves is chosen by hand, a few pieces at a time',
      '{We} love helping you find the thing you did not know you were looking for',
    ],
    tips: [
      {
        keys: ['gift', 'gifts', 'christmas', 'birthday', 'present'],
        line: 'A small, well-chosen gift beats a big generic one every time',
      },
      {
        keys: ['autumn', 'winter', 'spring', 'summer', 'season', 'wardrobe'],
        line: 'New season, new shelves: come and see what has landed',
      },
    ],
    invites: ['Come and browse at {place}', 'Pop into {place} and say hello'],
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
      '{We} explain the law in plain words, not legal jargon',
      'Wills, property and family matters make up most of {our} work',
    ],
    tips: [
      {
        keys: ['will', 'wills', 'family', 'estate'],
        line: 'A will is not only for later life: anyone with children or a home should have one',
      },
      {
        keys: ['contract', 'contracts', 'business', 'small'],
        line: 'Read the termination clause of any contract before you sign: it is the one you will need',
      },
    ],
    invites: ['Questions? Send {us} a message at {place}', 'Get in touch with {place}'],
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
      '{We} build small, reliable tools that do one job well',
      'Every release is tested by people who use it, not just by machines',
    ],
    tips: [
      {
        keys: ['security', 'password', 'passwords', 'safe'],
        line: 'Switch on two-factor sign-in for your business email today: it stops most account takeovers',
      },
      {
        keys: ['backup', 'backups', 'data'],
        line: 'A backup you have never restored is a hope, not a backup: test yours this week',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Say hello to {place}'],
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
      '{We} work with small businesses who want to sound like themselves',
      'Good marketing starts with listening, so {we} ask a lot of questions first',
    ],
    tips: [
      {
        keys: ['social', 'posts', 'posting', 'content', 'instagram'],
        line: 'Post less, say more: one useful post a week beats five that nobody remembers',
      },
      {
        keys: ['brand', 'branding', 'logo', 'voice'],
        line: 'Your brand is what customers say about you when you are not in the room',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Say hello to {place}'],
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
      '{We} help small teams untangle the problem before choosing the fix',
      'Practical plans, plain words and honest feedback: that is how {we} work',
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
    invites: ['Questions? Send {us} a message', 'Get in touch with {place}'],
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
      'Everything {we} do is run by volunteers from the neighbourhood',
      'Every hour given and every coin donated goes straight back into the community',
    ],
    tips: [
      {
        keys: ['volunteer', 'volunteers', 'help', 'helping'],
        line: 'Volunteering does not need a big commitment: one hour a month makes a real difference',
      },
      {
        keys: ['winter', 'christmas', 'cold', 'season', 'giving'],
        line: 'The cold months are the hardest for many families, and small acts of kindness add up',
      },
    ],
    invites: ['Want to help? Send {us} a message', 'Come and meet the volunteers at {place}'],
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
      'The room is small, so every seat is close to the stage',
      '{We} put on local acts and touring names, and {we} care how every night sounds',
    ],
    tips: [
      {
        keys: ['weekend', 'friday', 'saturday', 'night', 'tonight'],
        line: 'Weekend plans? Good music, good people and a drink in hand',
      },
      {
        keys: ['summer', 'winter', 'season', 'lineup', 'line-up'],
        line: 'The line-up for the season is shaping up nicely',
      },
    ],
    invites: ['See you at the front at {place}', 'Come and hear it live at {place}'],
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
      '{We} use eco-friendly products and leave every room as {we} would want to find it',
      'Same faces every visit, so you always know who is in your home',
    ],
    tips: [
      {
        keys: ['spring', 'clean', 'declutter'],
        line: 'Spring cleaning tip: start at the top of a room and work down, so the dust falls on what you have not cleaned yet',
      },
      {
        keys: ['kitchen', 'oven', 'grease', 'christmas'],
        line: 'Bicarbonate of soda and a little water loosen oven grease overnight, no harsh chemicals needed',
      },
    ],
    invites: ['Questions? Send {us} a message', 'Get in touch with {place}'],
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
      '{We} plant for the soil and the light you have, not for the catalogue',
      'Every garden is planned to look good in all four seasons',
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
    invites: ['Questions about your garden? Ask {us}', 'Come and see {us} at {place}'],
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
      'Every piece is thrown, trimmed and glazed by hand in the studio',
      'No two pieces come out of the kiln quite the same, and that is the point',
    ],
    tips: [
      {
        keys: ['care', 'dishwasher', 'wash'],
        line: 'Handmade mugs last longest when washed by hand, with no sudden jumps from hot to cold',
      },
      {
        keys: ['kiln', 'firing', 'glaze', 'behind'],
        line: 'Opening the kiln is still the best moment of the week, every single time',
      },
    ],
    invites: ['Come and see the shelves at {place}', 'Say hello at {place}'],
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
      '{Our} clinicians take the time to listen before they treat',
      'Every plan is built around what you want to get back to doing',
    ],
    tips: [
      {
        keys: ['back', 'desk', 'posture', 'sitting', 'work'],
        line: 'Stand up and walk for two minutes every half hour: your back will notice the difference',
      },
      {
        keys: ['running', 'run', 'spring', 'exercise', 'summer'],
        line: 'Build up running distance by no more than a tenth each week to keep injuries away',
      },
      {
        keys: ['winter', 'flu', 'cold', 'season'],
        line: 'Wash your hands often and stay home when you are unwell: it protects the people around you',
      },
    ],
    invites: ['Questions? Ask the team at {place}', 'Get in touch with {place}'],
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
