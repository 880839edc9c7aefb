import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCAL_STORAGE_WARNING } from '../src/app';
import { API_MESSAGES } from '@contract/messages';
import type { Storage } from '../src/storage/storage';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { testDatabaseKind } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

const checksSchema = z.object({
  database: z.enum(['ok', 'down']),
  storage: z.enum(['ok', 'down']),
});
const healthSchema = z.object({
  success: z.literal(true),
  database: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  checks: checksSchema,
});

/** Storage that stops answering when told to, as a bucket out of reach does. */
function switchableStorage(): Storage & { down: boolean } {
  const files = new Map<string, Buffer>();
  const storage = {
    kind: 's3' as const,
    down: false,
    put: async (key: string, bytes: Buffer) => void files.set(key, bytes),
    get: async (key: string) => files.get(key) ?? null,
    delete: async (key: string) => void files.delete(key),
    ping: async () => {
      if (storage.down) throw new Error('unreachable');
    },
  };
  return storage;
}

const storage = switchableStorage();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ storage });
});
afterAll(() => server.close());

describe('GET /api/healthz, for a load balancer', () => {
  it('answers 200 with the database and the storage when both answer', async () => {
    const health = expectSuccess(
      await new TestClient(server.url).get('/api/healthz'),
      healthSchema,
    );
    expect(health.checks).toEqual({ database: 'ok', storage: 'ok' });
  });

  it('answers 503 naming the storage when the storage does not answer', async () => {
    storage.down = true;
    try {
      const answer = await new TestClient(server.url).get('/api/healthz');
      expect(expectFailure(answer, 503)).toBe(API_MESSAGES.unavailable);
      expect(checksSchema.parse((answer.body as { checks: unknown }).checks)).toEqual({
        database: 'ok',
        storage: 'down',
      });
    } finally {
      storage.down = false;
    }
  });
});

describe(`at start on ${testDatabaseKind()} with local disk storage`, () => {
  it('warns that uploads are visible to this instance only when the database is PostgreSQL', async () => {
    const lines: string[] = [];
    const local = await startTestServer({
      overrides: {
        logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      },
    });
    await local.close();
    const warned = lines.some((line) => line.includes(LOCAL_STORAGE_WARNING));
    expect(warned).toBe(testDatabaseKind() === 'postgres');
  });
});
