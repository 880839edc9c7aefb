import { endpoints } from '@contract/endpoints';
import type { Access } from '@contract/team';

/** Every contract endpoint's access, by method and path pattern ("GET /posts/:id"). */
const accessByRoute = new Map<string, Access>(
  Object.values(endpoints).map((endpoint) => [
    `${endpoint.method} ${endpoint.path}`,
    endpoint.access,
  ]),
);

/**
 * The access the contract declares for a route as Fastify registered it (its URL holds the
 * API prefix), or undefined when the contract has no such endpoint. HEAD answers as GET.
 */
export function contractAccessOf(method: string, url: string, prefix: string): Access | undefined {
  const path = url.startsWith(prefix) ? url.slice(prefix.length) || '/' : url;
  const verb = method === 'HEAD' ? 'GET' : method;
  return accessByRoute.get(`${verb} ${path}`);
}
