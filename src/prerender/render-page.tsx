import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { SiteNavigationProvider } from '@/lib/site-navigation';
import { AppProviders } from '@/app/providers';
import { PublicPages } from '@/app/public-pages';
import { publicRouteAt, type PublicRoute } from '@/app/public-routes';
import type { RouteMeta } from '@/app/document-meta';

export { APP_SHELL_FILE, htmlFileOf, PRERENDERED_PATHS } from './public-pages';

export interface RenderedPage {
  /** The markup of #root, as the browser's first render of the page produces it. */
  html: string;
  /** The page's title and description, for the document's head. */
  meta: RouteMeta | undefined;
  /** 200, or 404 for a path that is not a public page. */
  status: number;
}

const leaveUnrendered = () => {
  throw new Error('Only the public pages are prerendered');
};

/**
 * One signed-out page the way the browser's hydration renders it (main.tsx,
 * public-app.tsx): the same providers and public pages, StrictMode, no stored session
 * (there is no localStorage here).
 */
export function signedOutPage(route: PublicRoute): ReactElement {
  return (
    <StrictMode>
      <AppProviders>
        <SiteNavigationProvider value={{ pathname: route.path, navigate: leaveUnrendered }}>
          <PublicPages
            location={{ pathname: route.path, push: false, key: 'prerender' }}
            loading={false}
          />
        </SiteNavigationProvider>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Renders one signed-out page (signedOutPage). Waits for the page's code and every
 * Suspense boundary, so the HTML is the whole page.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const route = publicRouteAt(new URL(url, 'http://localhost').pathname);
  if (!route) return { html: '', meta: undefined, status: 404 };
  const { prelude } = await prerender(signedOutPage(route));
  const html = await new Response(prelude).text();
  return { html, meta: route.meta, status: 200 };
}
