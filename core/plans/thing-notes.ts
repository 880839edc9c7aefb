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

const TECHNOLOGY: Notes = {
  'product update': {
    tips: [
      'Skim the release notes before you start work: they say what has moved and why.',
      'Install updates at the end of the day, not the start, so a restart never interrupts your work.',
    ],
    what: [
      'It is a round of small fixes that make everyday tasks a little smoother.',
      'Nothing moves without a note to say where it has gone.',
    ],
    steps: [
      'Each change is tried on a copy of real work before anyone else sees it.',
      'We write up what has changed in plain words before anything goes live.',
    ],
  },
  'setup guide': {
    tips: [
      'Set aside a quiet half hour for getting set up, rather than squeezing it in between calls.',
      'Work through the steps in order and tick each one off: most snags come from a skipped step.',
    ],
    what: [
      'It takes you from a new account to a working system, one screen at a time.',
      'Every step has a picture, so you can see exactly where to click.',
    ],
    steps: [
      'Each guide is tried out by someone new to the product and rewritten wherever they get stuck.',
      'The pictures are retaken whenever a screen changes, so they always match what you see.',
    ],
  },
  'security check': {
    tips: [
      'Switch on two-step sign-in for your email first: it is the key to every other account.',
      'Use a password manager, so every account gets its own long password and you only remember one.',
    ],
    what: [
      'It is a calm look at the passwords, sign-ins, backups and updates across the business.',
      'You come away with a short list of what to fix first, in plain words.',
    ],
    steps: [
      'We go through every account and device with you, one at a time.',
      'Each finding is sorted by how much harm it could do, so the urgent ones come first.',
    ],
  },
  'customer story': {
    tips: [
      'Before choosing any new system, ask to speak to a business like yours that already uses it.',
      'Look past the happy ending to the problem: if it sounds like your week, the fix may suit you too.',
    ],
    what: [
      'It is a real business, in its own words, on what changed for them.',
      'It shows the messy middle of a project, not just the neat ending.',
    ],
    steps: [
      'We sit down with the customer and let them tell it their way.',
      'Every word is read and approved by the customer before we share it.',
    ],
  },
  'new feature': {
    tips: [
      'Try it on something small first, before you rely on it for real work.',
      'Tell us where it gets in your way: the next round of changes starts from that.',
    ],
    what: [
      'It came from a request we kept hearing from the people who use our tools.',
      'It is built to fit the way you already work, not to change it.',
    ],
    steps: [
      'It starts as a rough sketch that a few customers try out and pick apart.',
      'It is built in small pieces, and each piece is tested before the next one begins.',
    ],
  },
  'support desk': {
    tips: [
      'When you report a problem, say what you were doing, what you expected and what happened instead.',
      'A screenshot of the error message saves a lot of back and forth.',
    ],
    what: [
      'Questions are answered by real people, in plain words.',
      'No question is too small, and nobody is made to feel silly for asking.',
    ],
    steps: [
      'Every message is read by a person, who passes it to whoever knows that part well.',
      'Common questions are written up as short answers, so the next person finds them quickly.',
    ],
  },
};

