import type { User } from '@contract/auth';

const USER_TEXT_FIELDS = [
  'email',
  'google_id',
  'facebook_id',
  'name',
  'business_name',
  'industry',
  'location',
  'employees',
] as const;

/**
 * The stored session's shape check. It mirrors `userSchema` (a test keeps the two in
 * step) but is written by hand: it runs on every page at start-up, and zod would
 * add its weight to the landing page's first load.
 */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return USER_TEXT_FIELDS.every((field) => {
    const item = record[field];
    return item === undefined || item === null || typeof item === 'string';
  });
}
