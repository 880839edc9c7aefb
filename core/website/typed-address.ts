import { WEBSITE_IMPORT_MESSAGES } from '@contract/website-import';

/** Why an address cannot be read, before anything is fetched. */
export interface AddressRefusal {
  code: 'not-an-address' | 'not-http';
  /** The sentence for the owner, from the contract. */
  message: string;
  detail?: string;
}

export type TypedAddress = { url: URL; refusal: null } | { url: null; refusal: AddressRefusal };

/** Why an address (typed or redirected to) cannot be fetched; null when it can. */
export function addressRefusal(url: URL): AddressRefusal | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { code: 'not-http', message: WEBSITE_IMPORT_MESSAGES.notHttp, detail: url.protocol };
  }
  if (url.username || url.password || !url.hostname) {
    return { code: 'not-an-address', message: WEBSITE_IMPORT_MESSAGES.notAnAddress };
  }
  return null;
}

/**
 * Turns what an owner typed into an address to fetch: https:// is added when the scheme
 * is missing; anything but http(s), or an address with a user name or password, is refused.
 * The same reading on every backend, so the owner sees the same sentence for the same typo.
 */
export function readTypedAddress(typed: string): TypedAddress {
  const trimmed = typed.trim();
  // "crumb.example:8080" has a port, not a scheme; "javascript:..." has a scheme.
  const hasScheme =
    /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ||
    /^(?:about|blob|data|file|ftp|javascript|mailto|tel|vbscript):/i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
  } catch {
    return {
      url: null,
      refusal: { code: 'not-an-address', message: WEBSITE_IMPORT_MESSAGES.notAnAddress },
    };
  }
  const refusal = addressRefusal(url);
  return refusal ? { url: null, refusal } : { url, refusal: null };
}
