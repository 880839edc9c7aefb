/** What the server sends by e-mail: plain text, one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}

interface MailLog {
  info(details: object, message: string): void;
}

/**
 * Without SMTP configured, each message is written to the server's log so an owner running
 * the product locally can still follow a verification or reset link.
 */
export function createLogMailer(log: MailLog): Mailer {
  return {
    kind: 'log',
    send(message) {
      log.info(
        { mailTo: message.to, subject: message.subject, text: message.text },
        'e-mail (SMTP not configured)',
      );
      return Promise.resolve();
    },
  };
}
