// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { businessProfileSchema } from '@contract/business-profile';
import type { CaptionLength } from '@contract/generation';
import type { PostRequest } from '../post-writer';
import { ANY_TRADE, type AnyTradeBusiness } from './any-trade-corpus';
import { writeSourcedPost } from './write-post';

// Faults found reading the any-trade corpus's posts as their owners would (ADR 0012, update
// of 29 November 2026); every assertion is on whole posts of corpus businesses.
const LENGTHS: readonly CaptionLength[] = ['short', 'medium', 'long'];
const VERSIONS = [0, 1, 2, 3, 4];

function requestFor(business: AnyTradeBusiness, description: string): PostRequest {
  return {
    description,
    onboarding: business.onboarding,
    business: businessProfileSchema.parse(business.business),
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'medium',
    hashtagGeneration: true,
  };
}

const business = (label: string): AnyTradeBusiness => {
  const found = ANY_TRADE.find((item) => item.label === label);
  if (!found) throw new Error(`No business "${label}"`);
  return found;
};

describe('a vague request in another language, read as its owner', () => {
  const inOtherLanguages = ANY_TRADE.filter((item) => item.language);

  it.each(inOtherLanguages.map((item) => [item.label, item] as const))(
    '%s: the occasion heads the post on a line of its own, never "Para el fin de semana: Azulejo (12 €): …"',
    (_, item) => {
      for (const captionLength of LENGTHS) {
        for (const variation of VERSIONS) {
          const { post } = writeSourcedPost({
            ...requestFor(item, item.vague),
            captionLength,
            variation,
          });
          for (const line of post.caption.split('\n')) {
            expect(line.match(/: /gu)?.length ?? 0, post.caption).toBeLessThanOrEqual(1);
          }
        }
      }
    },
  );
});

describe('a glad message in another language, read as its owner', () => {
  const organBuilder = business('organ builder in Leipzig');
  const captions = LENGTHS.flatMap((captionLength) =>
    VERSIONS.map(
      (variation) =>
        writeSourcedPost({
          ...requestFor(organBuilder, organBuilder.request),
          captionLength,
          variation,
        }).post.caption,
    ),
  );

  it('is not headed like a notice ("Bitte beachten — … Danke!")', () => {
    for (const caption of captions) {
      expect(caption, caption).not.toMatch(/^(?:Bitte beachten|Hinweis)\b/u);
      expect(caption).toContain('1.250,00 €');
    }
  });

  it('still gives another version when asked', () => {
    expect(new Set(captions.slice(0, 5)).size).toBeGreaterThanOrEqual(2);
  });
});

describe('tags of a message that names a day, read as its owner', () => {
  // A day of the week alone is a word of the request, not what the business is about.
  const DAYS =
    /^#(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo|Segunda|Terça|Quarta|Quinta|Sexta|Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Lunedì|Martedì|Mercoledì|Giovedì|Venerdì|Sabato|Domenica|Δευτέρα|Τρίτη|Τετάρτη|Πέμπτη|Παρασκευή|Σάββατο|Κυριακή)$/iu;

  it.each(ANY_TRADE.map((item) => [item.label, item] as const))(
    '%s: no tag is a day of the week alone (#Κυριακή on "closed on Sunday")',
    (_, item) => {
      for (const variation of VERSIONS) {
        const { post } = writeSourcedPost({ ...requestFor(item, item.request), variation });
        for (const tag of post.hashtags.split(/\s+/u).filter(Boolean)) {
          expect(tag, post.hashtags).not.toMatch(DAYS);
        }
      }
    },
  );
});

