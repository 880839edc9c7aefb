import { API_MESSAGES } from '@contract/messages';
import { ACCOUNT_LINK_PATHS, LINK_LIFETIMES } from '@contract/auth';
import { getDb, hashPassword, type LinkPurpose, type UserRecord } from '../db';
import { endpointHandler } from '../http';

/**
 * A handful of the most common passwords: enough to show the refusal in development
 * without shipping the server's list of 10,000 into the browser.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'qwertyuiop',
  'iloveyou',
  'sunshine',
  'football',
  'trustno1',
]);
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

const LIFETIME_MS: Record<LinkPurpose, number> = {
  'verify-email': LINK_LIFETIMES.verifyEmailHours * 3_600_000,
  'reset-password': LINK_LIFETIMES.resetPasswordMinutes * 60_000,
};

const PAGE: Record<LinkPurpose, string> = {
  'verify-email': ACCOUNT_LINK_PATHS.verifyEmail,
  'reset-password': ACCOUNT_LINK_PATHS.resetPassword,
};

/** "Sends" a link: the mock has no mail server, so in the browser it goes to the console. */
export function mailLink(record: UserRecord, purpose: LinkPurpose) {
  const email = record.user.email;
  if (!email) return;
  const token = getDb().issueLink(record.id, purpose, email, LIFETIME_MS[purpose]);
  if (import.meta.env.MODE !== 'test') {
    const link = `${globalThis.location?.origin ?? ''}${PAGE[purpose]}#token=${token}`;
    console.info(`[mock backend] E-mail to ${email}: ${link}`);
  }
}

export const accountHandlers = [
  endpointHandler('verifyEmail', ({ body, reply, fail }) => {
    const db = getDb();
    const link = db.consumeLink(body.token, 'verify-email');
    const record = link ? db.findUserById(link.userId) : undefined;
    const email = record?.user.email;
    if (!link || !record || !email || email !== link.email) {
      return fail(400, API_MESSAGES.invalidLink);
    }
    db.updateUser(record.id, { email_verified: true });
    return reply({ success: true, email });
  }),

  endpointHandler('resendVerification', ({ reply, fail }) => {
    const record = getDb().sessionUser();
    if (!record) return fail(401, API_MESSAGES.unauthenticated);
    if (!record.user.email) return fail(400, API_MESSAGES.noEmailToVerify);
    if (record.user.email_verified) return fail(409, API_MESSAGES.alreadyVerified);
    mailLink(record, 'verify-email');
    return reply({ success: true });
  }),

  endpointHandler('forgotPassword', ({ body, reply }) => {
    const record = getDb().findUserByEmail(body.email);
    if (record) mailLink(record, 'reset-password');
    return reply({ success: true });
  }),

  endpointHandler('resetPassword', async ({ body, reply, fail }) => {
    if (isCommonPassword(body.password)) return fail(400, API_MESSAGES.passwordTooCommon);
    const db = getDb();
    const link = db.consumeLink(body.token, 'reset-password');
    const record = link ? db.findUserById(link.userId) : undefined;
    if (!link || !record || record.user.email !== link.email) {
      return fail(400, API_MESSAGES.invalidLink);
    }
    db.setPasswordHash(record.id, await hashPassword(body.password));
    db.updateUser(record.id, { email_verified: true });
    // Every session ends: the mock's one session too.
    db.signIn(null);
    return reply({ success: true });
  }),

  endpointHandler('changePassword', async ({ body, reply, fail }) => {
    const db = getDb();
    const record = db.sessionUser();
    if (!record) return fail(401, API_MESSAGES.unauthenticated);
    if (!record.passwordHash) return fail(400, API_MESSAGES.noPasswordYet);
    if (record.passwordHash !== (await hashPassword(body.current_password))) {
      return fail(400, API_MESSAGES.wrongCurrentPassword);
    }
    if (isCommonPassword(body.new_password)) return fail(400, API_MESSAGES.passwordTooCommon);
    db.setPasswordHash(record.id, await hashPassword(body.new_password));
    return reply({ success: true });
  }),
];
