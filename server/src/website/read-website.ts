import { TextDecoder } from 'node:util';
import {
  MAX_COLOR_CANDIDATES,
  type ColorCandidate,
  type LogoCandidate,
  type WebsiteProposal,
} from '@contract/website-import';
import { MAX_BRAND_COLORS } from '@contract/constants';
import { SafeFetchError, type FetchedResource, type SafeFetcher } from '../fetching/safe-fetch';
import { HttpError } from '../http-error';
import { rasteriseSvg } from '../media/rasterise-svg';
import { looksLikeSvg } from '../media/sniff';
import { judgeImage, logoColors, type JudgedImage } from './logo-colors';
import { readPageMarkup, type PageMarkup } from '@core/website/page-markup';
import { proposeFromMarkup } from '@core/website/propose-from-page';

/** Logo candidates fetched at most, in order of trust, until one reads as an image. */
const MAX_LOGO_FETCHES = 3;

export interface ReadWebsiteOptions {
  fetcher: SafeFetcher;
  /** Fetch logo candidates to judge them and read brand colours from them; on by default. */
  readLogo?: boolean;
}

/** A text decoder for a charset label, or null when the label is not one. */
function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim());
  } catch {
    return null;
  }
}

/**
 * The page as text and as markup: in the charset its header names, else the one its
 * `<meta charset>` names (then the page is read a second time in it), else UTF-8.
 */
export function decodePage(page: Pick<FetchedResource, 'body' | 'charset'>): PageMarkup {
  const fromHeader = decoderFor(page.charset);
  const first = readPageMarkup((fromHeader ?? new TextDecoder('utf-8')).decode(page.body));
  if (fromHeader) return first;
  const declared = decoderFor(first.declaredCharset);
  if (!declared || declared.encoding === 'utf-8') return first;
  return readPageMarkup(declared.decode(page.body));
}

/**
 * A fetched logo as raster bytes and what they are. An SVG logo, which many small
 * businesses have alone, is drawn into a PNG in the same sandbox and with the same limits
 * as an uploaded one, so its colours are read from pixels we drew; the SVG itself is
 * never decoded here. Null when the bytes are not an image, or an SVG we will not draw.
 */
async function readLogoImage(
  bytes: Buffer,
): Promise<{ raster: Buffer; metadata: JudgedImage } | null> {
  if (!looksLikeSvg(bytes)) {
    const metadata = await judgeImage(bytes);
    return metadata ? { raster: bytes, metadata } : null;
  }
  let raster: Buffer;
  try {
    raster = await rasteriseSvg(bytes);
  } catch (error) {
    // Refused, too large or too complex: the owner may still upload a logo themselves.
    if (error instanceof HttpError) return null;
    throw error;
  }
  const drawn = await judgeImage(raster);
  return drawn ? { raster, metadata: { ...drawn, format: 'svg' } } : null;
}

async function judgeLogos(
  fetcher: SafeFetcher,
  candidates: readonly LogoCandidate[],
): Promise<{ candidates: LogoCandidate[]; colors: ColorCandidate[] }> {
  const judged: LogoCandidate[] = [];
  let colors: ColorCandidate[] = [];
  let fetches = 0;
  for (const candidate of candidates) {
    if (fetches >= MAX_LOGO_FETCHES || colors.length > 0) {
      judged.push(candidate);
      continue;
    }
    fetches += 1;
    let image: FetchedResource;
    try {
      image = await fetcher.fetchImage(candidate.url);
    } catch (error) {
      // A logo that cannot be fetched is not proposed; the page itself still is.
      if (error instanceof SafeFetchError) continue;
      throw error;
    }
    const logo = await readLogoImage(image.body);
    if (!logo) continue;
    judged.push({ ...candidate, image: logo.metadata });
    colors = (await logoColors(logo.raster, MAX_BRAND_COLORS)).map((value) => ({
      value,
      source: 'logo',
    }));
  }
  return { candidates: judged, colors };
}

/**
 * "Fill in from my website": fetches the page the owner typed through the safe fetcher,
 * reads it into a proposal, then fetches the most trusted logo candidates, keeps those
 * whose bytes are an image and proposes the first one's dominant colours as brand colours.
 * Throws a SafeFetchError, whose `userMessage` is for the owner, when the page cannot be read.
 */
export async function readWebsite(
  typedAddress: string,
  options: ReadWebsiteOptions,
): Promise<WebsiteProposal> {
  const page = await options.fetcher.fetchPage(typedAddress);
  const proposal = proposeFromMarkup(decodePage(page), page.url);
  if (options.readLogo === false || proposal.logoCandidates.length === 0) return proposal;
  const logos = await judgeLogos(options.fetcher, proposal.logoCandidates);
  const colorCandidates = [...proposal.colorCandidates];
  for (const color of logos.colors) {
    if (!colorCandidates.some((known) => known.value === color.value)) colorCandidates.push(color);
  }
  return {
    ...proposal,
    logoCandidates: logos.candidates,
    colorCandidates: colorCandidates.slice(0, MAX_COLOR_CANDIDATES),
  };
}
