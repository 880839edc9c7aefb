import type { z } from 'zod';
import { errorResponseSchema } from '@contract/common';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../src/auth/session-tokens';

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export const DEFAULT_PASSWORD = 'Bread-and-butter-42';

/**
 * A browser-like client over real HTTP: it keeps the session cookie the server sets
 * and sends it back, as the app's requests do.
 */
export class TestClient {
  cookie: string | null = null;
  /** The session cookie's name as the server set it (`__Host-` prefixed over https). */
  cookieName: string = SESSION_COOKIE;

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    options: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = `${this.cookieName}=${this.cookie}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    this.remember(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) {
      parsed = JSON.parse(text) as unknown;
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  /** The Cookie header this client sends (for raw requests). */
  cookieHeader(): string {
    return this.cookie ? `${SESSION_COOKIE}=${this.cookie}` : '';
  }

  private remember(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=');
      const cookieName = name?.trim();
      if (cookieName !== SESSION_COOKIE && cookieName !== SECURE_SESSION_COOKIE) continue;
      this.cookieName = cookieName;
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line) || !value;
      this.cookie = expired ? null : (value ?? null);
    }
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });
  post = (path: string, json?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, { json, headers });
  delete = (path: string, json?: unknown) => this.request('DELETE', path, { json });
  put = (path: string, json?: unknown) => this.request('PUT', path, { json });
  postForm = (path: string, form: FormData) => this.request('POST', path, { body: form });

  /** Creates an account and keeps its session. */
  async signUp(email: string, password = DEFAULT_PASSWORD) {
    const answer = await this.post('/api/add-user', { email, password });
    if (answer.status !== 201) throw new Error(`Sign-up failed: ${JSON.stringify(answer.body)}`);
    return answer;
  }
}

/** Parses a success answer with the contract's schema, so the server cannot drift. */
export function expectSuccess<S extends z.ZodType>(
  answer: Answer,
  schema: S,
  status = 200,
): z.output<S> {
  if (answer.status !== status) {
    throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return schema.parse(answer.body);
}

/** Parses a failure with the contract's error schema and returns its message. */
export function expectFailure(answer: Answer, status: number): string {
  if (answer.status !== status) {
    throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const body = errorResponseSchema.parse(answer.body);
  if (body.success !== false) throw new Error('A failure must say success: false');
  return body.error;
}
