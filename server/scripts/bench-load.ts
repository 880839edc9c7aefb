import { rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { endpoints } from '@contract/endpoints';
import type { SaveDraftRequest } from '@contract/drafts';
import { sampleGenerationParams, sampleOnboardingData } from '@contract/samples';
import {
  call,
  onEachDatabase,
  inBatches,
  percentile,
  sessionOf,
  UNLIMITED,
  type Answer,
} from './reliability-support';
import { announceMode, SMOKE, smokeOr } from './bench-mode';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * npm run bench:load: LOAD_CONNECTIONS (50) keep-alive connections for LOAD_SECONDS (60;
 * 15 when CI is set) of a realistic mix with real session cookies: each connection
 * visits its share of LOAD_USERS (200) users in turn and, per visit, reads the brand
 * profile, lists drafts, saves two, generates text offline and deletes one; every fourth
 * visit of a user ends with a logout and the next begins with a login. Prints req/s and p50/p95/p99 per route and the server's RSS; fails on any 5xx,
 * socket error, timeout or unexpected status, on RSS growth of 20% or more, and when
 * any draft whose save was answered 201 (and not deleted) is not listed byte for byte.
 * PGlite, then PostgreSQL when TEST_DATABASE_URL names one. Loopback only, bounded.
 * BENCH_SMOKE=1: 3 s after 1 s of warm-up, 5 connections, 10 users; errors and the
 * drafts are still checked, RSS growth over so short a run is printed but not judged.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? smokeOr(3, process.env.CI ? 15 : 60));
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? smokeOr(1, 5));
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? smokeOr(5, 50));
const USERS = Number(process.env.LOAD_USERS ?? smokeOr(10, 200));
const MAX_RSS_GROWTH = 0.2;
/** Visits of a user per session: a logout after the last, a login before the next. */
const VISITS_PER_SESSION = 4;
const PASSWORD = 'Bread-and-butter-42';

type Route = 'login' | 'profile' | 'list' | 'save' | 'delete' | 'generate' | 'logout';
const ROUTES: Route[] = ['login', 'profile', 'list', 'save', 'delete', 'generate', 'logout'];
const EXPECTED: Record<Route, number> = {
  login: 200,
  profile: 200,
  list: 200,
  save: 201,
  delete: 200,
  generate: 200,
  logout: 200,
};

interface LoadUser {
  email: string;
  /** Drafts whose save was answered 201 and which were not deleted: id -> what was sent. */
  ledger: Map<string, SaveDraftRequest>;
  /** Saves that got no answer (socket error, timeout): they may or may not be stored. */
  unanswered: number;
  /** The session from sign-up, used for the user's first visits. */
  firstSession: string | null;
}

interface Tally {
  latencies: Record<Route, number[]>;
  unexpected: Record<Route, Map<number, number>>;
  serverErrors: number;
  socketErrors: number;
  samples: string[];
}

const newTally = (): Tally => ({
  latencies: Object.fromEntries(
    ROUTES.map((route) => [route, []]),
  ) as unknown as Tally['latencies'],
  unexpected: Object.fromEntries(
    ROUTES.map((route) => [route, new Map()]),
  ) as unknown as Tally['unexpected'],
  serverErrors: 0,
  socketErrors: 0,
  samples: [],
});

let saveCounter = 0;
/** A draft with text worth comparing byte for byte: accents, emoji, quotes, markup. */
function draftFor(email: string): SaveDraftRequest {
  saveCounter += 1;
  const n = saveCounter;
  return {
    user_email: email,
    title: `Fresh sourdough #${n}: crème brûlée & "quotes" 🥐`,
    caption: `Batch ${n} is out of the oven at Golden Crust Bakery in Portland.\nSlow-fermented for 36 hours — <b>not</b> a tag, just text. 東京 Ελληνικά עברית 👩🏽‍🍳`,
    hashtags: `#sourdough #bakery #portland #batch${n}`,
    image_url: null,
    image_prompt: n % 2 ? `A rustic loaf, batch ${n}` : null,
    generation_params: JSON.stringify(sampleGenerationParams({ stylePreferences: `warm ${n}` })),
    original_post_desc: `Fresh sourdough this weekend, batch ${n}`,
  };
}

const generateBody = (email: string) => ({
  post_desc: 'Fresh sourdough this Saturday, pre-order by Friday',
  titleGeneration: true,
  seoEnabled: true,
  trendingEnabled: false,
  captionGeneration: true,
  captionLength: 'medium',
  imageGeneration: false,
  hashtagGeneration: true,
  user_email: email,
  onboarding_data: null,
});

/** Counts one answer; true when it was the expected status. */
function record(tally: Tally, route: Route, answer: Answer, counting: boolean): boolean {
  const ok = answer.status === EXPECTED[route];
  if (!counting) return ok;
  tally.latencies[route].push(answer.ms);
  if (answer.status === 0) tally.socketErrors += 1;
  else if (answer.status >= 500) tally.serverErrors += 1;
  if (!ok) {
    const counts = tally.unexpected[route];
    counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
    if (tally.samples.length < 5) {
      tally.samples.push(`${route} ${answer.status} ${answer.error ?? answer.text.slice(0, 200)}`);
    }
  }
  return ok;
}

