import { API_MESSAGES } from '@contract/messages';
import { EMPTY_BUSINESS_PROFILE } from '@contract/business-profile';
import { HttpResponse } from 'msw';
import { getDb } from '../db';
import { endpointHandler, failure } from '../http';
import { SENTINEL_KEYS, sentinelOutcome, simulatedFailureMessage } from '../sentinels';

const READ_KEY = SENTINEL_KEYS.getBusinessProfile;

/**
 * A GET carries no text of its own, so the signed-in user's e-mail address carries the
 * read's sentinel (`ann+flaky-business-profile-read@example.com`): tests reach the page's
 * load error and its retry without intercepting requests.
 */
function readSentinel(email: string | null | undefined): Response | null {
  const outcome = sentinelOutcome(READ_KEY, email ? [email] : []);
  if (outcome === 'offline') return HttpResponse.error();
  if (outcome === 'fail') return failure(500, simulatedFailureMessage(READ_KEY));
  return null;
}

/**
 * GET and PUT /business-profile (ADR 0051): the signed-in owner's profile, one per user.
 * The request is checked against the contract before the resolver runs, so a refused
 * price or opening time answers 400 `{ success: false, error: '<field>: <reason>' }` like
 * the server does.
 */
export const businessProfileHandlers = [
  endpointHandler('getBusinessProfile', ({ reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    const simulated = readSentinel(user.user.email);
    if (simulated) return simulated;
    const stored = getDb().findBusinessProfile(user.id);
    return reply({
      profile: stored?.profile ?? EMPTY_BUSINESS_PROFILE,
      updatedAt: stored?.updatedAt ?? null,
    });
  }),

  endpointHandler('saveBusinessProfile', ({ body, reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    const stored = getDb().saveBusinessProfile(user.id, body);
    return reply({ profile: stored.profile, updatedAt: stored.updatedAt });
  }),
];
