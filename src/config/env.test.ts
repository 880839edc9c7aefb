import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    expect(parseEnv({})).toEqual({
      apiBaseUrl: '/api',
      useMocks: false,
      googleClientId: null,
      facebookAppId: null,
    });
  });

  it('reads every variable and trims a trailing slash from the base address', () => {
    expect(
      parseEnv({
        VITE_API_BASE_URL: ' https://api.example.com/v1/ ',
        VITE_USE_MOCKS: 'true',
        VITE_GOOGLE_CLIENT_ID: 'client-1',
        VITE_FACEBOOK_APP_ID: '12345',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/v1',
      useMocks: true,
      googleClientId: 'client-1',
      facebookAppId: '12345',
    });
  });

  it('fails fast, naming the variable, on a bad flag', () => {
    expect(() => parseEnv({ VITE_USE_MOCKS: 'yes' })).toThrow(/VITE_USE_MOCKS/);
  });
});
