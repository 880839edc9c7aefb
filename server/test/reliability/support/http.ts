import { SESSION_COOKIE } from '../../../src/auth/session-tokens';

/** An answer read whole: the status, the headers, the text and, for JSON, the value. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when the answer is JSON; undefined otherwise. */
  json: unknown;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The session token to send as the session cookie. */
  session?: string | null;
  /** A request that has no answer by then fails the test as a hang. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * Sends exactly the bytes given, with exactly the headers given (fetch adds only
 * Content-Length), and never waits longer than the timeout: a hang is an error.
 */
export async function send(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.session) headers.cookie = `${SESSION_COOKIE}=${request.session}`;
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError') {
      throw new Error(`${request.method} ${request.path} had no answer within ${timeoutMs} ms`);
    }
    throw error;
  }
  const text = await response.text();
  let json: unknown;
  if ((response.headers.get('content-type') ?? '').includes('application/json') && text) {
    json = JSON.parse(text) as unknown;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The session token a sign-in answer set, or null. */
export function sessionFrom(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, value] = (pair ?? '').split('=');
    if (name?.trim() === SESSION_COOKIE && value) return value;
  }
  return null;
}
