import type { BrandImageInput } from '../../src/ai/image/types';

export const BRAND = { primary: '#b45309', secondary: '#fde68a' } as const;
/** A logo colour far from the brand palette, the neutral palette and white text. */
export const LOGO_COLOR = '#00e040';
/** A photo colour far from everything else the renderer draws. */
export const PHOTO_COLOR = '#0090ff';

export function imageInput(overrides: Partial<BrandImageInput> = {}): BrandImageInput {
  return {
    headline: 'Croissant sale this weekend',
    businessName: 'Golden Crumb',
    colors: [BRAND.primary, BRAND.secondary],
    useBrandColors: true,
    logo: null,
    logoPlacement: 'corner',
    photo: null,
    stylePreferences: '',
    quality: 'medium',
    outputCompression: 85,
    ...overrides,
  };
}