const EDUCATION: Notes = {
  'new course': {
    tips: [
      'Look through the outline before the first lesson, so the topics feel familiar when they come up.',
      'Keep one notebook just for this subject: notes kept in one place are far easier to revise from.',
    ],
    what: [
      'It is built step by step, so each lesson leans on the one before.',
      'Short explanations sit alongside plenty of practice.',
    ],
    steps: [
      'Each lesson is planned around what students found hard the last time it was taught.',
      'The materials are tried with a small group first and changed wherever the group stumbled.',
    ],
  },
  'study routine': {
    tips: [
      'Study at the same time and in the same place each day, and starting gets easier.',
      'Leave the phone in another room while you work: even face down, it pulls at your attention.',
    ],
    what: [
      'It is a simple weekly pattern that fits around school, clubs and family life.',
      'Short, regular sessions do more good than a long cram the night before.',
    ],
    steps: [
      'We map out the week with each student before planning any study time.',
      'Each routine is looked at again after a few weeks and changed if it is not working.',
    ],
  },
  'exam preparation': {
    tips: [
      'Practise with past papers against the clock: it takes the surprise out of the real thing.',
      'Test yourself instead of rereading your notes: recalling something is what makes it stick.',
    ],
    what: [
      'It covers the topics, the styles of question and how to use the time on the day.',
      'It builds calm as well as knowledge, so the exam room feels familiar.',
    ],
    steps: [
      'We go through past papers to see which topics come up and how the questions are worded.',
      'Each student’s weak spots are listed, and the sessions are planned around them.',
    ],
  },
  'student project': {
    tips: [
      'Break a big piece of work into small tasks and give each one a date.',
      'Keep a list of every source as you go, so the references are not a scramble at the end.',
    ],
    what: [
      'It is a piece of work that students plan, research and present themselves.',
      'It shows what students can do when they follow their own questions.',
    ],
    steps: [
      'Each one starts with a question the student actually wants to answer.',
      'Tutors check in at every stage, with feedback on the plan before the writing starts.',
    ],
  },
  'tutor session': {
    tips: [
      'Bring the homework or topic that is causing trouble: the time goes straight to it.',
      'Decide on one thing you want to understand by the end, and say it at the start.',
    ],
    what: [
      'It is one-to-one time at the student’s own pace, with room for every question.',
      'Patient, focused help goes exactly where a student is stuck.',
    ],
    steps: [
      'Beforehand, the tutor reads over the notes from last time.',
      'Each one ends with a quick recap of what was covered and what comes next.',
    ],
  },
  'reading list': {
    tips: [
      'Read a little every day: a few pages each evening add up faster than a long read at the weekend.',
      'Jot down new words as you read and look them up at the end of the chapter.',
    ],
    what: [
      'It mixes stories, true-life reads and a few surprises, chosen for the age group.',
      'Every title on it has been read and enjoyed by someone on the team.',
    ],
    steps: [
      'It is put together from what students have loved reading, not just what is set.',
      'Titles are swapped in and out each term as new favourites come along.',
    ],
  },
};

const MARKETING: Notes = {
  'campaign idea': {
    tips: [
      'Decide what you want people to do before you decide what to say.',
      'Pick one thing to measure before you launch, so you know afterwards whether it worked.',
    ],
    what: [
      'It is built around one simple message that would fit on a sticky note.',
      'It starts from your customers: where they spend their time and what they care about.',
    ],
    steps: [
      'We sketch several rough directions, then set most of them aside.',
      'The strongest direction is tried on a few real customers before any money is spent.',
    ],
  },
  'brand story': {
    tips: [
      'Write down why you started the business, in your own words, before anyone polishes it.',
      'Ask a few loyal customers why they chose you: their answers are often the heart of it.',
    ],
    what: [
      'It is the plain version of who you are, why you started and who you are for.',
      'It sounds like you on a good day, not like an advert.',
    ],
    steps: [
      'It starts with a long chat with the owner, and plenty of notes.',
      'Drafts are read aloud, because words that sound stiff out loud read stiff on the page too.',
    ],
  },
  'social media plan': {
    tips: [
      'Plan posts around what is already happening in your month: launches, seasons and local events.',
      'Write a few posts ahead in a quiet week, so a busy week never leaves you silent.',
    ],
    what: [
      'It shows what goes out, where and when, with the whole month at a glance.',
      'It leaves room for the unplanned moments that people often like most.',
    ],
    steps: [
      'We start by listing the dates that matter to your business and your customers.',
      'Each month is looked at again against what people actually responded to.',
    ],
  },
  'case study': {
    tips: [
      'Before any project starts, note a few numbers to compare against at the end.',
      'When a customer thanks you, ask whether you may quote them: kind words are easy to lose.',
    ],
    what: [
      'It is an honest account of a project: the problem, what we tried and what changed.',
      'It includes what did not go to plan, because that is where the lessons are.',
    ],
    steps: [
      'Every figure and quote is checked with the client before it goes out.',
      'We go back to the client after a while to see what has lasted.',
    ],
  },
  'social audit': {
    tips: [
      'Look back over your recent posts and note which ones got replies, not just likes.',
      'Make sure your profile says what you do, where you are and how to reach you.',
    ],
    what: [
      'It is a clear-eyed look at what you post, who sees it and what they do next.',
      'The changes that will help most are listed first, in plain words.',
    ],
    steps: [
      'We read through every account as a new customer would, starting with the profile.',
      'Each account is compared with a few similar businesses nearby.',
    ],
  },
  newsletter: {
    tips: [
      'Write it as if to one regular customer, not to a crowd.',
      'Keep to one main story in each issue and put the most useful part first.',
    ],
    what: [
      'It is a short, friendly note for the people who asked to hear from you.',
      'It gives loyal customers something worth opening, not another advert.',
    ],
    steps: [
      'Each issue starts with a list of questions customers have asked lately.',
      'Every draft is checked on a phone screen, where most people will read it.',
    ],
  },
};

