import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, when the message has one. */
  html: string | null;
  /** Each header's value as sent (unfolded), by its lower-case name. */
  header(name: string): string | undefined;
}

/**
 * A real SMTP server on a free loopback port that keeps every message it receives,
 * parsed, so tests read what a mail client would.
 */
export interface SmtpInbox {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message sent to `to` (or the first already there not yet taken). */
  next(to: string): Promise<ReceivedMail>;
  /** Messages received for `to` so far. */
  for(to: string): ReceivedMail[];
  /** Refuses mail to `to` (a temporary failure, as a full or down mailbox answers) until accepted again. */
  refuse(to: string): void;
  accept(to: string): void;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const refused = new Set<string>();

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail);
    const index = waiters.findIndex((waiter) => mail.to.includes(waiter.to));
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      taken.add(mail);
      waiter?.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(
        Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 450 }),
      );
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          deliver({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            header: (name) =>
              parsed.headerLines
                .find((line) => line.key === name.toLowerCase())
                ?.line.replace(/^[^:]*:\s*/, '')
                .replace(/\r?\n\s+/g, ' '),
          });
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    for: (to) => messages.filter((mail) => mail.to.includes(to.toLowerCase())),
    refuse: (to) => refused.add(to.toLowerCase()),
    accept: (to) => refused.delete(to.toLowerCase()),
    next(to) {
      const address = to.toLowerCase();
      const waiting = messages.find((mail) => mail.to.includes(address) && !taken.has(mail));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise((resolve) => waiters.push({ to: address, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
