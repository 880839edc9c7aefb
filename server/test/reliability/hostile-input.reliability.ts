import path from 'node:path';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorResponseSchema, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@contract/common';
import { endpoints } from '@contract/endpoints';
import {
  sampleDraftRequest,
  sampleGenerationParams,
  sampleOnboardingData,
} from '@contract/samples';
import { API_MESSAGES } from '@contract/messages';
import { ROUTE_BODY_LIMITS } from '../../src/plugins/body-limits';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../../src/plugins/json-depth';
import { DEFAULT_PASSWORD } from '../support/client';
import { testDatabaseKind } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { claimingDimensions, pngImage, smallJpeg, svgDocument } from '../support/images';
import { closedBy, openSocket, trickle } from '../support/raw-http';
import { send, sessionFrom, type RawAnswer, type RawRequest } from './support/http';
import { databaseSnapshot, mediaFiles } from './support/snapshot';

/**
 * Hostile input at every endpoint (fast-check): random and malformed JSON, wrong types,
 * long strings, NUL and control characters, invalid UTF-8, unpaired surrogates,
 * prototype keys, SQL and HTML injection, huge arrays, deep nesting, wrong content
 * types, truncated multipart bodies. Never a 5xx, never a hang, always a clear 4xx
 * message, a refused request changes nothing stored, and accepted text comes back
 * exactly as the contract read it.
 */

/** Runs per property; HOSTILE_RUNS raises or lowers every one of them. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 80);
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;
const options = (numRuns = RUNS) => ({ numRuns, ...(SEED === undefined ? {} : { seed: SEED }) });
const LONG_TIMEOUT = 240_000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

let server: TestServer;
let attacker: { email: string; session: string; userId: string; draftId: string };
let victim: { email: string; userId: string; draftId: string };
let png: Buffer;
let jpeg: Buffer;
/** JSON bodies must arrive within this; small so a trickled body is cut quickly here. */
const REQUEST_TIMEOUT_MS = 2_000;
let sent = 0;
let counter = 0;
const uniqueEmail = (label: string) => `${label}${(counter += 1)}-${Date.now()}@example.com`;

const request = (req: RawRequest) => {
  sent += 1;
  return send(server.url, req);
};
const snapshot = () => databaseSnapshot(server.testDatabase.database.db);
const media = () => mediaFiles(path.join(server.testDatabase.dataDir, 'media'));

async function signUp(label: string) {
  const email = uniqueEmail(label);
  const answer = await send(server.url, {
    method: 'POST',
    path: '/api/add-user',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
  });
  const { user } = endpoints.addUser.response.parse(answer.json);
  const session = sessionFrom(answer.headers);
  if (answer.status !== 201 || !session) throw new Error(`Sign-up failed: ${answer.text}`);
  const saved = await send(server.url, {
    method: 'POST',
    path: '/api/save-draft',
    session,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sampleDraftRequest(email, { title: `${label}'s draft` })),
  });
  const { draft } = endpoints.saveDraft.response.parse(saved.json);
  await send(server.url, {
    method: 'POST',
    path: '/api/onboarding',
    session,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: email, onboarding_data: sampleOnboardingData() }),
  });
  return { email, session, userId: String(user.id), draftId: draft.id };
}

beforeAll(async () => {
  server = await startTestServer({
    env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
    overrides: {
      // Configured, and refusing every token: hostile credentials meet a real check.
      verifyGoogle: async () => null,
      verifyFacebook: async () => null,
    },
  });
  png = await pngImage();
  jpeg = await smallJpeg();
  victim = await signUp('victim');
  attacker = await signUp('attacker');
});

afterAll(async () => {
  console.info(`hostile inputs sent on ${testDatabaseKind()}: ${sent}`);
  await server.close();
});

