import { API_MESSAGES } from '@contract/messages';
import { delay, http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { endpoints, type EndpointName } from '@contract/endpoints';
import { absoluteApiBaseUrl } from '@/config/env';
import {
  collectStrings,
  SENTINEL_KEYS,
  sentinelOutcome,
  simulatedFailureMessage,
} from './sentinels';

type Endpoint<N extends EndpointName> = (typeof endpoints)[N];

export interface HandlerContext<N extends EndpointName> {
  request: Request;
  params: Record<string, string>;
  /** The JSON body (or, for GET, the query) after contract validation. */
  body: z.infer<Endpoint<N>['request']>;
  /** The multipart form, for upload endpoints. */
  form: FormData | null;
  reply: (body: z.input<Endpoint<N>['response']>, status?: number) => Response;
  fail: (status: number, error: string) => Response;
}

let latencyMs = 0;

/** Dev only: a little latency so loading states are visible. Tests keep 0. */
export function setMockLatency(ms: number) {
  latencyMs = ms;
}

export const failure = (status: number, error: string) =>
  HttpResponse.json({ success: false, error }, { status });

async function readRequest(request: Request, method: string) {
  const url = new URL(request.url);
  const texts = [decodeURIComponent(url.pathname), ...url.searchParams.values()];
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.includes('multipart/form-data')) {
    const form = await request.formData();
    for (const value of form.values()) texts.push(typeof value === 'string' ? value : value.name);
    return { texts, form, body: {} as unknown };
  }
  if (method === 'GET') {
    return { texts, form: null, body: Object.fromEntries(url.searchParams) as unknown };
  }
  const text = await request.text();
  let body: unknown = {};
  if (text) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
  }
  collectStrings(body, texts);
  return { texts, form: null, body };
}

/**
 * One MSW handler for one contract endpoint: applies sentinels, validates the
 * request against the contract (400 with an error message on a bad one), then runs
 * the hand-written resolver.
 */
export function endpointHandler<N extends EndpointName>(
  name: N,
  resolve: (context: HandlerContext<N>) => Response | Promise<Response>,
) {
  const endpoint = endpoints[name];
  const route = `${absoluteApiBaseUrl()}${endpoint.path}`;
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';

  return http[method](route, async ({ request, params }) => {
    if (latencyMs) await delay(latencyMs);
    const { texts, form, body } = await readRequest(request, endpoint.method);

    const key = SENTINEL_KEYS[name];
    const outcome = sentinelOutcome(key, texts);
    if (outcome === 'offline') return HttpResponse.error();
    if (outcome === 'fail') return failure(500, simulatedFailureMessage(key));

    if (body === undefined) return failure(400, 'Request body must be JSON');
    const parsed = endpoint.request.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return failure(400, `${where}${issue?.message ?? API_MESSAGES.invalidRequest}`);
    }

    return resolve({
      request,
      params: Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : (v ?? '')]),
      ),
      body: parsed.data as z.infer<Endpoint<N>['request']>,
      form,
      reply: (replyBody, status = 200) => HttpResponse.json(replyBody as object, { status }),
      fail: failure,
    });
  });
}
