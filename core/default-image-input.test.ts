import { describe, expect, it } from 'vitest';
import { sampleOnboardingData } from '@contract/samples';
import { defaultImageInput } from './default-image-input';

describe('defaultImageInput', () => {
  it("puts the headline on the brand's colours with its logo in a corner", () => {
    const profile = sampleOnboardingData({
      brandAssets: { logoUrl: '/media/logo.png', colors: ['#112233'] },
    });
    expect(defaultImageInput('Fresh rye', profile)).toEqual({
      headline: 'Fresh rye',
      businessName: 'Golden Crust Bakery',
      colors: ['#112233'],
      logoUrl: '/media/logo.png',
      logoPlacement: 'corner',
      stylePreferences: '',
    });
  });

  it('has no brand without a profile, and no name for a blank one', () => {
    expect(defaultImageInput('Fresh rye', null)).toEqual({
      headline: 'Fresh rye',
      businessName: null,
      colors: [],
      logoUrl: null,
      logoPlacement: 'corner',
      stylePreferences: '',
    });
    const unnamed = sampleOnboardingData({ business: { name: '' } });
    expect(defaultImageInput('Fresh rye', unnamed).businessName).toBeNull();
  });
});
