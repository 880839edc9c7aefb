/**
 * What a planned post can say about one of a trade's things (see trade-topics.ts): tips
 * that are true for the trade, what the thing is like, and a real step of the work behind
 * it. They never name the thing (the brief already does, and a line that names it again
 * reads like an echo), and promise nothing an owner has not: no prices, offers, free
 * things, bookings or guarantees (checked in plan-words.test.ts).
 */
export interface ThingNotes {
  /** Concrete advice a customer can act on. */
  tips: readonly string[];
  /** What the thing is like. */
  what: readonly string[];
  /** A step of the work behind it. */
  steps: readonly string[];
}

type Notes = Record<string, ThingNotes>;

const BAKERY: Notes = {
  'sourdough loaf': {
    tips: [
      'Slice it only as you need it and keep it cut side down on the board: the crust protects the crumb.',
      'A day-old loaf comes back to life with a splash of water over the crust and a few minutes in a hot oven.',
    ],
    what: [
      'A crackly, deep-brown crust and an open, chewy crumb with a gentle tang.',
      'Just flour, water, salt and a starter, given the time to rise slowly.',
    ],
    steps: [
      'The dough rests overnight in the cool, which is where the flavour comes from.',
      'Each loaf is shaped by hand and scored just before it goes into the oven.',
    ],
  },
  croissants: {
    tips: [
      'Warm a croissant for a few minutes in a hot oven, never the microwave, and the layers crisp up again.',
      'They freeze well: wrap them tightly and warm them straight from the freezer.',
    ],
    what: [
      'Buttery, flaky layers that shatter at the first bite, with a soft honeycomb middle.',
      'Golden outside, tender inside, and best eaten still warm.',
    ],
    steps: [
      'The dough is folded around butter again and again to build the layers, and chilled between each fold.',
      'They are rolled by hand, left to rise slowly and brushed with egg before baking.',
    ],
  },
  'celebration cakes': {
    tips: [
      'Ask for a celebration cake a few days ahead and say how many people it needs to feed.',
      'Take the cake out of the fridge an hour before serving so the sponge and cream taste their best.',
    ],
    what: [
      'Layered sponge, real buttercream and decoration made to suit the occasion.',
      'Each one is made for a particular day, so no two are quite the same.',
    ],
    steps: [
      'The sponges are baked the day before, so they are cool and firm enough to layer.',
      'Decorating is the slow part: a steady hand, a turntable and plenty of patience.',
    ],
  },
  'cinnamon buns': {
    tips: [
      'Warm a bun for a few seconds before eating and the glaze melts into the swirl.',
      'Buns a day old make a brilliant bread-and-butter pudding.',
    ],
    what: [
      'Soft, rich dough rolled up with butter, sugar and cinnamon, finished with a sticky glaze.',
      'Gooey in the middle and a little crisp at the edges.',
    ],
    steps: [
      'The dough is rolled out, spread with cinnamon butter, rolled up and cut into spirals.',
      'They rise in the tray until they touch, which keeps their sides soft.',
    ],
  },
  'rye bread': {
    tips: [
      'Rye slices best the day after baking, once the crumb has set.',
      'Slice rye thinly: it is dense and full of flavour, so a thin slice goes a long way.',
    ],
    what: [
      'Dense, dark and moist, with a deep, slightly sour flavour.',
      'A hearty loaf that keeps well for days.',
    ],
    steps: [
      'Rye dough is more like a thick paste, so it is baked in tins rather than shaped.',
      'It rests after baking before it is cut, so the crumb can set.',
    ],
  },
  'seasonal tarts': {
    tips: [
      'Keep fruit tarts in the fridge and eat them within a day or two, while the pastry is crisp.',
      'Take a tart out of the fridge a little before serving: it tastes better not ice-cold.',
    ],
    what: [
      'Crisp, buttery pastry filled with whatever fruit is at its best right now.',
      'The filling changes with the season, so each one is only around for a while.',
    ],
    steps: [
      'The pastry cases are baked blind first, so the bases stay crisp under the filling.',
      'The fruit is prepared and laid on each tart by hand.',
    ],
  },
};

