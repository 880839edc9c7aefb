import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { uploads, users } from '../src/db/schema';
import { expectFailure, expectSuccess, TestClient, type Answer } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';
import { jpegClaiming, pngImage, svgDocument, uploadForm } from './support/images';

const REFUSED = /^This SVG logo uses features that cannot be accepted\./;

let server: TestServer;
let outsideDir: string;
let localPng: string;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  // A picture outside the data folder that a renderer following paths would read.
  outsideDir = await mkdtemp(path.join(tmpdir(), 'svg-local-file-'));
  localPng = path.join(outsideDir, 'secret.png');
  await writeFile(
    localPng,
    await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => {
  await server.close();
  await rm(outsideDir, { recursive: true, force: true });
});

async function signedIn() {
  const client = new TestClient(server.url);
  const email = `svg${(counter += 1)}-${Date.now()}@example.com`;
  await client.signUp(email);
  return { client, email };
}

async function uploadRowsOf(email: string) {
  const { db } = server.testDatabase.database;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return db.select().from(uploads).where(eq(uploads.businessId, user.id));
}

/**
 * Sends `work` and asks /api/healthz again and again until `work`'s answer arrives: the
 * health checks' statuses, and how many were answered before `work` was. How long either
 * took is a figure of npm run bench:api, not a test (ADR 0047).
 */
async function healthzDuring(work: () => Promise<Answer>) {
  let settled = false;
  const answer = work().finally(() => {
    settled = true;
  });
  const statuses: number[] = [];
  let answeredBefore = 0;
  do {
    const health = await fetch(`${server.url}/api/healthz`);
    await health.arrayBuffer();
    statuses.push(health.status);
    if (!settled) answeredBefore += 1;
  } while (!settled);
  return { answer: await answer, statuses, answeredBefore };
}

/** Uploads an SVG logo, with health checks beside it. */
async function uploadLogo(bytes: Buffer) {
  const { client, email } = await signedIn();
  const form = uploadForm([{ bytes, name: 'logo.svg', type: 'image/svg+xml' }], {
    file_type: 'logo',
    user_email: email,
  });
  const result = await healthzDuring(() => client.postForm('/api/upload', form));
  return { ...result, email, client };
}

/**
 * The server kept answering: every health check asked beside the upload was answered.
 * A refusal before drawing is quick, so which answer came first is not asserted here;
 * that the work was bounded shows in the reason given (the parser's or the header
 * check's, never the drawing's).
 */
function expectServerAnswered({ statuses }: { statuses: number[] }) {
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
}

