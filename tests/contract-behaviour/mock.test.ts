import { afterAll, beforeAll, describe } from 'vitest';
import { absoluteApiBaseUrl } from '@/config/env';
import type { BackendActor, BackendAnswer, BackendUnderTest } from './backend';
import { describeContractBehaviour } from './suite';
import { getDb } from '@/mocks/db';
import { mailedInvitationToken } from '@/mocks/handlers/team';
import { setSimulatedMembers } from '@/mocks/team';

async function answerOf(response: Response): Promise<BackendAnswer> {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/**
 * The mock backend identifies users by the e-mail a request carries, and keeps one session
 * (who signed in last): each actor's call is made as that actor, as its own browser would.
 */
function actAs(email: string) {
  const record = email ? getDb().findUserByEmail(email) : undefined;
  getDb().signIn(record?.id ?? null);
}

function mockActor(email: string): BackendActor {
  const base = absoluteApiBaseUrl();
  return {
    email,
    call: async (method, path, body) => {
      if (path !== '/add-user' && path !== '/login') actAs(email);
      return answerOf(
        await fetch(`${base}${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    },
    postForm: async (path, form) => {
      actAs(email);
      return answerOf(await fetch(`${base}${path}`, { method: 'POST', body: form }));
    },
  };
}

const mockBackend: BackendUnderTest = {
  kind: 'mock',
  async signUp(email, password) {
    const actor = mockActor(email);
    const answer = await actor.call('POST', '/add-user', { email, password });
    return { actor, answer };
  },
  anonymous: () => mockActor(''),
  team: {
    invitationToken: async (email) => mailedInvitationToken(email) ?? '',
    client: (email) => mockActor(email),
  },
};

describe('contract behaviour: mock backend', () => {
  // The server's teams hold only real people: the mock's made-up members stay out.
  beforeAll(() => setSimulatedMembers(false));
  afterAll(() => setSimulatedMembers(true));
  describeContractBehaviour('mock', () => mockBackend);
});
