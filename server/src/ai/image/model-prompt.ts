import { listWords, shorten } from './describe';
import { normaliseText } from './svg-text';
import type { BrandImageInput, LogoPlacement } from './types';

/**
 * What the model is told about the free space each placement needs: the real logo is
 * composited afterwards (models redraw logos badly), so the model only keeps room for it.
 */
const ROOM_FOR_LOGO: Record<LogoPlacement, string> = {
  corner:
    'Keep the bottom-right corner plain and uncluttered; the real logo is added there afterwards.',
  center:
    'Keep the upper middle of the image plain; the real logo is placed there, large, afterwards.',
  watermark:
    'Keep the centre of the image calm and light; the real logo is laid over it as a faint watermark afterwards.',
  banner:
    'Keep the bottom sixth of the image free of important detail; a banner with the logo and business name covers it afterwards.',
  natural:
    'Keep the top-left area free; a hanging sign carrying the real logo is added there afterwards.',
};

export interface ModelPromptInput {
  input: BrandImageInput;
  /** The valid brand colours in use (empty when brand colours are off). */
  colors: string[];
  /** Order of the reference images sent with the request. */
  references: ('photo' | 'logo')[];
}

/** The instructions sent to an image model, built from the brand and the headline. */
export function buildModelPrompt({ input, colors, references }: ModelPromptInput): string {
  const headline = shorten(normaliseText(input.headline), 300);
  const business = input.businessName ? normaliseText(input.businessName) : '';
  // Its own closing punctuation would double the sentence's full stop.
  const style = shorten(normaliseText(input.stylePreferences), 200).replace(/[\s.!?;,]+$/u, '');
  const sentences = [
    `Create a square social media post image for ${business || 'a small business'} illustrating: "${headline}".`,
    colors.length
      ? `Use the brand colours ${listWords(colors)} prominently in the scene and background.`
      : 'Use a calm, natural colour palette.',
    style ? `Style: ${style}.` : 'Style: clean, bright, professional photography or illustration.',
    ...references.map((reference, index) =>
      reference === 'photo'
        ? `Reference image ${index + 1} is the brand's own photo: match its subject, look and lighting.`
        : `Reference image ${index + 1} is the brand's logo: take its colours and character as a guide, but do not redraw it.`,
    ),
    input.logo ? ROOM_FOR_LOGO[input.logoPlacement] : '',
    input.logo ? 'Do not draw any logo, watermark or brand name yourself.' : '',
    'Any lettering must be the headline only, spelled exactly; no other text.',
  ];
  return sentences.filter(Boolean).join(' ');
}
