import { API_MESSAGES } from '@contract/messages';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db';
import { googleCredential } from '@contract/samples';
import { callMockApi, DEFAULT_TEST_PASSWORD, signUp } from '../test-client';

const ANN = 'ann@example.com';

describe('POST /add-user', () => {
  it('creates an account and answers 201 with the user', async () => {
    const answer = await callMockApi('POST', '/add-user', {
      email: ANN,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({ email: ANN, id: expect.any(String) });
  });

  it('never sends or stores the password in clear', async () => {
    const answer = await callMockApi('POST', '/add-user', {
      email: ANN,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(JSON.stringify(answer.body)).not.toContain(DEFAULT_TEST_PASSWORD);
    expect(JSON.stringify(getDb().snapshot())).not.toContain(DEFAULT_TEST_PASSWORD);
  });

  it('rejects an e-mail that already has an account with 409', async () => {
    await signUp(ANN);
    const answer = await callMockApi('POST', '/add-user', {
      email: ANN,
      password: 'other-password',
    });
    expect(answer).toEqual({
      status: 409,
      body: { success: false, error: API_MESSAGES.emailTaken },
    });
  });

  it('treats e-mails that differ only in case and spaces as the same', async () => {
    await signUp(ANN);
    const answer = await callMockApi('POST', '/add-user', {
      email: '  Ann@Example.COM ',
      password: 'another-password',
    });
    expect(answer.status).toBe(409);
  });

  it.each([
    ['a missing e-mail', { password: 'x' }, /^email: /],
    ['an invalid e-mail', { email: 'not-an-email', password: 'x' }, /^email: /],
    ['a missing password', { email: ANN }, /^password: /],
    ['an empty password', { email: ANN, password: '' }, /^password: /],
    [
      'a 7-character password',
      { email: ANN, password: '1234567' },
      /^password: Password must be at least 8 characters$/,
    ],
  ])('answers 400 with a message for %s', async (_label, body, message) => {
    const answer = await callMockApi('POST', '/add-user', body);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.error).toMatch(message);
    expect(getDb().snapshot().users).toEqual([]);
  });
});

describe('POST /login', () => {
  it('signs in with the right password', async () => {
    const created = await signUp(ANN);
    const answer = await callMockApi('POST', '/login', {
      email: ANN,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual(created);
  });

  it('rejects a wrong password with 401', async () => {
    await signUp(ANN);
    const answer = await callMockApi('POST', '/login', { email: ANN, password: 'wrong' });
    expect(answer).toEqual({
      status: 401,
      body: { success: false, error: API_MESSAGES.invalidCredentials },
    });
  });

  it('rejects an unknown e-mail with the same 401, not saying which part was wrong', async () => {
    const answer = await callMockApi('POST', '/login', { email: ANN, password: 'x' });
    expect(answer).toEqual({
      status: 401,
      body: { success: false, error: API_MESSAGES.invalidCredentials },
    });
  });

  it('rejects a password login for an account made with Google', async () => {
    await callMockApi('POST', '/google-login', {
      credential: googleCredential({ sub: 'g-1', email: ANN }),
    });
    const answer = await callMockApi('POST', '/login', { email: ANN, password: 'anything' });
    expect(answer.status).toBe(401);
  });

  it('answers 400 for a missing e-mail', async () => {
    const answer = await callMockApi('POST', '/login', { password: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^email: /);
  });
});

describe('POST /google-login', () => {
  it('creates a user from the credential’s claims', async () => {
    const answer = await callMockApi('POST', '/google-login', {
      credential: googleCredential({ sub: 'g-1', email: ANN, name: 'Zoë Baker' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email: ANN, google_id: 'g-1', name: 'Zoë Baker' });
  });

  it('signs the same Google account into the same user', async () => {
    const credential = googleCredential({ sub: 'g-1', email: ANN });
    const first = await callMockApi('POST', '/google-login', { credential });
    const second = await callMockApi('POST', '/google-login', { credential });
    expect(second.body.user).toEqual(first.body.user);
    expect(getDb().snapshot().users).toHaveLength(1);
  });

  it('links Google to an existing account with the same e-mail', async () => {
    const created = await signUp(ANN);
    const answer = await callMockApi('POST', '/google-login', {
      credential: googleCredential({ sub: 'g-1', email: ANN, name: 'Ann' }),
    });
    expect(answer.body.user).toMatchObject({ id: created.id, google_id: 'g-1', name: 'Ann' });
  });

  it.each([
    ['no payload', 'just-one-part'],
    ['a payload that is not base64 JSON', 'header.%%%.signature'],
    ['a payload that is JSON null', `x.${btoa('null')}.signature`],
    ['a payload without a subject', googleCredential({ sub: '' }).replace(/^[^.]+\./, 'x.')],
  ])('rejects a credential with %s with 401', async (_label, credential) => {
    const answer = await callMockApi('POST', '/google-login', { credential });
    expect(answer).toEqual({
      status: 401,
      body: { success: false, error: API_MESSAGES.invalidGoogleCredential },
    });
  });

  it('answers 400 without a credential', async () => {
    const answer = await callMockApi('POST', '/google-login', {});
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^credential: /);
  });
});

describe('POST /facebook-login', () => {
  const request = { facebookId: 'f-1', email: ANN, name: 'Ann', accessToken: 'token' };

  it('creates a user for a new Facebook account', async () => {
    const answer = await callMockApi('POST', '/facebook-login', request);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email: ANN, facebook_id: 'f-1', name: 'Ann' });
  });

  it('works without an e-mail', async () => {
    const answer = await callMockApi('POST', '/facebook-login', { ...request, email: null });
    expect(answer.body.user).toMatchObject({ email: null, facebook_id: 'f-1' });
  });

  it('links Facebook to an existing account and keeps its name', async () => {
    const created = await signUp(ANN);
    getDb().updateUser(created.id, { name: 'Ann Baker' });
    const answer = await callMockApi('POST', '/facebook-login', request);
    expect(answer.body.user).toMatchObject({
      id: created.id,
      facebook_id: 'f-1',
      name: 'Ann Baker',
    });
  });

  it('answers 400 without an access token', async () => {
    const answer = await callMockApi('POST', '/facebook-login', {
      ...request,
      accessToken: undefined,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^accessToken: /);
  });
});
