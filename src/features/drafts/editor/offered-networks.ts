import { useMemo } from 'react';
import { PLATFORMS } from '@contract/constants';
import type { Network } from '@contract/integrations';
import { useConnectedNetworks } from '@/lib/connected-networks';

/**
 * Networks that are not among onboarding's platforms: a post offers them only once an
 * account is connected there (ADR 0065).
 */
const OFFERED_WHEN_CONNECTED: readonly Network[] = ['google_business'];

/**
 * `brand`: the brand's platforms (all of onboarding's when it chose none), a post's default;
 * `offered`: those, then each connected network beyond them.
 */
export function useOfferedNetworks(brandPlatforms: readonly Network[]) {
  const brand = brandPlatforms.length ? brandPlatforms : PLATFORMS;
  const connected = useConnectedNetworks();
  const offered = useMemo(
    () => [
      ...brand,
      ...OFFERED_WHEN_CONNECTED.filter(
        (network) => !brand.includes(network) && connected?.has(network),
      ),
    ],
    [brand, connected],
  );
  return { brand, offered };
}
