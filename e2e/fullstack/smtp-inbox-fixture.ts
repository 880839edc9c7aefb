import { startSmtpInbox, type SmtpInbox } from '../../server/test/fakes/smtp-inbox';

/**
 * A worker's SMTP inbox on loopback, for walks that read the e-mails the real server sends
 * (invitations, failure notices): `base.extend<object, { inbox: SmtpInbox }>({ inbox:
 * smtpInboxFixture, … })`.
 */
type InboxFixture = (deps: object, provide: (inbox: SmtpInbox) => Promise<void>) => Promise<void>;

export const smtpInboxFixture: [InboxFixture, { scope: 'worker' }] = [
  // Playwright reads a fixture's dependencies from this pattern; the inbox has none.
  // eslint-disable-next-line no-empty-pattern
  async ({}, provide) => {
    const inbox = await startSmtpInbox();
    try {
      await provide(inbox);
    } finally {
      await inbox.close();
    }
  },
  { scope: 'worker' },
];

export type { SmtpInbox };
