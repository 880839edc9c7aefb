import type { User } from '@contract/auth';

/**
 * The user /auth/callback signs in. SPEC 2 describes the callback as a stub with a fake
 * user: how the code would be exchanged for a real session is not specified, so no
 * call is made and this PLACEHOLDER stands in until a token exchange exists.
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
