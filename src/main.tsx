import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { App, whenRouterReady } from '@/app/app';
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

void Promise.all([startMockBackendInDevelopment(), whenRouterReady()]).then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
