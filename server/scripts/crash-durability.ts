import { randomInt } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import sharp from 'sharp';
import { endpoints } from '@contract/endpoints';
import type { SaveDraftRequest } from '@contract/drafts';
import { sampleGenerationParams } from '@contract/samples';
import {
  call,
  onEachDatabase,
  inBatches,
  sessionOf,
  sleep,
  UNLIMITED,
} from './reliability-support';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * npm run test:durability: the server under write load (drafts saved and deleted, photos
 * uploaded) is killed with SIGKILL at a random moment, restarted on the same data, and
 * everything acknowledged before the kill must be there: every draft answered 201 and
 * not deleted is listed byte for byte, every draft whose delete was answered 200 stays
 * gone, every photo answered 200 is listed and served as a readable image, and the
 * sessions handed out before the kill still work. DURABILITY_ROUNDS kills (10), on
 * PGlite and, when TEST_DATABASE_URL names a server, on PostgreSQL. Loopback only.
 */
const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 10);
const USERS = 6;
const WRITERS_PER_USER = 2;
const KILL_AFTER_MS: [number, number] = [300, 2_500];
const PASSWORD = 'Bread-and-butter-42';

interface Writer {
  email: string;
  session: string;
  /** Drafts answered 201 and not deleted: id -> what was sent. */
  drafts: Map<string, SaveDraftRequest>;
  /** Drafts whose delete was answered 200. */
  deleted: Set<string>;
  /** Photos answered 200: media URL -> the side length of the square we sent. */
  photos: Map<string, number>;
}

interface RoundFigures {
  draftsAcknowledged: number;
  deletesAcknowledged: number;
  photosAcknowledged: number;
  inDoubt: number;
  killedAfterMs: number;
}

let sequence = 0;
function draftFor(email: string): SaveDraftRequest {
  sequence += 1;
  return {
    user_email: email,
    title: `Durable draft #${sequence}: «crème brûlée» 🥐`,
    caption: `Saved under load, round after round.\nLine two with "quotes", <tags> and 東京 #${sequence}`,
    hashtags: `#durable #n${sequence}`,
    image_url: null,
    image_prompt: sequence % 3 ? null : `prompt ${sequence}`,
    generation_params: JSON.stringify(sampleGenerationParams({ stylePreferences: `s${sequence}` })),
    original_post_desc: `Durable post ${sequence}`,
  };
}

async function photoForm(email: string, side: number) {
  const png = await sharp({
    create: { width: side, height: side, channels: 3, background: { r: side, g: 80, b: 20 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('user_email', email);
  form.append('file_type', 'photo');
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `p${side}.png`);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? '',
  };
}

/** A multipart POST over its own connection; status 0 when it got no answer. */
async function upload(server: ServerProcess, writer: Writer, side: number) {
  const { body, type } = await photoForm(writer.email, side);
  try {
    const response = await fetch(`${server.url}/api/upload-multiple`, {
      method: 'POST',
      headers: { cookie: `smart_suite_session=${writer.session}`, 'content-type': type },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, json: (await response.json()) as unknown };
  } catch {
    return { status: 0, json: undefined };
  }
}

/** Writes until the server stops answering; counts what was acknowledged. */
async function writeUntilKilled(server: ServerProcess, writer: Writer, figures: RoundFigures) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let step = 0; step < 10_000; step += 1) {
      if (step % 4 === 3) {
        const side = 8 + randomInt(0, 200);
        const answer = await upload(server, writer, side);
        if (answer.status === 0) return void (figures.inDoubt += 1);
        if (answer.status !== 200) throw new Error(`Upload answered ${answer.status}`);
        const [file] = endpoints.uploadMultiple.response.parse(answer.json).files;
        if (file) writer.photos.set(file.url, side);
        figures.photosAcknowledged += 1;
      } else if (step % 5 === 4 && writer.drafts.size > 0) {
        const [id] = writer.drafts.keys();
        if (!id) continue;
        const answer = await call(server.url, 'DELETE', `/api/delete-draft/${id}`, {
          agent,
          session: writer.session,
          json: { user_email: writer.email },
        });
        if (answer.status === 0) {
          // Killed with the delete in flight: the draft may or may not be gone.
          writer.drafts.delete(id);
          return void (figures.inDoubt += 1);
        }
        if (answer.status !== 200) throw new Error(`Delete answered ${answer.status}`);
        writer.drafts.delete(id);
        writer.deleted.add(id);
        figures.deletesAcknowledged += 1;
      } else {
        const draft = draftFor(writer.email);
        const answer = await call(server.url, 'POST', '/api/save-draft', {
          agent,
          session: writer.session,
          json: draft,
        });
        if (answer.status === 0) return void (figures.inDoubt += 1);
        if (answer.status !== 201)
          throw new Error(`Save answered ${answer.status}: ${answer.text}`);
        const { draft: saved } = endpoints.saveDraft.response.parse(answer.json);
        writer.drafts.set(saved.id, draft);
        figures.draftsAcknowledged += 1;
      }
    }
  } finally {
    agent.destroy();
  }
}