const FITNESS: Notes = {
  'morning class': {
    tips: [
      'Lay out your kit the night before, so an early class is one less decision when the alarm goes.',
      'If you train better with something inside you, have a banana half an hour before an early class.',
    ],
    what: [
      'A full-body session to start the day, with every move shown and an easier option for each.',
      'Short, focused and finished before most people have had breakfast.',
    ],
    steps: [
      'Before the doors open, the coach sets out the kit and plans the session for the group.',
      'Every class starts with a proper warm-up, however early it is.',
    ],
  },
  'strength plan': {
    tips: [
      'Add weight only when you can finish every set with good form.',
      'Rest a day between hard sessions for the same muscles: that is when they get stronger.',
    ],
    what: [
      'A plan built around a few big lifts, with the weight going up step by step.',
      'Clear sessions, written down, so you always know what to do next.',
    ],
    steps: [
      'Each plan starts with a look at how you move now and what you want to be able to do.',
      'Progress is written down every session, so the next step is based on what you lifted.',
    ],
  },
  'mobility routine': {
    tips: [
      'Ten minutes of mobility work on rest days keeps hips and shoulders moving freely.',
      'Move slowly into each stretch and breathe out as you go deeper; never bounce.',
    ],
    what: [
      'Gentle, controlled movements for hips, back and shoulders.',
      'A short routine you can do at home with no kit at all.',
    ],
    steps: [
      'Each routine is built from the moves people find tightest after a day at a desk.',
      'The coach tries every sequence first, to make sure it flows from one move to the next.',
    ],
  },
  'personal training': {
    tips: [
      'Write down what you want from training before your first session: it makes the plan much sharper.',
      'Wear shoes you can move sideways in, not just forwards, and bring a water bottle.',
    ],
    what: [
      'One-to-one sessions built around your goals, your week and any old injuries.',
      'A coach who watches every rep and adjusts as you go.',
    ],
    steps: [
      'Before a first session, the coach asks about your history, your goals and how you like to train.',
      'Every session is planned the day before, based on how the last one went.',
    ],
  },
  'beginner session': {
    tips: [
      'Start lighter than you think you need and learn the movement first.',
      'Mention any old injury to the coach before you start, however small it seems.',
    ],
    what: [
      'A calm, friendly session that covers the basics step by step.',
      'Nobody is watching the clock or the weights: it is all about learning the moves.',
    ],
    steps: [
      'The coach breaks each movement into small steps and practises them with you.',
      'The equipment is set up in advance, so nobody has to work out the machines alone.',
    ],
  },
  'recovery day': {
    tips: [
      'On a rest day, a brisk walk does more for sore legs than a day on the sofa.',
      'Sleep is the best recovery there is, so protect it in heavy training weeks.',
    ],
    what: [
      'A lighter day of stretching, easy movement and breathing.',
      'Time for the body to catch up with the work you have put in.',
    ],
    steps: [
      'Rest is planned into every programme, not left to chance.',
      'The coach checks how you slept and how you feel before deciding how hard to go.',
    ],
  },
};

const REAL_ESTATE: Notes = {
  'first home': {
    tips: [
      'Get a mortgage agreement in principle before you start viewing, so you know your budget.',
      'Budget for the costs on top of the deposit: surveys, legal fees and the move itself all add up.',
    ],
    what: [
      'It is a big step, and every part of it is explained along the way.',
      'From the first viewing to the keys, the process is set out in plain words.',
    ],
    steps: [
      'We keep a list of the questions first-time buyers ask most, and go through it at every viewing.',
      'Each first-time buyer gets a call to talk through what they need before any viewings.',
    ],
  },
  valuation: {
    tips: [
      'Fix the small things first: a dripping tap or a sticking door colours the whole visit.',
      'Look at what similar homes nearby actually sold for, not only the asking prices.',
    ],
    what: [
      'It looks at the home itself, recent sales nearby and what buyers want right now.',
      'An honest figure, with the reasons behind it.',
    ],
    steps: [
      'Beforehand, we study recent sales on your street and the streets around it.',
      'After the visit, the figure is checked against the latest local sales before it is written up.',
    ],
  },
  'open house': {
    tips: [
      'Visit at a different time of day as well, to see the light and hear the street.',
      'Bring a list of questions, and check the water pressure, the storage and the phone signal.',
    ],
    what: [
      'A relaxed chance to walk round at your own pace and ask anything.',
      'Doors open, no pressure, and someone on hand to answer questions.',
    ],
    steps: [
      'Before the doors open, the home is aired, tidied and every light is switched on.',
      'We print a sheet with the key details so visitors can take it home.',
    ],
  },
  'rental listing': {
    tips: [
      'Have your references and proof of income ready before viewing rentals: good ones go quickly.',
      'Read the inventory carefully when you move in and photograph anything already damaged.',
    ],
    what: [
      'Clear photos, an honest description and every detail a tenant needs.',
      'The rooms, the running costs and the area, set out plainly.',
    ],
    steps: [
      'Each listing starts with a walk round with the landlord to note what makes the place work.',
      'Photos are taken in daylight, room by room, so the listing shows the place as it is.',
    ],
  },
  'neighbourhood guide': {
    tips: [
      'Walk the area on a weekday evening and a weekend morning before you decide.',
      'Do the commute at rush hour before you commit to a home.',
    ],
    what: [
      'Schools, parks, transport and the places locals actually go.',
      'An inside look at daily life on these streets.',
    ],
    steps: [
      'Each guide is put together by walking the streets and talking to people who live there.',
      'The guides are updated when new places open or old favourites close.',
    ],
  },
  'moving checklist': {
    tips: [
      'Start packing the rooms you use least a few weeks before moving day.',
      'Keep one box of first-night essentials: kettle, chargers, bedding and toilet roll.',
    ],
    what: [
      'A simple list, week by week, of what to sort before moving day.',
      'Everything from meter readings to redirecting post, in one place.',
    ],
    steps: [
      'The checklist grew out of the questions clients ask most in the weeks before a move.',
      'We go through it with every client as moving day gets close.',
    ],
  },
};

