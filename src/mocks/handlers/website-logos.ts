import { MAX_BRAND_COLORS } from '@contract/constants';
import {
  MAX_COLOR_CANDIDATES,
  type ColorCandidate,
  type LogoCandidate,
  type WebsiteProposal,
} from '@contract/website-import';
import { absoluteApiBaseUrl } from '@/config/env';
import type { SampleImage } from '../sample-site/images';

/** Where the mock serves its sample page's images, on the app's own origin. */
export const SAMPLE_SITE_PATH = '/mock-sample-site/';

/** Logo candidates read at most, in order of trust, until one is an image: as on the server. */
const MAX_LOGO_FETCHES = 3;

export const sampleSiteBase = () => new URL(SAMPLE_SITE_PATH, new URL(absoluteApiBaseUrl()).origin);

/** One of the sample page's images by file name; loaded only when asked, like the page. */
export async function sampleImage(file: string): Promise<SampleImage | null> {
  const { SAMPLE_IMAGES } = await import('../sample-site/images');
  return Object.hasOwn(SAMPLE_IMAGES, file) ? (SAMPLE_IMAGES[file] ?? null) : null;
}

/** The file an address names among the sample page's images, or '' for any other address. */
export function sampleFileAt(url: string): string {
  const address = new URL(url, sampleSiteBase());
  if (address.origin !== sampleSiteBase().origin) return '';
  if (!address.pathname.startsWith(SAMPLE_SITE_PATH)) return '';
  return address.pathname.slice(SAMPLE_SITE_PATH.length);
}

export const imageBytes = (sample: SampleImage) =>
  Uint8Array.from(atob(sample.base64), (char) => char.charCodeAt(0));

/**
 * The proposal with its logo candidates judged as the server judges them: the most trusted
 * ones read in turn until one is an image, which gets its format and size and gives its
 * dominant colours as brand colours; a candidate that is not an image is not proposed.
 */
export async function judgeSampleLogos(proposal: WebsiteProposal): Promise<WebsiteProposal> {
  const judged: LogoCandidate[] = [];
  let logoColors: ColorCandidate[] = [];
  let reads = 0;
  for (const candidate of proposal.logoCandidates) {
    if (reads >= MAX_LOGO_FETCHES || logoColors.length > 0) {
      judged.push(candidate);
      continue;
    }
    reads += 1;
    const sample = await sampleImage(sampleFileAt(candidate.url));
    if (!sample) continue;
    judged.push({ ...candidate, image: sample.image });
    logoColors = sample.colors
      .slice(0, MAX_BRAND_COLORS)
      .map((value) => ({ value, source: 'logo' }));
  }
  const colorCandidates = [...proposal.colorCandidates];
  for (const color of logoColors) {
    if (!colorCandidates.some((known) => known.value === color.value)) colorCandidates.push(color);
  }
  return {
    ...proposal,
    logoCandidates: judged,
    colorCandidates: colorCandidates.slice(0, MAX_COLOR_CANDIDATES),
  };
}
