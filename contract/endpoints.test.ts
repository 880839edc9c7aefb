import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from './endpoints';

describe('buildPath', () => {
  it('returns a pattern without parameters unchanged', () => {
    expect(buildPath('/get-drafts')).toBe('/get-drafts');
  });

  it('fills a parameter', () => {
    expect(buildPath('/onboarding/:id', { id: 'user_7' })).toBe('/onboarding/user_7');
  });

  it('fills a numeric parameter', () => {
    expect(buildPath('/onboarding/:id', { id: 42 })).toBe('/onboarding/42');
  });

  it('encodes an e-mail address so it stays one path segment', () => {
    expect(buildPath('/onboarding/by-email/:email', { email: 'ann+shop@example.com' })).toBe(
      '/onboarding/by-email/ann%2Bshop%40example.com',
    );
  });

  it.each([
    ['a slash', 'a/b', 'a%2Fb'],
    ['a question mark and hash', 'x?y#z', 'x%3Fy%23z'],
    ['spaces and percent signs', '50% off', '50%25%20off'],
    ['non-ASCII letters', 'zoë', 'zo%C3%AB'],
    ['dots that would walk up a path', '..', '..'],
  ])('encodes %s', (_label, value, encoded) => {
    expect(buildPath('/delete-draft/:id', { id: value })).toBe(`/delete-draft/${encoded}`);
  });

  it('fills several parameters', () => {
    expect(buildPath('/a/:first/b/:second_one', { first: '1', second_one: 'two' })).toBe(
      '/a/1/b/two',
    );
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath('/delete-draft/:id')).toThrow(
      'Missing path parameter "id" for /delete-draft/:id',
    );
  });
});

describe('endpoints', () => {
  it('lists the 16 calls of product.md §7, POST /logout and the account calls, with unique method and path', () => {
    const routes = Object.values(endpoints).map(
      (endpoint) => `${endpoint.method} ${endpoint.path}`,
    );
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('POST /logout');
    expect(routes).toContain('POST /account/delete');
    expect(routes).toContain('POST /auth/callback');
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /verify-email',
        'POST /resend-verification',
        'POST /forgot-password',
        'POST /reset-password',
        'POST /change-password',
      ]),
    );
  });

  it('fills every path pattern', () => {
    for (const endpoint of Object.values(endpoints)) {
      const path = buildPath(endpoint.path, {
        id: 'x',
        email: 'y',
        slotId: 'z',
        network: 'x',
        token: 't',
        userId: 'u',
        postId: 'p',
      });
      expect(path).not.toContain(':');
    }
  });
});
