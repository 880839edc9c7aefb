import './zod-no-eval';
import { skipToken, useQuery } from '@tanstack/react-query';
import { endpoints, type EndpointName } from '@contract/endpoints';
import { roleAllows, type Role } from '@contract/team';
import { useOptionalUser } from './current-user';
import { queryKeys } from './query-keys';
import { getBusinesses } from './team-api';

/** The person's businesses and the one the session acts for; idle when signed out. */
export function useBusinesses() {
  const user = useOptionalUser();
  return useQuery({
    queryKey: queryKeys.businesses(user?.email ?? user?.google_id ?? user?.facebook_id ?? ''),
    queryFn: user ? getBusinesses : skipToken,
    retry: false,
  });
}

/** The person's role in the business they act for; null until known. */
export function useRole(): Role | null {
  const businesses = useBusinesses().data;
  if (!businesses) return null;
  return (
    businesses.businesses.find((business) => business.id === businesses.current_business_id)
      ?.role ?? null
  );
}

/**
 * Whether the person's role may make a call (its rule in the contract). Until the role is
 * known the answer is yes: the backend decides anyway, and a page does not flicker.
 */
export function mayCall(role: Role | null, name: EndpointName): boolean {
  return role === null || roleAllows(role, endpoints[name].access);
}

/** The reason shown beside an action the role may not take. */
export const ROLE_REASON = 'Your role in this business does not allow this.';

/** Whether the person may approve posts to review (Owners and Admins; ADR 0061). */
export const useMayApprove = (): boolean => mayCall(useRole(), 'approvePosts');
