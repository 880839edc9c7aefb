import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { UNSTORABLE_TEXT_MESSAGE } from '@contract/common';
import { AiServiceError } from '../ai/openai-http';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { StorageError } from '../storage/storage';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** The contract's '<field>: <reason>' form, the same text the mock backend answers. */
function validationMessage(issues: ValidationIssue[]): string {
  const issue = issues[0];
  if (!issue) return API_MESSAGES.invalidRequest;
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const reason = issue.message ?? 'Invalid value';
  return field ? `${field}: ${reason}` : reason;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * Text the database cannot store (NUL, bytes invalid in UTF-8): the request guard refuses
 * such text first, so these only back it up.
 */
const UNSTORABLE_TEXT_CODES = new Set([
  '22021', // character_not_in_repertoire
  '22P05', // untranslatable_character
]);

/** Whether an error in the chain of causes carries one of `codes` (drizzle wraps the driver's). */
function hasCode(error: unknown, codes: Set<string>): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && codes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The database (or the network to it) is down: a retry later can succeed. */
function isUnavailable(error: unknown): boolean {
  if (hasCode(error, UNAVAILABLE_CODES)) return true;
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { message } = current as { message?: unknown };
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(message)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, API_MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, API_MESSAGES.jsonOnly],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, API_MESSAGES.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, API_MESSAGES.invalidJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, API_MESSAGES.invalidJson],
  FST_REQ_FILE_TOO_LARGE: [413, API_MESSAGES.fileTooLarge],
  FST_FILES_LIMIT: [400, API_MESSAGES.tooManyFiles],
  FST_PARTS_LIMIT: [400, API_MESSAGES.tooManyFiles],
  FST_FIELDS_LIMIT: [400, API_MESSAGES.badMultipart],
  FST_PROTO_VIOLATION: [400, API_MESSAGES.badMultipart],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Uploads must be sent as multipart/form-data.'],
};

/**
 * Every failure answers `{ success: false, error }`. Unexpected ones are logged with
 * the request id and answered with a fixed sentence: no stack trace leaves the server.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, message: string) =>
      reply.code(status).send({ success: false, error: message });

    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return send(error.statusCode, error.message);
    }
    if (error instanceof AiServiceError) {
      request.log.warn(
        { err: error, status: error.status, providerCode: error.providerCode },
        'AI service failed',
      );
      return send(error.httpStatus, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(400, validationMessage(error.validation));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? 0;
      if (limit > 0 && limit < 1_048_576) {
        return send(
          413,
          `The request is too large. This request is limited to ${Math.ceil(limit / 1024)} KB.`,
        );
      }
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return send(known[0], known[1]);
    if (
      error instanceof SyntaxError ||
      (/JSON/.test(error.message ?? '') && error.statusCode === 400)
    ) {
      return send(400, API_MESSAGES.invalidJson);
    }
    if (error instanceof StorageError) {
      request.log.error({ err: error }, 'storage failed');
      return send(
        503,
        error.operation === 'read' ? API_MESSAGES.storageReadFailed : API_MESSAGES.storageFailed,
      );
    }
    if (hasCode(error, UNSTORABLE_TEXT_CODES)) {
      request.log.info({ err: error }, 'unstorable text');
      return send(400, `Text ${UNSTORABLE_TEXT_MESSAGE}.`);
    }
    if (isUnavailable(error)) {
      request.log.error({ err: error }, 'dependency unavailable');
      return send(503, API_MESSAGES.unavailable);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(error.statusCode, 'The request could not be processed.');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(500, API_MESSAGES.unexpected);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ success: false, error: API_MESSAGES.notFound }),
  );
});
