import { afterAll, beforeAll, describe } from 'vitest';
import type { BackendActor, BackendUnderTest } from '../../tests/contract-behaviour/backend';
import { describeContractBehaviour } from '../../tests/contract-behaviour/suite';
import { TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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
};

describe('contract behaviour: server', () => {
  describeContractBehaviour('server', () => serverBackend);
});
