import type { z } from 'zod';
import { ServiceError, type ServiceFailureAnswer } from '../http-error';

/**
 * A small fetch client for OpenAI-compatible APIs, shared by the image and text providers.
 * It knows the protocol's habits (bearer key, 429 with Retry-After, JSON answers) and turns
 * every failure into one error type whose message can be shown to users as is.
 */

export type AiErrorCode = 'timeout' | 'unavailable' | 'declined' | 'bad_response';

export const AI_ERROR_MESSAGES: Record<AiErrorCode, string> = {
  timeout: 'The AI service did not answer in time. Please try again.',
  unavailable: 'The AI service is unavailable right now. Please try again.',
  declined: 'The AI service declined this request. Please change the description and try again.',
  bad_response: 'The AI service sent an answer we could not read. Please try again.',
};

/** The HTTP status a route should answer with for each failure. */
const HTTP_STATUS: Record<AiErrorCode, number> = {
  timeout: 504,
  unavailable: 502,
  declined: 422,
  bad_response: 502,
};

export interface AiServiceErrorDetails {
  /** The provider's HTTP status, when it answered. */
  status?: number | null;
  /** The provider's machine-readable error code (e.g. "rate_limit_exceeded"), for logs. */
  providerCode?: string | null;
  cause?: unknown;
}

/** The message is user-facing; status, providerCode and cause are for logs only. */
export class AiServiceError extends ServiceError {
  readonly code: AiErrorCode;
  readonly status: number | null;
  readonly providerCode: string | null;
  readonly httpStatus: number;

  constructor(code: AiErrorCode, details: AiServiceErrorDetails = {}) {
    super(AI_ERROR_MESSAGES[code], { cause: details.cause });
    this.name = 'AiServiceError';
    this.code = code;
    this.status = details.status ?? null;
    this.providerCode = details.providerCode ?? null;
    this.httpStatus = HTTP_STATUS[code];
  }

  answer(): ServiceFailureAnswer {
    return {
      status: this.httpStatus,
      message: this.message,
      logLevel: 'warn',
      logMessage: 'AI service failed',
      logFields: { status: this.status, providerCode: this.providerCode },
    };
  }
}

export interface OpenAiHttpOptions {
  /** e.g. https://api.openai.com/v1 (a trailing slash is fine). */
  baseUrl: string;
  apiKey: string;
  /** Per attempt, including reading the answer. Default 30 s. */
  timeoutMs?: number;
  /** The longest wait before the one retry, whatever Retry-After asks. Default 10 s. */
  maxRetryWaitMs?: number;
  /** The wait before the retry when the answer has no usable Retry-After. Default 1 s. */
  defaultRetryWaitMs?: number;
}

export interface OpenAiHttpClient {
  postJson<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T>;
  postMultipart<T>(path: string, form: FormData, schema: z.ZodType<T>): Promise<T>;
  /** A GET, such as the model list at `/models`. */
  getJson<T>(path: string, schema: z.ZodType<T>): Promise<T>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRY_WAIT_MS = 10_000;
export const DEFAULT_RETRY_WAIT_MS = 1_000;

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; null if unusable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  // HTTP dates start with the weekday; Date.parse alone would take "-1" for a year.
  if (!/^[a-z]/i.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const isRetryable = (status: number) => status === 429 || status >= 500;

const DECLINED_CODES = /moderation|content_policy|safety/i;

/** The provider's error code from an OpenAI-style `{ error: { code, type } }` body. */
function providerCodeOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || !('error' in body)) return null;
    const { error } = body;
    if (typeof error !== 'object' || error === null) return null;
    const code = 'code' in error ? error.code : null;
    const type = 'type' in error ? error.type : null;
    if (typeof code === 'string' && code) return code;
    return typeof type === 'string' && type ? type : null;
  } catch {
    return null;
  }
}

function failureFor(status: number, text: string): AiServiceError {
  const providerCode = providerCodeOf(text);
  // Only a content refusal is something the user can fix; a bad key or parameter is ours.
  const declined = status === 400 && providerCode !== null && DECLINED_CODES.test(providerCode);
  return new AiServiceError(declined ? 'declined' : 'unavailable', { status, providerCode });
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || isTimeout(error.cause));
}

interface Outgoing {
  method?: 'GET' | 'POST';
  body?: string | FormData;
  headers: Record<string, string>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createOpenAiHttpClient(options: OpenAiHttpOptions): OpenAiHttpClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxWait = options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS;
  const defaultWait = options.defaultRetryWaitMs ?? DEFAULT_RETRY_WAIT_MS;

  /** One attempt: the status, the Retry-After header and the whole body, within the timeout. */
  async function attempt(path: string, request: Outgoing) {
    try {
      const response = await fetch(`${base}${path}`, {
        method: request.method ?? 'POST',
        body: request.body,
        headers: { ...request.headers, Authorization: `Bearer ${options.apiKey}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
    } catch (error) {
      throw new AiServiceError(isTimeout(error) ? 'timeout' : 'unavailable', { cause: error });
    }
  }

  async function post<T>(path: string, request: Outgoing, schema: z.ZodType<T>): Promise<T> {
    let answer = await attempt(path, request);
    if (isRetryable(answer.status)) {
      const wait = parseRetryAfter(answer.retryAfter) ?? defaultWait;
      await sleep(Math.min(wait, maxWait));
      answer = await attempt(path, request);
    }
    if (answer.status < 200 || answer.status >= 300) throw failureFor(answer.status, answer.text);
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch (error) {
      throw new AiServiceError('bad_response', { status: answer.status, cause: error });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new AiServiceError('bad_response', { status: answer.status, cause: parsed.error });
    }
    return parsed.data;
  }

  return {
    postJson: (path, body, schema) =>
      post(
        path,
        { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
        schema,
      ),
    // fetch writes the multipart boundary itself and re-serialises the form for the retry.
    postMultipart: (path, form, schema) => post(path, { body: form, headers: {} }, schema),
    getJson: (path, schema) => post(path, { method: 'GET', headers: {} }, schema),
  };
}
