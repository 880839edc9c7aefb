import type { RateLimitRepository } from '../db/rate-limits';
import { normaliseEmail } from '../db/users';

const HOUR_MS = 3_600_000;

export interface AccountCeilingOptions {
  /** Always the database's counters: every instance counts into them, and they outlast a restart. */
  counters: Pick<RateLimitRepository, 'hit' | 'current' | 'clear'>;
  /** Verification and password reset e-mails one account is sent per hour. */
  mailsPerHour: number;
  /** Failed password sign-ins on one e-mail address per hour; past them it is locked. */
  failedSignInsPerHour: number;
}

/**
 * Ceilings per account that hold whatever addresses the requests come from, where the
 * per-address limits do not: an attacker with many addresses can neither flood an owner's
 * mailbox nor keep guessing one password.
 *
 * Failed sign-ins count per e-mail address, not per account, so an address without an
 * account locks the same way and the lock reveals nothing about which addresses exist.
 */
export function accountCeilings(options: AccountCeilingOptions) {
  const { counters } = options;
  const failedKey = (email: string) => `failed-sign-ins:${normaliseEmail(email)}`;
  const lockKey = (email: string) => `sign-in-locked:${normaliseEmail(email)}`;

  return {
    /** Counts one e-mail to the account; false once past the hourly ceiling: it is not sent. */
    async mayMail(userId: string): Promise<boolean> {
      const window = await counters.hit(`account-mail:${userId}`, HOUR_MS);
      return window.count <= options.mailsPerHour;
    },

    /** Whether password sign-in on this address is refused, the right password included. */
    async isSignInLocked(email: string): Promise<boolean> {
      return (await counters.current(lockKey(email))) > 0;
    },

    /**
     * Counts one failed password sign-in. True for the one failure that reaches the ceiling
     * (the count is atomic, so exactly one request sees it): the address is locked for an
     * hour from then, and the caller e-mails the owner a reset link once.
     */
    async countFailedSignIn(email: string): Promise<boolean> {
      const window = await counters.hit(failedKey(email), HOUR_MS);
      if (window.count !== options.failedSignInsPerHour) return false;
      await counters.hit(lockKey(email), HOUR_MS);
      return true;
    },

    /** A new password set through the e-mailed link: the owner signs in again at once. */
    async unlockSignIn(email: string): Promise<void> {
      await counters.clear([failedKey(email), lockKey(email)]);
    },
  };
}
export type AccountCeilings = ReturnType<typeof accountCeilings>;