/** A failure as the contract writes it, with a sentence a person can read. */
function expectClearFailure(answer: RawAnswer, label: string) {
  expect(answer.status, `${label}: ${answer.text}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: ${answer.text}`).toBeLessThan(500);
  const body = errorResponseSchema.parse(answer.json);
  expect(body.success, label).not.toBe(true);
  expect(body.error.trim().length, label).toBeGreaterThan(3);
  expect(body.error.length, label).toBeLessThan(300);
  // No stack trace, no object dump, no internal error code.
  expect(body.error, label).not.toMatch(/\n\s+at |\[object |FST_ERR|Error:/);
  return body.error;
}

/** Sends, then holds the answer to the rules: a clear 4xx changes nothing; a 2xx parses. */
async function expectHandled(
  label: string,
  req: RawRequest,
  response: z.ZodType | null,
): Promise<RawAnswer> {
  const before = await snapshot();
  const mediaBefore = await media();
  const answer = await request(req);
  if (answer.status >= 200 && answer.status < 300) {
    if (response) response.parse(answer.json);
    return answer;
  }
  expectClearFailure(answer, label);
  expect(await snapshot(), `${label}: a refused request changed stored data`).toBe(before);
  expect(await media(), `${label}: a refused request changed stored files`).toEqual(mediaBefore);
  return answer;
}

// Hostile values ------------------------------------------------------------------

const SQL_INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE drafts; --",
  '" OR ""="',
  '1); DELETE FROM users; --',
  '$$; DROP TABLE sessions; $$',
  "x' UNION SELECT token_hash, user_id FROM sessions --",
  "'; SELECT pg_sleep(30); --",
  '\\x27; TRUNCATE passwords; --',
];
const MARKUP_INJECTIONS = [
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  "{{constructor.constructor('return process')().exit()}}",
  '${process.exit(1)}',
  '<!--',
  ']]><x>',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: x=y',
];
const ODD_TEXT = ['\u202e\u2066evil', '\ufeffbom', 'zero\u200bwidth', '🥐'.repeat(50), 'e\u0301'];

const injection = fc.constantFrom(...SQL_INJECTIONS, ...MARKUP_INJECTIONS, ...ODD_TEXT);
const controlChar = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u2028',
);
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');
/** Text with NUL, controls or unpaired surrogates mixed into ordinary characters. */
const brokenText = fc
  .array(fc.oneof(fc.string({ maxLength: 4 }), controlChar, loneSurrogate), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(''));
const longText = fc
  .tuple(fc.integer({ min: 1_000, max: 300_000 }), fc.constantFrom('x', 'é', '🥐', ' '))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));
const hostileText = fc.oneof(
  injection,
  brokenText,
  longText,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', ' ', '\n\t', 'null', 'undefined', 'NaN', '__proto__', 'constructor'),
);
/** Nested arrays or objects, built without recursion so depth is not bounded by the stack. */
const deepValue = fc
  .tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean())
  .map(([depth, asObject]) => {
    let value: Json = 'bottom';
    for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
    return value;
  });
const hugeArray = fc
  .tuple(fc.integer({ min: 1_000, max: 60_000 }), fc.constantFrom<Json>('a', 1, null, {}))
  .map(([length, item]) => Array.from({ length }, () => item));
const hostileValue: fc.Arbitrary<Json | undefined> = fc.oneof(
  { arbitrary: hostileText, weight: 5 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.boolean()), weight: 2 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.constant(undefined), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>, weight: 2 },
  { arbitrary: hugeArray, weight: 1 },
  { arbitrary: deepValue, weight: 1 },
);

/** Every path into a JSON value (not the root itself). */
function pathsOf(value: Json, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [];
  const paths: string[][] = [];
  for (const [key, child] of Object.entries(value)) {
    paths.push([...prefix, key], ...pathsOf(child, [...prefix, key]));
  }
  return paths;
}

/** A copy of `value` with the node at `at` replaced (or removed, for undefined). */
function replaced(value: Json, at: string[], replacement: Json | undefined): Json {
  const copy = structuredClone(value);
  let parent: Json = copy;
  for (const key of at.slice(0, -1)) {
    parent = (parent as Record<string, Json>)[key] ?? null;
    if (parent === null || typeof parent !== 'object') return copy;
  }
  const last = at[at.length - 1] ?? '';
  const container = parent as Record<string, Json | undefined>;
  if (replacement === undefined) delete container[last];
  else container[last] = replacement;
  return copy;
}

// The JSON endpoints ----------------------------------------------------------------

const textOptions = {
  post_desc: 'Fresh sourdough this Saturday',
  titleGeneration: true,
  seoEnabled: true,
  trendingEnabled: false,
  captionGeneration: true,
  captionLength: 'short',
  hashtagGeneration: true,
};

interface JsonEndpoint {
  name: string;
  method: 'POST' | 'DELETE';
  path: () => string;
  signedIn: boolean;
  valid: () => Json;
  response: z.ZodType;
  /** After a 2xx, checks that what was accepted was stored as the contract read it. */
  roundTrip?: (sent: Json, answer: RawAnswer) => Promise<void>;
}

async function listDrafts(email: string, session: string) {
  const answer = await send(server.url, {
    method: 'GET',
    path: `/api/get-drafts?user_email=${encodeURIComponent(email)}`,
    session,
  });
  return endpoints.getDrafts.response.parse(answer.json).drafts;
}

