import { field, networkFetch, PublishError, readJson, stringField } from '../networks/adapter';
import { readRefused } from './reader';

/** Meta's answer when a metric is not (or no longer) a valid insights metric. */
const INVALID_METRIC_CODE = 100;
/** A bound on `paging.next` links followed for one read. */
const MAX_PAGES = 10;

interface GraphFailure {
  status: number;
  code: number;
}

async function graphGet(url: string): Promise<{ body: unknown } | GraphFailure> {
  const response = await networkFetch(url);
  const body = await readJson(response);
  if (response.ok) return { body };
  return { status: response.status, code: Number(field(body, 'error', 'code')) };
}

const isFailure = <T extends object>(answer: T | GraphFailure): answer is GraphFailure =>
  'status' in answer && 'code' in answer;

/** A refused token (code 190) ends the read as `auth`; anything else by its status. */
function failureError(network: string, failure: GraphFailure): PublishError {
  if (failure.code === 190) return new PublishError('auth', `${network} refused the token`, '190');
  return readRefused(network, failure.status, String(failure.code || failure.status));
}

/** Every `data` entry of an insights answer, following `paging.next`. */
async function allPages(first: string): Promise<{ entries: unknown[] } | GraphFailure> {
  const entries: unknown[] = [];
  let next: string | null = first;
  for (let page = 0; next && page < MAX_PAGES; page += 1) {
    const answer = await graphGet(next);
    if (isFailure(answer)) return answer;
    const data = field(answer.body, 'data');
    if (Array.isArray(data)) entries.push(...(data as unknown[]));
    next = stringField(answer.body, 'paging', 'next');
  }
  return { entries };
}

function valuesOf(entries: unknown[]): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const entry of entries) {
    const name = stringField(entry, 'name');
    const valueList = field(entry, 'values');
    const first: unknown = Array.isArray(valueList) ? (valueList as unknown[])[0] : undefined;
    if (name) values.set(name, field(first, 'value'));
  }
  return values;
}

/**
 * An object's lifetime insights by metric name. Meta refuses the whole call when one metric
 * is no longer valid (it deprecated many in 2025, docs/network-facts.md): then each metric
 * is asked alone, and the ones refused are remembered in `refused`, left out from then on
 * and reported as not available.
 */
export async function lifetimeInsights(input: {
  network: string;
  graphUrl: string;
  objectId: string;
  accessToken: string;
  metrics: readonly string[];
  refused: Set<string>;
}): Promise<Map<string, unknown>> {
  const url = (metrics: readonly string[]) => {
    const address = new URL(`${input.graphUrl}/${encodeURIComponent(input.objectId)}/insights`);
    address.search = new URLSearchParams({
      metric: metrics.join(','),
      period: 'lifetime',
      access_token: input.accessToken,
    }).toString();
    return address.toString();
  };
  const asked = input.metrics.filter((metric) => !input.refused.has(metric));
  if (asked.length === 0) return new Map();
  const together = await allPages(url(asked));
  if (!isFailure(together)) return valuesOf(together.entries);
  if (together.code !== INVALID_METRIC_CODE) throw failureError(input.network, together);
  const found = new Map<string, unknown>();
  for (const metric of asked) {
    const alone = await allPages(url([metric]));
    if (!isFailure(alone)) {
      for (const [name, value] of valuesOf(alone.entries)) found.set(name, value);
    } else if (alone.code === INVALID_METRIC_CODE) {
      input.refused.add(metric);
    } else {
      throw failureError(input.network, alone);
    }
  }
  return found;
}

/** A Graph object's fields (`fields=` as given), or the read's error. */
export async function graphFields(input: {
  network: string;
  graphUrl: string;
  objectId: string;
  accessToken: string;
  fields: string;
}): Promise<unknown> {
  const address = new URL(`${input.graphUrl}/${encodeURIComponent(input.objectId)}`);
  address.search = new URLSearchParams({
    fields: input.fields,
    access_token: input.accessToken,
  }).toString();
  const answer = await graphGet(address.toString());
  if (isFailure(answer)) throw failureError(input.network, answer);
  return answer.body;
}
