import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBSITE_IMPORT_MESSAGES } from '@contract/website-import';
import {
  MAX_FETCH_BYTES,
  SafeFetchError,
  SafeFetcher,
  WEBSITE_READER_USER_AGENT,
  parseTypedAddress,
  type AddressResolver,
  type SafeFetchErrorCode,
} from '../../src/fetching/safe-fetch';
import {
  fetcherFor,
  html,
  redirect,
  startLocalSite,
  type LocalSite,
  type PageHandler,
} from './local-site';

const PAGE = '<!doctype html><html lang="en"><head><title>Crumb</title></head></html>';

const sites: LocalSite[] = [];
async function site(...args: Parameters<typeof startLocalSite>): Promise<LocalSite> {
  const started = await startLocalSite(...args);
  sites.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(sites.splice(0).map((started) => started.close()));
});

async function refusal(attempt: Promise<unknown>): Promise<SafeFetchError> {
  const error: unknown = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SafeFetchError))
    throw new Error(`expected a SafeFetchError, got ${String(error)}`);
  return error;
}

async function expectRefused(
  attempt: Promise<unknown>,
  code: SafeFetchErrorCode,
  userMessage: string,
): Promise<void> {
  const error = await refusal(attempt);
  expect({ code: error.code, userMessage: error.userMessage }).toEqual({ code, userMessage });
}

/** A resolver answering from a table, counting the names it was asked. */
function tableResolver(table: Record<string, string[]>): AddressResolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = (hostname: string) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) return Promise.reject(new Error(`ENOTFOUND ${hostname}`));
    return Promise.resolve(
      addresses.map((address) => ({
        address,
        family: address.includes(':') ? (6 as const) : (4 as const),
      })),
    );
  };
  return Object.assign(resolve, { asked });
}

