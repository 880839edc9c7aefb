import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const problemsOf = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
};

describe('WEBSITE_FETCH_LOOPBACK_FOR_TESTS', () => {
  it('lets nothing through when unset', () => {
    expect(loadConfig({}).WEBSITE_FETCH_LOOPBACK_FOR_TESTS).toEqual([]);
  });

  it('reads exact loopback address and port pairs, IPv4 and IPv6', () => {
    const config = loadConfig({
      WEBSITE_FETCH_LOOPBACK_FOR_TESTS: '127.0.0.1:4310, [::1]:4311,127.0.0.2:80',
    });
    expect(config.WEBSITE_FETCH_LOOPBACK_FOR_TESTS).toEqual([
      { address: '127.0.0.1', port: 4310 },
      { address: '::1', port: 4311 },
      { address: '127.0.0.2', port: 80 },
    ]);
  });

  it('refuses private, public and unspecified addresses', () => {
    for (const address of [
      '10.0.0.5:80',
      '192.168.1.10:8080',
      '169.254.169.254:80',
      '0.0.0.0:80',
    ]) {
      expect(problemsOf({ WEBSITE_FETCH_LOOPBACK_FOR_TESTS: address })).toMatch(
        /WEBSITE_FETCH_LOOPBACK_FOR_TESTS: .* is not on loopback/,
      );
    }
    expect(
      problemsOf({ WEBSITE_FETCH_LOOPBACK_FOR_TESTS: '127.0.0.1:4310,93.184.215.14:443' }),
    ).toMatch(/"93\.184\.215\.14:443" is not on loopback/);
  });

  it('refuses host names, a missing port and ports out of range', () => {
    for (const entry of [
      'localhost:4310',
      '127.0.0.1',
      '127.0.0.1:0',
      '127.0.0.1:70000',
      '::1:80',
    ]) {
      expect(problemsOf({ WEBSITE_FETCH_LOOPBACK_FOR_TESTS: entry })).toMatch(
        /WEBSITE_FETCH_LOOPBACK_FOR_TESTS: .* is not an address and port/,
      );
    }
  });

  it('is refused with NODE_ENV=production, whatever else is allowed', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.example.com',
      SMTP_URL: 'smtp://mail.example.com:587',
      TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
      ALLOW_SOCIAL_SANDBOX_IN_PRODUCTION: '1',
    };
    expect(problemsOf(production)).toBe('');
    expect(
      problemsOf({ ...production, WEBSITE_FETCH_LOOPBACK_FOR_TESTS: '127.0.0.1:4310' }),
    ).toMatch(/WEBSITE_FETCH_LOOPBACK_FOR_TESTS: must be unset with NODE_ENV=production/);
  });
});
