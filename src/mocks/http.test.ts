import { describe, expect, it } from 'vitest';
import { callMockApi, postRawText } from './test-client';

describe('endpointHandler', () => {
  it('answers 400 to a body that is not JSON', async () => {
    const answer = await postRawText('/login', 'email=ann@example.com');
    expect(answer).toEqual({
      status: 400,
      body: { success: false, error: 'Request body must be JSON' },
    });
  });

  it('answers 400 with the first problem, named by its field', async () => {
    const answer = await callMockApi('POST', '/login', { email: 'ann@example.com' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^password: \S/);
  });

  it('answers 400 without a field name when the body itself is wrong', async () => {
    const answer = await postRawText('/login', '"just text"');
    expect(answer.status).toBe(400);
    expect(answer.body.error).not.toMatch(/^: /);
    expect(answer.body.error).toEqual(expect.any(String));
  });

  it('applies sentinels before validation, so a bad request can still fail on purpose', async () => {
    const answer = await callMockApi('POST', '/login', { email: 'fail-login' });
    expect(answer).toEqual({
      status: 500,
      body: { success: false, error: 'Simulated login failure' },
    });
  });

  it('reads sentinels from the path', async () => {
    const answer = await callMockApi('GET', '/onboarding/fail-onboarding-read');
    expect(answer.body.error).toBe('Simulated onboarding-read failure');
  });

  it('reads sentinels from the query', async () => {
    const answer = await callMockApi(
      'GET',
      '/get-drafts?user_email=ann%2Bfail-drafts%40example.com',
    );
    expect(answer.body.error).toBe('Simulated drafts failure');
  });

  it('drops the connection for offline-<key>', async () => {
    await expect(callMockApi('POST', '/login', { email: 'offline-login' })).rejects.toThrow();
  });
});
