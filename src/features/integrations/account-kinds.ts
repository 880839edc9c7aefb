import type { AccountKind } from '@contract/integrations';

/** How a profile and an organization page are told apart where a network has both. */
export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = {
  profile: 'Profile',
  organization_page: 'Organization page',
};
