import { describe, expect, it } from 'vitest';
import { LOGO_PLACEMENTS } from '@contract/constants';
import { buildModelPrompt } from '../../../src/ai/image/model-prompt';
import { imageInput } from '../../support/image-input';

const logo = Buffer.from('logo');

describe('buildModelPrompt', () => {
  it('carries the brand, the headline and the style', () => {
    const prompt = buildModelPrompt({
      input: imageInput({ stylePreferences: 'warm, rustic.' }),
      colors: ['#b45309', '#fde68a'],
      references: [],
    });
    expect(prompt).toContain('for Golden Crumb illustrating: "Croissant sale this weekend".');
    expect(prompt).toContain('brand colours #b45309 and #fde68a');
    expect(prompt).toContain('Style: warm, rustic.');
    expect(prompt).not.toContain('..');
    expect(prompt).not.toContain('logo');
  });

  it.each(LOGO_PLACEMENTS)('keeps room for a %s logo and forbids drawing one', (logoPlacement) => {
    const prompt = buildModelPrompt({
      input: imageInput({ logo, logoPlacement }),
      colors: [],
      references: ['logo'],
    });
    expect(prompt).toMatch(/logo[^.]*afterwards\./);
    expect(prompt).toContain('Do not draw any logo');
    expect(prompt).toContain("Reference image 1 is the brand's logo");
  });

  it('asks for different room per placement', () => {
    const prompts = LOGO_PLACEMENTS.map((logoPlacement) =>
      buildModelPrompt({ input: imageInput({ logo, logoPlacement }), colors: [], references: [] }),
    );
    expect(new Set(prompts).size).toBe(LOGO_PLACEMENTS.length);
  });

  it('numbers the references in the order they are sent', () => {
    const prompt = buildModelPrompt({
      input: imageInput({ logo, photo: Buffer.from('photo') }),
      colors: [],
      references: ['photo', 'logo'],
    });
    expect(prompt).toContain("Reference image 1 is the brand's own photo");
    expect(prompt).toContain("Reference image 2 is the brand's logo");
  });

  it('flattens and shortens user text', () => {
    const prompt = buildModelPrompt({
      input: imageInput({
        headline: `Line one\n\nline two ${'x'.repeat(1000)}`,
        businessName: null,
      }),
      colors: [],
      references: [],
    });
    expect(prompt).toContain('a small business illustrating: "Line one line two');
    expect(prompt).not.toContain('\n');
    expect(prompt.length).toBeLessThan(900);
  });
});
