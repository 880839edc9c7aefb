// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countSentences, splitSentences } from './sentences';

describe('countSentences', () => {
  it.each([
    ['One sentence.', 1],
    ['Fresh bread! Come early. Why wait?', 3],
    ['A sentence without a full stop', 1],
    ['Wait for it… fresh bread is here.', 2],
    ['Really?! Yes.', 2],
    ['', 0],
    ['   ', 0],
  ])('counts %j as %i', (text, count) => {
    expect(countSentences(text)).toBe(count);
  });

  it('does not end a sentence at abbreviations, initials, decimals or inside a URL', () => {
    expect(
      countSentences('Dr. Patel sees patients on Maple St. from 9 a.m. to 5 p.m. daily.'),
    ).toBe(1);
    expect(countSentences('J. R. Smith opens the show.')).toBe(1);
    expect(countSentences('Loaves are $4.50 at example.com/shop today.')).toBe(1);
  });

  it('ends a sentence at every line break', () => {
    expect(countSentences('Great day at the shop\n— Team Crumb')).toBe(2);
    expect(countSentences('Line one\n\nLine two\nLine three')).toBe(3);
  });

  it('does not count a piece without a letter or a digit', () => {
    expect(countSentences('Fresh bread! 🍞🥐\n🎉🎉')).toBe(1);
    expect(countSentences('— !!! …')).toBe(0);
  });
});

describe('splitSentences', () => {
  it('keeps emoji and closing quotes with the sentence they follow', () => {
    expect(splitSentences('Big news! 🍞 We said "hello." Then left.')).toEqual([
      'Big news! 🍞',
      'We said "hello."',
      'Then left.',
    ]);
  });

  it('returns the sentences as written, trimmed', () => {
    expect(splitSentences('  First one.   Second one!\n Third ')).toEqual([
      'First one.',
      'Second one!',
      'Third',
    ]);
  });
});

describe('splitSentences: prices after a full stop', () => {
  it('starts the next sentence with its currency sign rather than ending the last with it', () => {
    expect(splitSentences('Flat whites are back. $5 a cup.')).toEqual([
      'Flat whites are back.',
      '$5 a cup.',
    ]);
    expect(splitSentences('Tickets on sale now! €25 each.')).toEqual([
      'Tickets on sale now!',
      '€25 each.',
    ]);
    expect(splitSentences('Done! 🎉 Next week.')).toEqual(['Done! 🎉', 'Next week.']);
  });
});
