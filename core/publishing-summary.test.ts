import { describe, expect, it } from 'vitest';
import { summarisePublications } from './publishing-summary';

describe('summarisePublications', () => {
  it('is null with no publication, or only cancelled ones', () => {
    expect(summarisePublications([])).toBeNull();
    expect(summarisePublications(['cancelled'])).toBeNull();
  });

  it('puts what the owner must act on first', () => {
    expect(summarisePublications(['failed', 'scheduled'])).toBe('needs_attention');
    expect(summarisePublications(['needs_reconnect'])).toBe('needs_attention');
    expect(summarisePublications(['published', 'unconfirmed'])).toBe('partly_published');
    expect(summarisePublications(['missed', 'published', 'cancelled'])).toBe('partly_published');
  });

  it('is published only when every live publication is', () => {
    expect(summarisePublications(['published', 'published', 'cancelled'])).toBe('published');
    expect(summarisePublications(['published', 'scheduled'])).toBe('publishing');
    expect(summarisePublications(['retry_wait', 'scheduled'])).toBe('publishing');
    expect(summarisePublications(['scheduled', 'scheduled'])).toBe('scheduled');
  });
});