const CONSULTING: Notes = {
  'strategy session': {
    tips: [
      'Bring the one question that matters most, rather than a long list: the talk goes deeper that way.',
      'Bring the people who will carry out the plan, not only the ones who sign it off.',
    ],
    what: [
      'It is a focused few hours on where the business is going and what stands in the way.',
      'It ends with a handful of clear decisions, not a pile of ideas.',
    ],
    steps: [
      'Beforehand, we read through your figures and talk to a few of the team.',
      'Afterwards, the decisions are written up on a single page, with a name against each one.',
    ],
  },
  'growth plan': {
    tips: [
      'Grow what already works before adding something new: it is quicker to prove.',
      'Check any plan to grow against your cash each month: growth that outruns the bank balance can sink a good business.',
    ],
    what: [
      'It sets out where the business wants to be and the few steps most likely to get it there.',
      'It is short enough to read in one sitting and clear enough to act on.',
    ],
    steps: [
      'It starts with the numbers as they are, not as anyone hopes they are.',
      'Each step has an owner and a date to check on it.',
    ],
  },
  'client result': {
    tips: [
      'Write down where things stand before any change, so you can see later what made the difference.',
      'Give any change a fair run before you judge it: most take a few months to show.',
    ],
    what: [
      'It shows a real problem, what was tried and what changed afterwards.',
      'It is told with the client’s permission, in their own words.',
    ],
    steps: [
      'At the start, we agree with the client how success will be measured.',
      'Progress is checked at agreed points along the way, not left until the end.',
    ],
  },
  workshop: {
    tips: [
      'Clear the diary for the whole session: people dipping in and out lose the thread.',
      'Send everyone the question a few days before, so they arrive with ideas already forming.',
    ],
    what: [
      'It is a hands-on session where the team works through a real problem together.',
      'Everyone gets a say, including the people who are usually quiet in meetings.',
    ],
    steps: [
      'Each one is planned around a single problem the team has chosen.',
      'The walls are covered in notes by the end, and every one is typed up afterwards.',
    ],
  },
  'process review': {
    tips: [
      'Ask the person who does the job every day where it slows down: they usually already know.',
      'Map a task from start to finish on paper before you change anything in it.',
    ],
    what: [
      'It is a careful look at how work actually moves through the business, step by step.',
      'It finds the hand-offs and double handling that quietly eat up the week.',
    ],
    steps: [
      'We follow a piece of work from the first request to the finished job.',
      'Each step is timed and noted, so the slow parts show themselves.',
    ],
  },
  'quarterly review': {
    tips: [
      'Pick no more than a handful of goals for the quarter: with too many, none get done.',
      'Put the next review in the diary at the start of the quarter, so it does not slip.',
    ],
    what: [
      'It looks back at the last three months and sets a few clear goals for the next.',
      'It is a regular pause to check that the plan still fits the business.',
    ],
    steps: [
      'We gather the figures and the team’s notes a week before we sit down.',
      'Every goal is written so that anyone could tell, at the end, whether it was met.',
    ],
  },
};

