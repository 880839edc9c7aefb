import type { AccountKind, Network } from '@contract/integrations';
import { ORGANIZATION_URN_PREFIX } from './networks/linkedin-organizations';

/**
 * Profile or organization page, for the network where the owner picks among both
 * (LinkedIn, told apart by the author URN); nothing for networks with one kind.
 */
export function accountKind(network: Network, remoteId: string): { kind?: AccountKind } {
  if (network !== 'linkedin') return {};
  return { kind: remoteId.startsWith(ORGANIZATION_URN_PREFIX) ? 'organization_page' : 'profile' };
}