async function storedProfile(email: string, session: string) {
  const answer = await send(server.url, {
    method: 'GET',
    path: `/api/onboarding/by-email/${encodeURIComponent(email)}`,
    session,
  });
  return endpoints.getOnboardingByEmail.response.parse(answer.json).onboarding_data;
}

/** The saved draft is listed with every field exactly as the contract read the request. */
async function draftRoundTrip(body: Json, answer: RawAnswer) {
  const expected = endpoints.saveDraft.request.parse(body);
  const { draft } = endpoints.saveDraft.response.parse(answer.json);
  const listed = (await listDrafts(attacker.email, attacker.session)).find(
    (item) => item.id === draft.id,
  );
  expect(listed).toBeDefined();
  for (const field of [
    'title',
    'caption',
    'hashtags',
    'image_url',
    'image_prompt',
    'generation_params',
    'original_post_desc',
  ] as const) {
    expect(listed?.[field], field).toBe(expected[field]);
    expect(draft[field], field).toBe(expected[field]);
  }
}

async function profileRoundTrip(body: Json) {
  const expected = endpoints.saveOnboarding.request.parse(body).onboarding_data;
  expect(await storedProfile(attacker.email, attacker.session)).toEqual(expected);
}

const JSON_ENDPOINTS: JsonEndpoint[] = [
  {
    name: 'login',
    method: 'POST',
    path: () => '/api/login',
    signedIn: false,
    valid: () => ({ email: uniqueEmail('nobody'), password: 'wrong-password' }),
    response: endpoints.login.response,
  },
  {
    name: 'add-user',
    method: 'POST',
    path: () => '/api/add-user',
    signedIn: false,
    valid: () => ({ email: uniqueEmail('new'), password: DEFAULT_PASSWORD }),
    response: endpoints.addUser.response,
  },
  {
    name: 'google-login',
    method: 'POST',
    path: () => '/api/google-login',
    signedIn: false,
    valid: () => ({ credential: 'header.payload.signature' }),
    response: endpoints.googleLogin.response,
  },
  {
    name: 'facebook-login',
    method: 'POST',
    path: () => '/api/facebook-login',
    signedIn: false,
    valid: () => ({ facebookId: '1234', email: null, name: 'Ann', accessToken: 'token' }),
    response: endpoints.facebookLogin.response,
  },
  {
    name: 'logout (no session)',
    method: 'POST',
    path: () => '/api/logout',
    signedIn: false,
    valid: () => ({}),
    response: endpoints.logout.response,
  },
  {
    name: 'onboarding',
    method: 'POST',
    path: () => '/api/onboarding',
    signedIn: true,
    valid: () =>
      ({
        user_email: attacker.email,
        name: 'Ann',
        onboarding_data: sampleOnboardingData(),
      }) as Json,
    response: endpoints.saveOnboarding.response,
    roundTrip: (body) => profileRoundTrip(body),
  },
  {
    name: 'save-draft',
    method: 'POST',
    path: () => '/api/save-draft',
    signedIn: true,
    valid: () => sampleDraftRequest(attacker.email) as Json,
    response: endpoints.saveDraft.response,
    roundTrip: draftRoundTrip,
  },
  {
    name: "delete-draft (another user's)",
    method: 'DELETE',
    path: () => `/api/delete-draft/${victim.draftId}`,
    signedIn: true,
    valid: () => ({ user_email: attacker.email }),
    response: endpoints.deleteDraft.response,
  },
  {
    name: 'generate-brand-aware-content',
    method: 'POST',
    path: () => '/api/generate-brand-aware-content',
    signedIn: true,
    valid: () =>
      ({
        ...textOptions,
        imageGeneration: false,
        user_email: attacker.email,
        onboarding_data: sampleOnboardingData(),
      }) as Json,
    response: endpoints.generateBrandAwareContent.response,
  },
  {
    name: 'generate-combined-brand-image',
    method: 'POST',
    path: () => '/api/generate-combined-brand-image',
    signedIn: true,
    valid: () =>
      ({
        post_desc: 'Fresh sourdough',
        user_email: attacker.email,
        onboarding_data: null,
        use_brand_colors: false,
        use_logo_integration: false,
        use_brand_photo_reference: false,
        use_advanced_settings: false,
        brand_colors: [],
        logo_placement: 'corner',
        reference_photo_index: 0,
        style_preferences: '',
        quality: 'medium',
        background: 'opaque',
        output_compression: 85,
      }) as Json,
    response: endpoints.generateCombinedBrandImage.response,
  },
  {
    name: 'generate-content',
    method: 'POST',
    path: () => '/api/generate-content',
    signedIn: false,
    valid: () => ({
      ...textOptions,
      business_desc: 'A bakery in Portland',
      imageGeneration: false,
    }),
    response: endpoints.generateContent.response,
  },
];