/** A new session for the user; null when the login was not answered 200. */
async function logIn(
  server: ServerProcess,
  agent: Agent,
  user: LoadUser,
  tally: Tally,
  counting: boolean,
) {
  const login = await call(server.url, 'POST', '/api/login', {
    agent,
    json: { email: user.email, password: PASSWORD },
  });
  return record(tally, 'login', login, counting) ? sessionOf(login) : null;
}

/**
 * One connection's closed loop over its own users (no user is shared between
 * connections, so each ledger has one writer). A visit reads the profile, lists the
 * drafts, saves one, generates text, saves another and deletes the first; every
 * VISITS_PER_SESSION visits of a user end with a logout and the next starts with a login.
 */
async function connectionLoop(
  server: ServerProcess,
  users: LoadUser[],
  connection: number,
  until: number,
  tally: Tally,
  counting: () => boolean,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const mine = users.filter((_user, index) => index % CONNECTIONS === connection);
  const sessions = new Map(mine.map((user) => [user, user.firstSession]));
  let turn = 0;
  const open = () => Date.now() < until;
  try {
    while (open() && mine.length) {
      const user = mine[turn % mine.length] as LoadUser;
      const visit = Math.floor(turn / mine.length);
      turn += 1;
      let session = sessions.get(user) ?? null;
      if (!session) {
        session = await logIn(server, agent, user, tally, counting());
        sessions.set(user, session);
        if (!session) continue;
      }
      const emailPath = encodeURIComponent(user.email);
      const go = async (route: Route, method: string, path: string, json?: unknown) => {
        const answer = await call(server.url, method, path, { agent, session, json });
        record(tally, route, answer, counting());
        return answer;
      };
      const save = async () => {
        const draft = draftFor(user.email);
        const answer = await go('save', 'POST', '/api/save-draft', draft);
        if (answer.status === 201) {
          const { draft: saved } = endpoints.saveDraft.response.parse(answer.json);
          user.ledger.set(saved.id, draft);
          return saved.id;
        }
        if (answer.status === 0) user.unanswered += 1;
        return null;
      };
      let first: string | null = null;
      const steps: (() => Promise<unknown>)[] = [
        () => go('profile', 'GET', `/api/onboarding/by-email/${emailPath}`),
        () => go('list', 'GET', `/api/get-drafts?user_email=${emailPath}`),
        async () => (first = await save()),
        () => go('generate', 'POST', '/api/generate-brand-aware-content', generateBody(user.email)),
        async () => save(),
        async () => {
          if (!first) return;
          const answer = await go('delete', 'DELETE', `/api/delete-draft/${first}`, {
            user_email: user.email,
          });
          if (answer.status === 200) user.ledger.delete(first);
        },
        () => go('list', 'GET', `/api/get-drafts?user_email=${emailPath}`),
      ];
      for (const step of steps) {
        if (!open()) break;
        await step();
      }
      if (open() && visit % VISITS_PER_SESSION === VISITS_PER_SESSION - 1) {
        await go('logout', 'POST', '/api/logout', {});
        sessions.set(user, null);
      }
    }
  } finally {
    agent.destroy();
  }
}

/** Every acknowledged, undeleted draft is listed, field for field, byte for byte. */
async function verifyLedger(server: ServerProcess, users: LoadUser[]) {
  const problems: string[] = [];
  let checked = 0;
  await inBatches(users, 8, async (user) => {
    const login = await call(server.url, 'POST', '/api/login', {
      json: { email: user.email, password: PASSWORD },
    });
    const session = sessionOf(login);
    const list = await call(
      server.url,
      'GET',
      `/api/get-drafts?user_email=${encodeURIComponent(user.email)}`,
      { session },
    );
    const parsed = endpoints.getDrafts.response.safeParse(list.json);
    if (!parsed.success) {
      problems.push(`${user.email}: the list did not parse (${list.status})`);
      return;
    }
    const listed = new Map(parsed.data.drafts.map((draft) => [draft.id, draft]));
    for (const [id, sent] of user.ledger) {
      checked += 1;
      const draft = listed.get(id);
      if (!draft) {
        problems.push(`${user.email}: acknowledged draft ${id} is missing`);
        continue;
      }
      for (const field of [
        'title',
        'caption',
        'hashtags',
        'image_url',
        'image_prompt',
        'generation_params',
        'original_post_desc',
      ] as const) {
        if (draft[field] !== sent[field]) problems.push(`${user.email}: ${id}.${field} differs`);
      }
    }
    const extra = listed.size - user.ledger.size;
    if (extra < 0 || extra > user.unanswered) {
      problems.push(
        `${user.email}: ${listed.size} listed for ${user.ledger.size} acknowledged (+${user.unanswered} unanswered)`,
      );
    }
  });
  return { checked, problems };
}

