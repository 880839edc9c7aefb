import { useMemo } from 'react';
import type { Network } from '@contract/integrations';
import { useConnectedNetworks } from '@/lib/connected-networks';

/**
 * Networks that are not among onboarding's platforms: a post offers them only once an
 * account is connected there (ADR 0065).
 */
const OFFERED_WHEN_CONNECTED: readonly Network[] = ['google_business'];

/** The brand's platforms, then each connected network beyond them. */
export function useOfferedNetworks(brand: readonly Network[]): readonly Network[] {
  const connected = useConnectedNetworks();
  return useMemo(
    () => [
      ...brand,
      ...OFFERED_WHEN_CONNECTED.filter(
        (network) => !brand.includes(network) && connected?.has(network),
      ),
    ],
    [brand, connected],
  );
}
