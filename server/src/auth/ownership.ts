import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { normaliseEmail, type UserRow } from '../db/users';

export interface CarriedIdentifiers {
  user_email?: string | null;
  google_id?: string | null;
  facebook_id?: string | null;
}

/** True when every identifier the request carries names this user. */
export function namesOnlyUser(user: UserRow, ids: CarriedIdentifiers): boolean {
  if (ids.user_email && (!user.email || normaliseEmail(ids.user_email) !== user.email))
    return false;
  if (ids.google_id && ids.google_id !== user.googleId) return false;
  if (ids.facebook_id && ids.facebook_id !== user.facebookId) return false;
  return true;
}

/** The session decides who the user is; an identifier in the request may only agree. */
export function assertOwnIdentifiers(user: UserRow, ids: CarriedIdentifiers): void {
  if (!namesOnlyUser(user, ids)) throw new HttpError(403, API_MESSAGES.notYourData);
}

export const hasAnyIdentifier = (ids: CarriedIdentifiers) =>
  Boolean(ids.user_email || ids.google_id || ids.facebook_id);
