import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { PublicApp } from '@/app/public-app';
import { loadPublicScreen } from '@/app/public-pages';
import { publicRouteAt } from '@/app/public-routes';
import { readStoredUser } from '@/features/auth/auth-context';
import { preloadVerifyEmailBanner } from '@/features/auth/components/verify-email-banner-host';
import { withEarlyInteraction } from '@/prerender/early-interaction';
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

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A prerendered public page (scripts/prerender.mjs) is the signed-out page: hydrate it
  // when nobody is signed in, with the public pages' own small tree (ADR 0038) and its
  // screen's code loaded first. A stored session, or any other page, renders the full
  // app afresh instead, so React never compares the signed-in shell with the signed-out
  // HTML (ADR 0028).
  const publicRoute =
    container.hasChildNodes() && readStoredUser() === null
      ? publicRouteAt(window.location.pathname)
      : undefined;
  if (publicRoute) {
    await loadPublicScreen(publicRoute);
    // Hydrating as a transition lets React yield between components: the page is
    // already painted, and no long task holds up a tap meanwhile.
    startTransition(() => {
      hydrateRoot(container, withEarlyInteraction(<PublicApp />));
    });
    return;
  }
  const [{ App, whenRouterReady }] = await Promise.all([
    import('@/app/app'),
    startMockBackendInDevelopment(),
    // The e-mail banner too, when it will show: drawn with the first screen, it never
    // pushes down a page that is already in use.
    preloadVerifyEmailBanner(readStoredUser()),
  ]);
  await whenRouterReady();
  createRoot(container).render(withEarlyInteraction(<App />));
}

void start();
