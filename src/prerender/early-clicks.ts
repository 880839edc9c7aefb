declare global {
  interface Window {
    /** Set by a prerendered page's loader (scripts/prerender.mjs): the clicks it held. */
    __earlyClicks?: () => HTMLElement[];
  }
}

/**
 * Replays the button clicks a prerendered page received before the app had hydrated it,
 * now that the buttons answer: a visitor who tapped Log In while the script was still
 * loading gets the login dialog, not nothing. Stops the holding in every case.
 */
export function replayEarlyClicks() {
  const held = window.__earlyClicks?.() ?? [];
  delete window.__earlyClicks;
  for (const button of held) if (button.isConnected) button.click();
}
