import { describe, expect, it } from 'vitest';
import { defaultPlanCountry } from './setup-defaults';

describe('the plan’s default country', () => {
  it('is the business profile’s country before anything the browser says', () => {
    expect(defaultPlanCountry('GB', 'en-US')).toBe('GB');
    expect(defaultPlanCountry('PT', 'en-GB')).toBe('PT');
  });

  it('falls back to the browser’s locale region when the profile has none', () => {
    expect(defaultPlanCountry('', 'en-GB')).toBe('GB');
    expect(defaultPlanCountry(undefined, 'pt-BR')).toBe('BR');
  });

  it('is no country, never the United States, when neither says', () => {
    expect(defaultPlanCountry('', 'en')).toBeNull();
    expect(defaultPlanCountry(null, undefined)).toBeNull();
  });
});