async function pixelAt(url: string, x: number, y: number) {
  const response = await fetch(`${server.url}${url}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { width: info.width, height: info.height, rgb: [data[at], data[at + 1], data[at + 2]] };
}

describe('hostile SVG logos', () => {
  it('refuses 120 KB of repeated <script tags at once, while the server keeps answering', async () => {
    const svg = svgDocument('<script'.repeat(17_000));
    expect(svg.length).toBeGreaterThan(119_000);
    const result = await uploadLogo(svg);
    const { answer, email } = result;
    expect(expectFailure(answer, 400)).toMatch(REFUSED);
    expectServerAnswered(result);
    expect(await uploadRowsOf(email)).toEqual([]);
  });

  it('refuses well-formed scripts and foreign HTML by name', async () => {
    const script = await uploadLogo(
      svgDocument('<script>alert(1)</script><rect width="4" height="4"/>'),
    );
    expect(expectFailure(script.answer, 400)).toMatch(/It contains the <script> element\./);
    const foreign = await uploadLogo(svgDocument('<foreignObject><p>hi</p></foreignObject>'));
    expect(expectFailure(foreign.answer, 400)).toMatch(/the <foreignObject> element/);
  });

  it('refuses a file over 256 KB before reading it', async () => {
    const svg = svgDocument(`<!--${'x'.repeat(262_144)}-->`);
    const { answer } = await uploadLogo(svg);
    expect(expectFailure(answer, 413)).toBe(
      'SVG logos are limited to 256 KB. Please use a smaller file, or a PNG or JPEG.',
    );
  });

  it('refuses a feTurbulence filter, while the server keeps answering', async () => {
    const svg = svgDocument(
      '<filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="1000"/></filter>' +
        '<rect width="100%" height="100%" filter="url(#f)"/>',
      'width="1" height="1" viewBox="0 0 1 1"',
    );
    const result = await uploadLogo(svg);
    // Named by the allow-list, so refused before anything was drawn.
    expect(expectFailure(result.answer, 400)).toMatch(/the <feTurbulence> element/);
    expectServerAnswered(result);
  });

  it.each([
    ['the xlink prefix', 'xmlns:xl="http://www.w3.org/1999/xlink"', 'xl:href'],
    ['any other prefix', 'xmlns:evil="urn:evil"', 'evil:href'],
    ['no prefix', '', 'href'],
  ])('refuses an image href to a local file through %s', async (_name, declaration, attribute) => {
    for (const target of [localPng, `file://${localPng}`, '../../public/favicon.svg']) {
      const svg = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" ${declaration} width="40" height="20">` +
          `<image ${attribute}="${target}" width="40" height="20"/></svg>`,
      );
      const result = await uploadLogo(svg);
      const { answer, email } = result;
      expect(expectFailure(answer, 400)).toMatch(/an image that is not embedded/);
      expectServerAnswered(result);
      // Nothing stored, so the file's pixels are nowhere in a logo.
      expect(await uploadRowsOf(email)).toEqual([]);
    }
  });

  it('refuses a use or a CSS url() that reaches outside the file', async () => {
    const use = await uploadLogo(svgDocument(`<use href="file://${localPng}#x"/>`));
    expect(expectFailure(use.answer, 400)).toMatch(/a link from <use> to something outside/);
    const css = await uploadLogo(
      svgDocument(`<rect width="40" height="20" style="fill: url('file://${localPng}')"/>`),
    );
    expect(expectFailure(css.answer, 400)).toMatch(/a url\(\) outside the file/);
    const sheet = await uploadLogo(
      svgDocument('<style>@import "http://127.0.0.1:1/x.css";</style>'),
    );
    expect(expectFailure(sheet.answer, 400)).toMatch(/a CSS @import/);
  });

  it('refuses a DOCTYPE and its entities', async () => {
    const svg = Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>` +
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><text>&b;</text></svg>',
    );
    const { answer } = await uploadLogo(svg);
    expect(expectFailure(answer, 400)).toMatch(/a DOCTYPE/);
  });

  it('refuses references that multiply (nested use) and reference cycles', async () => {
    let body = '<rect id="l0" width="1" height="1"/>';
    for (let level = 1; level <= 8; level += 1) {
      body += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    }
    const laughs = await uploadLogo(svgDocument(`<defs>${body}</defs><use href="#l8"/>`));
    expect(expectFailure(laughs.answer, 400)).toMatch(/too many elements once references/);
    expectServerAnswered(laughs);
    const cycle = await uploadLogo(
      svgDocument('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'),
    );
    expect(expectFailure(cycle.answer, 400)).toMatch(/a reference cycle/);
  });

  it('refuses an embedded JPEG that claims 60,000 x 60,000 pixels without decoding it', async () => {
    const jpeg = await jpegClaiming(60_000, 60_000);
    const svg = svgDocument(
      `<image href="data:image/jpeg;base64,${jpeg.toString('base64')}" width="40" height="20"/>`,
    );
    const result = await uploadLogo(svg);
    // The header check's answer: a decoder would have run out of memory or time instead.
    expect(expectFailure(result.answer, 400)).toBe(
      'The image has too many pixels to process. Please use a smaller image.',
    );
    expectServerAnswered(result);
  });

  it('refuses a logo far wider than tall', async () => {
    const { answer } = await uploadLogo(
      svgDocument('<rect width="4000" height="10"/>', 'width="4000" height="10"'),
    );
    expect(expectFailure(answer, 400)).toMatch(/far wider than it is tall/);
  });
});

describe('a logo that takes too long to draw', () => {
  /** Allowed by the allow-list, but each blur of the whole canvas costs seconds of native code. */
  const slowSvg = svgDocument(
    '<filter id="b" x="-1" y="-1" width="3" height="3"><feGaussianBlur stdDeviation="40"/></filter>' +
      '<rect width="1024" height="1024" fill="#123456" filter="url(#b)" opacity="0.5"/>'.repeat(10),
    'width="1024" height="1024"',
  );

  it('is given up after 1 s of drawing and killed, so the next logo is drawn at once', async () => {
    const [first, second] = await Promise.all([uploadLogo(slowSvg), uploadLogo(slowSvg)]);
    for (const attempt of [first, second]) {
      // The answer of the drawing's budget: its process was killed unfinished.
      expect(expectFailure(attempt.answer, 400)).toBe(
        'This SVG logo is too complex to draw. Please use a PNG or JPEG instead.',
      );
      // The drawing ran in its own process: the server answered health checks meanwhile.
      expect(attempt.answeredBefore).toBeGreaterThan(0);
      expectServerAnswered(attempt);
    }
    // Both drawing slots were taken; a killed drawing gives its slot back.
    const next = await uploadLogo(svgDocument('<rect width="40" height="20" fill="#b45309"/>'));
    // Were the two drawings still running, this would wait for a slot for minutes.
    expectSuccess(next.answer, endpoints.upload.response);
  });
});

describe('ordinary SVG logos', () => {
  it('draws gradients from CSS, fragment uses, editor metadata and an embedded PNG inside 1024 x 1024', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#00ff00' },
    })
      .png()
      .toBuffer();
    const svg = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by an editor -->\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
        'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 200 100" ' +
        'inkscape:version="1.3">' +
        '<title>Logo</title><metadata><inkscape:thing/></metadata>' +
        '<defs><style>.a{fill:url(#g);}</style>' +
        '<linearGradient id="g"><stop offset="0" stop-color="#0000ff"/><stop offset="1" stop-color="#0000ff"/></linearGradient>' +
        '<rect id="box" width="100" height="100"/></defs>' +
        '<use xlink:href="#box" class="a"/>' +
        `<image x="100" width="100" height="100" xlink:href="data:image/png;base64,${png.toString('base64')}"/>` +
        '</svg>',
    );
    const result = await uploadLogo(svg);
    const { answer, email } = result;
    const body = expectSuccess(answer, endpoints.upload.response);
    expectServerAnswered(result);
    const left = await pixelAt(body.url, 100, 256);
    expect([left.width, left.height]).toEqual([1024, 512]);
    expect(left.rgb).toEqual([0, 0, 255]);
    expect((await pixelAt(body.url, 900, 256)).rgb).toEqual([0, 255, 0]);
    expect(await uploadRowsOf(email)).toHaveLength(1);
  });

  it('draws an editor-style blur referenced from a style attribute', async () => {
    const { answer } = await uploadLogo(
      svgDocument(
        '<defs><filter id="blur"><feGaussianBlur stdDeviation="0.5"/></filter></defs>' +
          '<rect width="40" height="20" style="fill:#ff0000;filter:url(#blur)"/>',
      ),
    );
    const body = expectSuccess(answer, endpoints.upload.response);
    expect((await pixelAt(body.url, 512, 256)).rgb).toEqual([255, 0, 0]);
  });

  it('fits a tall logo to 1024 px high', async () => {
    const { answer } = await uploadLogo(
      svgDocument('<rect width="10" height="40" fill="#123456"/>', 'width="10" height="40"'),
    );
    const body = expectSuccess(answer, endpoints.upload.response);
    const pixel = await pixelAt(body.url, 100, 500);
    expect([pixel.width, pixel.height]).toEqual([256, 1024]);
    expect(pixel.rgb).toEqual([0x12, 0x34, 0x56]);
  });

  it('still accepts a plain raster logo', async () => {
    const { client, email } = await signedIn();
    const form = uploadForm([{ bytes: await pngImage(), name: 'logo.png', type: 'image/png' }], {
      file_type: 'logo',
      user_email: email,
    });
    expectSuccess(await client.postForm('/api/upload', form), endpoints.upload.response);
  });
});
