import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectAs, Network } from '@contract/integrations';
import {
  connectNetwork,
  disconnectAccount,
  getIntegrations,
  getPendingConnection,
  pickConnectionTargets,
} from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const integrationsKey = ['integrations'] as const;

/** The networks this server can connect and the owner's connected accounts. */
export function useIntegrations(signedIn: boolean) {
  return useQuery({
    queryKey: integrationsKey,
    queryFn: signedIn ? getIntegrations : skipToken,
    retry: false,
  });
}

/**
 * Sends the browser to the network to authorise (LinkedIn pages: with its pages app); it
 * comes back with ?connection=…
 */
export function useConnect(navigateTo: (url: string) => void) {
  return useMutation({
    mutationFn: ({ network, as }: { network: Network; as?: ConnectAs }) =>
      connectNetwork(network, as),
    onSuccess: navigateTo,
  });
}

export function usePendingConnection(id: string | null) {
  return useQuery({
    queryKey: ['integrations', 'pending', id],
    queryFn: id ? () => getPendingConnection(id) : skipToken,
    retry: false,
  });
}

export function usePickTargets(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetIds: string[]) => pickConnectionTargets(id, targetIds),
    // A new account takes on the posts already scheduled for its network: they gain a
    // publication each, which every screen showing them must read.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publications.all }),
      ]),
  });
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => disconnectAccount(accountId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKey }),
  });
}
