import {
  EMPTY_BUSINESS_PROFILE,
  type BusinessProfile,
  type BusinessProfileResponse,
} from '@contract/business-profile';
import { DEFAULT_TIME_ZONE } from '@contract/posts';
import { WEBSITE_IMPORT_MESSAGES, type WebsiteProposal } from '@contract/website-import';
import type { Repositories } from '../db/repositories';
import { SafeFetchError, type SafeFetchErrorCode, type SafeFetcher } from '../fetching/safe-fetch';
import { HttpError } from '../http-error';
import { sanitiseFilename } from '../media/filenames';
import { processUpload } from '../media/process-upload';
import { storeMedia } from '../media/store-media';
import type { StorageQuota } from '../storage/quota';
import type { Storage } from '../storage/storage';
import { readWebsite } from '../website/read-website';

const HOUR_MS = 3_600_000;

/**
 * How a page that could not be read is answered. What the owner typed is refused with
 * 400; a website that could not be read with 422, not a 5xx: the server itself did not
 * fail, and a proxy in front may replace a 502's body with its own page (ADR 0051).
 */
const IMPORT_FAILURE_STATUS: Record<SafeFetchErrorCode, number> = {
  'not-an-address': 400,
  'not-http': 400,
  'not-public': 400,
  unreachable: 422,
  'too-slow': 422,
  'too-large': 422,
  'too-many-redirects': 422,
  'error-status': 422,
  'wrong-type': 422,
};

export interface BusinessProfilesOptions {
  repos: Repositories;
  /** Fetches the owner's page and its logo; built once in composition.ts (ADR 0050). */
  fetcher: SafeFetcher;
  /** Website reads one user may ask for per hour (WEBSITE_IMPORTS_PER_HOUR). */
  importsPerHour: number;
  /** Where a logo copied from the website is kept, as the owner's own upload. */
  storage: Storage;
  quota: StorageQuota;
}

/** The logo's file name as the owner sees it: the last part of its address. */
function logoFileName(address: string): string {
  try {
    return sanitiseFilename(new URL(address).pathname.split('/').pop() || 'logo');
  } catch {
    return 'logo';
  }
}

/** The owner's business time zone and whether the owner said it (ADR 0051). */
export interface BusinessTimeZone {
  timeZone: string;
  /** False when neither Settings nor the business profile names one: the default applies. */
  chosen: boolean;
}

/**
 * The time zone the business's dates and times are read in: the one chosen in Settings,
 * else the business profile's, else the default. The app sends the browser's zone when
 * the owner never said one, so the default is met only by a client that sends nothing.
 */
export async function businessTimeZoneOf(
  repos: Repositories,
  businessId: string,
): Promise<BusinessTimeZone> {
  const chosen = await repos.posts.timeZoneOf(businessId);
  if (chosen !== undefined) return { timeZone: chosen, chosen: true };
  const profileZone = (await repos.businessProfiles.find(businessId))?.profile.timeZone ?? '';
  if (profileZone !== '') return { timeZone: profileZone, chosen: true };
  return { timeZone: DEFAULT_TIME_ZONE, chosen: false };
}

/** The profile the writer and the planner draw on; null when the owner never saved one. */
export async function businessProfileOf(
  repos: Repositories,
  businessId: string,
): Promise<BusinessProfile | null> {
  return (await repos.businessProfiles.find(businessId))?.profile ?? null;
}

/**
 * What the business does, sells and how it runs (ADR 0051): read and saved whole, and
 * proposed from the owner's website, which saves nothing: the owner reviews the proposal
 * and saves what they accept.
 */
export function createBusinessProfiles(options: BusinessProfilesOptions) {
  const { repos, fetcher, importsPerHour, storage, quota } = options;

  /** One window per user and kind of read, refused with 429 once it is full. */
  const holdToLimit = async (key: string) => {
    const window = await repos.rateLimits.hit(key, HOUR_MS);
    if (window.count > importsPerHour) {
      throw new HttpError(429, WEBSITE_IMPORT_MESSAGES.tooManyImports, {
        'Retry-After': String(Math.max(1, Math.ceil(window.ttlMs / 1000))),
      });
    }
  };

  /** A fetch through the safe fetcher; a SafeFetchError becomes the owner's sentence. */
  const fetched = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      throw new HttpError(IMPORT_FAILURE_STATUS[error.code], error.userMessage);
    }
  };

  return {
    async read(businessId: string): Promise<BusinessProfileResponse> {
      const stored = await repos.businessProfiles.find(businessId);
      if (!stored) return { profile: EMPTY_BUSINESS_PROFILE, updatedAt: null };
      return { profile: stored.profile, updatedAt: stored.updatedAt.toISOString() };
    },

    async save(businessId: string, profile: BusinessProfile): Promise<BusinessProfileResponse> {
      const stored = await repos.businessProfiles.save(businessId, profile);
      return { profile: stored.profile, updatedAt: stored.updatedAt.toISOString() };
    },

    /** Reads the page the owner typed; a SafeFetchError becomes the owner's sentence. */
    async importFromWebsite(businessId: string, typedAddress: string): Promise<WebsiteProposal> {
      await holdToLimit(`website-import:${businessId}`);
      return fetched(() => readWebsite(typedAddress, { fetcher }));
    },

    /**
     * Copies the logo the owner chose from their website into their own media: fetched
     * through the safe fetcher, judged and re-encoded by its bytes like an upload (an SVG
     * is drawn into a PNG), counted against the quota. Posts and images read only media
     * the owner holds, so a logo left on the website would never reach them.
     */
    async copyWebsiteLogo(businessId: string, address: string) {
      await holdToLimit(`website-logo:${businessId}`);
      const image = await fetched(() => fetcher.fetchImage(address));
      const processed = await processUpload(image.body, 'logo');
      await quota.assertRoomFor(businessId, processed.bytes.length);
      const [stored] = await storeMedia(
        [{ bytes: processed.bytes, contentType: processed.type, filename: logoFileName(address) }],
        { storage, uploads: repos.uploads, businessId, kind: 'logo' },
      );
      if (!stored) throw new HttpError(422, WEBSITE_IMPORT_MESSAGES.logoNotCopied);
      return { success: true as const, url: stored.url, filename: stored.filename };
    },
  };
}
export type BusinessProfiles = ReturnType<typeof createBusinessProfiles>;
