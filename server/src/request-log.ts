import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that serve the app's own files: their request lines are debug, not info. */
    staticFiles?: boolean;
  }
}

const isStaticFile = (request: FastifyRequest) => request.routeOptions.config?.staticFiles === true;

/**
 * Fastify's request lines, with the app's static files at debug: a page brings dozens
 * of them, and at info they buried the API's requests (hundreds of lines per visit).
 * Failures are logged as Fastify does, whatever the route.
 */
export class RequestLogController extends LogController {
  incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (!isStaticFile(request)) return super.incomingRequest(request, reply, metadata);
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error || !isStaticFile(request)) {
      return super.requestCompleted(error, request, reply, metadata);
    }
    if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
