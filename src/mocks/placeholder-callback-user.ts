import type { User } from '@contract/auth';

/**
 * The user the mock backend signs in at /auth/callback. product.md §2 describes the callback
 * as a stub with a fake user; the real server exchanges the provider's code instead.
 */
export const PLACEHOLDER_CALLBACK_USER: User = {
  email: 'placeholder.user@example.com',
  name: 'Placeholder User',
  google_id: null,
  facebook_id: null,
  business_name: null,
  industry: null,
  location: null,
  employees: null,
};
