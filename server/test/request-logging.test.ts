import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app';
import { startTestServer, type TestServer } from './support/test-server';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let server: TestServer;
let appDir: string;

beforeAll(async () => {
  appDir = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-app-'));
  await mkdir(path.join(appDir, 'assets'));
  await writeFile(path.join(appDir, 'index.html'), '<!doctype html><title>Smart Suite</title>');
  await writeFile(path.join(appDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  server = await startTestServer({
    env: { APP_DIR: appDir },
    overrides: { logger: loggerOptions('info', logStream) },
  });
});
afterAll(async () => {
  await server.close();
  await rm(appDir, { recursive: true, force: true });
});

const linesAbout = (url: string) =>
  logLines.filter((line) => line.includes(`"url":"${url}"`) || line.includes(`"path":"${url}"`));

describe('request logging at info', () => {
  it("logs the API's requests and not the app's static files", async () => {
    expect((await fetch(`${server.url}/assets/app-abc123.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/no-such-endpoint`)).status).toBe(404);

    expect(linesAbout('/api/healthz').length).toBeGreaterThan(0);
    expect(linesAbout('/api/no-such-endpoint').some((line) => /no route/.test(line))).toBe(true);
    expect(linesAbout('/assets/app-abc123.js')).toEqual([]);
    expect(linesAbout('/')).toEqual([]);
  });
});