const BEAUTY: Notes = {
  'signature treatment': {
    tips: [
      'Drink plenty of water after a facial and skip heavy make-up for the rest of the day.',
      'Mention any allergies or sensitive areas to your therapist before you start.',
    ],
    what: [
      'A deep cleanse, a gentle massage and a calming finish, all in one.',
      'Unhurried, suited to your skin and designed to leave you relaxed.',
    ],
    steps: [
      'Before every treatment, the room is warmed, the towels are fresh and the products are laid out.',
      'Each treatment starts with a short chat about your skin and how you are feeling.',
    ],
  },
  'skincare routine': {
    tips: [
      'Apply skincare from the thinnest to the thickest: serum before moisturiser.',
      'Wear sunscreen every day, even when it is cloudy.',
    ],
    what: [
      'Cleanse, treat and protect: a few steps chosen for your skin type.',
      'Simple enough to fit into a busy morning.',
    ],
    steps: [
      'We look at your skin in good light before suggesting anything.',
      'Every suggestion is written down, so you can follow it at home.',
    ],
  },
  'relaxing massage': {
    tips: [
      'Arrive a few minutes early, so you can settle in before a massage.',
      'Drink a glass of water and take it easy for the rest of the day after a massage.',
    ],
    what: [
      'Long, slow strokes that ease the tension in your neck, shoulders and back.',
      'Warm oil, a quiet room and time just for you.',
    ],
    steps: [
      'The therapist checks where you hold tension before choosing the pressure.',
      'The room is set up before you arrive: warm, dim and quiet.',
    ],
  },
  'gift voucher': {
    tips: [
      'A voucher is an easy present when you do not know someone’s favourite treatment.',
      'Pair a voucher with a handwritten note about why they deserve a break.',
    ],
    what: [
      'A thoughtful present that lets someone choose the treatment they want.',
      'They pick the day and the treatment; you get the credit.',
    ],
    steps: [
      'Each voucher is written out by hand and put in an envelope.',
      'We keep a note of every voucher, so using it is easy.',
    ],
  },
  'new therapist': {
    tips: [
      'Tell them what you liked and did not like about past treatments.',
      'Ask about their favourite treatment: it is usually the one they do best.',
    ],
    what: [
      'A warm welcome to the newest member of the team.',
      'A fresh pair of skilled hands and plenty of ideas.',
    ],
    steps: [
      'Newcomers work alongside the team before they see clients on their own.',
      'Every new team member learns our treatments step by step.',
    ],
  },
  'self-care evening': {
    tips: [
      'Put your phone in another room for an hour before bed.',
      'A warm bath, a simple face mask and an early night do more than you think.',
    ],
    what: [
      'An evening set aside to slow down and look after yourself.',
      'Calm music, soft light and nothing to rush for.',
    ],
    steps: [
      'An evening like this starts with dimming the lights and putting the kettle on.',
      'Every part of the evening is planned so that it feels unhurried.',
    ],
  },
};

