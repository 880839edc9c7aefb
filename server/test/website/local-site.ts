import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SafeFetcher, type SafeFetcherOptions } from '../../src/fetching/safe-fetch';

export type PageHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
}

/** A small website served on loopback, recording every request it received. */
export interface LocalSite {
  origin: string;
  port: number;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startLocalSite(pages: Record<string, PageHandler>): Promise<LocalSite> {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const handler = pages[path.split('?')[0] ?? '/'];
    if (handler) {
      handler(request, response);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers HTML (UTF-8 unless told otherwise). */
export const html =
  (body: string | Buffer, contentType = 'text/html; charset=utf-8'): PageHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType }).end(body);
  };

/** Answers a redirect to `location`. */
export const redirect =
  (location: string, headers: Record<string, string> = {}): PageHandler =>
  (_request, response) => {
    response.writeHead(302, { location, ...headers }).end();
  };

/** Answers bytes with the given content type. */
export const bytes =
  (body: Buffer, contentType: string): PageHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType }).end(body);
  };

/**
 * A fetcher that lets through the given local sites' own address and port, and refuses
 * every other address that is not public, as in production.
 */
export function fetcherFor(
  sites: readonly LocalSite[],
  options: Omit<SafeFetcherOptions, 'loopbackTargetsForTests'> = {},
): SafeFetcher {
  return new SafeFetcher({
    ...options,
    loopbackTargetsForTests: sites.map((site) => ({ address: '127.0.0.1', port: site.port })),
  });
}
