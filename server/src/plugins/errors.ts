import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { UNSTORABLE_TEXT_MESSAGE } from '@contract/common';
import { isDatabaseUnavailable, isUnstorableText } from '../db/errors';
import { API_MESSAGES } from '@contract/messages';
import { HttpError, ServiceError } from '../http-error';
import { clientKeyOf } from '../rate-limit/client-key';

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
    if (error instanceof ServiceError) {
      const answer = error.answer();
      request.log[answer.logLevel]({ err: error, ...answer.logFields }, answer.logMessage);
      return send(answer.status, answer.message);
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
    if (isUnstorableText(error)) {
      request.log.info({ err: error }, 'unstorable text');
      return send(400, `Text ${UNSTORABLE_TEXT_MESSAGE}.`);
    }
    if (isDatabaseUnavailable(error)) {
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

  // Paths that do not exist are what scanners probe: counted per address like other abuse,
  // and logged (without the query string, which may carry a token) so probing shows up.
  app.setNotFoundHandler(async (request, reply) => {
    await app.enforceLimit('notFound', request, `ip:${clientKeyOf(request)}`);
    request.log.info(
      { method: request.method, path: request.url.split('?')[0] },
      'no route for this path',
    );
    return reply.code(404).send({ success: false, error: API_MESSAGES.notFound });
  });
});
