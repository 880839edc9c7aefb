import { http, HttpResponse } from 'msw';
import { API_MESSAGES } from '@contract/messages';
import { WEBSITE_IMPORT_MESSAGES } from '@contract/website-import';
import { readTypedAddress } from '@core/website/typed-address';
import { absoluteApiBaseUrl } from '@/config/env';
import { getDb, type UploadRecord } from '../db';
import { storeMedia } from '../media';
import { endpointHandler } from '../http';
import { uploadOwners } from './onboarding';
import {
  imageBytes,
  judgeSampleLogos,
  SAMPLE_SITE_PATH,
  sampleFileAt,
  sampleImage,
  sampleSiteBase,
} from './website-logos';

export { SAMPLE_SITE_PATH } from './website-logos';

/**
 * Host names that make the mock answer as the server does when a page cannot be read
 * (docs/mock-backend.md), with the server's status for each: a refusal of the address
 * itself is 400, a page that could not be read 422.
 */
export const SIMULATED_WEBSITE_FAILURES: Readonly<
  Record<string, { status: number; message: string }>
> = {
  'website-not-public.example': { status: 400, message: WEBSITE_IMPORT_MESSAGES.notPublic },
  'website-unreachable.example': { status: 422, message: WEBSITE_IMPORT_MESSAGES.unreachable },
  'website-too-slow.example': { status: 422, message: WEBSITE_IMPORT_MESSAGES.tooSlow },
  'website-too-large.example': { status: 422, message: WEBSITE_IMPORT_MESSAGES.pageTooLarge },
  'website-redirects.example': { status: 422, message: WEBSITE_IMPORT_MESSAGES.tooManyRedirects },
  'website-error.example': { status: 422, message: WEBSITE_IMPORT_MESSAGES.errorStatus },
  'website-not-a-page.example': { status: 422, message: WEBSITE_IMPORT_MESSAGES.notAPage },
};

/** A host whose page says almost nothing, for the `foundLittle` answer. */
export const LITTLE_SITE_HOST = 'website-found-little.example';

/** Loopback, private and link-local addresses typed as such: never public, as on the server. */
const PRIVATE_HOST =
  /^(?:localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|169\.254\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+|\[(?:::1?|f[cd][0-9a-f:]*|fe80:[0-9a-f:]*)\])$/i;

/** The sample page as text: loaded only when an owner asks, so it stays out of the app's first load. */
async function samplePage(host: string): Promise<string> {
  if (host === LITTLE_SITE_HOST) return (await import('../sample-site/little.html?raw')).default;
  return (await import('../sample-site/bakery.html?raw')).default;
}

export const websiteImportHandlers = [
  /**
   * Whatever http(s) address the owner types, the mock reads its own sample page with the
   * reader the server uses (`core/website/`), then answers with the address they typed.
   */
  endpointHandler('importBusinessWebsite', async ({ body, reply, fail }) => {
    if (!getDb().sessionUser()) return fail(401, API_MESSAGES.unauthenticated);
    const typed = readTypedAddress(body.url);
    if (typed.refusal) return fail(400, typed.refusal.message);
    const host = typed.url.hostname.toLowerCase();
    if (PRIVATE_HOST.test(host)) return fail(400, WEBSITE_IMPORT_MESSAGES.notPublic);
    const simulated = SIMULATED_WEBSITE_FAILURES[host];
    if (simulated) return fail(simulated.status, simulated.message);
    const [{ proposeFromHtml }, html] = await Promise.all([
      import('@core/website/propose-from-page'),
      samplePage(host),
    ]);
    const proposal = await judgeSampleLogos(proposeFromHtml(html, sampleSiteBase()));
    return reply({ ...proposal, pageUrl: typed.url.href });
  }),

  /**
   * The logo the owner chose, copied into the owner's media as the server does. The mock
   * can fetch only its own sample page's images; any other address is not an image to it.
   */
  endpointHandler('copyWebsiteLogo', async ({ body, reply, fail }) => {
    const user = getDb().sessionUser();
    const [owner] = user ? uploadOwners(user.user) : [];
    if (!owner) return fail(401, API_MESSAGES.unauthenticated);
    const file = sampleFileAt(body.url);
    const sample = await sampleImage(file);
    if (!sample) return fail(422, WEBSITE_IMPORT_MESSAGES.notAnImage);
    const bytes = imageBytes(sample);
    const record: UploadRecord = {
      owner,
      kind: 'logo',
      url: await storeMedia(bytes, 'image/png'),
      filename: file,
      size: bytes.byteLength,
      contentType: 'image/png',
    };
    getDb().addUploads([record]);
    return reply({ success: true, url: record.url, filename: record.filename });
  }),

  http.get(
    `${new URL(absoluteApiBaseUrl()).origin}${SAMPLE_SITE_PATH}:file`,
    async ({ params }) => {
      const sample = typeof params['file'] === 'string' ? await sampleImage(params['file']) : null;
      if (!sample) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(imageBytes(sample), { headers: { 'Content-Type': 'image/png' } });
    },
  ),
];
