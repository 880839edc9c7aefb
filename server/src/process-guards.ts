import type { FastifyBaseLogger } from 'fastify';
import { requestContext } from './plugins/request-context';

export interface ProcessGuardOptions {
  log: Pick<FastifyBaseLogger, 'error' | 'fatal'>;
  /**
   * Called once after an uncaught exception has been logged: the process should stop
   * serving and exit non-zero so that its supervisor starts a clean one.
   */
  stop: (reason: 'uncaughtException') => void;
}

/**
 * Last-resort handlers (ADR 0046). A promise that rejected with nobody listening left no
 * code half-way through: whoever started it had already moved on. It is logged with the
 * request that made it and the server goes on serving, so one such bug cannot be turned
 * into a denial of service. An exception thrown out of a callback may have left shared
 * state half-updated, which Node documents as unsafe to resume: it is logged, and the
 * server drains and exits for its supervisor to restart it.
 * Returns a function that removes the handlers.
 */
export function installProcessGuards({ log, stop }: ProcessGuardOptions): () => void {
  let stopping = false;
  const onRejection = (reason: unknown) => {
    log.error(
      { err: reason, requestId: requestContext.getStore()?.requestId },
      'unhandled promise rejection; still serving',
    );
  };
  const onException = (error: Error) => {
    log.fatal(
      { err: error, requestId: requestContext.getStore()?.requestId },
      'uncaught exception; stopping so that the supervisor starts a clean process',
    );
    if (stopping) return;
    stopping = true;
    stop('uncaughtException');
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
