import { afterAll, beforeAll, describe } from 'vitest';
import type { BackendActor, BackendUnderTest } from '../../tests/contract-behaviour/backend';
import { describeContractBehaviour } from '../../tests/contract-behaviour/suite';
import { startSmtpInbox, type SmtpInbox } from './fakes/smtp-inbox';
import { TestClient } from './support/client';
import { invitationLinkIn } from './support/team';
import { startTestServer, type TestServer } from './support/test-server';

let inbox: SmtpInbox;
let server: TestServer;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: inbox.url } });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

/** The invitation token as its recipient reads it: from the link in the e-mail the server sent. */
async function invitationToken(email: string): Promise<string> {
  // Other e-mails to the address (a verification at sign-up) are passed over.
  for (;;) {
    const mail = await inbox.next(email);
    if (mail.text.includes('/invitations/')) return invitationLinkIn(mail).token;
  }
}

/** Each actor is its own browser: its own cookie jar, so its own session. */
function serverActor(email: string): BackendActor {
  const client = new TestClient(server.url);
  return {
    email,
    call: async (method, path, body) => {
      const answer = await client.request(
        method,
        `/api${path}`,
        body === undefined ? {} : { json: body },
      );
      return { status: answer.status, body: answer.body };
    },
    postForm: async (path, form) => {
      const answer = await client.postForm(`/api${path}`, form);
      return { status: answer.status, body: answer.body };
    },
  };
}

const serverBackend: BackendUnderTest = {
  kind: 'server',
  async signUp(email, password) {
    const actor = serverActor(email);
    const answer = await actor.call('POST', '/add-user', { email, password });
    return { actor, answer };
  },
  anonymous: () => serverActor(''),
  team: { invitationToken, client: serverActor },
};

describe('contract behaviour: server', () => {
  describeContractBehaviour('server', () => serverBackend);
});
