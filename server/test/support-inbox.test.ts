import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { printSupportRequests } from '../scripts/support-list';
import { SERVER_PID_FILE, serverHoldsDataDir } from '../src/db/data-dir-owner';
import { expectSuccess, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

const SUPPORT_INBOX = 'help@smart-suite.example';

/** The server's start-up lines at info level, as an administrator reads them. */
async function startUpLines(env: Record<string, string>, mailer?: Mailer): Promise<string[]> {
  const lines: string[] = [];
  const server = await startTestServer({
    env,
    overrides: {
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      ...(mailer ? { mailer } : {}),
    },
  });
  await server.close();
  return lines.map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '');
}

const smtpMailer = (sent: MailMessage[]): Mailer => ({
  kind: 'smtp',
  send: (message) => {
    sent.push(message);
    return Promise.resolve();
  },
});

describe('where support requests go', () => {
  it('says at start-up that they are kept for the administrator when SUPPORT_EMAIL is unset', async () => {
    const lines = await startUpLines({});
    expect(lines.filter((line) => line.startsWith('support requests'))).toEqual([
      'support requests are kept in the database for the administrator (npm run support:list prints them); set SUPPORT_EMAIL to have them e-mailed',
    ]);
  });

  it('says at start-up that they are e-mailed to SUPPORT_EMAIL through the mailer', async () => {
    const lines = await startUpLines({ SUPPORT_EMAIL: SUPPORT_INBOX }, smtpMailer([]));
    expect(lines.filter((line) => line.startsWith('support requests'))).toEqual([
      `support requests are e-mailed to ${SUPPORT_INBOX} through the mailer and kept in the database (npm run support:list prints them)`,
    ]);
  });

  it('says when SUPPORT_EMAIL is set but no mail server is, so the e-mails only reach the log', async () => {
    const lines = await startUpLines({ SUPPORT_EMAIL: SUPPORT_INBOX });
    expect(lines.find((line) => line.startsWith('support requests'))).toContain(
      'SMTP_URL is not set',
    );
  });
});

describe('support requests without SUPPORT_EMAIL', () => {
  let server: TestServer;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    server = await startTestServer({ overrides: { mailer: smtpMailer(sent) } });
  });
  afterAll(() => server.close());

  it('are kept, e-mailed nowhere, and printed newest first for the administrator', async () => {
    const visitor = new TestClient(server.url);
    for (const subject of ['Invoice missing', 'Cannot log in']) {
      expectSuccess(
        await visitor.post('/api/support-request', {
          name: 'Rosa Diaz',
          email: 'rosa@example.com',
          subject,
          message: `About: ${subject}`,
        }),
        endpoints.submitSupportRequest.response,
        201,
      );
    }
    expect(sent).toEqual([]);

    let printed = '';
    await printSupportRequests(server.testDatabase.database.db, 50, (text) => {
      printed += text;
    });
    expect(printed).toContain('Rosa Diaz <rosa@example.com>');
    expect(printed).toContain('Subject: Cannot log in\n\nAbout: Cannot log in');
    expect(printed.indexOf('Cannot log in')).toBeLessThan(printed.indexOf('Invoice missing'));

    let latestOnly = '';
    await printSupportRequests(server.testDatabase.database.db, 1, (text) => {
      latestOnly += text;
    });
    expect(latestOnly).toContain('Cannot log in');
    expect(latestOnly).not.toContain('Invoice missing');
  });
});

describe('support:list on the embedded database', () => {
  it('will not open the data directory while a server holds it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'support-list-'));
    try {
      expect(await serverHoldsDataDir(dataDir)).toBe(false);
      await writeFile(path.join(dataDir, SERVER_PID_FILE), String(process.pid));
      expect(await serverHoldsDataDir(dataDir)).toBe(true);
      // A file left by a server that has gone does not hold it.
      await writeFile(path.join(dataDir, SERVER_PID_FILE), '2147483646');
      expect(await serverHoldsDataDir(dataDir)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
