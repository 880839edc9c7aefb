import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError, MESSAGES } from '../http-error';

/** GET /api/healthz: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get('/healthz', async () => {
    try {
      await options.database.ping();
    } catch {
      throw new HttpError(503, MESSAGES.unavailable);
    }
    return { success: true, database: options.database.kind };
  });
}
