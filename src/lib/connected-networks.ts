import { useQuery } from '@tanstack/react-query';
import { NETWORK_NAMES, type Network } from '@contract/integrations';
import { getIntegrations } from '@/lib/api';

/**
 * The networks the owner has an account connected on (connected or waiting to be
 * reconnected), or undefined while unknown. The same cache entry as the integrations
 * page, so connecting an account there updates what posts say here.
 */
export function useConnectedNetworks(enabled = true): ReadonlySet<Network> | undefined {
  const query = useQuery({
    queryKey: ['integrations'],
    queryFn: getIntegrations,
    retry: false,
    enabled,
  });
  if (!query.data) return undefined;
  return new Set(query.data.accounts.map((account) => account.network));
}

/** Said plainly wherever a post goes to a platform with no account to publish to. */
export const notConnectedText = (network: Network) =>
  `${NETWORK_NAMES[network]}: no account connected — this post will not be published there.`;
