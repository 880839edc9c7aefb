import type { Config } from '../config';
import { createLogMailer, type Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

interface MailLog {
  info(details: object, message: string): void;
}

/** SMTP when `SMTP_URL` is set; otherwise each message (and so each link) goes to the log. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, log: MailLog): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createLogMailer(log);
}