/** Everything acknowledged so far is there, after the restart, with the old sessions. */
async function verify(server: ServerProcess, writers: Writer[]): Promise<string[]> {
  const problems: string[] = [];
  // Writers of one user share a session and an account: check per user.
  const byUser = new Map<string, Writer[]>();
  for (const writer of writers)
    byUser.set(writer.email, [...(byUser.get(writer.email) ?? []), writer]);
  await inBatches([...byUser.entries()], 3, async ([email, group]) => {
    const session = group[0]?.session ?? null;
    const list = await call(
      server.url,
      'GET',
      `/api/get-drafts?user_email=${encodeURIComponent(email)}`,
      { session },
    );
    const parsed = endpoints.getDrafts.response.safeParse(list.json);
    if (!parsed.success) {
      problems.push(`${email}: the draft list answered ${list.status} (session lost?)`);
      return;
    }
    const listed = new Map(parsed.data.drafts.map((draft) => [draft.id, draft]));
    for (const writer of group) {
      for (const [id, sent] of writer.drafts) {
        const draft = listed.get(id);
        if (!draft) {
          problems.push(`${email}: acknowledged draft ${id} is missing`);
          continue;
        }
        for (const field of [
          'title',
          'caption',
          'hashtags',
          'image_prompt',
          'generation_params',
          'original_post_desc',
        ] as const) {
          if (draft[field] !== sent[field])
            problems.push(`${email}: draft ${id}: ${field} differs`);
        }
      }
      for (const id of writer.deleted) {
        if (listed.has(id)) problems.push(`${email}: draft ${id} came back after its delete`);
      }
    }
    const assets = await call(
      server.url,
      'GET',
      `/api/get-brand-assets/${encodeURIComponent(email)}`,
      { session },
    );
    const photoUrls = new Set(
      endpoints.getBrandAssets.response
        .parse(assets.json)
        .brand_assets.photos.files.map((file) => file.url),
    );
    for (const writer of group) {
      for (const [url, side] of writer.photos) {
        if (!photoUrls.has(url)) problems.push(`${email}: acknowledged photo ${url} is not listed`);
        const served = await fetch(`${server.url}${url}`);
        if (served.status !== 200) {
          problems.push(`${email}: photo ${url} answers ${served.status}`);
          continue;
        }
        try {
          const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
          if (metadata.width !== side || metadata.height !== side) {
            problems.push(
              `${email}: photo ${url} is ${metadata.width}x${metadata.height}, not ${side}`,
            );
          }
        } catch {
          problems.push(`${email}: photo ${url} is not a readable image`);
        }
      }
    }
  });
  return problems;
}

async function run(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<number> {
  const env = { ...UNLIMITED, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  let server = await startServerProcess({ env });
  const dataDir = server.dataDir;
  const problems: string[] = [];
  const rounds: RoundFigures[] = [];
  try {
    const stamp = Date.now();
    const users = await inBatches(
      Array.from({ length: USERS }, (_unused, index) => `durable-${index}-${stamp}@example.com`),
      3,
      async (email) => {
        const signUp = await call(server.url, 'POST', '/api/add-user', {
          json: { email, password: PASSWORD },
        });
        const session = sessionOf(signUp);
        if (signUp.status !== 201 || !session) throw new Error(`Sign-up failed: ${signUp.text}`);
        return { email, session };
      },
    );
    const writers: Writer[] = users.flatMap((user) =>
      Array.from({ length: WRITERS_PER_USER }, () => ({
        ...user,
        drafts: new Map<string, SaveDraftRequest>(),
        deleted: new Set<string>(),
        photos: new Map<string, number>(),
      })),
    );

    for (let round = 1; round <= ROUNDS; round += 1) {
      const figures: RoundFigures = {
        draftsAcknowledged: 0,
        deletesAcknowledged: 0,
        photosAcknowledged: 0,
        inDoubt: 0,
        killedAfterMs: randomInt(KILL_AFTER_MS[0], KILL_AFTER_MS[1]),
      };
      const target = server;
      const writing = Promise.all(
        writers.map((writer) => writeUntilKilled(target, writer, figures)),
      );
      await sleep(figures.killedAfterMs);
      target.child.kill('SIGKILL');
      await target.exited;
      await writing;
      rounds.push(figures);

      server = await startServerProcess({ env, dataDir });
      const found = await verify(server, writers);
      problems.push(...found.map((problem) => `round ${round}: ${problem}`));
      console.info(
        `  ${kind} round ${String(round).padStart(2)}: killed after ${String(figures.killedAfterMs).padStart(4)} ms; ` +
          `acknowledged ${figures.draftsAcknowledged} saves, ${figures.deletesAcknowledged} deletes, ` +
          `${figures.photosAcknowledged} photos; ${figures.inDoubt} in flight; ` +
          `${found.length ? `${found.length} LOST` : 'nothing lost'}`,
      );
      if (figures.draftsAcknowledged === 0)
        problems.push(`round ${round}: no write was acknowledged`);
    }

    const kept = writers.reduce((sum, writer) => sum + writer.drafts.size, 0);
    const photos = writers.reduce((sum, writer) => sum + writer.photos.size, 0);
    const deleted = writers.reduce((sum, writer) => sum + writer.deleted.size, 0);
    console.info(
      `  ${kind}: ${ROUNDS} SIGKILLs; at the end ${kept} drafts, ${photos} photos and ${deleted} deletions verified; ${problems.length} problems`,
    );
  } finally {
    await server.stop('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const problem of problems.slice(0, 20)) console.error(`    ${problem}`);
  return problems.length;
}

async function main() {
  console.info(`Crash durability: ${ROUNDS} rounds of SIGKILL under write load`);
  const failures = await onEachDatabase(run);
  if (failures > 0) {
    console.error(`test:durability FAILED: ${failures} problems`);
    process.exit(1);
  }
  console.info('test:durability passed: nothing acknowledged was lost');
}

await main();
