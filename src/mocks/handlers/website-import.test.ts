import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@contract/messages';
import { WEBSITE_IMPORT_MESSAGES, websiteProposalSchema } from '@contract/website-import';
import { uploadResponseSchema } from '@contract/uploads';
import { absoluteApiBaseUrl } from '@/config/env';
import { MEDIA_PREFIX } from '../media';
import { callMockApi, signUp } from '../test-client';
import { SAMPLE_SITE_PATH } from './website-import';

const PATH = '/business-profile/website-import';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const isPng = (bytes: Uint8Array) => PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);

async function importAs(url: string) {
  await signUp('ann@example.com');
  return callMockApi('POST', PATH, { url });
}

describe('mock "Fill in from my website"', () => {
  it('reads its sample bakery page with the server reader, whatever address is typed', async () => {
    const answer = await importAs('my-bakery.example/home');
    expect(answer.status).toBe(200);
    const proposal = websiteProposalSchema.parse(answer.body);
    expect(proposal.pageUrl).toBe('https://my-bakery.example/home');
    expect(proposal.businessName).toEqual({ value: 'Hearth & Crumb', source: 'json-ld' });
    expect(proposal.products.map(({ name, price }) => [name, price?.amount])).toEqual([
      ['Country sourdough', '4.20'],
      ['Cardamom bun', '3.10'],
      ['Celebration cake to order', '45'],
    ]);
    expect(proposal.address?.value.formatted).toBe('41 Gloucester Road, Bristol, BS7 8AD, GB');
    expect(proposal.openingHours?.value.saturday).toEqual([{ opens: '08:00', closes: '14:00' }]);
    expect(proposal.country).toEqual({ value: 'GB', source: 'json-ld' });
    // The page's theme colour, then the logo's other dominant colour, as the server reads them.
    expect(proposal.colorCandidates).toEqual([
      { value: '#8b4a2b', source: 'meta' },
      { value: '#f3c979', source: 'logo' },
    ]);
    expect(proposal.foundLittle).toBe(false);
  });

  it("proposes the sample page's logo with its format and size, served on its own origin", async () => {
    const proposal = websiteProposalSchema.parse((await importAs('https://crumb.example')).body);
    const logo = proposal.logoCandidates[0];
    expect(logo?.url).toBe(`${new URL(absoluteApiBaseUrl()).origin}${SAMPLE_SITE_PATH}logo.png`);
    // As the server: the first candidate that reads as an image is judged, the rest are not read.
    expect(proposal.logoCandidates.map((candidate) => candidate.image)).toEqual([
      { format: 'png', width: 120, height: 120 },
      null,
    ]);
    const image = await fetch(logo?.url ?? '');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(isPng(new Uint8Array(await image.arrayBuffer()))).toBe(true);
  });

  it("copies the chosen logo into the owner's media, and only the sample page's images", async () => {
    const proposal = websiteProposalSchema.parse((await importAs('https://crumb.example')).body);
    const answer = await callMockApi('POST', '/business-profile/website-logo', {
      url: proposal.logoCandidates[0]?.url,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const copy = uploadResponseSchema.parse(answer.body);
    expect(copy.url).toContain(MEDIA_PREFIX);
    expect(copy.filename).toBe('logo.png');
    const served = await fetch(copy.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(isPng(new Uint8Array(await served.arrayBuffer()))).toBe(true);
    const elsewhere = await callMockApi('POST', '/business-profile/website-logo', {
      url: 'https://crumb.example/logo.png',
    });
    expect(elsewhere.status).toBe(422);
    expect(String(elsewhere.body.error)).toBe(WEBSITE_IMPORT_MESSAGES.notAnImage);
  });

  it('answers foundLittle for a page that says almost nothing', async () => {
    const answer = await importAs('https://website-found-little.example');
    const proposal = websiteProposalSchema.parse(answer.body);
    expect(proposal.foundLittle).toBe(true);
    expect(proposal.products).toEqual([]);
  });

  it.each([
    ['', 400, WEBSITE_IMPORT_MESSAGES.notAnAddress],
    ['https://', 400, WEBSITE_IMPORT_MESSAGES.notAnAddress],
    ['ftp://crumb.example/menu', 400, WEBSITE_IMPORT_MESSAGES.notHttp],
    ['javascript:alert(1)', 400, WEBSITE_IMPORT_MESSAGES.notHttp],
    ['http://127.0.0.1:8080/', 400, WEBSITE_IMPORT_MESSAGES.notPublic],
    ['https://website-unreachable.example', 422, WEBSITE_IMPORT_MESSAGES.unreachable],
    ['https://website-too-slow.example/', 422, WEBSITE_IMPORT_MESSAGES.tooSlow],
  ])('refuses %j with the contract sentence', async (url, status, message) => {
    const answer = await importAs(url);
    expect(answer.status).toBe(status);
    expect(String(answer.body.error)).toContain(message);
  });

  it('fails on its sentinel and answers only a signed-in owner', async () => {
    expect((await importAs('https://fail-business-website-import.example')).status).toBe(500);
    const anonymous = await callMockApi('POST', '/logout', {});
    expect(anonymous.status).toBeLessThan(300);
    const answer = await callMockApi('POST', PATH, { url: 'https://crumb.example' });
    expect(answer).toEqual({
      status: 401,
      body: { success: false, error: API_MESSAGES.unauthenticated },
    });
  });
});
