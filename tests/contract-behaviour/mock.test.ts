import { describe } from 'vitest';
import { absoluteApiBaseUrl } from '@/config/env';
import type { BackendActor, BackendAnswer, BackendUnderTest } from './backend';
import { describeContractBehaviour } from './suite';

async function answerOf(response: Response): Promise<BackendAnswer> {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** The mock backend identifies users by the e-mail a request carries: there is no session. */
function mockActor(email: string): BackendActor {
  const base = absoluteApiBaseUrl();
  return {
    email,
    call: async (method, path, body) =>
      answerOf(
        await fetch(`${base}${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    postForm: async (path, form) =>
      answerOf(await fetch(`${base}${path}`, { method: 'POST', body: form })),
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
};

describe('contract behaviour: mock backend', () => {
  describeContractBehaviour('mock', () => mockBackend);
});