const LEGAL: Notes = {
  'first meeting': {
    tips: [
      'Bring any letters, contracts and key dates along: it saves time.',
      'Write your questions down beforehand, so nothing is forgotten on the day.',
    ],
    what: [
      'A first conversation to understand your situation and explain your options in plain language.',
      'A chance to ask questions before you decide anything.',
    ],
    steps: [
      'Beforehand, we read whatever you have sent, so we can get straight to the point.',
      'Afterwards, the options we discussed are written up, so you have them on paper.',
    ],
  },
  'will and estate plan': {
    tips: [
      'Review your will after any big change in life: marriage, divorce, a new child or a move.',
      'Tell your executors where your will is kept.',
    ],
    what: [
      'A clear will that says who gets what, and who looks after it.',
      'Peace of mind that your wishes are written down properly.',
    ],
    steps: [
      'It starts with a list of what you own and who you want to look after.',
      'Each draft is read through with you, line by line, before it is signed.',
    ],
  },
  'contract review': {
    tips: [
      'Never sign a contract you have not read to the end, small print included.',
      'Check how a contract can be ended and what it costs to leave.',
    ],
    what: [
      'A careful read of the terms, with the risks explained in plain language.',
      'What is unusual is pointed out, along with what you might want to change.',
    ],
    steps: [
      'Every clause is read, and the unusual ones are flagged for discussion.',
      'The terms are compared with what is normal for that kind of agreement.',
    ],
  },
  'tenant rights': {
    tips: [
      'Keep copies of your tenancy agreement, your deposit receipt and every message with your landlord.',
      'Report repairs in writing and note the date you did.',
    ],
    what: [
      'Clear advice on deposits, repairs and notice periods.',
      'Knowing where you stand makes a difficult conversation easier.',
    ],
    steps: [
      'We start by reading the tenancy agreement and the messages so far.',
      'Every case begins with a timeline of what happened and when.',
    ],
  },
  'small business advice': {
    tips: [
      'Put every agreement with a supplier or partner in writing, even with friends.',
      'Read your terms and conditions once a year and update them as the business changes.',
    ],
    what: [
      'Practical legal help for the day-to-day of running a business.',
      'Contracts, terms and disputes, explained in plain language.',
    ],
    steps: [
      'We get to know how your business works before suggesting anything.',
      'Advice is written down clearly, so you can act on it straight away.',
    ],
  },
  'family law question': {
    tips: [
      'Write down the key dates and events before you meet a solicitor: the first talk will be much clearer.',
      'Keep messages with the other party polite and in writing where you can.',
    ],
    what: [
      'Calm, clear advice for some of the hardest moments in life.',
      'We listen first and explain every option before you decide.',
    ],
    steps: [
      'Every family matter starts with listening to what matters most to you.',
      'Each step is explained before it happens, so nothing comes as a surprise.',
    ],
  },
};