const jsonRequest = (endpoint: JsonEndpoint, body: string | Uint8Array, contentType?: string) => ({
  method: endpoint.method,
  path: endpoint.path(),
  session: endpoint.signedIn ? attacker.session : null,
  headers: { 'content-type': contentType ?? 'application/json' },
  body,
});

describe.each(JSON_ENDPOINTS)('$method $name', (endpoint) => {
  it(
    'answers one field made hostile (wrong type, long, broken, injected, huge, deep) with a clear 4xx, or stores it exactly',
    async () => {
      const found = pathsOf(endpoint.valid());
      // A body with no fields gets one: an unknown key, made hostile.
      const paths = found.length ? found : [['extra']];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          hostileValue,
          fc.option(
            fc.tuple(fc.constantFrom('unknown_field', '__proto__', 'constructor'), hostileValue),
          ),
          async (at, value, extra) => {
            let body = replaced(endpoint.valid(), at, value);
            if (extra && body && typeof body === 'object' && !Array.isArray(body)) {
              // Added with defineProperty: a plain assignment to __proto__ would not be a key.
              Object.defineProperty(body, extra[0], {
                value: extra[1] ?? null,
                enumerable: true,
                configurable: true,
                writable: true,
              });
            }
            const text = JSON.stringify(body);
            if (Buffer.byteLength(text) > 1_048_576) body = replaced(body, at, 'x');
            // Sign-in and sign-up take a few KB: a larger body is refused (413) unread.
            const limit = ROUTE_BODY_LIMITS[endpoint.path()] ?? 1_048_576;
            // Nested deeper than 64 levels is refused (400) before any field is read.
            const withinLimit =
              Buffer.byteLength(JSON.stringify(body)) <= limit &&
              !jsonNestsDeeperThan(JSON.stringify(body), MAX_JSON_DEPTH);
            const answer = await expectHandled(
              `${endpoint.name} ${at.join('.')}`,
              jsonRequest(endpoint, JSON.stringify(body)),
              endpoint.response,
            );
            const prototypeKey = extra !== null && extra[0] !== 'unknown_field';
            if (
              typeof value === 'string' &&
              !isStorableText(value) &&
              !prototypeKey &&
              withinLimit
            ) {
              // Broken text is refused with its field's name, never stored half-converted.
              expect(answer.status).toBe(400);
              expect(errorResponseSchema.parse(answer.json).error).toContain(
                UNSTORABLE_TEXT_MESSAGE,
              );
            } else if (answer.status < 300) {
              await endpoint.roundTrip?.(body, answer);
            }
          },
        ),
        options(),
      );
    },
    LONG_TIMEOUT,
  );

  it(
    'answers malformed, truncated, non-UTF-8, prototype-polluting and deeply nested bodies with a clear 400',
    async () => {
      const validText = JSON.stringify(endpoint.valid());
      const bodies = fc.oneof(
        fc.string({ maxLength: 200 }).map((text) => ({ kind: 'random', bytes: Buffer.from(text) })),
        fc
          .integer({ min: 0, max: Math.max(0, validText.length - 1) })
          .map((cut) => ({ kind: 'truncated', bytes: Buffer.from(validText.slice(0, cut)) })),
        fc
          .tuple(
            fc.integer({ min: 0, max: validText.length }),
            fc.constantFrom(
              [0xff],
              [0xfe, 0xff],
              [0xc0, 0x80],
              [0xed, 0xa0, 0x80],
              [0x80],
              [0xe2, 0x82],
              [0xf4, 0x90, 0x80, 0x80],
            ),
          )
          .map(([at, bad]) => ({
            kind: 'invalid-utf8',
            bytes: Buffer.concat([
              Buffer.from(validText.slice(0, at)),
              Buffer.from(bad),
              Buffer.from(validText.slice(at)),
            ]),
          })),
        fc.constantFrom('__proto__', 'constructor').map((key) => ({
          kind: 'prototype',
          bytes: Buffer.from(
            `{"${key}":${key === '__proto__' ? '{"isAdmin":true}' : '{"prototype":{"isAdmin":true}}'}` +
              (validText === '{}' ? '}' : `,${validText.slice(1)}`),
          ),
        })),
        fc.integer({ min: 1_000, max: 400_000 }).map((depth) => ({
          kind: 'deep',
          bytes: Buffer.from(`{"title":${'['.repeat(depth)}${']'.repeat(depth)}}`),
        })),
      );
      await fc.assert(
        fc.asyncProperty(bodies, async ({ kind, bytes }) => {
          const answer = await expectHandled(
            `${endpoint.name} ${kind}`,
            jsonRequest(endpoint, bytes),
            endpoint.response,
          );
          if (answer.status < 300) return;
          const message = errorResponseSchema.parse(answer.json).error;
          if (kind === 'invalid-utf8') expect(message).toBe(API_MESSAGES.invalidUtf8);
          if (kind === 'prototype') expect(message).toBe(API_MESSAGES.prototypeKeys);
          if (kind === 'truncated') expect(answer.status).toBe(400);
          if (kind === 'deep' && answer.status === 400)
            expect(message).toBe(API_MESSAGES.jsonTooDeep);
        }),
        options(),
      );
    },
    LONG_TIMEOUT,
  );

  it('refuses wrong content types with 415 and bodies over its limit with 413', async () => {
    const validText = JSON.stringify(endpoint.valid());
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/octet-stream',
      'text/html; charset=utf-8',
    ]) {
      const answer = await expectHandled(
        `${endpoint.name} ${type}`,
        jsonRequest(endpoint, validText, type),
        null,
      );
      expect(answer.status, type).toBe(415);
    }
    const form = new FormData();
    form.append('email', 'a@example.com');
    const multipart = new Response(form);
    const asMultipart = await expectHandled(
      `${endpoint.name} multipart`,
      jsonRequest(
        endpoint,
        new Uint8Array(await multipart.arrayBuffer()),
        multipart.headers.get('content-type') ?? '',
      ),
      null,
    );
    expect(asMultipart.status).toBe(415);
    const oversized = `{"pad":"${'x'.repeat(1_048_576)}"}`;
    const tooLarge = await expectHandled(
      `${endpoint.name} oversized`,
      jsonRequest(endpoint, oversized),
      null,
    );
    // 1 MB in general; a few KB for sign-in and sign-up.
    expect(errorResponseSchema.parse(tooLarge.json).error).toMatch(
      /^The request is too large\. (JSON bodies are limited to 1 MB|This request is limited to \d+ KB)\.$/,
    );
    expect(tooLarge.status).toBe(413);
  });
});

