import { isIP } from 'node:net';
import { imageOf, type JudgedImage } from './uploaded-media';

/**
 * How a stand-in fetches the media a post names by URL, as Meta and TikTok fetch it: over
 * real HTTP, bounded in size and time, and never off this machine (the stand-ins only
 * reach loopback addresses, where the server under test serves its signed media links).
 */

/** How long a stand-in waits for an image before it counts as not fetched. */
export const PULL_TIMEOUT_MS = 10_000;

export type PulledImage =
  /** Not fetched: not a loopback http(s) address, no answer in time, or not a 2xx answer. */
  | { kind: 'unreachable'; reason: string }
  /** More bytes than the network downloads. */
  | { kind: 'too_large' }
  /** The bytes, and what they really are (null: no image at all, e.g. text named .png). */
  | { kind: 'fetched'; bytes: Buffer; image: JudgedImage | null };

/** Only 127.0.0.0/8, ::1 and localhost: a stand-in never sends traffic anywhere else. */
export function isLoopbackUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return isIP(host) === 6 && host === '::1';
}

/** The body, read until it passes `maxBytes` (then null: the rest is never downloaded). */
async function boundedBody(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.length;
    if (total > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Fetches the image at `url` (no redirects followed) and says what its bytes are. */
export async function pullImage(
  url: string,
  limits: { maxBytes: number; timeoutMs?: number },
): Promise<PulledImage> {
  if (!isLoopbackUrl(url)) return { kind: 'unreachable', reason: 'not a loopback address' };
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(limits.timeoutMs ?? PULL_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'unreachable', reason: 'no answer' };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: 'unreachable', reason: `answered ${response.status}` };
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: 'too_large' };
  }
  const bytes = await boundedBody(response, limits.maxBytes).catch(() => undefined);
  if (bytes === undefined) return { kind: 'unreachable', reason: 'the download broke off' };
  if (bytes === null) return { kind: 'too_large' };
  return { kind: 'fetched', bytes, image: await imageOf(bytes) };
}
