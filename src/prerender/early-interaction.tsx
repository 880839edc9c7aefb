import { StrictMode, useEffect, type ReactNode } from 'react';
import { replayEarlyClicks } from './early-clicks';
import { replayEarlyInput } from './early-input';

/**
 * What a visitor did to a prerendered page before the app had started, given to the app
 * once it owns the page (ADR 0028).
 */
export function replayEarlyInteraction() {
  replayEarlyInput(document);
  // After the typed text is in the app's state (React commits the updates of an input
  // event before the next task), so an early tap on Submit sends what was typed.
  setTimeout(replayEarlyClicks, 0);
}

/**
 * Renders the app and, once its first render (or hydration) is on the page, replays the
 * early interaction. It wraps the app rather than sitting beside it: a sibling would
 * change the ids useId gives (they follow the tree's shape), so the hydrated page would
 * disagree with the prerendered one (src/prerender/render-page.tsx) on every id.
 */
function ReplayEarlyInteraction({ children }: { children: ReactNode }) {
  useEffect(replayEarlyInteraction, []);
  return children;
}

/** The app as main.tsx renders or hydrates it: strict, and replaying early interaction. */
export const withEarlyInteraction = (app: ReactNode) => (
  <StrictMode>
    <ReplayEarlyInteraction>{app}</ReplayEarlyInteraction>
  </StrictMode>
);