async function run(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<number> {
  const server = await startServerProcess({
    env: {
      ...UNLIMITED,
      DATABASE_POOL_SIZE: '20',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  let failures = 0;
  try {
    const bootRss = await server.rss();
    const stamp = Date.now();
    const users: LoadUser[] = await inBatches(
      Array.from({ length: USERS }, (_unused, index) => `load-${index}-${stamp}@example.com`),
      4,
      async (email) => {
        const signUp = await call(server.url, 'POST', '/api/add-user', {
          json: { email, password: PASSWORD },
        });
        if (signUp.status !== 201)
          throw new Error(`Sign-up failed: ${signUp.status} ${signUp.text}`);
        const profile = await call(server.url, 'POST', '/api/onboarding', {
          session: sessionOf(signUp),
          json: { user_email: email, onboarding_data: sampleOnboardingData() },
        });
        if (profile.status !== 200) throw new Error(`Onboarding failed: ${profile.text}`);
        return { email, ledger: new Map(), unanswered: 0, firstSession: sessionOf(signUp) };
      },
    );

    const tally = newTally();
    let counting = false;
    const warmupEnd = Date.now() + WARMUP_SECONDS * 1000;
    const end = warmupEnd + SECONDS * 1000;
    let startRss = bootRss;
    const warmup = (async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, warmupEnd - Date.now())));
      startRss = await server.rss();
      counting = true;
    })();
    const started = Date.now();
    await Promise.all([
      warmup,
      ...Array.from({ length: CONNECTIONS }, (_unused, connection) =>
        connectionLoop(server, users, connection, end, tally, () => counting),
      ),
    ]);
    const measuredSeconds = (Date.now() - Math.max(started, warmupEnd)) / 1000;
    const endRss = await server.rss();

    const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
    console.info(
      `\n${kind}: ${CONNECTIONS} connections, ${USERS} users, ${SECONDS} s measured after ${WARMUP_SECONDS} s of warm-up`,
    );
    console.info(
      '  route       requests    req/s    p50 ms   p95 ms   p99 ms   max ms   unexpected',
    );
    let total = 0;
    let unexpected = 0;
    for (const route of ROUTES) {
      const sorted = [...tally.latencies[route]].sort((a, b) => a - b);
      total += sorted.length;
      const odd = [...tally.unexpected[route]].map(([status, count]) => `${status}x${count}`);
      unexpected += [...tally.unexpected[route].values()].reduce((sum, count) => sum + count, 0);
      console.info(
        `  ${route.padEnd(10)} ${String(sorted.length).padStart(9)} ${(sorted.length / measuredSeconds).toFixed(0).padStart(8)} ` +
          [50, 95, 99, 100].map((p) => percentile(sorted, p).toFixed(1).padStart(8)).join(' ') +
          `   ${odd.join(' ') || '-'}`,
      );
    }
    console.info(
      `  all        ${String(total).padStart(9)} ${(total / measuredSeconds).toFixed(0).padStart(8)}`,
    );
    const growth = (endRss - startRss) / startRss;
    console.info(
      `  RSS: ${mb(bootRss)} at boot, ${mb(startRss)} at start, ${mb(endRss)} at end (${(growth * 100).toFixed(1)}%)`,
    );
    console.info(
      `  errors: ${tally.serverErrors} 5xx, ${tally.socketErrors} socket errors or timeouts, ${unexpected} unexpected statuses`,
    );
    for (const sample of tally.samples) console.info(`    e.g. ${sample}`);

    const verdict = await verifyLedger(server, users);
    console.info(
      `  drafts: ${verdict.checked} acknowledged and not deleted, ${verdict.problems.length} problems`,
    );
    for (const problem of verdict.problems.slice(0, 10)) console.info(`    ${problem}`);

    if (tally.serverErrors + tally.socketErrors + unexpected > 0) failures += 1;
    if (growth >= MAX_RSS_GROWTH && !SMOKE) {
      console.error(`  RSS grew ${(growth * 100).toFixed(1)}%: the limit is 20%`);
      failures += 1;
    }
    if (verdict.problems.length > 0 || verdict.checked === 0) failures += 1;
    if (total === 0) failures += 1;
  } finally {
    const code = await server.stop('SIGTERM');
    if (code !== 0) {
      console.error(`  the server exited with ${code} on SIGTERM`);
      failures += 1;
    }
    await rm(server.dataDir, { recursive: true, force: true });
  }
  return failures;
}

async function main() {
  announceMode('bench:load');
  const failures = await onEachDatabase(run);
  if (failures > 0) {
    console.error(`\nbench:load FAILED (${failures} breaches)`);
    process.exit(1);
  }
  console.info(
    SMOKE
      ? '\nbench:load smoke passed: no errors, every acknowledged draft listed'
      : '\nbench:load passed: no errors, RSS growth under 20%, every acknowledged draft listed',
  );
}

await main();