const FINANCE: Notes = {
  'budget plan': {
    tips: [
      'Note down everything you spend for a month before you set a budget: the real figures often surprise.',
      'Give your money a job at the start of each month, including a little for fun.',
    ],
    what: [
      'It is a simple picture of your money: what comes in, what must go out and what is left.',
      'It is built around your real spending, not an ideal month.',
    ],
    steps: [
      'We start from your bank statements, sorted under a few plain headings.',
      'It is looked at again after a month or two and adjusted to fit.',
    ],
  },
  'tax return': {
    tips: [
      'Keep every receipt for work costs in one folder through the year: it turns the return into an afternoon’s work, not a week’s.',
      'Put the filing date in your calendar now, with a reminder a month before.',
    ],
    what: [
      'It goes far more smoothly when the paperwork is gathered early.',
      'Every figure on it is explained, so you know what you are signing.',
    ],
    steps: [
      'Before anything is filed, every figure is checked against the paperwork behind it.',
      'Anything unusual is flagged early, so there is time to ask questions.',
    ],
  },
  'savings habit': {
    tips: [
      'Move a set amount into savings on payday, before there is a chance to spend it.',
      'Keep a small pot for surprise bills, so one bad month does not end up on a credit card.',
    ],
    what: [
      'Small, regular amounts set aside add up over time.',
      'It is about building a cushion, not about chasing returns.',
    ],
    steps: [
      'We look at your regular outgoings first, to find an amount that feels comfortable.',
      'The amount is looked at again whenever life changes, such as a new job or a move.',
    ],
  },
  'pension review': {
    tips: [
      'Gather the statements from every pension you have, including ones from old jobs.',
      'Tell old pension providers when you move house, so their letters still reach you.',
    ],
    what: [
      'It gives you a clear picture of what you have put aside and where it sits.',
      'It is a chance to ask questions, with everything explained in plain words.',
    ],
    steps: [
      'We put every statement side by side, so the whole picture fits on one page.',
      'Nothing is changed without a clear explanation of what it means for you.',
    ],
  },
  bookkeeping: {
    tips: [
      'Set aside the same hour each week for the accounts, rather than a lost weekend every few months.',
      'Match each payment in the bank to its receipt as you go, so nothing piles up.',
    ],
    what: [
      'It is the steady, week-by-week record that keeps every other money job simple.',
      'Tidy records make every conversation about the business easier.',
    ],
    steps: [
      'Each week, payments are matched to their receipts and anything missing is flagged.',
      'At the end of each month, the figures are checked against the bank statement.',
    ],
  },
  'cash-flow check': {
    tips: [
      'Send invoices the day the work is done, and follow up kindly but promptly when they are late.',
      'Look a few months ahead, not just at today’s balance: the quiet months are the ones to plan for.',
    ],
    what: [
      'It shows when money arrives and when bills fall due, week by week.',
      'It spots the tight weeks early, while there is still time to do something about them.',
    ],
    steps: [
      'We set the payments you expect against the bills that are due.',
      'The forecast is updated as invoices are paid, so it stays close to the truth.',
    ],
  },
};

const ENTERTAINMENT: Notes = {
  'next show': {
    tips: [
      'Arrive a little early, so you can find your seat and settle in before the lights go down.',
      'Check the running time before you go, so you can plan the journey home.',
    ],
    what: [
      'It is live and close up, and no two nights are quite the same.',
      'It is the kind of night you talk about all the way home.',
    ],
    steps: [
      'Months ahead, it begins with a script or a set list read around a table.',
      'The crew walk through every cue and scene change before the doors open.',
    ],
  },
  'dress rehearsal': {
    tips: [
      'If you ever get the chance to watch a rehearsal, take it: you see how a show is really built.',
      'If you sit in on one, keep quiet and keep your phone away: the cast are still working.',
    ],
    what: [
      'It is the full run in costume, with lights and sound, as if the audience were there.',
      'It is the last chance to catch anything before the first night.',
    ],
    steps: [
      'The director sits out front with a notebook, and every note is worked on the next day.',
      'Every cue is called exactly as it will be on the night, from start to finish.',
    ],
  },
  'ticket release': {
    tips: [
      'Decide who is coming before you buy, so you are not counting heads at the checkout.',
      'Buy tickets only from the venue or its own box office, never from a stranger online.',
    ],
    what: [
      'It is the day you can first get seats for the coming shows.',
      'Popular nights go quickly, so it pays to be ready.',
    ],
    steps: [
      'The seating plan is checked seat by seat before a single seat is sold.',
      'The box office team run through the buying process themselves before the day.',
    ],
  },
  'guest performer': {
    tips: [
      'Look up a clip of their work before the night, so you know what you are in for.',
      'Stay behind if you can: a kind word after the show means a lot to visiting performers.',
    ],
    what: [
      'Each visit brings a different voice to our stage for a night or two.',
      'They bring a style of their own, and our regulars get something new.',
    ],
    steps: [
      'We talk through the stage, the sound and the running order well before they arrive.',
      'On the day, there is a soundcheck in the afternoon, so the evening runs smoothly.',
    ],
  },
  'venue tour': {
    tips: [
      'Wear flat, comfortable shoes: there are stairs and narrow corridors backstage.',
      'Save your questions for the backstage areas: that is where the stories are.',
    ],
    what: [
      'It is a look behind the stage: the dressing rooms, the wings and the workshop.',
      'It is full of stories about the building and the people who have worked in it.',
    ],
    steps: [
      'The route is planned around whatever is happening in the building that day.',
      'The guides are the people who work here: crew, front of house and office staff.',
    ],
  },
  'fan night': {
    tips: [
      'Arrive early to meet other regulars before things get going.',
      'Bring your questions for the cast and crew: there is usually time for a few.',
    ],
    what: [
      'It is an evening for the people who come back again and again.',
      'It is relaxed, a little noisy and full of people who love live shows.',
    ],
    steps: [
      'We ask regulars what they would like to see before planning the evening.',
      'The stage is set up for talking as well as performing, with chairs for the cast.',
    ],
  },
};

