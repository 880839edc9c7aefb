// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@contract/constants';
import { INDUSTRY_VOCABULARY, inferIndustry, resolveIndustry } from './industry-vocabulary';
import { pronounsFor } from './voice';

const WE = pronounsFor('we');
const I = pronounsFor('I');

describe('INDUSTRY_VOCABULARY', () => {
  it('has a vocabulary for each of the 17 industries of SPEC 9', () => {
    expect(Object.keys(INDUSTRY_VOCABULARY).sort()).toEqual([...INDUSTRIES].sort());
    expect(INDUSTRIES).toHaveLength(17);
  });

  it.each(INDUSTRIES)('gives %s enough words to write every length', (industry) => {
    const vocabulary = INDUSTRY_VOCABULARY[industry];
    expect(vocabulary.hooks.length).toBeGreaterThanOrEqual(3);
    expect(vocabulary.anonymousHooks.length).toBeGreaterThanOrEqual(2);
    expect(vocabulary.details.length).toBeGreaterThanOrEqual(4);
    expect(vocabulary.callsToAction.length).toBeGreaterThanOrEqual(3);
    expect(vocabulary.closers.length).toBeGreaterThanOrEqual(2);
    expect(vocabulary.hashtags.length).toBeGreaterThanOrEqual(8);
    expect(vocabulary.trendTags.length).toBeGreaterThanOrEqual(2);
    expect(vocabulary.emoji.length).toBeGreaterThanOrEqual(3);
    for (const tag of [...vocabulary.hashtags, ...vocabulary.trendTags]) {
      expect(tag).toMatch(/^[a-z0-9]+$/);
    }
  });

  // A long caption needs 500 characters in at most 7 sentences, one of which may be a
  // brand's two-word sign-off: four details of this length get it there.
  it('writes detail sentences of at least 110 characters in either person', () => {
    for (const industry of INDUSTRIES) {
      for (const line of INDUSTRY_VOCABULARY[industry].details) {
        for (const person of [WE, I]) {
          expect(line(person).length, `${industry}: ${line(person)}`).toBeGreaterThanOrEqual(110);
        }
      }
    }
  });

  it('never shares a call to action between two industries', () => {
    const owners = new Map<string, string>();
    for (const industry of INDUSTRIES) {
      for (const line of INDUSTRY_VOCABULARY[industry].callsToAction) {
        const text = line(WE);
        expect(
          owners.get(text),
          `"${text}" is in ${owners.get(text)} and ${industry}`,
        ).toBeUndefined();
        owners.set(text, industry);
      }
    }
  });

  it('never shares a detail sentence between two industries', () => {
    const details = INDUSTRIES.flatMap((industry) =>
      INDUSTRY_VOCABULARY[industry].details.map((line) => line(WE)),
    );
    expect(new Set(details).size).toBe(details.length);
  });

  it('writes every sentence right in the first person singular', () => {
    for (const industry of INDUSTRIES) {
      const vocabulary = INDUSTRY_VOCABULARY[industry];
      const lines = [
        ...vocabulary.details,
        ...vocabulary.callsToAction,
        ...vocabulary.closers,
        ...vocabulary.anonymousHooks,
      ].map((line) => line(I));
      for (const line of lines) {
        expect(line, `${industry}: ${line}`).not.toMatch(/\b(?:we|our|us|ourselves|we're)\b/i);
        expect(line, `${industry}: ${line}`).not.toMatch(/\bI are\b|\bI were\b/);
      }
    }
  });

  it('writes sentence bodies without their final punctuation or a second sentence', () => {
    for (const industry of INDUSTRIES) {
      const vocabulary = INDUSTRY_VOCABULARY[industry];
      for (const line of [
        ...vocabulary.details,
        ...vocabulary.callsToAction,
        ...vocabulary.closers,
      ]) {
        expect(line(WE), industry).not.toMatch(/[.!?…]/);
      }
    }
  });
});

describe('resolveIndustry', () => {
  it('takes a known industry whatever its case', () => {
    expect(resolveIndustry('Beauty & Wellness')).toBe('Beauty & Wellness');
    expect(resolveIndustry(' legal ')).toBe('Legal');
  });

  it('reads free text for the anonymous generator or an unknown industry', () => {
    expect(resolveIndustry('', 'A family bike repair shop')).toBe('Automotive');
    expect(resolveIndustry('', 'Small law office helping tenants')).toBe('Legal');
    expect(resolveIndustry('Dental clinic')).toBe('Healthcare');
    expect(inferIndustry('We make handmade candles')).toBeNull();
  });

  it("falls back to 'Other'", () => {
    expect(resolveIndustry('')).toBe('Other');
    expect(resolveIndustry('Pet care')).toBe('Other');
  });
});
