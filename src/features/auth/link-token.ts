/** The token of an e-mailed link, carried in the fragment (`#token=...`) so no server sees it. */
export function linkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}