const RESTAURANT: Notes = {
  'signature dish': {
    tips: [
      'Ask what goes best with it: the right side or drink makes a good dish even better.',
      'Share a starter if you are coming hungry: it leaves room to enjoy the main properly.',
    ],
    what: [
      'The plate our regulars order again and again, made the same careful way every time.',
      'Simple ingredients, cooked with care and served hot from the pass.',
    ],
    steps: [
      'The prep starts hours before the doors open, with everything chopped and ready.',
      'Every plate is checked at the pass before it goes out to the table.',
    ],
  },
  'weekend brunch': {
    tips: [
      'Come a little early or a little late: the middle of the morning is always the busiest.',
      'Bring the whole table: brunch is best with plates passed around.',
    ],
    what: [
      'Slow mornings, good coffee and plates worth getting out of bed for.',
      'Sweet and savoury side by side, so nobody has to choose.',
    ],
    steps: [
      'The kitchen is in before sunrise to get the batters, breads and sauces ready.',
      'Eggs are cracked to order, never in a big batch ahead of time.',
    ],
  },
  'chef’s special': {
    tips: [
      'Ask your server what is on today: it changes with what came in fresh.',
      'If something catches your eye, order it: it may not be there next week.',
    ],
    what: [
      'Whatever the kitchen is most excited about this week.',
      'A chance for the kitchen to try something new with the best of the market.',
    ],
    steps: [
      'It starts at the market, with whatever looks best that morning.',
      'The team tastes it together before it goes on the board.',
    ],
  },
  'house dessert': {
    tips: [
      'Leave room: it is worth planning the meal around.',
      'Ask for two spoons and share it, or do not: nobody is judging.',
    ],
    what: [
      'A proper finish to the meal, rich without being too heavy.',
      'Made in the kitchen from scratch, never bought in.',
    ],
    steps: [
      'It is made each morning, so it is always fresh for the evening.',
      'Every portion is plated by hand just before it goes out.',
    ],
  },
  'seasonal menu': {
    tips: [
      'Ask what is new since your last visit: the menu moves with the season.',
      'Try the dish you would never usually order: the season is short.',
    ],
    what: [
      'Built around what is at its best right now, from growers we know.',
      'Lighter plates when it is warm, heartier ones when the evenings draw in.',
    ],
    steps: [
      'The menu starts with a walk round the market and a chat with our growers.',
      'Each new dish is cooked and tasted by the whole kitchen before it is served.',
    ],
  },
  'wine pairing': {
    tips: [
      'Tell us what you like to drink at home: it is the best place to start.',
      'A lighter wine with lighter dishes, a fuller one with richer food: a good rule to begin with.',
    ],
    what: [
      'Wines chosen to bring out the best in the food, and the food in the wine.',
      'A short, well-chosen list rather than a long one.',
    ],
    steps: [
      'Every wine on the list is tasted with the dishes before it earns its place.',
      'The list changes with the menu, so the two always work together.',
    ],
  },
};

const HEALTHCARE: Notes = {
  'check-up': {
    tips: [
      'Write down any questions before you come in, so nothing is forgotten on the day.',
      'Bring a list of any medicines you take, with their doses.',
    ],
    what: [
      'A calm look at how things are going, with time for your questions.',
      'Small things found early are usually simpler to look after.',
    ],
    steps: [
      'Every visit starts by listening to how you have been.',
      'We explain what we are checking and why, as we go.',
    ],
  },
  'healthy habits': {
    tips: [
      'Small changes you keep up beat big ones you drop after a week.',
      'A short walk after meals is one of the easiest habits to start.',
    ],
    what: [
      'Everyday choices that add up over months and years.',
      'Practical advice that fits into a busy life.',
    ],
    steps: [
      'We start from your routine as it is, not as it should be.',
      'Advice comes with one clear next step, not a long list.',
    ],
  },
  'first visit': {
    tips: [
      'Have your details and any letters to hand when you get in touch.',
      'Tell us if you need extra time or help getting in, so we can plan for it.',
    ],
    what: [
      'A calm start, with time to talk about what brought you in.',
      'A friendly welcome and a clear answer about what happens next.',
    ],
    steps: [
      'Our front desk team keeps the day running on time for everyone.',
      'Each day is planned so that urgent needs can still be seen.',
    ],
  },
  'team of practitioners': {
    tips: [
      'Ask who will look after you: it helps to know a name before you arrive.',
      'If you would rather see someone you have seen before, just say so.',
    ],
    what: [
      'Experienced people who take the time to explain.',
      'A team that talks to each other, so you do not have to repeat yourself.',
    ],
    steps: [
      'The team meets regularly to share what they are learning.',
      'Every new team member shadows colleagues before seeing anyone on their own.',
    ],
  },
  'prevention tips': {
    tips: [
      'Wash your hands well and often: it is still one of the best defences there is.',
      'Keep a simple first aid kit at home and check it twice a year.',
    ],
    what: ['Simple steps that save trouble later.', 'Advice we give every day, because it works.'],
    steps: [
      'We look at the whole picture, not just the reason for today’s visit.',
      'Every piece of advice is explained, so it makes sense at home.',
    ],
  },
  'after-care': {
    tips: [
      'Follow the notes you were given when you left, and call us if anything worries you.',
      'Rest when you are told to: recovery is part of the treatment.',
    ],
    what: [
      'Looking after you does not stop when you leave.',
      'Clear notes on what to expect and what to watch for.',
    ],
    steps: [
      'Everyone goes home with written notes, so nothing depends on memory.',
      'We check in on how recovery is going and adjust the plan if needed.',
    ],
  },
};

