import { INDUSTRIES } from '@contract/constants';
import type { Pronouns } from './voice';

export type Industry = (typeof INDUSTRIES)[number];

/** A sentence in the brand's person ("we" or "I"), without its final punctuation mark. */
export type Line = (p: Pronouns) => string;

/**
 * How one industry talks: a bakery invites you in before the trays are empty, a law firm
 * offers a confidential consultation. Sentences are functions of the pronouns so that a
 * sole trader writing "I" reads right; every call to action is unique to its industry.
 */
export interface IndustryVocabulary {
  /** Joined to the city for a local hashtag: #PortlandBakery. */
  tagNoun: string;
  /** Opens a caption, before the description; `who` is the business and its city. */
  hooks: readonly ((who: string) => string)[];
  /** The same without a business name (the anonymous generator). */
  anonymousHooks: readonly Line[];
  /** What the business does and how, to give medium and long captions substance. */
  details: readonly Line[];
  callsToAction: readonly Line[];
  closers: readonly Line[];
  /** Lower-case hashtag words, most relevant first. */
  hashtags: readonly string[];
  /** Extra tags for the Trending style. */
  trendTags: readonly string[];
  emoji: readonly string[];
  /** Words in a business description that point to this industry. */
  cues: readonly string[];
}

export const INDUSTRY_VOCABULARY: Record<Industry, IndustryVocabulary> = {
  Bakery: {
    tagNoun: 'Bakery',
    hooks: [
      (who) => `Fresh from the oven at ${who}`,
      (who) => `Something sweet is happening at ${who}`,
      (who) => `News from the bakery counter at ${who}`,
    ],
    anonymousHooks: [
      (p) => `Fresh from ${p.our} ovens`,
      (p) => `Something sweet from ${p.our} kitchen`,
    ],
    details: [
      (p) =>
        `${p.We} mix every dough by hand and bake in small batches before sunrise, so everything on the counter is as fresh as it gets`,
      (p) =>
        `Real butter, stone-ground flour and slow fermentation: ${p.we} keep the recipes simple and let the ingredients do the talking`,
      (p) =>
        `Each loaf rests overnight to build flavour and that crackly crust, which is why ${p.we} never rush a bake, even on the busiest Saturday`,
      () =>
        `From flaky croissants to celebration cakes, everything on the counter is made on site by people who love a good crumb`,
    ],
    callsToAction: [
      () => `Pop in early, before the trays are empty`,
      (p) => `Pre-order yours by sending ${p.us} a message`,
      () => `Stop by the counter and treat yourself this week`,
    ],
    closers: [
      (p) => `Thank you for choosing local bread and letting ${p.us} bake for your table`,
      (p) => `Every loaf you buy keeps a neighbourhood oven warm, and ${p.weAre} grateful`,
    ],
    hashtags: [
      'bakery',
      'freshbaked',
      'artisanbread',
      'pastry',
      'baking',
      'breadlover',
      'bakedgoods',
      'pastrylove',
    ],
    trendTags: ['baketok', 'foodie', 'instafood'],
    emoji: ['🥐', '🍞', '🧁'],
    cues: [
      'bakery',
      'baker',
      'bread',
      'pastry',
      'pastries',
      'cake',
      'cakes',
      'croissant',
      'patisserie',
      'cupcake',
      'donut',
      'bagel',
    ],
  },
  'Real Estate': {
    tagNoun: 'RealEstate',
    hooks: [
      (who) => `New listing alert from ${who}`,
      (who) => `Open house news from ${who}`,
      (who) => `A market update from ${who}`,
    ],
    anonymousHooks: [() => `A new listing worth a look`, () => `News for home buyers and sellers`],
    details: [
      (p) =>
        `${p.We} walk every property in person and price it with real local sales data, not guesswork or a number pulled from a website`,
      (p) =>
        `Whether you are buying your first home or selling the family house, ${p.we} handle the paperwork, the viewings and the negotiation`,
      (p) =>
        `${p.We} know these streets, the schools and the commute times, and ${p.we} share all of it with you before you make an offer`,
      (p) =>
        `Good light, a sensible layout and room to grow: ${p.we} help you see past the staging to what a home is really like to live in`,
    ],
    callsToAction: [
      (p) => `Book a private viewing with ${p.us} today`,
      (p) => `Message ${p.us} for the full listing details and floor plan`,
      (p) => `Ask ${p.us} for a free valuation of your home`,
    ],
    closers: [
      (p) => `Finding the right home takes time, and ${p.weAre} with you for every step of it`,
      (p) => `Thank you for trusting ${p.us} with one of the biggest decisions you will make`,
    ],
    hashtags: [
      'realestate',
      'homeforsale',
      'househunting',
      'newlisting',
      'realtor',
      'dreamhome',
      'openhouse',
      'homebuyers',
    ],
    trendTags: ['realestatetok', 'housetour', 'justlisted'],
    emoji: ['🏡', '🔑', '📍'],
    cues: [
      'realtor',
      'realty',
      'estate',
      'realestate',
      'property',
      'properties',
      'homes',
      'listings',
      'broker',
      'condo',
      'condos',
      'lettings',
    ],
  },
  Fitness: {
    tagNoun: 'Fitness',
    hooks: [
      (who) => `New at ${who}`,
      (who) => `Time to move with ${who}`,
      (who) => `Your next workout is waiting at ${who}`,
    ],
    anonymousHooks: [() => `Time to get moving`, () => `Something new for your training week`],
    details: [
      () =>
        `Every session is coached by certified trainers who scale each move to your level, so beginners and regulars train side by side`,
      (p) =>
        `${p.We} care more about steady progress than quick fixes: good form first, then strength, then the personal bests that follow`,
      () =>
        `Classes are small on purpose, which means real feedback on your technique instead of a crowded room and a shouting coach`,
      (p) =>
        `Bring your energy and a water bottle; ${p.we} bring the plan, the music and the encouragement you need to finish every session strong`,
    ],
    callsToAction: [
      () => `Book your free trial class today`,
      () => `Grab a spot on the class schedule before it fills up`,
      (p) => `Send ${p.us} a message to plan your first session`,
    ],
    closers: [
      (p) => `Every rep counts, and ${p.weAre} proud to be part of your progress`,
      (p) => `Thank you for sweating with ${p.us}, you make every class better`,
    ],
    hashtags: [
      'fitness',
      'workout',
      'training',
      'fitfam',
      'gym',
      'strength',
      'healthylifestyle',
      'personaltrainer',
    ],
    trendTags: ['fittok', 'gymtok', 'fitnessjourney'],
    emoji: ['💪', '🏋️', '🔥'],
    cues: [
      'gym',
      'fitness',
      'trainer',
      'workout',
      'workouts',
      'yoga',
      'pilates',
      'crossfit',
      'boxing',
      'spin',
      'bootcamp',
    ],
  },
  Restaurant: {
    tagNoun: 'Eats',
    hooks: [
      (who) => `Straight from the kitchen at ${who}`,
      (who) => `On the menu at ${who}`,
      (who) => `Tonight at ${who}`,
    ],
    anonymousHooks: [(p) => `Straight from ${p.our} kitchen`, () => `Something new on the menu`],
    details: [
      (p) =>
        `${p.Our} chefs cook from scratch every day with produce from local farms, so the menu follows the seasons and never gets boring`,
      () =>
        `Come hungry: portions are generous, the sauces are made in house and there is always something new to share at the table`,
      (p) =>
        `Whether it is a quick lunch or a long dinner with friends, ${p.we} save you a seat, pour something nice and keep the kitchen open late`,
      (p) =>
        `${p.We} taste every plate before it leaves the pass, because a good meal is all about the details most people never notice`,
    ],
    callsToAction: [
      () => `Reserve your table online tonight`,
      (p) => `Order for pickup or delivery straight from ${p.our} website`,
      (p) => `Call ${p.us} to book a table for the weekend`,
    ],
    closers: [
      (p) => `Thank you for eating local and keeping ${p.our} kitchen busy`,
      (p) => `Good food tastes better shared, and ${p.we} love cooking for you`,
    ],
    hashtags: [
      'restaurant',
      'foodie',
      'eatlocal',
      'dinner',
      'chefspecial',
      'foodlover',
      'goodfood',
      'datenight',
    ],
    trendTags: ['foodtok', 'foodstagram', 'whatsfordinner'],
    emoji: ['🍽️', '👨‍🍳', '🍷'],
    cues: [
      'restaurant',
      'cafe',
      'café',
      'bistro',
      'diner',
      'kitchen',
      'menu',
      'chef',
      'pizzeria',
      'grill',
      'eatery',
      'brunch',
      'taqueria',
      'tavern',
    ],
  },
  Retail: {
    tagNoun: 'Shopping',
    hooks: [
      (who) => `Just landed at ${who}`,
      (who) => `New in store at ${who}`,
      (who) => `Fresh arrivals at ${who}`,
    ],
    anonymousHooks: [(p) => `Just landed on ${p.our} shelves`, () => `New arrivals worth a look`],
    details: [
      (p) =>
        `${p.We} hand-pick every item on ${p.our} shelves from small makers and only stock what ${p.we} would happily use at home or give to a friend`,
      () =>
        `Stock is limited and some pieces are one of a kind, so the best finds tend to go in the first few days after they land`,
      (p) =>
        `${p.WeAre} always happy to help you choose the right size or colour, wrap a gift beautifully or set something aside for you`,
      (p) =>
        `Shopping small keeps real people behind the counter, and ${p.we} know most of ${p.our} customers by name and by favourite colour`,
    ],
    callsToAction: [
      () => `Visit the shop this week to see the new arrivals`,
      () => `Shop the collection online or in store`,
      (p) => `Message ${p.us} to reserve your favourite before it sells out`,
    ],
    closers: [
      () => `Thank you for shopping small and supporting an independent store`,
      (p) => `Every purchase helps ${p.us} keep the doors open and the shelves full`,
    ],
    hashtags: [
      'shopsmall',
      'newarrivals',
      'retail',
      'boutique',
      'giftideas',
      'instore',
      'shoplocal',
      'supportsmallbusiness',
    ],
    trendTags: ['tiktokmademebuyit', 'shophaul', 'newin'],
    emoji: ['🛍️', '✨', '🎁'],
    cues: [
      'shop',
      'store',
      'boutique',
      'retail',
      'gifts',
      'clothing',
      'fashion',
      'apparel',
      'florist',
      'bookshop',
      'bookstore',
      'homeware',
    ],
  },
  Healthcare: {
    tagNoun: 'Health',
    hooks: [
      (who) => `A health update from ${who}`,
      (who) => `News from the care team at ${who}`,
      (who) => `Caring for you at ${who}`,
    ],
    anonymousHooks: [() => `A health update worth reading`, (p) => `News from ${p.our} practice`],
    details: [
      (p) =>
        `${p.Our} clinicians take the time to listen, explain your options clearly and answer every question before treatment starts`,
      (p) =>
        `Appointments run on time, and ${p.we} keep your records private and secure, from the very first visit right through to the follow-up`,
      (p) =>
        `Prevention matters as much as treatment, which is why ${p.we} focus on regular check-ups that catch small problems early`,
      (p) =>
        `From families with young children to older patients, ${p.we} offer gentle, evidence-based care in a calm and welcoming setting`,
    ],
    callsToAction: [
      (p) => `Book your appointment online or give ${p.us} a call`,
      (p) => `Schedule your check-up with ${p.us} this month`,
      () => `Call the front desk to ask about new patient appointments`,
    ],
    closers: [
      () => `Your health comes first, and it is a privilege to care for you`,
      (p) => `Thank you for trusting ${p.us} with your care and your family's health`,
    ],
    hashtags: [
      'healthcare',
      'wellbeing',
      'health',
      'patientcare',
      'prevention',
      'healthylife',
      'clinic',
      'familyhealth',
    ],
    trendTags: ['healthtips', 'doctorsoftiktok', 'wellnesstips'],
    emoji: ['🩺', '💙', '🌿'],
    cues: [
      'clinic',
      'doctor',
      'dental',
      'dentist',
      'medical',
      'healthcare',
      'physio',
      'physiotherapy',
      'pharmacy',
      'chiropractic',
      'chiropractor',
      'optometrist',
      'hospital',
      'nurse',
      'gp',
    ],
  },
  Technology: {
    tagNoun: 'Tech',
    hooks: [
      (who) => `Just shipped at ${who}`,
      (who) => `Product news from ${who}`,
      (who) => `What's new at ${who}`,
    ],
    anonymousHooks: [() => `Just shipped`, () => `Fresh product news`],
    details: [
      (p) =>
        `${p.We} build tools that save small teams hours every week, and every single feature starts with a real problem a customer told ${p.us} about`,
      (p) =>
        `Setup takes minutes, your data stays encrypted, and support replies come from the people who write the code, ${p.ourselves} included`,
      (p) =>
        `${p.We} ship in small, careful steps and listen to feedback closely, so the product keeps getting simpler over time, not busier`,
      () =>
        `No long contracts and no hidden fees: try it for free, see what it does for your workflow and then decide for yourself`,
    ],
    callsToAction: [
      () => `Start your free trial today`,
      (p) => `Book a quick demo with ${p.us} and see it in action`,
      (p) => `Read the release notes on ${p.our} website`,
    ],
    closers: [
      () => `Thank you to everyone who sent feedback, this update is built on it`,
      (p) => `${p.WeAre} just getting started, and your ideas shape what comes next`,
    ],
    hashtags: [
      'tech',
      'software',
      'innovation',
      'startup',
      'saas',
      'productivity',
      'technews',
      'digital',
    ],
    trendTags: ['techtok', 'buildinpublic', 'ai'],
    emoji: ['🚀', '💻', '⚡'],
    cues: [
      'software',
      'tech',
      'technology',
      'app',
      'apps',
      'saas',
      'startup',
      'developer',
      'developers',
      'cloud',
      'cybersecurity',
      'computer',
      'computers',
      'web',
    ],
  },
  Education: {
    tagNoun: 'Learning',
    hooks: [
      (who) => `Class news from ${who}`,
      (who) => `Now enrolling at ${who}`,
      (who) => `Learning something new at ${who}`,
    ],
    anonymousHooks: [() => `Now enrolling`, () => `A new way to learn`],
    details: [
      () =>
        `Lessons are small and hands-on, so every student gets attention, practice time and feedback that actually helps them improve`,
      (p) =>
        `${p.Our} teaching adapts the pace to each learner and turns tricky topics into small, clear steps that feel achievable and even fun`,
      (p) =>
        `${p.We} keep parents in the loop with clear progress notes, so you always know what was learned this week and what comes next`,
      (p) =>
        `Curiosity is the goal: ${p.we} want every student to leave each session a little more confident than when they arrived at the door`,
    ],
    callsToAction: [
      () => `Reserve a place in the next course today`,
      () => `Enroll now while places are still open`,
      (p) => `Book a free trial lesson with ${p.us}`,
    ],
    closers: [
      (p) => `Thank you to every student and family who learns with ${p.us}`,
      (p) => `Watching learners grow is the best part of what ${p.we} do`,
    ],
    hashtags: [
      'education',
      'learning',
      'students',
      'tutoring',
      'studytips',
      'lifelonglearning',
      'classroom',
      'teachersofinstagram',
    ],
    trendTags: ['learnontiktok', 'studytok', 'edutok'],
    emoji: ['📚', '✏️', '🎓'],
    cues: [
      'school',
      'tutor',
      'tutors',
      'tutoring',
      'education',
      'academy',
      'teacher',
      'teachers',
      'lessons',
      'courses',
      'college',
      'university',
      'kindergarten',
      'preschool',
    ],
  },
  Marketing: {
    tagNoun: 'Marketing',
    hooks: [
      (who) => `Fresh from the studio at ${who}`,
      (who) => `Campaign news from ${who}`,
      (who) => `A marketing tip from ${who}`,
    ],
    anonymousHooks: [() => `A marketing tip worth saving`, () => `Campaign news`],
    details: [
      (p) =>
        `${p.We} start every campaign with the numbers, then craft the story, the visuals and the timing around what your audience responds to`,
      (p) =>
        `Clear goals, honest reporting and creative that sounds like you: that is how ${p.we} help small brands punch above their weight`,
      (p) =>
        `From social content to email and search, ${p.we} connect the channels so every message pulls in the same direction for your brand`,
      (p) =>
        `${p.We} test, measure and adjust every week, so your budget goes to what actually works instead of what merely looks busy`,
    ],
    callsToAction: [
      (p) => `Book a free strategy call with ${p.us}`,
      (p) => `Send ${p.us} your brief and get a proposal this week`,
      (p) => `Download ${p.our} free campaign checklist`,
    ],
    closers: [
      (p) => `Thank you to the brands that let ${p.us} tell their stories`,
      (p) => `Great marketing is a team sport, and ${p.we} love playing it with you`,
    ],
    hashtags: [
      'marketing',
      'digitalmarketing',
      'branding',
      'contentstrategy',
      'socialmediamarketing',
      'marketingtips',
      'growth',
      'creative',
    ],
    trendTags: ['marketingtok', 'contentcreator', 'brandstrategy'],
    emoji: ['📈', '💡', '🎯'],
    cues: [
      'marketing',
      'agency',
      'advertising',
      'branding',
      'seo',
      'copywriting',
      'campaigns',
      'media',
    ],
  },
  Consulting: {
    tagNoun: 'Business',
    hooks: [
      (who) => `Insight from ${who}`,
      (who) => `A note from the advisors at ${who}`,
      (who) => `Strategy news from ${who}`,
    ],
    anonymousHooks: [
      () => `An insight worth sharing`,
      (p) => `A lesson from ${p.our} latest project`,
    ],
    details: [
      (p) =>
        `${p.We} work alongside owners and managers to find the few changes that make the biggest difference, then help put them in place`,
      (p) =>
        `Every engagement starts with listening: ${p.we} map how the business really runs day to day before recommending anything at all`,
      (p) =>
        `Practical plans, clear milestones and no jargon: ${p.our} advice is built to be used on Monday morning, not filed away in a drawer`,
      (p) =>
        `${p.We} help teams cut costs, sharpen their processes and grow with confidence, one measurable and well-planned step at a time`,
    ],
    callsToAction: [
      (p) => `Schedule a discovery call with ${p.us} this week`,
      (p) => `Reach out to discuss your next project with ${p.us}`,
      (p) => `Request ${p.our} free business health check`,
    ],
    closers: [
      (p) => `Thank you to the clients who trust ${p.us} with their toughest questions`,
      (p) =>
        `Good advice should pay for itself, and that is the standard ${p.we} hold ${p.ourselves} to`,
    ],
    hashtags: [
      'consulting',
      'businessstrategy',
      'leadership',
      'smallbusinessadvice',
      'operations',
      'growthstrategy',
      'management',
      'entrepreneurship',
    ],
    trendTags: ['businesstips', 'ceotok', 'entrepreneurlife'],
    emoji: ['📊', '🤝', '🧭'],
    cues: [
      'consulting',
      'consultant',
      'consultancy',
      'advisory',
      'strategy',
      'coaching',
      'coach',
      'management',
    ],
  },
  'Beauty & Wellness': {
    tagNoun: 'Beauty',
    hooks: [
      (who) => `Self-care news from ${who}`,
      (who) => `Now booking at ${who}`,
      (who) => `A little glow-up from ${who}`,
    ],
    anonymousHooks: [() => `A little self-care news`, () => `Now booking`],
    details: [
      (p) =>
        `${p.We} use gentle, high-quality products and take the time to tailor every single treatment to your skin, your hair and your day`,
      (p) =>
        `Step in, slow down and breathe: ${p.we} designed every room to feel calm, warm and completely yours for the whole hour you are here`,
      (p) =>
        `From fresh cuts and colour to facials and massage, ${p.we} focus on results you will love and the kind of care you can really feel`,
      (p) =>
        `${p.We} keep up with the latest techniques and strict hygiene standards, so you can relax and simply enjoy being pampered`,
    ],
    callsToAction: [
      (p) => `Book your treatment online or send ${p.us} a DM`,
      () => `Treat yourself and reserve your spot this week`,
      () => `Grab a gift voucher for someone who deserves a pamper day`,
    ],
    closers: [
      (p) => `Thank you for making time for yourself and spending it with ${p.us}`,
      (p) => `You deserve to feel your best, and ${p.we} love helping you get there`,
    ],
    hashtags: ['beauty', 'selfcare', 'wellness', 'skincare', 'spa', 'salon', 'glowup', 'relax'],
    trendTags: ['beautytok', 'skincareroutine', 'grwm'],
    emoji: ['💅', '🌸', '✨'],
    cues: [
      'salon',
      'spa',
      'beauty',
      'wellness',
      'massage',
      'nails',
      'hair',
      'hairdresser',
      'barber',
      'barbershop',
      'skincare',
      'facial',
      'facials',
      'lashes',
      'makeup',
    ],
  },
  Automotive: {
    tagNoun: 'Auto',
    hooks: [
      (who) => `From the workshop at ${who}`,
      (who) => `Road-ready news from ${who}`,
      (who) => `Under the hood at ${who}`,
    ],
    anonymousHooks: [() => `From the workshop`, () => `Road-ready news`],
    details: [
      (p) =>
        `${p.Our} certified mechanics diagnose the problem properly, explain it in plain words and quote before any work begins`,
      (p) =>
        `${p.We} use quality parts, stand behind every repair with a warranty and get you back on the road as quickly as possible`,
      (p) =>
        `From oil changes and tyres to brakes and diagnostics, ${p.we} look after your car like it is ${p.our} own, with no shortcuts and no surprises`,
      (p) =>
        `Regular servicing saves money in the long run, and ${p.we} send a reminder before anything is due so nothing is ever missed`,
    ],
    callsToAction: [
      () => `Book your service online today`,
      () => `Call the workshop to schedule a free safety check`,
      () => `Drop by for a quote on your next repair`,
    ],
    closers: [
      (p) => `Thank you for trusting ${p.us} with your car and your safety`,
      () => `Safe travels, and see you at your next service`,
    ],
    hashtags: [
      'automotive',
      'carcare',
      'mechanic',
      'autorepair',
      'carservice',
      'cars',
      'autoshop',
      'roadtrip',
    ],
    trendTags: ['cartok', 'carsoftiktok', 'mechaniclife'],
    emoji: ['🚗', '🔧', '🛞'],
    cues: [
      'auto',
      'automotive',
      'car',
      'cars',
      'garage',
      'mechanic',
      'mechanics',
      'tyre',
      'tire',
      'tyres',
      'tires',
      'dealership',
      'detailing',
      'vehicle',
      'vehicles',
      'motors',
      'bike',
      'bikes',
      'bicycle',
      'repair',
      'repairs',
    ],
  },
  Finance: {
    tagNoun: 'Finance',
    hooks: [
      (who) => `A money note from ${who}`,
      (who) => `Financial news from ${who}`,
      (who) => `Planning ahead with ${who}`,
    ],
    anonymousHooks: [() => `A money note worth reading`, () => `Planning ahead`],
    details: [
      (p) =>
        `${p.We} explain your numbers in plain language and build a plan around your goals, never around a product ${p.we} want to sell`,
      (p) =>
        `Tax deadlines, savings, retirement or a growing business: ${p.we} keep the details organised so you can decide with confidence`,
      (p) =>
        `Every recommendation comes with the reasoning behind it, and ${p.our} fees are clear, fixed and in writing from the very first meeting`,
      (p) =>
        `Small, steady steps add up, and ${p.we} review your plan with you regularly so it keeps pace with your life and your goals`,
    ],
    callsToAction: [
      () => `Book a free consultation to review your finances`,
      (p) => `Contact ${p.us} before the next tax deadline`,
      (p) => `Schedule your annual review with ${p.us} today`,
    ],
    closers: [
      (p) => `Thank you for trusting ${p.us} with your financial future`,
      (p) => `Peace of mind about money is the goal, and ${p.weAre} here to help you reach it`,
    ],
    hashtags: [
      'finance',
      'financialplanning',
      'money',
      'tax',
      'savings',
      'investing',
      'personalfinance',
      'accounting',
    ],
    trendTags: ['fintok', 'moneytips', 'financetips'],
    emoji: ['💰', '📊', '🏦'],
    cues: [
      'finance',
      'financial',
      'accounting',
      'accountant',
      'accountants',
      'bookkeeping',
      'bookkeeper',
      'tax',
      'taxes',
      'insurance',
      'mortgage',
      'mortgages',
      'bank',
      'investment',
      'investments',
      'wealth',
    ],
  },
  Legal: {
    tagNoun: 'Law',
    hooks: [
      (who) => `A legal update from ${who}`,
      (who) => `Know your rights with ${who}`,
      (who) => `News from the office of ${who}`,
    ],
    anonymousHooks: [() => `A legal update worth knowing`, () => `Know your rights`],
    details: [
      (p) =>
        `${p.We} explain your options in plain language, with honest advice about risks, costs and timelines from the first meeting`,
      (p) =>
        `Every case is handled with care and strict confidentiality, and ${p.we} keep you informed in plain words at each step of the way`,
      (p) =>
        `From contracts and property to family matters, ${p.we} prepare thoroughly so you can face what comes next with confidence`,
      (p) =>
        `${p.We} believe good legal help should be clear, affordable and accessible, not a maze of jargon and surprise invoices at the end of the month`,
    ],
    callsToAction: [
      (p) => `Book a confidential consultation with ${p.us} today`,
      (p) => `Call ${p.our} office to discuss your situation`,
      () => `Request a clear fixed-fee quote for your matter`,
    ],
    closers: [
      (p) => `Thank you for trusting ${p.us} with the matters that matter most to you`,
      () => `This post is general information, not legal advice for your situation`,
    ],
    hashtags: [
      'law',
      'legaladvice',
      'lawyer',
      'attorney',
      'lawfirm',
      'legal',
      'justice',
      'knowyourrights',
    ],
    trendTags: ['lawtok', 'legaltips', 'lawyersoftiktok'],
    emoji: ['⚖️', '📜', '🏛️'],
    cues: [
      'law',
      'legal',
      'lawyer',
      'lawyers',
      'attorney',
      'attorneys',
      'solicitor',
      'solicitors',
      'notary',
      'paralegal',
      'counsel',
    ],
  },
  Entertainment: {
    tagNoun: 'Events',
    hooks: [
      (who) => `Showtime at ${who}`,
      (who) => `Coming up at ${who}`,
      (who) => `Lights up at ${who}`,
    ],
    anonymousHooks: [() => `Showtime`, () => `Coming up soon`],
    details: [
      () =>
        `Expect great sound, a buzzing crowd and the kind of night you and your friends will still be talking about next week`,
      (p) =>
        `${p.We} book artists ${p.we} genuinely love and set the stage for a show that feels close, loud and completely unforgettable`,
      () =>
        `Doors open early, the bar is stocked and every seat has a good view, so bring your friends and make a proper night of it`,
      (p) =>
        `From live music to comedy and family matinees, there is always something worth seeing on ${p.our} stage, every week of the year`,
    ],
    callsToAction: [
      () => `Grab your tickets before they sell out`,
      () => `Get tickets at the box office or online`,
      () => `Tag the friend you are bringing along`,
    ],
    closers: [
      () => `Thank you for keeping live entertainment alive, see you in the crowd`,
      () => `Every show is better with you in the room`,
    ],
    hashtags: [
      'entertainment',
      'livemusic',
      'events',
      'nightout',
      'comedy',
      'concert',
      'thingstodo',
      'showtime',
    ],
    trendTags: ['concerttok', 'weekendplans', 'livemusiclover'],
    emoji: ['🎤', '🎉', '🎶'],
    cues: [
      'entertainment',
      'venue',
      'theatre',
      'theater',
      'cinema',
      'band',
      'nightclub',
      'comedy',
      'concert',
      'concerts',
      'festival',
      'arcade',
      'karaoke',
    ],
  },
  'Non-profit': {
    tagNoun: 'Community',
    hooks: [
      (who) => `Community news from ${who}`,
      (who) => `Making a difference with ${who}`,
      (who) => `An update from the volunteers at ${who}`,
    ],
    anonymousHooks: [() => `Community news`, () => `Making a difference together`],
    details: [
      (p) =>
        `Every donation and every volunteer hour goes straight into the programmes that support local families in ${p.our} community all year round`,
      (p) =>
        `${p.We} could not do this work alone: neighbours, local businesses and volunteers make each and every one of ${p.our} projects possible`,
      (p) =>
        `${p.We} report openly on where the money goes, so you can see exactly the difference your support makes to real people nearby`,
      () =>
        `Small acts add up, whether it is an hour of your time, a shared post, a bag of groceries or a gift that arrives every month`,
    ],
    callsToAction: [
      (p) => `Donate today through the link in ${p.our} bio`,
      (p) => `Sign up to volunteer at ${p.our} next event`,
      (p) => `Share this post to help ${p.us} reach more people`,
    ],
    closers: [
      (p) => `Thank you for standing with ${p.us} and the people ${p.we} serve`,
      () => `Every bit of help counts, and you make this work possible`,
    ],
    hashtags: [
      'nonprofit',
      'community',
      'volunteer',
      'charity',
      'giveback',
      'donate',
      'makeadifference',
      'fundraising',
    ],
    trendTags: ['givingtuesday', 'volunteering', 'charitytok'],
    emoji: ['💚', '🤝', '🙌'],
    cues: [
      'nonprofit',
      'non-profit',
      'charity',
      'foundation',
      'volunteer',
      'volunteers',
      'ngo',
      'shelter',
      'donations',
      'fundraiser',
      'fundraising',
    ],
  },
  Other: {
    tagNoun: 'Local',
    hooks: [
      (who) => `News from ${who}`,
      (who) => `Something new at ${who}`,
      (who) => `An update from ${who}`,
    ],
    anonymousHooks: [() => `Some news worth sharing`, () => `Something new to share`],
    details: [
      (p) =>
        `${p.We} put care into every detail, from the first hello to the follow-up, and treat every customer the way ${p.we} would like to be treated`,
      (p) =>
        `Quality, honesty and a friendly welcome are what ${p.we} aim for every single day, whether it is your first visit or your fiftieth`,
      (p) =>
        `${p.We} love hearing from you, and some of ${p.our} best ideas have started with a simple question or suggestion from a customer`,
      () =>
        `Small businesses run on word of mouth, so thank you for every recommendation, review and kind word you share with the people you know`,
    ],
    callsToAction: [
      (p) => `Get in touch with ${p.us} to find out more`,
      (p) => `Visit ${p.our} website for all the details`,
      (p) => `Send ${p.us} a message with any questions`,
    ],
    closers: [
      (p) => `Thank you for supporting a small business, it means the world to ${p.us}`,
      (p) => `${p.WeAre} grateful for every one of you, and for every friend you send ${p.our} way`,
    ],
    hashtags: [
      'smallbusiness',
      'localbusiness',
      'supportlocal',
      'community',
      'shoplocal',
      'smallbiz',
      'behindthescenes',
      'entrepreneur',
    ],
    trendTags: ['smallbusinesscheck', 'smallbiztok', 'supportsmall'],
    emoji: ['✨', '👋', '🙌'],
    cues: [],
  },
};

const lower = (text: string) => text.toLocaleLowerCase('en-US');

/** The industry a free text points to: the most cue words wins; null when none does. */
export function inferIndustry(text: string): Industry | null {
  const words = new Set(lower(text).match(/[\p{L}\p{N}-]+/gu) ?? []);
  let best: { industry: Industry; score: number } | null = null;
  for (const industry of INDUSTRIES) {
    const score = INDUSTRY_VOCABULARY[industry].cues.filter((cue) => words.has(cue)).length;
    if (score > 0 && (!best || score > best.score)) best = { industry, score };
  }
  return best?.industry ?? null;
}

/**
 * The profile's industry when it is one of SPEC 9's; otherwise what its free text (or the
 * anonymous generator's business description) points to; 'Other' when nothing does.
 */
export function resolveIndustry(industry: string, businessDescription = ''): Industry {
  const exact = INDUSTRIES.find((known) => lower(known) === lower(industry.trim()));
  return exact ?? inferIndustry(`${industry} ${businessDescription}`) ?? 'Other';
}
