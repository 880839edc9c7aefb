import type { SessionBusiness } from '../db/sessions';
import type { UserRow } from '../db/users';

/**
 * What the team calls know of the request's session: its person, the business it acts
 * for (absent for `person` calls made by someone who belongs to none), and the one way to
 * point it at another business, which updates the session row itself (ADR 0061).
 */
export interface TeamSession {
  user: UserRow;
  business: SessionBusiness | null;
  actFor(businessId: string): Promise<void>;
}
