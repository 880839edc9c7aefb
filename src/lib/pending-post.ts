/**
 * A post description typed before the visitor had an account (the landing demo), kept in
 * this tab until compose opens after sign-up and brand setup. sessionStorage: it never
 * outlives the tab, and nothing of it reaches a server until the owner generates.
 */
const PENDING_POST_KEY = 'smart-suite:pending-post';

export function rememberPendingPost(description: string) {
  const text = description.trim();
  try {
    if (text) sessionStorage.setItem(PENDING_POST_KEY, text);
  } catch {
    // Storage refused (private mode, quota): the demo simply does not carry over.
  }
}

const PENDING_WEBSITE_KEY = 'smart-suite:pending-website';

/** The website typed in the landing page's call to action, for brand setup's step 1. */
export function rememberPendingWebsite(url: string) {
  try {
    sessionStorage.setItem(PENDING_WEBSITE_KEY, url);
  } catch {
    // As above: it simply does not carry over.
  }
}

/** The waiting website, if any (kept until brand setup is saved). */
export function pendingWebsite(): string {
  try {
    return sessionStorage.getItem(PENDING_WEBSITE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The waiting description, once: reading it removes it. */
export function takePendingPost(): string | null {
  try {
    const text = sessionStorage.getItem(PENDING_POST_KEY);
    sessionStorage.removeItem(PENDING_POST_KEY);
    return text;
  } catch {
    return null;
  }
}