describe('a vague request from a business whose profile says only what it does', () => {
  // The funeral director, the wedding DJ and the Graz chimney sweep gave a "what you do"
  // line and nothing else: "remind people we exist" is still a post about what they do.
  const VAGUE = [
    'remind people we exist',
    'something for the weekend',
    'post about spring',
    'something for christmas',
  ];
  const onlyWhatTheyDo = ANY_TRADE.filter((item) => {
    const profile = businessProfileSchema.parse(item.business);
    return (
      profile.whatYouDo.trim() !== '' &&
      profile.offerings.length === 0 &&
      profile.differences.length === 0 &&
      item.trade === 'neutral'
    );
  });

  it('covers such businesses in English and another language', () => {
    expect(onlyWhatTheyDo.map((item) => item.label)).toEqual(
      expect.arrayContaining(['funeral director', 'wedding DJ', 'chimney sweep in Graz']),
    );
  });

  it.each(onlyWhatTheyDo.map((item) => [item.label, item] as const))(
    '%s: writes about what the business does, not "needs a detail" or "A tip from…" with no tip',
    (_, item) => {
      const whatYouDo = businessProfileSchema.parse(item.business).whatYouDo;
      for (const vague of [...VAGUE, item.vague]) {
        const captions = new Set<string>();
        for (const captionLength of LENGTHS) {
          for (const variation of VERSIONS) {
            const result = writeSourcedPost({
              ...requestFor(item, vague),
              captionLength,
              variation,
            });
            const { title, caption } = result.post;
            expect(result.needsDetail, caption).toBe(false);
            expect(caption.toLocaleLowerCase(), caption).toContain(whatYouDo.toLocaleLowerCase());
            expect(title, title).not.toMatch(/^(?:A tip from|Good to know)/u);
            expect(caption.toLocaleLowerCase()).not.toContain(vague);
            if (captionLength === 'medium') captions.add(caption);
          }
        }
        expect(captions.size, [...captions].join('\n')).toBeGreaterThanOrEqual(2);
      }
    },
  );

  it('still asks for a detail when the profile says nothing at all', () => {
    const empty = business('empty profile, unknown trade');
    for (const vague of VAGUE) {
      for (const variation of VERSIONS) {
        expect(writeSourcedPost({ ...requestFor(empty, vague), variation }).needsDetail).toBe(true);
      }
    }
  });
});