// Paths and query strings -------------------------------------------------------------

describe('hostile path parameters and query strings', () => {
  const templates: [string, (value: string) => string][] = [
    ['GET /get-drafts?user_email=', (value) => `/api/get-drafts?user_email=${value}`],
    ['GET /onboarding/:id', (value) => `/api/onboarding/${value}`],
    ['GET /onboarding/by-email/:email', (value) => `/api/onboarding/by-email/${value}`],
    ['GET /get-brand-assets/:email', (value) => `/api/get-brand-assets/${value}`],
    ['GET /media/:key', (value) => `/media/${value}`],
  ];

  it.each(templates)(
    '%s answers a clear 4xx to hostile values, encoded or raw',
    async (name, build) => {
      const encodedOrRaw = fc.oneof(
        fc.oneof(hostileText, fc.constantFrom(victim.email, victim.userId)).map((value) =>
          // Unpaired surrogates cannot be percent-encoded; send their UTF-8 replacement bytes raw.
          isStorableText(value) ? encodeURIComponent(value.slice(0, 2_000)) : '%ED%A0%80',
        ),
        fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '%C0%AF'),
      );
      await fc.assert(
        fc.asyncProperty(encodedOrRaw, async (value) => {
          const answer = await expectHandled(
            `${name} ${value.slice(0, 40)}`,
            { method: 'GET', path: build(value), session: attacker.session },
            null,
          );
          // Nothing of the victim's is ever answered to the attacker.
          expect(answer.text).not.toContain(victim.draftId);
          if (answer.status < 300) expect(answer.text).not.toContain(victim.email);
        }),
        options(),
      );
    },
    LONG_TIMEOUT,
  );
});

// Multipart uploads ---------------------------------------------------------------------

