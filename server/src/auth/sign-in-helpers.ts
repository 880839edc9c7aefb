import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Repositories } from '../db/repositories';
import { normaliseEmail, publicUser, type NewUser, type UserRow } from '../db/users';
import { clientKeyOf } from '../rate-limit/client-key';

/**
 * What every sign-in route shares: the attempt limits, the fresh session, and finding or
 * making the account of a provider's user.
 */
export function signInHelpers(app: FastifyInstance, repos: Repositories) {
  /**
   * Per client (an IPv6 client by its /64); per (client, e-mail) pair; and slowed, never
   * refused, per e-mail alone.
   */
  const limitAttempt = async (request: FastifyRequest, email?: string) => {
    const client = clientKeyOf(request);
    await app.enforceLimit('authAddress', request, client);
    if (!email) return;
    const address = normaliseEmail(email);
    await app.enforceLimit('authPair', request, `${client} ${address}`);
    await app.slowDownEmail(request, address);
  };

  /** A fresh session for every sign-in; a session the browser already had ends. */
  const signIn = async (
    request: FastifyRequest,
    reply: Parameters<typeof app.startSession>[0],
    user: UserRow,
  ) => {
    await app.endSession(request, reply);
    await app.startSession(reply, user.id);
    return { user: publicUser(user) };
  };

  /**
   * A provider that vouches for an address proves it. If an account already holds that
   * address without having proved it, whoever registered it never showed they own it:
   * the provider's user does. So the account becomes verified, its password (set by
   * someone unproven) is removed, and every session of it ends before the provider's
   * user signs in. Linking a provider into an already verified account also ends its
   * other sessions. An account is thus never reached through a provider while its
   * address is unproven, and a pre-registered account cannot be shared with its owner.
   */
  const claimAddress = async (user: UserRow, fields: NewUser): Promise<UserRow> => {
    if (!user.emailVerifiedAt) await repos.users.removePassword(user.id);
    await repos.sessions.deleteAllOf(user.id);
    return repos.users.update(user.id, {
      ...fields,
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
    });
  };

  /** Finds the user of a social account, links it to the account of its verified e-mail, or creates one. */
  const findOrCreateSocialUser = async (
    existing: UserRow | undefined,
    link: NewUser,
    verifiedEmail: string | null,
    name: string | null,
  ): Promise<UserRow> => {
    const email = verifiedEmail ? normaliseEmail(verifiedEmail) : null;
    if (existing) {
      const named = existing.name || !name ? {} : { name };
      // An account linked before addresses were verified, proven now by its provider.
      if (email && existing.email === email && !existing.emailVerifiedAt) {
        return claimAddress(existing, named);
      }
      return Object.keys(named).length ? repos.users.update(existing.id, named) : existing;
    }
    const byEmail = email ? await repos.users.findByEmail(email) : undefined;
    if (byEmail) return claimAddress(byEmail, { ...link, name: byEmail.name ?? name });
    return repos.users.create({
      ...link,
      email,
      name,
      emailVerifiedAt: email ? new Date() : null,
    });
  };

  return { limitAttempt, signIn, findOrCreateSocialUser };
}
export type SignInHelpers = ReturnType<typeof signInHelpers>;
