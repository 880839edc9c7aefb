import { useMemo } from 'react';
import { PLATFORMS } from '@contract/constants';
import type { Network } from '@contract/integrations';
import { useConnectedNetworks } from '@/lib/connected-networks';

/**
 * Every network a post can go to, in the order the editor lists them: onboarding's
 * platforms, then those a post offers only once an account is connected there (ADR 0065).
 */
const ALL_NETWORKS: readonly Network[] = [...PLATFORMS, 'google_business'];

/**
 * `brand`: the brand's platforms (all of onboarding's when it chose none), a post's default;
 * `offered`: those, then each connected network beyond them (a TikTok account connected
 * after brand setup chose other platforms is offered too).
 */
export function useOfferedNetworks(brandPlatforms: readonly Network[]) {
  const brand = brandPlatforms.length ? brandPlatforms : PLATFORMS;
  const connected = useConnectedNetworks();
  const offered = useMemo(
    () => [
      ...brand,
      ...ALL_NETWORKS.filter((network) => !brand.includes(network) && connected?.has(network)),
    ],
    [brand, connected],
  );
  return { brand, offered };
}