describe.each([
  { name: 'upload', path: '/api/upload', field: 'file', fileType: 'post_image' },
  { name: 'upload-multiple', path: '/api/upload-multiple', field: 'files', fileType: 'photo' },
])('POST /$name with hostile multipart bodies', ({ path: uploadPath, field, fileType, name }) => {
  async function validForm(fields: Record<string, string>, bytes: Uint8Array, filename: string) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
    const encoded = new Response(form);
    return {
      body: new Uint8Array(await encoded.arrayBuffer()),
      type: encoded.headers.get('content-type') ?? '',
    };
  }

  it(
    'answers truncated, re-bounded, garbage and hostile-field bodies with a clear 4xx, or stores the file',
    async () => {
      const valid = await validForm(
        { user_email: attacker.email, file_type: fileType },
        png,
        'a.png',
      );
      const cases = fc.oneof(
        fc.integer({ min: 0, max: valid.body.length - 1 }).map((cut) => ({
          kind: 'truncated',
          make: async () => ({ body: valid.body.slice(0, cut), type: valid.type }),
        })),
        fc
          .constantFrom(
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary=nope',
          )
          .map((type) => ({
            kind: 'bad-boundary',
            make: async () => ({ body: valid.body, type }),
          })),
        fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({
          kind: 'garbage-body',
          make: async () => ({ body: bytes, type: valid.type }),
        })),
        fc.uint8Array({ minLength: 1, maxLength: 2_000 }).map((bytes) => ({
          kind: 'garbage-file',
          make: () =>
            validForm({ user_email: attacker.email, file_type: fileType }, bytes, 'x.png'),
        })),
        fc
          .tuple(fc.constantFrom('user_email', 'file_type', 'google_id'), hostileText)
          .map(([key, value]) => ({
            kind: `hostile-${key}`,
            make: () =>
              validForm(
                {
                  user_email: attacker.email,
                  file_type: fileType,
                  [key]: value.slice(0, 900),
                },
                png,
                'a.png',
              ),
          })),
        hostileText.map((filename) => ({
          kind: 'hostile-filename',
          make: () =>
            validForm(
              { user_email: attacker.email, file_type: fileType },
              png,
              filename.slice(0, 500),
            ),
        })),
      );
      await fc.assert(
        fc.asyncProperty(cases, async ({ kind, make }) => {
          const { body, type } = await make();
          const answer = await expectHandled(
            `${name} ${kind}`,
            {
              method: 'POST',
              path: uploadPath,
              session: attacker.session,
              headers: { 'content-type': type },
              body,
            },
            null,
          );
          if (answer.status >= 300) return;
          // Accepted: the stored file is served, re-encoded, at the URL the answer gave.
          const urls =
            name === 'upload'
              ? [endpoints.upload.response.parse(answer.json).url]
              : endpoints.uploadMultiple.response.parse(answer.json).files.map((file) => file.url);
          for (const url of urls) {
            const served = await send(server.url, { method: 'GET', path: url });
            expect(served.status).toBe(200);
          }
        }),
        options(),
      );
    },
    LONG_TIMEOUT,
  );

  it('survives bodies cut off by the client mid-upload, storing nothing', async () => {
    const valid = await validForm(
      { user_email: attacker.email, file_type: fileType },
      png,
      'a.png',
    );
    const { hostname, port } = new URL(server.url);
    const before = await snapshot();
    const mediaBefore = await media();
    for (const fraction of [0, 0.1, 0.5, 0.9, 0.99]) {
      sent += 1;
      const cut = Math.floor(valid.body.length * fraction);
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(
            `POST ${uploadPath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
              `Cookie: smart_suite_session=${attacker.session}\r\n` +
              `Content-Type: ${valid.type}\r\nContent-Length: ${valid.body.length}\r\n\r\n`,
          );
          socket.write(valid.body.slice(0, cut), () => {
            setTimeout(() => {
              socket.destroy();
              resolve();
            }, 50);
          });
        });
        socket.on('error', reject);
      });
    }
    const health = await send(server.url, { method: 'GET', path: '/api/healthz' });
    expect(health.status).toBe(200);
    // Let the server notice the closed sockets before comparing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await snapshot()).toBe(before);
    expect(await media()).toEqual(mediaBefore);
  });
});

// Hostile SVG logos and slow clients -----------------------------------------------------

const XLINK = 'http://www.w3.org/1999/xlink';
const LOCAL_TARGETS = [
  '/etc/passwd',
  'file:///etc/hostname',
  '../../public/favicon.svg',
  'public/favicon.svg',
  'http://127.0.0.1:1/x.png',
  'data:image/svg+xml;base64,PHN2Zy8+',
];

const hostileSvg = fc.oneof(
  fc.integer({ min: 1_000, max: 36_000 }).map((count) => ({
    kind: 'quadratic-script',
    bytes: () => svgDocument('<script'.repeat(count)),
  })),
  fc.integer({ min: 1, max: 4_096 }).map((extra) => ({
    kind: 'oversized',
    bytes: () => svgDocument(`<!--${'x'.repeat(262_144 + extra)}-->`),
  })),
  fc
    .tuple(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 10, noNaN: true }))
    .map(([octaves, frequency]) => ({
      kind: 'turbulence',
      bytes: () =>
        svgDocument(
          `<filter id="f"><feTurbulence baseFrequency="${frequency}" numOctaves="${octaves}"/></filter>` +
            '<rect width="100%" height="100%" filter="url(#f)"/>',
          'width="1" height="1" viewBox="0 0 1 1"',
        ),
    })),
  fc
    .tuple(
      fc.stringMatching(/^[a-wyz][a-z0-9]{0,8}$/),
      fc.constantFrom(XLINK, 'urn:evil', 'http://www.w3.org/2000/svg', 'http://example.com/ns'),
      fc.constantFrom('image', 'use', 'feImage', 'pattern', 'linearGradient', 'a', 'textPath'),
      fc.constantFrom(...LOCAL_TARGETS),
    )
    .map(([prefix, namespace, element, target]) => ({
      kind: 'any-prefix-href',
      bytes: () =>
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" xmlns:${prefix}="${namespace}" width="40" height="20">` +
            `<${element} ${prefix}:href="${target}" width="40" height="20"/></svg>`,
        ),
    })),
  fc
    .tuple(fc.integer({ min: 2_049, max: 65_535 }), fc.integer({ min: 2_049, max: 65_535 }))
    .map(([width, height]) => ({
      kind: 'huge-embedded-jpeg',
      bytes: () =>
        svgDocument(
          `<image href="data:image/jpeg;base64,${claimingDimensions(jpeg, width, height).toString('base64')}" width="40" height="20"/>`,
        ),
    })),
  fc
    .tuple(fc.integer({ min: 3, max: 12 }), fc.integer({ min: 4, max: 30 }))
    .map(([levels, fanout]) => ({
      kind: 'nested-use',
      bytes: () => {
        let body = '<rect id="l0" width="1" height="1"/>';
        for (let level = 1; level <= levels; level += 1) {
          body += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(fanout)}</g>`;
        }
        return svgDocument(`<defs>${body}</defs><use href="#l${levels}"/>`);
      },
    })),
  fc.integer({ min: 2, max: 12 }).map((levels) => ({
    kind: 'entities',
    bytes: () => {
      let entities = '<!ENTITY e0 "lol">';
      for (let level = 1; level <= levels; level += 1) {
        entities += `<!ENTITY e${level} "${`&e${level - 1};`.repeat(10)}">`;
      }
      return Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE svg [${entities}]>` +
          `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><text>&e${levels};</text></svg>`,
      );
    },
  })),
  fc
    .tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }))
    .map(([width, height]) => ({
      kind: 'canvas',
      bytes: () =>
        svgDocument(
          `<rect width="${width}" height="${height}"/>`,
          `width="${width}" height="${height}"`,
        ),
    })),
  hostileText.map((text) => ({
    kind: 'hostile-text',
    bytes: () => svgDocument(`<text x="1" y="10">${text.slice(0, 2_000)}</text>`),
  })),
  fc.uint8Array({ maxLength: 4_000 }).map((bytes) => ({
    kind: 'garbage-after-svg',
    bytes: () => Buffer.concat([Buffer.from('<svg '), Buffer.from(bytes)]),
  })),
);

