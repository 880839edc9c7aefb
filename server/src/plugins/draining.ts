import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Graceful stop, step one: keep serving, but close each connection after its
     * current response, so that clients move on before the listener closes.
     */
    beginDraining: () => void;
    isDraining: () => boolean;
  }
}

export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate('beginDraining', () => {
    draining = true;
  });
  app.decorate('isDraining', () => draining);
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
});
