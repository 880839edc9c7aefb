import type { SupportRequest } from '@contract/account';
import type { MailMessage } from '../mail/mailer';

/** The e-mail the support team receives for one request: plain text, never HTML. */
export function supportEmail(to: string, request: SupportRequest): MailMessage {
  // Header-safe subject: no line breaks from the form reach the mail headers.
  const subject = `Support request: ${request.subject.replace(/[\r\n]+/g, ' ')}`.slice(0, 200);
  return {
    to,
    subject,
    text: [
      `From: ${request.name} <${request.email}>`,
      `Subject: ${request.subject}`,
      '',
      request.message,
      '',
      'Reply to the address above; the request is also stored on the server.',
    ].join('\n'),
  };
}
