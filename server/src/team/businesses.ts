import type { BusinessesResponse } from '@contract/team';
import { API_MESSAGES } from '@contract/messages';
import { TEAM_MESSAGES } from '@contract/team-messages';
import type { Repositories } from '../db/repositories';
import { HttpError } from '../http-error';
import type { TeamSession } from './team-session';

/** Every business of the person, and the one their session acts for. */
export async function businessesOf(
  repos: Pick<Repositories, 'memberships'>,
  userId: string,
  currentBusinessId: string,
): Promise<BusinessesResponse> {
  const mine = await repos.memberships.listByUser(userId);
  return {
    current_business_id: currentBusinessId,
    businesses: mine.map((membership) => ({
      id: membership.businessId,
      name: membership.name,
      role: membership.role,
    })),
  };
}

/**
 * The businesses a person belongs to: listed, switched between (a change of the session
 * row, never a filter the app applies) and started afresh, with the person as Owner.
 */
export function createBusinessesOfPerson(repos: Pick<Repositories, 'memberships'>) {
  return {
    async list(session: TeamSession): Promise<BusinessesResponse> {
      if (!session.business) throw new HttpError(403, API_MESSAGES.noBusiness);
      return businessesOf(repos, session.user.id, session.business.id);
    },

    /** Only to a business the person belongs to: 403 for any other id. */
    async switchTo(session: TeamSession, businessId: string): Promise<BusinessesResponse> {
      const role = await repos.memberships.roleOf(businessId, session.user.id);
      if (!role) throw new HttpError(403, TEAM_MESSAGES.notAMember);
      await session.actFor(businessId);
      return businessesOf(repos, session.user.id, businessId);
    },

    /**
     * A new business with a fresh id and the person as its Owner; the session acts for it.
     * It has no onboarding yet, so the app walks its Owner through the wizard for it.
     */
    async create(session: TeamSession, name: string): Promise<BusinessesResponse> {
      const businessId = await repos.memberships.createBusiness(name, session.user.id);
      await session.actFor(businessId);
      return businessesOf(repos, session.user.id, businessId);
    },
  };
}
export type BusinessesOfPerson = ReturnType<typeof createBusinessesOfPerson>;