describe('the addresses an owner types', () => {
  it('adds https:// when the scheme is left out', () => {
    expect(parseTypedAddress('  crumb-bakery.example/menu ').href).toBe(
      'https://crumb-bakery.example/menu',
    );
    expect(parseTypedAddress('crumb-bakery.example:8080/menu').href).toBe(
      'https://crumb-bakery.example:8080/menu',
    );
    expect(parseTypedAddress('HTTP://Crumb-Bakery.example').href).toBe(
      'http://crumb-bakery.example/',
    );
  });

  it('refuses anything but http and https, and addresses with a user name', () => {
    for (const typed of ['ftp://crumb.example/', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(() => parseTypedAddress(typed)).toThrow(WEBSITE_IMPORT_MESSAGES.notHttp);
    }
    expect(() => parseTypedAddress('http://owner:secret@crumb.example/')).toThrow(
      WEBSITE_IMPORT_MESSAGES.notAnAddress,
    );
    expect(() => parseTypedAddress('http://')).toThrow(WEBSITE_IMPORT_MESSAGES.notAnAddress);
  });

  it('lets only loopback addresses through for tests, never a private network', () => {
    expect(
      () => new SafeFetcher({ loopbackTargetsForTests: [{ address: '10.0.0.1', port: 80 }] }),
    ).toThrow(/Only loopback/);
  });
});

describe('fetching a page on loopback with the test opening', () => {
  it('reads the page, names the product in its User-Agent and sends no cookie', async () => {
    const local = await site({
      '/': redirect('/home', { 'set-cookie': 'session=abc; Path=/' }),
      '/home': html(PAGE),
    });
    const page = await fetcherFor([local]).fetchPage(`${local.origin}/`);
    expect(page.body.toString('utf8')).toBe(PAGE);
    expect(page.url.href).toBe(`${local.origin}/home`);
    expect(page.mediaType).toBe('text/html');
    expect(page.charset).toBe('utf-8');
    expect(local.requests.map((request) => request.path)).toEqual(['/', '/home']);
    for (const request of local.requests) {
      expect(request.headers['user-agent']).toBe(WEBSITE_READER_USER_AGENT);
      expect(request.headers.cookie).toBeUndefined();
    }
    expect(WEBSITE_READER_USER_AGENT).toMatch(/^SmartSuite\//);
  });

  it('refuses loopback when the test opening is not given, before any request', async () => {
    const local = await site({ '/': html(PAGE) });
    await expectRefused(
      new SafeFetcher().fetchPage(`${local.origin}/`),
      'not-public',
      WEBSITE_IMPORT_MESSAGES.notPublic,
    );
    expect(local.requests).toEqual([]);
  });

  it('refuses a redirect to a private address, even another port of the allowed host', async () => {
    const other = await site({ '/': html('<title>admin</title>') });
    const local = await site({
      '/to-other-port': redirect(`${other.origin}/`),
      '/to-private': redirect('http://10.0.0.7/admin'),
      '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
      '/to-ipv6-loopback': redirect(`http://[::1]:${other.port}/`),
      '/to-named-private': redirect('http://intranet.example/'),
      '/to-file': redirect('file:///etc/passwd'),
    });
    const resolver = tableResolver({ 'intranet.example': ['192.168.1.20'] });
    const fetcher = fetcherFor([local], { resolve: resolver });
    for (const path of [
      '/to-other-port',
      '/to-private',
      '/to-metadata',
      '/to-ipv6-loopback',
      '/to-named-private',
    ]) {
      await expectRefused(
        fetcher.fetchPage(`${local.origin}${path}`),
        'not-public',
        WEBSITE_IMPORT_MESSAGES.notPublic,
      );
    }
    await expectRefused(
      fetcher.fetchPage(`${local.origin}/to-file`),
      'not-http',
      WEBSITE_IMPORT_MESSAGES.notHttp,
    );
    expect(other.requests).toEqual([]);
    expect(resolver.asked).toEqual(['intranet.example']);
  });

  it('follows three redirects and refuses a fourth', async () => {
    const local = await site({
      '/1': redirect('/2'),
      '/2': redirect('/3'),
      '/3': redirect('/4'),
      '/4': html(PAGE),
      '/loop': redirect('/loop'),
    });
    const fetcher = fetcherFor([local]);
    expect((await fetcher.fetchPage(`${local.origin}/1`)).url.pathname).toBe('/4');
    await expectRefused(
      fetcher.fetchPage(`${local.origin}/loop`),
      'too-many-redirects',
      WEBSITE_IMPORT_MESSAGES.tooManyRedirects,
    );
    expect(local.requests.filter((request) => request.path === '/loop')).toHaveLength(4);
  });

  it('refuses what is not a page, and an error answer', async () => {
    const local = await site({
      '/data.json': html('{"a":1}', 'application/json'),
      '/untyped': (_request, response) => response.end(PAGE),
      '/page': html(PAGE),
    });
    const fetcher = fetcherFor([local]);
    await expectRefused(
      fetcher.fetchPage(`${local.origin}/data.json`),
      'wrong-type',
      WEBSITE_IMPORT_MESSAGES.notAPage,
    );
    await expectRefused(
      fetcher.fetchPage(`${local.origin}/untyped`),
      'wrong-type',
      WEBSITE_IMPORT_MESSAGES.notAPage,
    );
    await expectRefused(
      fetcher.fetchImage(`${local.origin}/page`),
      'wrong-type',
      WEBSITE_IMPORT_MESSAGES.notAnImage,
    );
    await expectRefused(
      fetcher.fetchPage(`${local.origin}/missing`),
      'error-status',
      WEBSITE_IMPORT_MESSAGES.errorStatus,
    );
  });
});

describe('DNS answers are judged when the connection is made', () => {
  const privateAnswers: Record<string, string[]> = {
    'loopback.example': ['127.0.0.1'],
    'ten.example': ['10.1.2.3'],
    'home-router.example': ['192.168.0.1'],
    'docker.example': ['172.17.0.2'],
    'metadata.example': ['169.254.169.254'],
    'carrier-nat.example': ['100.64.0.1'],
    'zero.example': ['0.0.0.0'],
    'ula.example': ['fd12:3456::1'],
    'link-local-v6.example': ['fe80::1'],
    'loopback-v6.example': ['::1'],
    'mapped.example': ['::ffff:10.0.0.1'],
    // One private answer among public ones is enough to refuse: the socket could use any.
    'mixed.example': ['93.184.216.34', '2606:2800:220:1::1', '10.0.0.9'],
  };

  it.each(Object.keys(privateAnswers))('refuses %s', async (hostname) => {
    const resolver = tableResolver(privateAnswers);
    await expectRefused(
      new SafeFetcher({ resolve: resolver }).fetchPage(`http://${hostname}/`),
      'not-public',
      WEBSITE_IMPORT_MESSAGES.notPublic,
    );
    expect(resolver.asked).toEqual([hostname]);
  });

  it('connects to exactly the address that was judged', async () => {
    const local = await site({ '/': html(PAGE) });
    // The name exists only in the injected resolver: the socket can have used no other answer.
    const resolver = tableResolver({ 'crumb.test': ['127.0.0.1'] });
    const page = await fetcherFor([local], { resolve: resolver }).fetchPage(
      `http://crumb.test:${local.port}/`,
    );
    expect(page.body.toString('utf8')).toBe(PAGE);
    expect(local.requests[0]?.headers.host).toBe(`crumb.test:${local.port}`);
    expect(resolver.asked).toEqual(['crumb.test']);
  });

  it('says the website could not be reached when the name does not resolve', async () => {
    await expectRefused(
      new SafeFetcher({ resolve: tableResolver({}) }).fetchPage('http://nowhere.example/'),
      'unreachable',
      WEBSITE_IMPORT_MESSAGES.unreachable,
    );
  });
});

describe('size and time limits', () => {
  const FIFTY_MB = 50 * 1024 * 1024;
  const CHUNK = 64 * 1024;

  /** A 50 MB page produced only as fast as it is read; `produced` counts what was. */
  function fiftyMegabytePage(declareLength: boolean) {
    const counter = { produced: 0 };
    const handler: PageHandler = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html',
        ...(declareLength ? { 'content-length': String(FIFTY_MB) } : {}),
      });
      const chunk = Buffer.alloc(CHUNK, 'a');
      Readable.from(
        (function* () {
          while (counter.produced < FIFTY_MB) {
            counter.produced += CHUNK;
            yield chunk;
          }
        })(),
      ).pipe(response);
    };
    return { counter, handler };
  }

  it('cuts a streamed 50 MB page at 2 MB without reading the rest', async () => {
    const streamed = fiftyMegabytePage(false);
    const declared = fiftyMegabytePage(true);
    const local = await site({ '/streamed': streamed.handler, '/declared': declared.handler });
    const fetcher = fetcherFor([local]);
    await expectRefused(
      fetcher.fetchPage(`${local.origin}/streamed`),
      'too-large',
      WEBSITE_IMPORT_MESSAGES.pageTooLarge,
    );
    // 2 MB read, plus what the socket buffers held when reading stopped.
    expect(streamed.counter.produced).toBeGreaterThan(MAX_FETCH_BYTES);
    expect(streamed.counter.produced).toBeLessThan(FIFTY_MB / 4);
    await expectRefused(
      fetcher.fetchPage(`${local.origin}/declared`),
      'too-large',
      WEBSITE_IMPORT_MESSAGES.pageTooLarge,
    );
    expect(declared.counter.produced).toBeLessThan(FIFTY_MB / 4);
  });

  it('counts the decompressed size of a compressed page', async () => {
    const bomb = gzipSync(Buffer.alloc(4 * MAX_FETCH_BYTES, ' '));
    expect(bomb.length).toBeLessThan(MAX_FETCH_BYTES);
    const local = await site({
      '/': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(bomb);
      },
      '/small': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        response.end(gzipSync(PAGE));
      },
    });
    const fetcher = fetcherFor([local]);
    await expectRefused(
      fetcher.fetchPage(`${local.origin}/`),
      'too-large',
      WEBSITE_IMPORT_MESSAGES.pageTooLarge,
    );
    expect((await fetcher.fetchPage(`${local.origin}/small`)).body.toString('utf8')).toBe(PAGE);
  });

  it('gives up on a page that never answers, or never finishes, at the deadline', async () => {
    const local = await site({
      '/silent': () => undefined,
      '/trickle': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<!doctype html><title>');
      },
    });
    // The deadline is made short here; the product's is FETCH_DEADLINE_MS.
    const fetcher = fetcherFor([local], { deadlineMs: 150 });
    for (const path of ['/silent', '/trickle']) {
      await expectRefused(
        fetcher.fetchPage(`${local.origin}${path}`),
        'too-slow',
        WEBSITE_IMPORT_MESSAGES.tooSlow,
      );
    }
  });
});