describe('hostile SVG logos', () => {
  it(
    'are refused with a clear 4xx or drawn, while /api/healthz keeps answering',
    async () => {
      // How long /api/healthz took beside such a logo is printed, not asserted (ADR 0047):
      // npm run bench:api measures it beside the worst of them.
      let slowestHealth = 0;
      await fc.assert(
        fc.asyncProperty(hostileSvg, async ({ kind, bytes }) => {
          const form = new FormData();
          form.append('user_email', attacker.email);
          form.append('file_type', 'logo');
          form.append(
            'file',
            new Blob([new Uint8Array(bytes())], { type: 'image/svg+xml' }),
            'logo.svg',
          );
          const encoded = new Response(form);
          const uploading = expectHandled(
            `logo ${kind}`,
            {
              method: 'POST',
              path: '/api/upload',
              session: attacker.session,
              headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
              body: new Uint8Array(await encoded.arrayBuffer()),
            },
            endpoints.upload.response,
          );
          const started = performance.now();
          const health = await send(server.url, { method: 'GET', path: '/api/healthz' });
          slowestHealth = Math.max(slowestHealth, performance.now() - started);
          expect(health.status).toBe(200);
          await uploading;
        }),
        options(),
      );
      console.info(`slowest /api/healthz beside a hostile SVG: ${slowestHealth.toFixed(1)} ms`);
    },
    LONG_TIMEOUT,
  );
});

