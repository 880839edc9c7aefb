import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the test server, standing where PUBLIC_URL points: it passes every
 * request on, unless a test makes it answer something else (a text file where a photo
 * should be, as a misconfigured proxy or CDN might), so the networks that fetch a post's
 * image meet bytes the server itself would never serve. Without a target it is a plain
 * loopback host of whatever it is told to serve.
 */
export interface MediaHost {
  url: string;
  /** Where requests are passed on to (the test server's own address). */
  forwardTo(target: string): void;
  /** Answers every following request with these bytes and content type. */
  serve(bytes: Buffer, contentType: string): void;
  /** Passes requests on again. */
  reset(): void;
  /** The paths requested so far. */
  requests: string[];
  close(): Promise<void>;
}

export async function startMediaHost(): Promise<MediaHost> {
  let target = '';
  let substitute: { bytes: Buffer; contentType: string } | null = null;
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const answer = async () => {
      if (substitute) return { status: 200, ...substitute };
      const passed = await fetch(new URL(path, target), { redirect: 'manual' });
      return {
        status: passed.status,
        bytes: Buffer.from(await passed.arrayBuffer()),
        contentType: passed.headers.get('content-type') ?? 'application/octet-stream',
      };
    };
    answer().then(
      ({ status, bytes, contentType }) => {
        response.writeHead(status, { 'content-type': contentType });
        response.end(bytes);
      },
      () => {
        response.writeHead(502);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwardTo(to) {
      target = to;
    },
    serve(bytes, contentType) {
      substitute = { bytes, contentType };
    },
    reset() {
      substitute = null;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
