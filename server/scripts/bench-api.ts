import autocannon from 'autocannon';
import { sampleDraftRequest } from '@contract/samples';
import { spawnServer } from './spawn-server';

/**
 * npm run bench:api: listing 50 drafts and saving a draft at 20 connections against
 * the server in its own process, on PGlite, and on PostgreSQL when TEST_DATABASE_URL
 * names one. Loopback only; each run is bounded by BENCH_SECONDS (default 10).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const GOALS = {
  pglite: { listRps: 1_000, listP99: 50 },
  postgres: { listRps: 3_000, listP99: 30 },
} as const;

const draft = (email: string, index: number) =>
  sampleDraftRequest(email, {
    title: `Fresh sourdough, batch ${index}`,
    caption:
      'Our sourdough is back this weekend at Golden Crust Bakery in Portland. Slow-fermented for 36 hours, baked at dawn, and gone by noon. Stop by early and see for yourself.',
    hashtags: '#sourdough #bakery #portland #shoplocal #freshbread #goldencrust',
    original_post_desc: `Fresh sourdough this weekend, batch ${index}`,
  });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function benchDatabase(env: Record<string, string>) {
  const server = await spawnServer({
    AUTH_RATE_LIMIT: '100000',
    AUTH_EMAIL_RATE_LIMIT: '100000',
    DATABASE_POOL_SIZE: '20',
    ...env,
  });
  try {
    const email = `bench-${Date.now()}@example.com`;
    const signUp = await fetch(`${server.url}/api/add-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bread-and-butter-42' }),
    });
    const cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const headers = { cookie, 'content-type': 'application/json' };
    for (let index = 0; index < 50; index += 1) {
      await fetch(`${server.url}/api/save-draft`, {
        method: 'POST',
        headers,
        body: JSON.stringify(draft(email, index)),
      });
    }
    const listUrl = `${server.url}/api/get-drafts?user_email=${encodeURIComponent(email)}`;
    const check = (await (await fetch(listUrl, { headers })).json()) as { count: number };
    if (check.count !== 50) throw new Error(`Expected 50 drafts, found ${check.count}`);

    const list = await run({ url: listUrl, headers });
    const save = await run({
      url: `${server.url}/api/save-draft`,
      method: 'POST',
      headers,
      body: JSON.stringify(draft(email, 99)),
    });
    return { list, save };
  } finally {
    await server.stop();
  }
}

function report(kind: 'pglite' | 'postgres', figures: { list: Figures; save: Figures }) {
  const goal = GOALS[kind];
  const row = (name: string, f: Figures) =>
    `  ${name.padEnd(22)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   errors ${f.errors}   non-2xx ${f.non2xx}`;
  console.info(`${kind} (${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.info(row('GET /get-drafts (50)', figures.list));
  console.info(row('POST /save-draft', figures.save));
  const met = figures.list.rps >= goal.listRps && figures.list.p99 <= goal.listP99;
  console.info(
    `  goal: listing >= ${goal.listRps} req/s with p99 <= ${goal.listP99} ms: ${met ? 'met' : 'MISSED'}`,
  );
  return figures.list.errors + figures.list.non2xx + figures.save.errors + figures.save.non2xx;
}

async function main() {
  let failures = report('pglite', await benchDatabase({}));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    failures += report('postgres', await benchDatabase({ DATABASE_URL: postgresUrl }));
  } else {
    console.info('postgres: skipped (run through scripts/with-postgres.sh to include it)');
  }
  // Goals are reported; errors fail the run.
  if (failures > 0) {
    console.error(`${failures} failed requests`);
    process.exit(1);
  }
}

await main();
