import { absoluteApiBaseUrl } from '@/config/env';

/**
 * Raw calls to the mock backend for handler-level tests: unlike src/lib/api they
 * can send bad requests and show the status and body exactly as answered.
 */

export interface MockAnswer {
  status: number;
  body: Record<string, unknown>;
}

async function answerOf(response: Response): Promise<MockAnswer> {
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

export async function callMockApi(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<MockAnswer> {
  const response = await fetch(`${absoluteApiBaseUrl()}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf(response);
}

/** Sends a body that is not JSON at all, as a broken client might. */
export async function postRawText(path: string, text: string): Promise<MockAnswer> {
  const response = await fetch(`${absoluteApiBaseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  });
  return answerOf(response);
}

export async function postForm(path: string, form: FormData): Promise<MockAnswer> {
  const response = await fetch(`${absoluteApiBaseUrl()}${path}`, { method: 'POST', body: form });
  return answerOf(response);
}

export const DEFAULT_TEST_PASSWORD = 'Bread-and-butter-42';

/** Creates an account through the handler and returns the user it answered with. */
export async function signUp(email: string, password = DEFAULT_TEST_PASSWORD) {
  const answer = await callMockApi('POST', '/add-user', { email, password });
  if (answer.status !== 201) throw new Error(`Sign-up failed: ${JSON.stringify(answer.body)}`);
  return answer.body.user as { id: string; email: string };
}
