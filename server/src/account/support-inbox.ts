import type { Mailer } from '../mail/mailer';
import type { StoredSupportRequest } from '../db/account';

/** The command that prints the kept requests (server/scripts/support-list.ts). */
export const SUPPORT_LIST_COMMAND = 'npm run support:list';

/**
 * The start-up line that says where the Support form's requests go. Every request is kept
 * in the database first (routes/account-settings.ts); SUPPORT_EMAIL adds an e-mail.
 */
export function supportDestination(supportEmail: string | undefined, mailer: Mailer): string {
  if (!supportEmail) {
    return `support requests are kept in the database for the administrator (${SUPPORT_LIST_COMMAND} prints them); set SUPPORT_EMAIL to have them e-mailed`;
  }
  if (mailer.kind === 'log') {
    return `support requests are kept in the database and e-mailed to ${supportEmail}, but SMTP_URL is not set, so the e-mails are only written to this log (${SUPPORT_LIST_COMMAND} prints the requests)`;
  }
  return `support requests are e-mailed to ${supportEmail} through the mailer and kept in the database (${SUPPORT_LIST_COMMAND} prints them)`;
}

/** The requests as the administrator reads them in a terminal, newest first. */
export function formatSupportRequests(requests: readonly StoredSupportRequest[]): string {
  if (requests.length === 0) return 'No support requests.\n';
  return requests
    .map((request) =>
      [
        `${request.createdAt.toISOString()}  ${request.name} <${request.email}>`,
        `Subject: ${request.subject}`,
        '',
        request.message,
      ].join('\n'),
    )
    .join(`\n\n${'-'.repeat(72)}\n\n`)
    .concat('\n');
}
