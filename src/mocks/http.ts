import { API_MESSAGES } from '@contract/messages';
import { delay, http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { endpoints, type EndpointName } from '@contract/endpoints';
import { roleAllows } from '@contract/team';
import { absoluteApiBaseUrl } from '@/config/env';
import { dataEmailFor, sessionActor } from './team';
import type { MockActor } from './team-store';
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
  /** The signed-in person as a member of the business they act for; null without a session. */
  actor: MockActor | null;
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
 * A member's drafts, posts and plans are the business's: the e-mail the app sends for the
 * signed-in person is swapped for the one the business's work is filed under.
 */
const BUSINESS_WORK: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'getDrafts',
  'saveDraft',
  'deleteDraft',
  'updatePost',
  'schedulePost',
  'getPosts',
  'approvePosts',
  'getTimeZone',
  'setTimeZone',
  'createPlan',
  'getLatestPlan',
  'getPlanSuggestions',
  'getPlan',
  'replacePlanSlots',
  'writePlan',
  'cancelPlan',
  'retryPlanSlot',
  'writeAnotherPlanVersion',
]);

function fileUnderBusiness(name: EndpointName, data: unknown) {
  if (!BUSINESS_WORK.has(name)) return;
  if (data && typeof data === 'object' && 'user_email' in data) {
    const record = data as { user_email: unknown };
    if (typeof record.user_email === 'string') record.user_email = dataEmailFor(record.user_email);
  }
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

    // The endpoint's role rule (ADR 0061). Without a session the mock still answers the
    // e-mail a request names, as it always has; the team's own endpoints ask for a session.
    const actor = endpoint.access === 'visitor' ? null : sessionActor();
    if (actor && !roleAllows(actor.role, endpoint.access)) {
      return failure(403, API_MESSAGES.roleNotAllowed);
    }

    if (body === undefined) return failure(400, 'Request body must be JSON');
    const parsed = endpoint.request.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return failure(400, `${where}${issue?.message ?? API_MESSAGES.invalidRequest}`);
    }

    const data = parsed.data as z.infer<Endpoint<N>['request']>;
    fileUnderBusiness(name, data);

    return resolve({
      actor,
      request,
      params: Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : (v ?? '')]),
      ),
      body: data,
      form,
      reply: (replyBody, status = 200) => HttpResponse.json(replyBody as object, { status }),
      fail: failure,
    });
  });
}
