import { endpoints } from '@contract/endpoints';
import { describe, expect, it } from 'vitest';
import {
  collectStrings,
  resetSentinels,
  SENTINEL_KEYS,
  sentinelOutcome,
  simulatedFailureMessage,
} from './sentinels';

describe('sentinelOutcome', () => {
  it('lets a request without a token through', () => {
    expect(sentinelOutcome('login', ['ann@example.com', 'secret'])).toBeNull();
  });

  it('fails a request that carries fail-<key>', () => {
    expect(sentinelOutcome('drafts', ['ann+fail-drafts@example.com'])).toBe('fail');
  });

  it('drops a request that carries offline-<key>', () => {
    expect(sentinelOutcome('image', ['Croissant sale offline-image'])).toBe('offline');
  });

  it('finds the token in any of the texts, whatever the case', () => {
    expect(sentinelOutcome('upload', ['post_image', 'LOGO-FAIL-UPLOAD.png'])).toBe('fail');
  });

  it('only fails the endpoint the token names', () => {
    expect(sentinelOutcome('login', ['ann+fail-drafts@example.com'])).toBeNull();
    expect(sentinelOutcome('save', ['ann+fail-drafts@example.com'])).toBeNull();
  });

  it('tells a key from a longer key that starts with it', () => {
    expect(sentinelOutcome('onboarding', ['x+fail-onboarding-read@example.com'])).toBeNull();
    expect(sentinelOutcome('onboarding-read', ['x+fail-onboarding-read@example.com'])).toBe('fail');
    expect(sentinelOutcome('onboarding', ['x+fail-onboarding@example.com'])).toBe('fail');
  });

  it('prefers offline when both tokens are present', () => {
    expect(sentinelOutcome('text', ['fail-text offline-text'])).toBe('offline');
  });

  it('fails the first flaky request only', () => {
    const texts = ['Bagels flaky-text'];
    expect(sentinelOutcome('text', texts)).toBe('fail');
    expect(sentinelOutcome('text', texts)).toBeNull();
    expect(sentinelOutcome('text', texts)).toBeNull();
  });

  it('counts flaky requests per key and per text', () => {
    expect(sentinelOutcome('text', ['Bagels flaky-text'])).toBe('fail');
    expect(sentinelOutcome('text', ['Muffins flaky-text'])).toBe('fail');
    expect(sentinelOutcome('image', ['Bagels flaky-image'])).toBe('fail');
  });

  it('forgets flaky requests on reset', () => {
    expect(sentinelOutcome('save', ['flaky-save'])).toBe('fail');
    resetSentinels();
    expect(sentinelOutcome('save', ['flaky-save'])).toBe('fail');
  });

  it('names the key in the simulated failure', () => {
    expect(simulatedFailureMessage('drafts')).toBe('Simulated drafts failure');
  });

  it('gives every endpoint a key', () => {
    expect(Object.keys(SENTINEL_KEYS).sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe('collectStrings', () => {
  it('flattens every string in a JSON value', () => {
    expect(
      collectStrings({
        post_desc: 'Bagels',
        flags: [true, 3, null],
        onboarding_data: { business: { name: 'Shop' }, colors: ['#000000'] },
      }),
    ).toEqual(['Bagels', 'Shop', '#000000']);
  });

  it('reads a bare string and ignores other values', () => {
    expect(collectStrings('x')).toEqual(['x']);
    expect(collectStrings(undefined)).toEqual([]);
    expect(collectStrings(42)).toEqual([]);
  });
});
