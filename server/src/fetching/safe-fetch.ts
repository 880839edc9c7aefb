import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { WEBSITE_IMPORT_MESSAGES } from '@contract/website-import';
import { addressRefusal, readTypedAddress, type AddressRefusal } from '@core/website/typed-address';
import { isLoopbackAddress, isPublicAddress } from './public-address';

/** The most a page or image may weigh once decoded; reading stops past it. */
export const MAX_FETCH_BYTES = 2 * 1024 * 1024;
/** From the first request to the last byte of the answer, redirects included. */
export const FETCH_DEADLINE_MS = 8_000;
/** Redirects followed before giving up. */
export const MAX_REDIRECTS = 3;
/** Names the product, and says why it asks, to whoever reads the website's logs. */
export const WEBSITE_READER_USER_AGENT =
  'SmartSuite/0.1 (website reader; fetches a page only when its business owner asks)';

export type SafeFetchErrorCode =
  | 'not-an-address'
  | 'not-http'
  | 'not-public'
  | 'unreachable'
  | 'too-slow'
  | 'too-large'
  | 'too-many-redirects'
  | 'error-status'
  | 'wrong-type';

/** A refusal or failure, with the sentence to show the owner. */
export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    readonly userMessage: string,
    detail?: string,
  ) {
    super(detail ? `${userMessage} (${detail})` : userMessage);
    this.name = 'SafeFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Turns a host name into the addresses a connection would use. */
export type AddressResolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** A host and port reached on loopback, which tests serve their pages from. */
export interface LoopbackTarget {
  address: string;
  port: number;
}

export interface SafeFetcherOptions {
  /** Defaults to the system resolver (`dns.lookup`, all addresses). */
  resolve?: AddressResolver;
  deadlineMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /**
   * For tests only: these exact loopback address and port pairs are let through,
   * everything else not public is still refused. Only loopback addresses are accepted
   * here, so no setting can open the private networks.
   */
  loopbackTargetsForTests?: readonly LoopbackTarget[];
}

export type FetchedKind = 'page' | 'image';

export interface FetchedResource {
  /** The address that answered, after redirects. */
  url: URL;
  /** The media type, lower case, without parameters. */
  mediaType: string;
  /** The charset the Content-Type header named, if any. */
  charset: string | null;
  body: Buffer;
}

const PAGE_MEDIA_TYPES: readonly string[] = ['text/html', 'application/xhtml+xml'];
const REDIRECT_STATUSES: readonly number[] = [301, 302, 303, 307, 308];

const defaultResolver: AddressResolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses.map(({ address, family }) => ({ address, family: asFamily(family) })));
    });
  });

function asFamily(family: number): 4 | 6 {
  return family === 6 ? 6 : 4;
}

/**
 * Turns what an owner typed into an address to fetch (`core/website/typed-address.ts`);
 * throws a SafeFetchError when it cannot be one.
 */
export function parseTypedAddress(typed: string): URL {
  const typedAddress = readTypedAddress(typed);
  if (typedAddress.refusal) throw refused(typedAddress.refusal);
  return typedAddress.url;
}

function refused(refusal: AddressRefusal): SafeFetchError {
  return new SafeFetchError(refusal.code, refusal.message, refusal.detail);
}

function checkedTarget(url: URL): URL {
  const refusal = addressRefusal(url);
  if (refusal) throw refused(refusal);
  return url;
}

function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** The host as a connection names it: an IPv6 literal without its brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Fetches pages and images from addresses an owner typed, for the server to read
 * (docs/decisions/0050-safe-fetching.md). Every connection is checked at the moment it
 * is made: the addresses a host name resolves to are judged inside the socket's own
 * lookup, so the address connected to is the address that was judged, and a second DNS
 * answer cannot slip a private address in. Redirects are followed here, each one judged
 * the same way. No cookies are kept or sent.
 */
export class SafeFetcher {
  private readonly resolve: AddressResolver;
  private readonly deadlineMs: number;
  private readonly maxBytes: number;
  private readonly maxRedirects: number;
  private readonly userAgent: string;
  private readonly loopbackTargets: readonly LoopbackTarget[];

  constructor(options: SafeFetcherOptions = {}) {
    this.resolve = options.resolve ?? defaultResolver;
    this.deadlineMs = options.deadlineMs ?? FETCH_DEADLINE_MS;
    this.maxBytes = options.maxBytes ?? MAX_FETCH_BYTES;
    this.maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
    this.userAgent = options.userAgent ?? WEBSITE_READER_USER_AGENT;
    this.loopbackTargets = options.loopbackTargetsForTests ?? [];
    for (const target of this.loopbackTargets) {
      if (!isLoopbackAddress(target.address)) {
        throw new Error(`Only loopback addresses can be let through, not ${target.address}`);
      }
    }
  }

  /** An HTML page (text/html or application/xhtml+xml). */
  fetchPage(address: URL | string): Promise<FetchedResource> {
    return this.fetch(address, 'page');
  }

  /** An image (image/*); its bytes still have to be judged by whoever reads them. */
  fetchImage(address: URL | string): Promise<FetchedResource> {
    return this.fetch(address, 'image');
  }

