// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyseVoice, DEFAULT_VOICE } from './voice';

describe('analyseVoice', () => {
  it('has a neutral default without sample posts', () => {
    expect(analyseVoice([])).toEqual(DEFAULT_VOICE);
    expect(analyseVoice(['   ', ''])).toEqual(DEFAULT_VOICE);
  });

  it('reads the emoji habit and the brand’s favourite emoji', () => {
    const voice = analyseVoice(['Rye is back 🍞', 'Croissants 🥐🍞', 'Closed Monday.']);
    expect(voice.usesEmoji).toBe(true);
    expect(voice.emoji).toEqual(['🍞', '🥐']);
    expect(analyseVoice(['Rye is back 🍞', 'Closed Monday.', 'Open Tuesday.']).usesEmoji).toBe(
      false,
    );
  });

  it('keeps joined emoji sequences whole', () => {
    expect(analyseVoice(['Family day 👨‍👩‍👧', 'Chef time 👨‍🍳']).emoji).toEqual(['👨‍👩‍👧', '👨‍🍳']);
  });

  it('reads how often the brand exclaims', () => {
    expect(analyseVoice(['Wow!', 'Great!', 'Fine.']).exclamations).toBe('often');
    expect(analyseVoice(['Wow!', 'Fine.', 'Calm.']).exclamations).toBe('some');
    expect(analyseVoice(['Fine.', 'Calm.']).exclamations).toBe('never');
  });

  it('tells "I" from "we"', () => {
    expect(analyseVoice(['I baked my best loaf.', 'Come see me.']).person).toBe('I');
    expect(analyseVoice(['We baked our best loaf.', 'Come see us.']).person).toBe('we');
    // "US" is the country, and a lower-case "i" is not the pronoun.
    expect(analyseVoice(['Shipping across the US.', 'We ship i.e. everywhere.']).person).toBe('we');
  });

  it('finds a closing line repeated on its own line', () => {
    const voice = analyseVoice([
      'Cinnamon rolls are out!\n— Team Crumb',
      'Rye Saturday is back.\n— Team Crumb',
      'Closed Monday.',
    ]);
    expect(voice.signOff).toBe('— Team Crumb');
  });

  it('finds a closing sentence repeated at the end of one-line posts', () => {
    expect(
      analyseVoice(['Deadlift day went great. See you soon!', 'New racks are in. See you soon!'])
        .signOff,
    ).toBe('See you soon!');
  });

  it('finds a signature after a dash', () => {
    expect(
      analyseVoice(['Great day at the shop — Team Crumb', 'New loaves today — Team Crumb']).signOff,
    ).toBe('— Team Crumb');
  });

  it('finds no sign-off when no closing repeats', () => {
    expect(analyseVoice(['One post. The end.', 'Another post. Bye now.']).signOff).toBeNull();
    expect(analyseVoice(['Only one post.\n— Team Crumb']).signOff).toBeNull();
  });

  it('reads the text, not the markup', () => {
    const voice = analyseVoice(['<b>Hi</b>!\n<i>— Team</i>', 'Yo!\n— Team']);
    expect(voice.signOff).toBe('— Team');
  });
});
