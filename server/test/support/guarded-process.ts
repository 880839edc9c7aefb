/**
 * A small server process with the real last-resort handlers and request context, and two
 * deliberately broken routes: one leaves a rejected promise behind, one throws from a
 * timer. Its JSON log goes to stdout for the test to read. Started by process-guards.test.ts.
 */
import Fastify from 'fastify';
import { requestContextPlugin } from '../../src/plugins/request-context';
import { installProcessGuards } from '../../src/process-guards';

const app = Fastify({ logger: { level: 'info' } });
await app.register(requestContextPlugin);
installProcessGuards({
  log: app.log,
  stop: () => void app.close().then(() => process.exit(1)),
});

app.get('/ok', async () => ({ ok: true }));
app.get('/leaves-a-rejection', async () => {
  // A call that should have been awaited: its rejection reaches no one.
  void Promise.reject(new Error('nobody awaited this'));
  return { ok: true };
});
app.get('/throws-later', async () => {
  setTimeout(() => {
    throw new Error('thrown from a timer');
  }, 0);
  return { ok: true };
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (typeof address === 'object' && address) {
  process.stdout.write(`${JSON.stringify({ listening: address.port })}\n`);
}
