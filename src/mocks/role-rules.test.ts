import { describe, expect, it } from 'vitest';
import { buildPath, endpoints, type EndpointName } from '@contract/endpoints';
import { ROLES, roleAllows, type Role } from '@contract/team';
import { API_MESSAGES } from '@contract/messages';
import { callMockApi, signUp } from './test-client';
import { setSessionRole } from './team';

const PARAMS = {
  id: 'x',
  email: 'y',
  slotId: 'z',
  network: 'x',
  token: 't',
  userId: 'u',
  postId: 'p',
};
const names = Object.keys(endpoints) as EndpointName[];

async function callAs(role: Role, name: EndpointName) {
  await signUp(`${role}.${name}@example.com`);
  setSessionRole(role);
  const endpoint = endpoints[name];
  const method = endpoint.method;
  return callMockApi(method, buildPath(endpoint.path, PARAMS), method === 'GET' ? undefined : {});
}

describe('the mock backend keeps every endpoint’s role rule', () => {
  for (const role of ROLES.filter((item) => item !== 'owner')) {
    const refused = names.filter((name) => !roleAllows(role, endpoints[name].access));
    it.each(refused)(`refuses a ${role} %s with 403`, async (name) => {
      const answer = await callAs(role, name);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe(API_MESSAGES.roleNotAllowed);
    });
  }

  it('lets every role past the rule of an endpoint it may call', async () => {
    const allowed = names.filter((name) => roleAllows('viewer', endpoints[name].access));
    for (const name of allowed) {
      const answer = await callAs('viewer', name);
      expect(answer.status, name).not.toBe(403);
    }
  });
});
