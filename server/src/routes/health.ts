import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { API_MESSAGES } from '@contract/messages';
import type { Storage } from '../storage/storage';

/** How long each dependency may take to answer before it counts as down. */
const CHECK_TIMEOUT_MS = 3_000;

type Status = 'ok' | 'down';

async function check(probe: (() => Promise<void>) | undefined): Promise<Status> {
  if (!probe) return 'ok';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/healthz, for a load balancer: 200 when the database and the storage both
 * answer, 503 (with which one failed) when either does not, so the instance is taken out.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { database: Database; storage: Storage },
) {
  const { database, storage } = options;
  app.get('/healthz', async (_request, reply) => {
    const [databaseStatus, storageStatus] = await Promise.all([
      check(() => database.ping()),
      check(storage.ping?.bind(storage)),
    ]);
    const checks = { database: databaseStatus, storage: storageStatus };
    if (databaseStatus === 'down' || storageStatus === 'down') {
      return reply.code(503).send({ success: false, error: API_MESSAGES.unavailable, checks });
    }
    return { success: true, database: database.kind, storage: storage.kind, checks };
  });
}
