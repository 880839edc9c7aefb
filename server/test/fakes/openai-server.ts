import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible API over real HTTP on 127.0.0.1. Tests script the answers per
 * path and read back what was sent. It speaks the shapes the image and text providers use
 * (images/generations, images/edits, chat/completions) but any path can be scripted.
 */

export interface RecordedPart {
  name: string;
  /** Set for file parts. */
  filename: string | null;
  contentType: string | null;
  size: number;
  /** Text fields' value; null for files. */
  value: string | null;
  bytes: Buffer;
}

export interface RecordedRequest {
  method: string;
  /** The path after the base URL's prefix, e.g. "/images/generations". */
  path: string;
  headers: IncomingHttpHeaders;
  /** Milliseconds since the epoch, to check waits between attempts. */
  receivedAt: number;
  body: Buffer;
  /** The parsed body for JSON requests (undefined when absent or not JSON). */
  json: unknown;
  /** The parts of a multipart/form-data request; null otherwise. */
  parts: RecordedPart[] | null;
}

/** An answer the fake sends. */
export type FakeAnswer =
  | {
      type: 'json';
      status: number;
      body: unknown;
      headers?: Record<string, string>;
      delayMs?: number;
    }
  | {
      type: 'text';
      status: number;
      body: string;
      contentType: string;
      headers?: Record<string, string>;
      delayMs?: number;
    };

/** An answer, or a hang: no answer until the client gives up or close() is called. */
export type FakeReply = FakeAnswer | { type: 'hang' };

/** Ready-made answers in the provider's real shapes. */
export const reply = {
  json: (body: unknown, status = 200, headers?: Record<string, string>): FakeAnswer => ({
    type: 'json',
    status,
    body,
    headers,
  }),
  /** An images API success carrying `bytes` as base64. */
  image: (bytes: Buffer): FakeAnswer =>
    reply.json({ created: 1_700_000_000, data: [{ b64_json: bytes.toString('base64') }] }),
  /** A chat completions success whose first choice says `content`. */
  chat: (content: string): FakeAnswer =>
    reply.json({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  /** A models list (`GET /models`) naming `ids`. */
  models: (ids: string[]): FakeAnswer =>
    reply.json({
      object: 'list',
      data: ids.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake' })),
    }),
  /** Ollama's `GET /api/tags`: each name with the families its details give. */
  ollamaTags: (models: { name: string; families: string[] }[]): FakeAnswer =>
    reply.json({
      models: models.map(({ name, families }) => ({
        name,
        model: name,
        modified_at: '2026-11-01T00:00:00Z',
        size: 4_920_753_328,
        digest: 'f'.repeat(64),
        details: { format: 'gguf', family: families[0] ?? '', families, parameter_size: '8.0B' },
      })),
    }),
  /** A 200 whose body is cut off mid-JSON. */
  malformed: (): FakeAnswer => ({
    type: 'text',
    status: 200,
    body: '{"data": [{"b64_json": ',
    contentType: 'application/json',
  }),
  error: (status: number, code: string, headers?: Record<string, string>): FakeAnswer =>
    reply.json(
      { error: { message: `Fake ${code}`, type: 'fake_error', code, param: null } },
      status,
      headers,
    ),
  rateLimited: (retryAfter: string): FakeAnswer =>
    reply.error(429, 'rate_limit_exceeded', { 'Retry-After': retryAfter }),
  serverError: (): FakeAnswer => reply.error(500, 'server_error'),
  hang: (): FakeReply => ({ type: 'hang' }),
};

export interface FakeOpenAiServer {
  /** Base URL including the API prefix, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  requestsTo(path: string): RecordedRequest[];
  /** One-off answers for `path`, used in order before the default. */
  enqueue(path: string, ...replies: FakeReply[]): void;
  /** The answer for `path` whenever nothing is queued. */
  setDefault(path: string, answer: FakeReply): void;
  /** Ends hanging requests too; safe to call more than once. */
  close(): Promise<void>;
}

async function readParts(body: Buffer, contentType: string): Promise<RecordedPart[]> {
  // undici's Response parses multipart exactly as a server framework would.
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  }).formData();
  const parts: RecordedPart[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      const bytes = Buffer.from(value);
      parts.push({ name, filename: null, contentType: null, size: bytes.length, value, bytes });
    } else {
      const bytes = Buffer.from(await value.arrayBuffer());
      parts.push({
        name,
        filename: value.name,
        contentType: value.type || null,
        size: bytes.length,
        value: null,
        bytes,
      });
    }
  }
  return parts;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, answer: FakeAnswer) {
  const body = answer.type === 'json' ? JSON.stringify(answer.body) : answer.body;
  const contentType = answer.type === 'json' ? 'application/json' : answer.contentType;
  response.writeHead(answer.status, { 'content-type': contentType, ...answer.headers });
  response.end(body);
}

export async function startFakeOpenAiServer(prefix = '/v1'): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const queues = new Map<string, FakeReply[]>();
  const defaults = new Map<string, FakeReply>();
  const timers = new Set<NodeJS.Timeout>();
  let closing: Promise<void> | undefined;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://fake');
        const path = url.pathname.startsWith(prefix)
          ? url.pathname.slice(prefix.length)
          : url.pathname;
        const body = Buffer.concat(chunks);
        const contentType = request.headers['content-type'] ?? '';
        requests.push({
          method: request.method ?? 'GET',
          path,
          headers: request.headers,
          receivedAt: Date.now(),
          body,
          json: contentType.startsWith('application/json') ? parseJson(body) : undefined,
          parts: contentType.startsWith('multipart/form-data')
            ? await readParts(body, contentType)
            : null,
        });
        const answer =
          queues.get(path)?.shift() ??
          defaults.get(path) ??
          reply.error(404, `no_answer_scripted_for ${request.method} ${path}`);
        if (answer.type === 'hang') return;
        if (answer.delayMs) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            send(response, answer);
          }, answer.delayMs);
          timers.add(timer);
        } else {
          send(response, answer);
        }
      })().catch(() => {
        // A body the fake cannot parse (e.g. broken multipart) is the client's bug: say so.
        send(response, reply.error(400, 'unparseable_request_body'));
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    requests,
    requestsTo: (path) => requests.filter((recorded) => recorded.path === path),
    enqueue(path, ...replies) {
      queues.set(path, [...(queues.get(path) ?? []), ...replies]);
    },
    setDefault(path, answer) {
      defaults.set(path, answer);
    },
    close() {
      closing ??= shutDown();
      return closing;
    },
  };

  function shutDown(): Promise<void> {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    // Hanging requests keep their sockets open; close them so close() can finish.
    server.closeAllConnections();
    return new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  }
}
