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
