import { describe, expect, it } from 'vitest';
import { sampleOnboardingData } from '@contract/samples';
import { writePost } from '../offline-writer/write-post';
import { splitSentences } from '../sentences';
import { writeAnotherVersion } from './another-version';
import { planMonth } from './plan-month';
import { planRequest } from './plan-request';
import { emptyLedger, normalSentence } from './variety';
import { writePlanPost } from './write-plan-post';

/** A bakery's March, written as the plan writes it. */
async function writtenMonth() {
  const profile = sampleOnboardingData();
  const { settings, context } = planRequest(
    {
      month: '2027-03',
      count: 6,
      platforms: ['instagram'],
      posting_times: { instagram: { days: [1, 3, 5], time: '09:30' } },
      own_dates: '',
      country: 'GB',
    },
    { profile, industry: profile.business.industry, businessName: profile.business.name },
  );
  const slots = planMonth(settings, context);
  const ledger = emptyLedger();
  const captions: string[] = [];
  for (const slot of slots)
    captions.push((await writePlanPost(slot, profile, ledger, writePost)).caption);
  return { profile, slots, captions };
}

/** The caption's words, sentence by sentence, without punctuation or case. */
const words = (caption: string) => splitSentences(caption).map(normalSentence);

describe('another version of a planned post', () => {
  it('says something else each try, about the same brief, and fits the plan', async () => {
    const { profile, slots, captions } = await writtenMonth();
    for (const index of slots.keys()) {
      const slot = slots[index];
      if (!slot) continue;
      const versions = [captions[index] ?? ''];
      for (const variation of [1, 2, 3]) {
        const planCaptions = captions.map((caption, at) =>
          at === index ? versions.at(-1) : caption,
        );
        const words_ = await writeAnotherVersion({
          slot,
          profile,
          recent: [],
          planCaptions: planCaptions.map((caption) => caption ?? ''),
          shown: versions.at(-1) ?? '',
          earlier: versions.slice(0, -1),
          variation,
          write: writePost,
        });
        // More than punctuation: the sentences differ from the version it replaces.
        expect(words(words_.caption)).not.toEqual(words(versions.at(-1) ?? ''));
        // Still the slot's post: its brief opens it, its subject is named.
        expect(words(words_.caption)[0]).toBe(normalSentence(slot.brief));
        // Nothing another post of the plan says.
        const others = captions.filter((_caption, at) => at !== index).flatMap(words);
        const brief = normalSentence(slot.brief);
        expect(
          words(words_.caption).filter(
            (sentence) => sentence !== brief && others.includes(sentence),
          ),
        ).toEqual([]);
        versions.push(words_.caption);
      }
      expect(new Set(versions.map((caption) => words(caption).join(' '))).size).toBe(
        versions.length,
      );
    }
  });

  it('asks the writer for other variations than the plan tried', async () => {
    const { profile, slots, captions } = await writtenMonth();
    const slot = slots[0];
    if (!slot) throw new Error('no slot');
    const asked: number[] = [];
    await writeAnotherVersion({
      slot,
      profile,
      recent: [],
      planCaptions: captions,
      shown: captions[0] ?? '',
      variation: 4,
      write: (request) => {
        asked.push(request.variation ?? -1);
        return writePost(request);
      },
    });
    expect(asked[0]).toBe(4);
  });
});