  private async fetch(address: URL | string, kind: FetchedKind): Promise<FetchedResource> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.deadlineMs);
    try {
      let url = typeof address === 'string' ? parseTypedAddress(address) : checkedTarget(address);
      for (let redirects = 0; ; redirects += 1) {
        const response = await this.request(url, deadline.signal);
        const status = response.statusCode ?? 0;
        if (REDIRECT_STATUSES.includes(status)) {
          response.destroy();
          const location = response.headers.location;
          if (!location) {
            throw new SafeFetchError('error-status', WEBSITE_IMPORT_MESSAGES.errorStatus);
          }
          if (redirects >= this.maxRedirects) {
            throw new SafeFetchError(
              'too-many-redirects',
              WEBSITE_IMPORT_MESSAGES.tooManyRedirects,
            );
          }
          url = this.redirectTarget(location, url);
          continue;
        }
        return await this.readAnswer(url, response, kind);
      }
    } catch (error) {
      if (deadline.signal.aborted) {
        throw new SafeFetchError('too-slow', WEBSITE_IMPORT_MESSAGES.tooSlow);
      }
      if (error instanceof SafeFetchError) throw error;
      throw new SafeFetchError(
        'unreachable',
        WEBSITE_IMPORT_MESSAGES.unreachable,
        error instanceof Error ? error.message : undefined,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  private redirectTarget(location: string, from: URL): URL {
    let next: URL;
    try {
      next = new URL(location, from);
    } catch {
      throw new SafeFetchError('error-status', WEBSITE_IMPORT_MESSAGES.errorStatus, location);
    }
    return checkedTarget(next);
  }

  private async readAnswer(
    url: URL,
    response: IncomingMessage,
    kind: FetchedKind,
  ): Promise<FetchedResource> {
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      response.destroy();
      throw new SafeFetchError('error-status', WEBSITE_IMPORT_MESSAGES.errorStatus, `${status}`);
    }
    const { mediaType, charset } = parseContentType(response.headers['content-type']);
    const acceptable =
      kind === 'page' ? PAGE_MEDIA_TYPES.includes(mediaType) : mediaType.startsWith('image/');
    if (!acceptable) {
      response.destroy();
      throw new SafeFetchError(
        'wrong-type',
        kind === 'page' ? WEBSITE_IMPORT_MESSAGES.notAPage : WEBSITE_IMPORT_MESSAGES.notAnImage,
        mediaType || 'no content type',
      );
    }
    const declaredLength = Number(response.headers['content-length'] ?? 0);
    if (declaredLength > this.maxBytes) {
      response.destroy();
      throw this.tooLarge(kind);
    }
    const body = await this.readCapped(response, kind);
    return { url, mediaType, charset, body };
  }

  private tooLarge(kind: FetchedKind): SafeFetchError {
    return new SafeFetchError(
      'too-large',
      kind === 'page'
        ? WEBSITE_IMPORT_MESSAGES.pageTooLarge
        : WEBSITE_IMPORT_MESSAGES.imageTooLarge,
    );
  }

  /** Reads the decoded body and stops, closing the connection, once it passes the cap. */
  private async readCapped(response: IncomingMessage, kind: FetchedKind): Promise<Buffer> {
    const decoded = decodedBody(response);
    const chunks: Buffer[] = [];
    let total = 0;
    try {
      for await (const chunk of decoded) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
        total += bytes.length;
        if (total > this.maxBytes) throw this.tooLarge(kind);
        chunks.push(bytes);
      }
    } finally {
      response.destroy();
    }
    return Buffer.concat(chunks);
  }

  private request(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    const host = hostOf(url);
    const port = portOf(url);
    // An address typed as such is never looked up, so it is judged here instead.
    if (isIP(host) && !this.mayConnect(host, port)) return Promise.reject(notPublic(host));
    const lookup = (
      hostname: string,
      options: LookupOptions,
      callback: (
        error: NodeJS.ErrnoException | null,
        address: string | LookupAddress[],
        family?: number,
      ) => void,
    ): void => {
      this.resolve(hostname).then(
        (addresses) => {
          const refused = addresses.find(({ address }) => !this.mayConnect(address, port));
          const [first] = addresses;
          if (refused) callback(notPublic(refused.address), '');
          else if (!first)
            callback(new SafeFetchError('unreachable', WEBSITE_IMPORT_MESSAGES.unreachable), '');
          else if (options.all) callback(null, [...addresses]);
          else callback(null, first.address, first.family);
        },
        (error: unknown) =>
          callback(
            new SafeFetchError(
              'unreachable',
              WEBSITE_IMPORT_MESSAGES.unreachable,
              error instanceof Error ? error.message : undefined,
            ),
            '',
          ),
      );
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        {
          protocol: url.protocol,
          hostname: host,
          port,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          // A fresh connection per request: a pooled socket would skip the lookup above.
          agent: false,
          lookup,
          signal,
          headers: {
            'user-agent': this.userAgent,
            accept:
              'text/html,application/xhtml+xml;q=0.9,image/avif,image/webp,image/png,image/*;q=0.8',
            'accept-encoding': 'gzip, deflate, br',
          },
        },
        resolve,
      );
      request.on('error', reject);
      request.end();
    });
  }

  private mayConnect(address: string, port: number): boolean {
    if (isPublicAddress(address)) return true;
    return this.loopbackTargets.some(
      (target) => target.port === port && sameAddress(target.address, address),
    );
  }
}

function notPublic(address: string): SafeFetchError {
  return new SafeFetchError('not-public', WEBSITE_IMPORT_MESSAGES.notPublic, address);
}

function sameAddress(left: string, right: string): boolean {
  return left.replace(/^::ffff:/i, '') === right.replace(/^::ffff:/i, '');
}

function decodedBody(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) return response;
  return pipeline(response, decoder, () => undefined);
}

function parseContentType(header: string | undefined): {
  mediaType: string;
  charset: string | null;
} {
  const [type = '', ...parameters] = (header ?? '').split(';');
  let charset: string | null = null;
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() === 'charset') {
      charset = value.trim().replace(/^"(.*)"$/, '$1') || null;
    }
  }
  return { mediaType: type.trim().toLowerCase(), charset };
}
