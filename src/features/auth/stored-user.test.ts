import { describe, expect, it } from 'vitest';
import { userSchema } from '@contract/auth';
import { isUser } from './stored-user';

const samples: unknown[] = [
  { email: 'ann@example.com' },
  { email: 'ann@example.com', name: null, google_id: 'g-1', extra: { nested: true } },
  { facebook_id: 'fb-1', employees: '2-5', location: 'Portland' },
  {},
  { email: 42 },
  { name: ['Ann'] },
  { industry: { name: 'Bakery' } },
  null,
  'ann@example.com',
  [],
  42,
];

describe('isUser', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with the contract schema for %s',
    (_label, sample) => {
      expect(isUser(sample)).toBe(userSchema.safeParse(sample).success);
    },
  );
});
