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

/** How many of some posts go to one network that has no account connected. */
export interface UnpublishedCount {
  network: Network;
  count: number;
}

/** Of these posts, how many are bound for each network with no connected account. */
export function postsWithoutAccount(
  posts: readonly { platforms?: readonly Network[] | undefined }[],
  connected: ReadonlySet<Network>,
): UnpublishedCount[] {
  const counts = new Map<Network, number>();
  for (const post of posts) {
    for (const network of new Set(post.platforms ?? [])) {
      if (!connected.has(network)) counts.set(network, (counts.get(network) ?? 0) + 1);
    }
  }
  return [...counts.entries()].map(([network, count]) => ({ network, count }));
}

/** Said at the moment of approving or scheduling: which posts will not go out, and why. */
export const notPublishedText = ({ network, count }: UnpublishedCount) =>
  count === 1
    ? `This post will not be published: no ${NETWORK_NAMES[network]} account is connected. Connect one, or copy and post it yourself.`
    : `These ${count} posts will not be published: no ${NETWORK_NAMES[network]} account is connected. Connect one, or copy and post them yourself.`;
