import { ACCOUNT_LINK_PATHS, LINK_LIFETIMES } from '@contract/auth';
import type { AccountTokenRepository } from '../db/account-tokens';
import type { AccountTokenPurpose } from '../db/schema';
import type { UserRow } from '../db/users';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { AccountCeilings } from '../rate-limit/account-ceilings';
import { hashSessionToken, newSessionToken } from './session-tokens';

const MINUTE_MS = 60_000;

const LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': LINK_LIFETIMES.verifyEmailHours * 60 * MINUTE_MS,
  'reset-password': LINK_LIFETIMES.resetPasswordMinutes * MINUTE_MS,
};

interface MailLog {
  error(details: object, message: string): void;
}

export interface AccountLinkOptions {
  tokens: AccountTokenRepository;
  mailer: Mailer;
  log: MailLog;
  /** Where the app is reached; links are built on it, never on a request's Host header. */
  appUrl: string;
  /** Counts each e-mail against its account's hourly ceiling. */
  ceilings: Pick<AccountCeilings, 'mayMail'>;
}

const verificationText = (link: string) =>
  [
    'Hello,',
    '',
    'Please confirm that this is your e-mail address for Smart Suite by opening this link:',
    '',
    link,
    '',
    `The link works once, within ${LINK_LIFETIMES.verifyEmailHours} hours.`,
    'If you did not create a Smart Suite account, you can ignore this e-mail.',
  ].join('\n');

const resetText = (link: string) =>
  [
    'Hello,',
    '',
    'Someone asked to reset the password of the Smart Suite account of this address.',
    'To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once, within ${LINK_LIFETIMES.resetPasswordMinutes} minutes. Setting a new`,
    'password signs the account out everywhere.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');

/**
 * Single-use links by e-mail: a random token in the link, only its SHA-256 stored, with
 * an expiry. Sending happens after the answer (failures are logged), so a request takes
 * the same time whether or not a message goes out, and a mail server that is down never
 * fails a sign-up. The link is not queued as a job: a job's data is stored in clear.
 * The token rides in the fragment (`#token=`), which browsers never send: it stays out of
 * request logs, proxies and Referer headers.
 */
export function accountLinks(options: AccountLinkOptions) {
  const base = options.appUrl.replace(/\/+$/, '');

  /**
   * A new link, or null when the account is past its hourly e-mail ceiling. Checked before
   * the token is stored: a new token voids the earlier ones, so issuing one that is never
   * sent would break the link the owner already has.
   */
  const issue = async (user: UserRow, purpose: AccountTokenPurpose, email: string) => {
    if (!(await options.ceilings.mayMail(user.id))) return null;
    const token = newSessionToken();
    await options.tokens.issue(hashSessionToken(token), {
      userId: user.id,
      purpose,
      email,
      expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
    });
    return token;
  };

  const sendLater = (message: MailMessage) => {
    options.mailer.send(message).catch((error: unknown) => {
      options.log.error({ err: error }, 'an account e-mail could not be sent');
    });
  };

  return {
    /** E-mails a link that proves the user's current address, within the hourly ceiling. */
    async sendVerification(user: UserRow): Promise<void> {
      if (!user.email) return;
      const token = await issue(user, 'verify-email', user.email);
      if (!token) return;
      const link = `${base}${ACCOUNT_LINK_PATHS.verifyEmail}#token=${token}`;
      sendLater({
        to: user.email,
        subject: 'Confirm your e-mail address for Smart Suite',
        text: verificationText(link),
        link: { purpose: 'verify-email', url: link },
      });
    },

    /** E-mails a link to set a new password, within the hourly ceiling. */
    async sendPasswordReset(user: UserRow): Promise<void> {
      if (!user.email) return;
      const token = await issue(user, 'reset-password', user.email);
      if (!token) return;
      const link = `${base}${ACCOUNT_LINK_PATHS.resetPassword}#token=${token}`;
      sendLater({
        to: user.email,
        subject: 'Reset your Smart Suite password',
        text: resetText(link),
        link: { purpose: 'reset-password', url: link },
      });
    },

    /** The link's user and address, once; undefined when unknown, used or expired. */
    consume: (token: string, purpose: AccountTokenPurpose) =>
      options.tokens.consume(hashSessionToken(token), purpose),
  };
}
export type AccountLinks = ReturnType<typeof accountLinks>;
