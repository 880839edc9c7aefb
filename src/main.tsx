import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { App, whenRouterReady } from '@/app/app';
import { readStoredUser } from '@/features/auth/auth-context';
import { replayEarlyClicks } from '@/prerender/early-clicks';
import '@/styles/base.css';

async function startMockBackendInDevelopment() {
  // import.meta.env.DEV is false at build time in production, so the bundler drops
  // this branch and the mock backend with it (tests/production-bundle.test.ts checks).
  if (import.meta.env.DEV) {
    if (!env.useMocks) return;
    const { startMockBackend } = await import('./mocks/browser');
    await startMockBackend();
  }
}

/** Renders nothing; its effect runs once the first render (or hydration) is on the page. */
function WhenRendered({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

void Promise.all([startMockBackendInDevelopment(), whenRouterReady()]).then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <App />
      <WhenRendered then={replayEarlyClicks} />
    </StrictMode>
  );
  // A prerendered public page (scripts/prerender.mjs) is the signed-out page: hydrate it
  // when nobody is signed in. A stored session renders the signed-in shell afresh
  // instead, so React never compares it with the signed-out HTML (ADR 0028).
  // Hydrating as a transition lets React yield between components: the page is already
  // painted, and no long task holds up a tap meanwhile.
  if (container.hasChildNodes() && readStoredUser() === null) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
