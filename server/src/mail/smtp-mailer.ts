import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://... (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. "Smart Suite <no-reply@example.com>". */
  from: string;
}

/** Sends each message through one SMTP server; a failure rejects, so the caller can retry. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.unsubscribeUrl
          ? {
              list: { unsubscribe: message.unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
  };
}