describe('an owner who speaks as "I" and gave no sample posts', () => {
  // "A tuning is €95, and I tune most pianos": the piano tuner works alone, and a post that
  // ends "Send us a message" speaks for a team the owner does not have.
  const tuner = business('piano tuner');

  it('is not made to speak as "we" around their own words', () => {
    for (const captionLength of LENGTHS) {
      for (const variation of VERSIONS) {
        const { caption } = writeSourcedPost({
          ...requestFor(tuner, tuner.request),
          captionLength,
          variation,
        }).post;
        expect(caption, caption).not.toMatch(/\b(?:we|us|our|we're|ourselves)\b/iu);
        expect(caption).toContain('A tuning is €95, and I tune most pianos in 90 minutes.');
      }
    }
  });
});

describe('an English vague request from a business that writes in another language', () => {
  // "Passeio pela Ribeira for Christmas" heads a Portuguese post with English.
  const inOtherLanguages = ANY_TRADE.filter((item) => item.language);

  it.each(inOtherLanguages.map((item) => [item.label, item] as const))(
    '%s: the title has no English around the owner’s words',
    (_, item) => {
      for (const vague of ['something for christmas', 'something for the weekend']) {
        for (const variation of VERSIONS) {
          const { title } = writeSourcedPost({ ...requestFor(item, vague), variation }).post;
          expect(title, title).not.toMatch(/\b(?:for|the|Thinking of)\b/u);
          expect(title.trim()).not.toBe('');
        }
      }
    },
  );
});

// The second reading of 29 November 2026 (ADR 0012, update "a second reading").
const everyPost = (item: AnyTradeBusiness, description: string, lengths = LENGTHS) =>
  lengths.flatMap((captionLength) =>
    VERSIONS.map(
      (variation) =>
        writeSourcedPost({ ...requestFor(item, description), captionLength, variation }).post,
    ),
  );

describe('a post signed with what the business does, not a form letter', () => {
  // "Stitch & Frame: upholstery and curtain making. Based in Leeds. Send us a message."
  const upholsterer = business('upholsterer');

  it('ends a medium or long post with one signature line, and no "Name: what we do." in the middle', () => {
    for (const { caption } of everyPost(upholsterer, upholsterer.request, ['medium', 'long'])) {
      expect(caption.split('\n').at(-1), caption).toBe(
        '— Stitch & Frame, upholstery and curtain making in Leeds',
      );
      expect(caption).not.toContain('Stitch & Frame: upholstery');
      expect(caption).not.toContain('Based in Leeds');
    }
  });

  it('does not sign with the trade the name already says ("KeyRight Locksmiths, locksmith: …")', () => {
    const locksmith = business('locksmith');
    for (const { caption } of everyPost(locksmith, locksmith.request, ['medium'])) {
      expect(caption).toContain('— KeyRight Locksmiths, lock changes, lockouts and key cutting');
    }
  });
});

describe('the weekend or the week is when a post goes out, not what an offering is for', () => {
  // "Made-to-measure curtains for the weekend", "Orgelrestaurierung für die Woche".
  it.each([
    ['upholsterer', 'something for the weekend', 'This weekend: '],
    ['organ builder in Leipzig', 'etwas für die Woche', 'Diese Woche: '],
    ['tailor in Madrid', 'algo para la semana', 'Esta semana: '],
    ['ceramics shop in Seville', 'algo para el fin de semana', 'Este fin de semana: '],
  ])('%s: "%s" heads the post with "%s"', (label, vague, heading) => {
    for (const { title, caption } of everyPost(business(label), vague)) {
      expect(title, title).toMatch(new RegExp(`^${heading}`, 'u'));
      expect(`${title}\n${caption}`).not.toMatch(
        /\b(?:for the weekend|für die Woche)\b|para la semana|para el fin de semana/u,
      );
    }
  });
});

describe('a notice the owner headed themselves', () => {
  // "Please note — Lake warning: wind over 30 km/h" says the warning twice.
  const kayak = business('kayak hire');

  it('gets no lead-in before the heading, keeps every instruction, and still varies', () => {
    const posts = everyPost(kayak, kayak.request);
    for (const { caption } of posts) {
      expect(caption, caption).toMatch(/^Lake warning: /u);
      expect(caption).toContain('Life jackets on at all times.');
    }
    const short = posts.slice(0, VERSIONS.length).map((post) => post.caption);
    expect(new Set(short).size).toBeGreaterThanOrEqual(4);
  });
});

describe('calm notices in another language end in that language', () => {
  it('a holiday closure is never apologised for ("Disculpen las molestias")', () => {
    const tailor = business('tailor in Madrid');
    const captions = everyPost(tailor, tailor.request).map((post) => post.caption);
    for (const caption of captions) expect(caption).not.toMatch(/Disculpen|Gracias por su/u);
    expect(captions.some((caption) => caption.includes('Nos vemos a la vuelta.'))).toBe(true);
  });

  it('a safety notice ends, in some versions, with a calm line in Portuguese', () => {
    const surf = business('surf school in Ericeira');
    const captions = everyPost(surf, surf.request).map((post) => post.caption);
    for (const caption of captions) expect(caption).toMatch(/^Aviso: mar perigoso hoje\./u);
    expect(captions.some((caption) => /Cuidem-se\.|Por favor, partilhem\./u.test(caption))).toBe(
      true,
    );
  });
});

describe('a vague post from one short offering in another language', () => {
  // "Esta semana: Bajo de pantalón (15 €): listo en 48 horas." and nothing else.
  it('adds what the business does, in the owner’s words', () => {
    const tailor = business('tailor in Madrid');
    for (const { caption } of everyPost(tailor, tailor.vague, ['medium', 'long'])) {
      expect(caption).toContain('Sastrería Lumbreras — arreglos y trajes a medida.');
    }
  });
});

describe('a vague post leads with the offering its title names', () => {
  // "Single-use needles, always. Small flash tattoo (R950): …" read as two posts.
  it('puts the offering before any difference in every version', () => {
    const tattoo = business('tattoo studio');
    for (const { title, caption } of everyPost(tattoo, tattoo.vague, ['medium'])) {
      const offering = caption.indexOf(title);
      const difference = caption.indexOf('Single-use needles, always.');
      expect(offering, caption).toBeGreaterThanOrEqual(0);
      if (difference >= 0) expect(offering, caption).toBeLessThan(difference);
    }
  });
});

describe('the sixty-four businesses, read again as their owners (29 November)', () => {
  const posts = (label: string, which: 'request' | 'vague') => {
    const item = business(label);
    return everyPost(item, item[which]);
  };

  it('heads a price rise with the news before its reason', () => {
    for (const { title } of posts('farrier raising prices', 'request')) {
      expect([
        'From 1 March a full set goes up from £95 to £105',
        'Full set at Ironside Farriery',
      ]).toContain(title);
    }
    expect(posts('farrier raising prices', 'request')[0]?.title).toBe(
      'From 1 March a full set goes up from £95 to £105',
    );
  });

  it('heads a post for a season with the business, never a bare "For autumn"', () => {
    for (const { title } of posts('repair café', 'vague')) expect(title).not.toBe('For autumn');
  });

  it('ends a closure with one calm line at most, and "— we are closed" in lower case', () => {
    for (const label of ['harbour sauna in Aarhus', 'wheelchair repair']) {
      for (const { caption } of posts(label, 'request')) {
        expect(caption, caption).not.toMatch(/patience.*understanding|understanding.*patience/su);
        expect(caption).not.toContain('— We ');
      }
    }
  });

  it('invites nobody to an event that is not the business’s own', () => {
    for (const { caption } of posts('sign language interpreter', 'request')) {
      expect(caption, caption).not.toMatch(
        /Bring a friend|Save the date|See you there|Diary date/u,
      );
    }
  });

  it('writes a price rise in Portuguese plainly: no emoji, one thank-you at most', () => {
    for (const { caption } of posts('sneaker cleaning in São Paulo', 'request')) {
      expect(caption, caption).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(caption.match(/Obrigad/gu)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it('keeps an elided French word a word of its own in a tag', () => {
    const tags = posts('sailing school in Brest', 'request').map((post) => post.hashtags);
    for (const line of tags) expect(line).not.toContain('#StageDautomne');
    expect(tags.join(' ')).toContain('#StageDAutomne');
  });

  it('heads a job advert in Italian as news, never "Nota —"', () => {
    for (const { caption } of posts('violin maker in Cremona', 'request')) {
      expect(caption, caption).not.toMatch(/^(?:Nota|Avviso|Informazione) —/u);
    }
  });
});

describe('the sixty-four businesses, another version read again (29 November)', () => {
  it('a lower-case brand still writes Father’s Day with its capital', () => {
    const smith = business('blacksmith');
    for (const { caption } of everyPost(smith, smith.vague)) {
      expect(caption, caption).not.toContain('father’s Day');
    }
  });

  it('puts no lead-in before a notice the owner headed "Aviso:", whatever its kind', () => {
    const dive = business('dive centre in Cozumel');
    for (const { caption } of everyPost(dive, dive.request)) {
      expect(caption, caption).toMatch(/^Aviso: /u);
    }
  });

  it('never fills a weekend post with a New Year tip', () => {
    const gym = business('bouldering gym in Seoul');
    for (const { caption } of everyPost(gym, gym.vague)) {
      expect(caption, caption).not.toContain('Pick one goal');
    }
  });
});

describe('the sixty-four businesses, a last look (29 November)', () => {
  it('says "new" once: no "Something new at" before the owner’s own "New …"', () => {
    for (const label of [
      'children’s party entertainer',
      'blacksmith',
      'Polish school for adults',
    ]) {
      const item = business(label);
      for (const { caption } of everyPost(item, item.request)) {
        expect(caption, caption).not.toMatch(/something new|fresh news/iu);
      }
    }
  });

  it('tags a farrier in Hereford #HerefordFarrier, from the trade the owner names', () => {
    const farrier = business('farrier raising prices');
    const tags = everyPost(farrier, farrier.request).map((post) => post.hashtags);
    expect(tags.some((line) => line.includes('#HerefordFarrier'))).toBe(true);
  });

  it('sets a space before the colon of a French heading', () => {
    const sailing = business('sailing school in Brest');
    for (const { caption } of everyPost(sailing, sailing.vague)) {
      expect(caption, caption).not.toMatch(/\S:\n/u);
    }
  });
});

describe('a day people give presents on', () => {
  // "Leaded window repair for Mother’s Day", "Regolazione e cambio corde per Natale".
  it.each([
    ['stained-glass studio', 'Leaded window repair'],
    ['violin maker in Cremona', 'Regolazione e cambio corde'],
  ])('%s does not feature an upkeep job ("%s") first', (label, upkeep) => {
    const item = business(label);
    const { title } = writeSourcedPost(requestFor(item, item.vague)).post;
    expect(title).not.toContain(upkeep);
  });

  it('gives no English word order to a local tag of an Italian brand', () => {
    const violin = business('violin maker in Cremona');
    for (const { hashtags } of everyPost(violin, violin.vague)) {
      expect(hashtags).not.toContain('#CremonaLiuteria');
    }
  });
});

describe('a vague medium post from a profile with offerings and no difference', () => {
  // "getting ready for Father’s Day? Coat hooks ($48): set of three." and nothing else.
  it('features a second offering rather than ending thin', () => {
    const smith = business('blacksmith');
    const { caption } = writeSourcedPost(requestFor(smith, smith.vague)).post;
    expect(caption).toContain('Coat hooks ($48): set of three.');
    expect(caption).toContain('Fire poker ($65)');
  });
});
