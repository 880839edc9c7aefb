// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  CSP_SOURCES_FILE as SERVER_FILE,
  inlineScriptHashes,
  readCspSources,
} from '../server/src/plugins/static-app';
import { CSP_SOURCES_FILE, cspSourcesFor } from './csp-sources-plugin';

const directivesOf = (policy: string) =>
  new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values] as const;
    }),
  );

describe('the sources a build records for its Content-Security-Policy', () => {
  it('are none for a build without social sign-in and with a relative API base', () => {
    expect(cspSourcesFor({ VITE_API_BASE_URL: '/api', VITE_GOOGLE_CLIENT_ID: '  ' })).toEqual({});
  });

  it('add Google sign-in, Facebook’s SDK and an API on another origin when configured', () => {
    const sources = cspSourcesFor({
      VITE_GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      VITE_FACEBOOK_APP_ID: '1234',
      VITE_API_BASE_URL: 'https://api.example.com/v1',
    });
    expect(sources['script-src']).toEqual([
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
    ]);
    expect(sources['frame-src']).toContain('https://accounts.google.com/gsi/');
    expect(sources['frame-src']).toContain('https://www.facebook.com');
    expect(sources['connect-src']).toContain('https://api.example.com');
    expect(sources['style-src']).toContain("'unsafe-inline'");
  });
});

describe('the policy the server builds from them', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function buildOutput(contents: string) {
    dir = mkdtempSync(join(tmpdir(), 'csp-sources-'));
    const file = join(dir, SERVER_FILE);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contents);
    return dir;
  }

  it('reads the file the build writes, under the same name', () => {
    expect(SERVER_FILE).toBe(CSP_SOURCES_FILE);
    const root = buildOutput(JSON.stringify(cspSourcesFor({ VITE_GOOGLE_CLIENT_ID: 'id' })));
    const policy = directivesOf(
      contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], sources: readCspSources(root) }),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://accounts.google.com/gsi/client',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(policy.get('style-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('keeps scripts strict without a file, and refuses entries that would widen the policy', () => {
    dir = mkdtempSync(join(tmpdir(), 'csp-none-'));
    expect(readCspSources(dir)).toEqual({});
    rmSync(dir, { recursive: true });
    const root = buildOutput(
      JSON.stringify({
        'script-src': ["'unsafe-eval' https://evil.example", 'https://ok.example', 42],
        'default-src': ['*'],
      }),
    );
    expect(readCspSources(root)).toEqual({ 'script-src': ['https://ok.example'] });
    const policy = directivesOf(contentSecurityPolicy({ scriptHashes: [] }));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('hashes each inline script of the page, and no script with a src', () => {
    const hashes = inlineScriptHashes(
      '<script type="module" src="/assets/index.js"></script><script>console.info(1)</script>',
    );
    // printf 'console.info(1)' | openssl dgst -sha256 -binary | base64
    expect(hashes).toEqual(["'sha256-zjtmmjg/8OeunyzYACWtRg2Iuv8jptl55JYmogqqnTc='"]);
  });
});
