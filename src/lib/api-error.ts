/**
 * One error type for every call. `server`: the backend answered and said what went
 * wrong (its text is the message). `network`: no answer at all. `contract`: an answer
 * that does not match the contract. `client`: the call could not be made (for example
 * no user identification).
 */
export type ApiErrorKind = 'server' | 'network' | 'contract' | 'client';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status ?? null;
  }

  get isNetworkError(): boolean {
    return this.kind === 'network';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server refused a signed-in call because it no longer knows the session. */
export function isSessionExpiredError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server' && error.status === 401;
}

/**
 * The text a screen shows for a failed call: the server's own message as is, or the
 * screen's fixed text for a network failure (product.md §8). Anything else gets `fallback`.
 */
export function errorMessage(
  error: unknown,
  texts: { network: string; fallback?: string },
): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return texts.network;
    return error.message;
  }
  return texts.fallback ?? texts.network;
}
