import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/create-mailer';
import { startSmtpInbox, type SmtpInbox } from './fakes/smtp-inbox';

describe('createMailer', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox.close();
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer(
      { SMTP_URL: inbox.url, MAIL_FROM: 'Smart Suite <hello@example.com>' },
      { info: () => undefined },
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'ann@example.com', subject: 'Hello', text: 'A line of text.' });
    const mail = await inbox.next('ann@example.com');
    expect(mail).toMatchObject({
      from: '"Smart Suite" <hello@example.com>',
      subject: 'Hello',
      text: 'A line of text.\n',
    });
  });

  it('rejects when the SMTP server cannot be reached, so the sender knows', async () => {
    const mailer = createMailer(
      { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'x@example.com' },
      { info: () => undefined },
    );
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('logs the message, link included, when SMTP is not configured', async () => {
    const lines: object[] = [];
    const mailer = createMailer(
      { SMTP_URL: undefined, MAIL_FROM: 'x@example.com' },
      { info: (details) => lines.push(details) },
    );
    expect(mailer.kind).toBe('log');
    await mailer.send({ to: 'b@example.com', subject: 's', text: 'Open http://x/verify?t=1' });
    expect(JSON.stringify(lines)).toContain('http://x/verify?t=1');
  });

  it('logs an account link as one sentence, without the rest of the e-mail', async () => {
    const logged: Array<{ details: object; message: string }> = [];
    const mailer = createMailer(
      { SMTP_URL: undefined, MAIL_FROM: 'x@example.com' },
      { info: (details, message) => logged.push({ details, message }) },
    );
    const url = 'http://localhost:3000/reset-password#token=abc';
    await mailer.send({
      to: 'rosa@example.com',
      subject: 'Reset your Smart Suite password',
      text: `Hello,\n\n${url}\n`,
      link: { purpose: 'reset-password', url },
    });
    expect(logged).toEqual([
      {
        details: {
          mailTo: 'rosa@example.com',
          subject: 'Reset your Smart Suite password',
          plainLine: true,
        },
        message: `Open this link to choose a new password for rosa@example.com: ${url}`,
      },
    ]);
  });
});