const AUTOMOTIVE: Notes = {
  'winter check': {
    tips: [
      'Check your tyre tread and pressures before the first frost.',
      'Keep a scraper, a torch and a warm layer in the car through the cold months.',
    ],
    what: [
      'A look over the parts the cold is hardest on: battery, tyres, lights and wipers.',
      'Peace of mind before the dark mornings and icy roads.',
    ],
    steps: [
      'The battery is tested under load, not just by looking at it.',
      'Lights, wipers and washer fluid are checked one by one.',
    ],
  },
  'service plan': {
    tips: [
      'Keep the car’s service record in the glovebox: it helps when you come to sell it.',
      'Note the mileage of your last service on your phone, so the next one never sneaks up on you.',
    ],
    what: [
      'Regular care that keeps small problems small.',
      'Everything your car needs, explained before any work starts.',
    ],
    steps: [
      'We talk you through what we found before anything is replaced.',
      'Old parts are kept for you to see if you would like to.',
    ],
  },
  'tyre change': {
    tips: [
      'Check your tyre pressures once a month, when the tyres are cold.',
      'Look for uneven wear: it often means the wheels need aligning.',
    ],
    what: [
      'The only part of the car that touches the road, so it is worth getting right.',
      'The right tyres for how and where you drive.',
    ],
    steps: [
      'Every wheel is balanced before it goes back on the car.',
      'Wheel nuts are tightened to the maker’s setting, never just by feel.',
    ],
  },
  MOT: {
    tips: [
      'Check your lights, wipers and horn before the test: they are simple to fix beforehand.',
      'Put the test date in your calendar with a reminder a few weeks ahead.',
    ],
    what: [
      'The yearly check that keeps your car legal and safe on the road.',
      'A clear list of anything that needs attention, explained in plain words.',
    ],
    steps: [
      'Anything that needs work is shown and explained before we touch it.',
      'Each item on the checklist is tested, not just looked at.',
    ],
  },
  detailing: {
    tips: [
      'Wash from the top down and rinse the sponge often, so grit never scratches the paint.',
      'Dry the car with a soft towel rather than letting it drip dry, to avoid water spots.',
    ],
    what: [
      'Inside and out, the kind of clean that makes a car feel new again.',
      'Careful work by hand on every panel and seat.',
    ],
    steps: [
      'It starts with a gentle wash to lift the dirt before anything touches the paint.',
      'The interior is vacuumed, wiped down and finished panel by panel.',
    ],
  },
  'battery care': {
    tips: [
      'Short trips do not recharge a battery: take a longer drive now and then.',
      'If the engine turns over slowly on a cold morning, have the battery checked soon.',
    ],
    what: [
      'The part most likely to leave you stranded on a cold morning.',
      'A quick check now saves a call for help later.',
    ],
    steps: [
      'We test how the battery holds up under load, not just its voltage.',
      'The terminals are cleaned and checked for a tight connection.',
    ],
  },
};

const RETAIL: Notes = {
  'new arrivals': {
    tips: [
      'Follow along for first looks: the most popular pieces go quickly.',
      'Ask us to put something aside while you think it over.',
    ],
    what: [
      'Fresh pieces on the shelves, chosen with our regulars in mind.',
      'A few things you will not find anywhere else nearby.',
    ],
    steps: [
      'Every piece is unpacked, checked and priced by hand.',
      'We try things out ourselves before they go on the shelf.',
    ],
  },
  'best seller': {
    tips: [
      'If you love it, tell us: we reorder what our customers ask for.',
      'Ask us how others use it: the best ideas come from customers.',
    ],
    what: [
      'The one people come back for, and tell their friends about.',
      'Popular for good reason: it does its job well and lasts.',
    ],
    steps: [
      'We keep a close eye on stock so it is on the shelf when you come in.',
      'Each batch is checked when it arrives, so quality never slips.',
    ],
  },
  'gift ideas': {
    tips: [
      'Tell us a little about who it is for: we love helping to choose.',
      'Keep the receipt with the gift, just in case the size or colour is not right.',
    ],
    what: [
      'Thoughtful presents that feel chosen, not grabbed.',
      'Something for the person who already has everything.',
    ],
    steps: [
      'Every gift is wrapped by hand at the counter.',
      'Our suggestions come from what customers have loved giving before.',
    ],
  },
  'staff pick': {
    tips: [
      'Ask any of us for our favourite: we all have one, and we will tell you why.',
      'Try it in the shop before you decide: that is what we are here for.',
    ],
    what: [
      'The thing our team reaches for themselves.',
      'Chosen by people who use it every day, not by a catalogue.',
    ],
    steps: [
      'The team tries new stock at home before we recommend it.',
      'Picks change with the season, so there is always something new.',
    ],
  },
  'care guide': {
    tips: [
      'Read the care label before the first wash: it is the easiest way to keep things looking new.',
      'Store things clean and dry, out of direct sunlight.',
    ],
    what: [
      'Simple advice that keeps what you buy looking good for longer.',
      'A little care goes a long way.',
    ],
    steps: [
      'We ask our makers how their pieces are best looked after.',
      'Every piece leaves the shop with the advice it needs.',
    ],
  },
  'limited edition': {
    tips: [
      'If one catches your eye, do not wait too long: there are only a few.',
      'Ask us to let you know when the next small run comes in.',
    ],
    what: [
      'A small run, made in numbers we can count on our hands.',
      'Something a little different from what is usually on the shelves.',
    ],
    steps: [
      'Each small run is chosen with the maker, piece by piece.',
      'Every one is checked by hand before it goes out on display.',
    ],
  },
};

