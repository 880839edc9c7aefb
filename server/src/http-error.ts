/** A failure the client is told about as `{ success: false, error }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** How the errors plugin answers and logs a failed service. */
export interface ServiceFailureAnswer {
  status: number;
  /** The sentence the client is shown. */
  message: string;
  logLevel: 'warn' | 'error';
  logMessage: string;
  /** Extra log fields (never secrets). */
  logFields?: Record<string, unknown>;
}

/**
 * A failure of a service the server depends on (the AI provider, file storage). Each
 * says how it is answered, so the errors plugin needs no knowledge of the services.
 */
export abstract class ServiceError extends Error {
  abstract answer(): ServiceFailureAnswer;
}