const NON_PROFIT: Notes = {
  'volunteer day': {
    tips: [
      'Wear clothes you do not mind getting dirty, and bring a water bottle.',
      'Mention what you enjoy doing when you arrive: there is a job for every kind of helper.',
    ],
    what: [
      'It is a day of shared work and good company, right on our doorstep.',
      'No experience is needed: someone will show you what to do.',
    ],
    steps: [
      'Tools, gloves and tea are sorted before the first helper arrives.',
      'Every task is explained at the start, with someone who has done it before on hand.',
    ],
  },
  fundraiser: {
    tips: [
      'Before giving to any collection, check the name of the charity it is for.',
      'A small regular gift often helps more than a single large one: it lets a charity plan ahead.',
    ],
    what: [
      'It is a chance for neighbours to come together and raise money for the work we do.',
      'It is fun with a purpose, and everyone is welcome.',
    ],
    steps: [
      'Volunteers spend weeks planning, from the stalls and the signs to the tea urn.',
      'Afterwards, the money is counted by two volunteers together and written down.',
    ],
  },
  'impact story': {
    tips: [
      'If a story moves you, pass it on: sharing reaches people we never could on our own.',
      'Ask any charity you support what your money actually did: a good one will be glad to tell you.',
    ],
    what: [
      'It is one person’s story, told with their permission and in their own words.',
      'It shows the difference your support makes, one family at a time.',
    ],
    steps: [
      'We sit down with the person, listen, and let them choose what is shared.',
      'Names and details are changed whenever someone would rather not be recognised.',
    ],
  },
  'donation drive': {
    tips: [
      'Check the list of what is needed before you give: it changes from week to week.',
      'Give things that are clean, complete and in date, so they can go straight to someone who needs them.',
    ],
    what: [
      'It is a short push to gather what local families need right now.',
      'Small gifts from lots of neighbours add up to full shelves.',
    ],
    steps: [
      'Volunteers sort every donation by hand and check the dates.',
      'The shelves are counted each week, so the appeal asks for what is actually running low.',
    ],
  },
  'community project': {
    tips: [
      'Start small: one street, one garden or one afternoon is plenty for a first go.',
      'Ask the neighbours what they want before planning anything for them.',
    ],
    what: [
      'It is neighbours working together on something the whole area can use.',
      'It grows from local ideas, not a plan handed down from outside.',
    ],
    steps: [
      'It begins with a meeting where anyone can bring an idea.',
      'Each stage is shared with the neighbourhood as it goes, so everyone can have a say.',
    ],
  },
  'local partners': {
    tips: [
      'Shop with the local businesses that back community work: it keeps that support going.',
      'If your workplace has spare space, skills or stock, a local charity may well be able to use it.',
    ],
    what: [
      'They are the shops, growers and groups nearby who stand behind our work.',
      'They give time, space and supplies, and ask very little back.',
    ],
    steps: [
      'Each partnership starts with a cup of tea and a chat about what both sides need.',
      'We keep in touch with every partner, so help goes where it is needed.',
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
  Technology: TECHNOLOGY,
  Education: EDUCATION,
  Marketing: MARKETING,
  Consulting: CONSULTING,
  Finance: FINANCE,
  Entertainment: ENTERTAINMENT,
  'Non-profit': NON_PROFIT,
};

/**
 * For trades without their own notes: true of any business, about any of its things. Not
 * "keep receipts and paperwork together" or "read the small print" (an upholsterer read
 * them as another trade's, or as a warning about its own prices), nor "one of the things
 * people ask us about most", which claims what the owner never said (writer rule 2, ADR
 * 0012).
 */
const GENERIC: ThingNotes = {
  tips: [
    'Sort it out before you need it: it is always easier than on the day.',
    'Write your questions down before you get in touch, so nothing is forgotten.',
    'Keep a note of what worked for you last time and tell us: it helps us help you.',
    'Ask as many questions as you like before you decide: a good answer is worth the wait.',
    'Tell us as early as you can what you need: there is more we can do with time.',
    'Look after the basics regularly and the big jobs come round less often.',
  ],
  what: ['Done carefully, with the details that make the difference.'],
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