const BY_INDUSTRY: Record<string, Notes> = {
  Bakery: BAKERY,
  Fitness: FITNESS,
  'Real Estate': REAL_ESTATE,
  'Beauty & Wellness': BEAUTY,
  Legal: LEGAL,
  Restaurant: RESTAURANT,
  Healthcare: HEALTHCARE,
  Automotive: AUTOMOTIVE,
  Retail: RETAIL,
};

/** For trades without their own notes: true of any business, about any of its things. */
const GENERIC: ThingNotes = {
  tips: [
    'Sort it out before you need it: it is always easier than on the day.',
    'Write your questions down before you get in touch, so nothing is forgotten.',
    'Keep a note of what worked for you last time and tell us: it helps us help you.',
    'Keep receipts and paperwork together in one place: the next visit is quicker for it.',
    'Ask as many questions as you like before you decide: a good answer is worth the wait.',
    'Tell us as early as you can what you need: there is more we can do with time.',
    'Look after the basics regularly and the big jobs come round less often.',
    'Read the small print before you commit to anything: it is where the surprises hide.',
  ],
  what: [
    'Done carefully, with the details that make the difference.',
    'It is one of the things people ask us about most.',
  ],
  steps: [
    'It starts with a careful look at what is needed.',
    'Every detail is checked before anything leaves our hands.',
  ],
};

/** The notes about one of a trade's things; the generic notes for others. */
export function notesFor(industry: string, thing: string | null): ThingNotes {
  return (thing && BY_INDUSTRY[industry]?.[thing]) || GENERIC;
}

/** Every tip of the trade's bank, thing by thing, in the things' order. */
export function tipBank(industry: string): string[] {
  const notes = BY_INDUSTRY[industry];
  return notes ? Object.values(notes).flatMap((note) => note.tips) : [...GENERIC.tips];
}

/** Whether the trade has a bank of its own (the others share the generic one). */
export const hasOwnNotes = (industry: string) => industry in BY_INDUSTRY;

/** A line on what the season is like, true for any trade. */
export const SEASON_LINES: Record<string, readonly string[]> = {
  winter: [
    'Cold mornings and dark evenings call for something that feels good.',
    'When it is grey outside, we keep things warm inside.',
    'Short days are easier with something to look forward to.',
    'Wrap up warm: the cold snap is not over yet.',
    'There is a lot to be said for slowing down in the darker months.',
  ],
  spring: [
    'Lighter evenings and longer days make everything feel possible.',
    'Spring is a good time to try something new.',
    'The mornings are brighter and the days are finally stretching out.',
    'Fresh starts feel easier when the days get longer.',
    'Everything is waking up again, and so are we.',
  ],
  summer: [
    'Long days and warm evenings: make the most of them.',
    'Summer slows everything down, in the best way.',
    'Bright mornings and late sunsets give every day a bit more room.',
    'Stay cool, drink plenty of water and enjoy the long days.',
    'The warm weather brings everyone out, and we love it.',
  ],
  autumn: [
    'Crisp mornings and shorter days are here.',
    'Autumn is a good time to settle back into a routine.',
    'The leaves are turning and the evenings are drawing in.',
    'Cosy season is here, and we are ready for it.',
    'A new term, a new rhythm and a little less daylight.',
  ],
};
