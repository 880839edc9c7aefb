import { Agent as HttpAgent } from 'node:http';

/**
 * Official client libraries call the networks' real hosts over HTTPS and have no setting
 * for another base URL. Each test points them at a stand-in by moving the request's URL
 * to the stand-in's loopback address just before it is sent, keeping the path, query,
 * headers and body exactly as the library built them.
 */
export function moveToStandIn(url: URL, standInBaseUrl: string): void {
  const target = new URL(standInBaseUrl);
  url.protocol = target.protocol;
  url.host = target.host;
}

/** A plain HTTP agent for libraries that take one (their requests then go to loopback). */
export const loopbackAgent = () => new HttpAgent({ keepAlive: false });

/** The code and state a stand-in's authorize page hands back on its redirect. */
export async function authorize(authorizeUrl: string): Promise<{ code: string; state: string }> {
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) {
    throw new Error(`authorize answered ${answer.status}: ${await answer.text()}`);
  }
  const back = new URL(location);
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
  };
}
