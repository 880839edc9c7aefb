import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteMemberRequest, InviteRole } from '@contract/team';
import { queryKeys } from '@/lib/query-keys';
import {
  changeMemberRole,
  createApprovalLink,
  getActivity,
  getApprovalLinks,
  getTeam,
  inviteMember,
  leaveBusiness,
  removeMember,
  revokeApprovalLink,
  revokeInvitation,
} from '@/lib/team-api';

/** The business's members and, for Owners and Admins, its pending invitations. */
export const useTeam = () => useQuery({ queryKey: queryKeys.team, queryFn: getTeam });

/** A change to the team: the list, and the log that records it, are read again. */
function useTeamChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.team });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
    },
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InviteMemberRequest) => inviteMember(request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.team });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
    },
  });
}
export const useRevokeInvitation = () => useTeamChange((id: string) => revokeInvitation(id));
export const useRemoveMember = () => useTeamChange((userId: string) => removeMember(userId));
export const useChangeRole = () =>
  useTeamChange(({ userId, role }: { userId: string; role: InviteRole }) =>
    changeMemberRole(userId, role),
  );

/** Leaving changes which business the session acts for: everything is read again. */
export function useLeaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveBusiness,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useApprovalLinks = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.approvalLinks, queryFn: getApprovalLinks, enabled });

function useLinkChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.approvalLinks });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
    },
  });
}

export const useCreateApprovalLink = () =>
  useLinkChange((label: string) => createApprovalLink(label));
export const useRevokeApprovalLink = () => useLinkChange((id: string) => revokeApprovalLink(id));

/** The business's log, newest first, a page at a time ("Show more" reads before the last). */
export const useActivity = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: queryKeys.activity,
    queryFn: ({ pageParam }) => getActivity(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.entries.length < 20 ? undefined : last.entries.at(-1)?.at),
    enabled,
  });