describe('slow clients', () => {
  it('a JSON body trickled a byte at a time is cut off; the server answers others meanwhile', async () => {
    const socket = await openSocket(server.url);
    const closed = closedBy(socket);
    sent += 1;
    socket.write(
      'POST /api/save-draft HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Cookie: smart_suite_session=${attacker.session}\r\nContent-Length: 400\r\n\r\n`,
    );
    // 400 bytes 200 ms apart would take 80 s; REQUEST_TIMEOUT_MS cuts the body long before.
    const trickling = trickle(socket, '{'.padEnd(400, ' '), 200);
    const health = await send(server.url, { method: 'GET', path: '/api/healthz' });
    expect(health.status).toBe(200);
    const answer = await closed;
    const bytesSent = await trickling;
    expect(bytesSent).toBeLessThan(400);
    expect(answer).not.toMatch(/^HTTP\/1\.1 20/);
  });
});

// Accepted text, byte for byte ----------------------------------------------------------

describe('accepted text is stored verbatim, never interpreted', () => {
  const anyStorable = fc
    .oneof(
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      injection,
      fc.string({
        unit: fc.oneof(
          controlChar.filter((char) => char !== '\u0000'),
          fc.string({ maxLength: 3 }),
        ),
        maxLength: 20,
      }),
    )
    .filter(isStorableText);
  const nonBlank = anyStorable.filter((value) => value.trim() !== '');

  it(
    'a draft: every text field comes back exactly as sent (property)',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          anyStorable,
          anyStorable,
          anyStorable,
          anyStorable,
          nonBlank,
          async (title, caption, hashtags, prompt, description) => {
            const body = sampleDraftRequest(attacker.email, {
              title,
              caption,
              hashtags,
              image_prompt: prompt,
              original_post_desc: description,
              generation_params: JSON.stringify(
                sampleGenerationParams({ stylePreferences: prompt }),
              ),
            });
            const countBefore = (await listDrafts(attacker.email, attacker.session)).length;
            const answer = await request({
              method: 'POST',
              path: '/api/save-draft',
              session: attacker.session,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            expect(answer.status, answer.text).toBe(201);
            await draftRoundTrip(body as Json, answer);
            // An injection string is data: exactly one row more, the tables all still there.
            expect((await listDrafts(attacker.email, attacker.session)).length).toBe(
              countBefore + 1,
            );
          },
        ),
        options(),
      );
    },
    LONG_TIMEOUT,
  );

  it(
    'the brand profile (jsonb): every text comes back exactly as the contract read it (property)',
    async () => {
      const short = anyStorable.map((value) => value.slice(0, 200));
      await fc.assert(
        fc.asyncProperty(
          nonBlank.map((value) => value.slice(0, 200)).filter((value) => value.trim() !== ''),
          short,
          short,
          anyStorable.map((value) => value.slice(0, 140)),
          fc.array(
            anyStorable.map((value) => value.slice(0, 500)),
            { maxLength: 5 },
          ),
          async (name, industry, city, tagline, samplePosts) => {
            const body = {
              user_email: attacker.email,
              onboarding_data: sampleOnboardingData({
                business: { name, industry, city },
                brandAssets: { tagline, samplePosts },
              }),
            };
            const answer = await request({
              method: 'POST',
              path: '/api/onboarding',
              session: attacker.session,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            expect(answer.status, answer.text).toBe(200);
            await profileRoundTrip(body as Json);
          },
        ),
        options(),
      );
    },
    LONG_TIMEOUT,
  );

  it('the victim, after all of it, still has exactly their own draft and profile', async () => {
    const victimSession = sessionFrom(
      (
        await send(server.url, {
          method: 'POST',
          path: '/api/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: victim.email, password: DEFAULT_PASSWORD }),
        })
      ).headers,
    );
    expect(victimSession).not.toBeNull();
    const drafts = await listDrafts(victim.email, victimSession ?? '');
    expect(drafts.map((draft) => draft.id)).toEqual([victim.draftId]);
    expect(drafts[0]?.title).toBe("victim's draft");
    expect(await storedProfile(victim.email, victimSession ?? '')).toEqual(sampleOnboardingData());
  });
});
