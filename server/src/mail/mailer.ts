/** What an account link in a message is for; the development mailer names it in one line. */
export type MailLinkPurpose = 'verify-email' | 'reset-password' | 'invitation';

/** What the server sends by e-mail: plain text (and an HTML part when given), one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same words as `text`, built only from escaped values (nothing anyone typed unescaped). */
  html?: string;
  /**
   * The signed link that stops this kind of e-mail: sent as List-Unsubscribe, with
   * List-Unsubscribe-Post for a mail client's one-click POST (RFC 8058).
   */
  unsubscribeUrl?: string;
  /** The account link the text carries, when it carries one (verification, password reset). */
  link?: { purpose: MailLinkPurpose; url: string };
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}

interface MailLog {
  info(details: object, message: string): void;
}

const LINK_ACTIONS: Record<MailLinkPurpose, string> = {
  'verify-email': 'confirm',
  'reset-password': 'choose a new password for',
  invitation: 'accept the invitation sent to',
};

/** The one line a person running the server without SMTP opens the link from. */
export function linkLine(to: string, link: NonNullable<MailMessage['link']>): string {
  return `Open this link to ${LINK_ACTIONS[link.purpose]} ${to}: ${link.url}`;
}

/**
 * Without SMTP configured, each message is written to the server's log so an owner running
 * the product locally can still follow a verification or reset link. A link is the whole
 * message, on one line of its own (`plainLine`: the pretty log prints it bare, see
 * server/src/log-format.ts), rather than inside the escaped text of the e-mail.
 */
export function createLogMailer(log: MailLog): Mailer {
  return {
    kind: 'log',
    send(message) {
      if (message.link) {
        log.info(
          { mailTo: message.to, subject: message.subject, plainLine: true },
          linkLine(message.to, message.link),
        );
      } else {
        log.info(
          { mailTo: message.to, subject: message.subject, text: message.text },
          'e-mail (SMTP not configured)',
        );
      }
      return Promise.resolve();
    },
  };
}
