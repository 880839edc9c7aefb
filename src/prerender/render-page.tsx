import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { isMetaHandle, type RouteMeta } from '@/app/route-meta';
import { routes } from '@/app/router';

export { APP_SHELL_FILE, htmlFileOf, PRERENDERED_PATHS } from './public-pages';

export interface RenderedPage {
  /** The markup of #root, as the browser's first render of the page produces it. */
  html: string;
  /** The page's title and description, for the document's head. */
  meta: RouteMeta | undefined;
  /** 200, or 404 for a path no route matches. */
  status: number;
}

function metaOf(context: StaticHandlerContext): RouteMeta | undefined {
  return context.matches
    .map((match) => match.route.handle as unknown)
    .filter(isMetaHandle)
    .at(-1)?.meta;
}

/**
 * Renders one signed-out page the way the browser's first render does: the same
 * providers and routes, StrictMode, no stored session (there is no localStorage here).
 * Waits for every lazy route and Suspense boundary, so the HTML is the whole page.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        {/* hydrate={false}: no loaders, so no data (and no inline script) to hand over. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, meta: metaOf(context), status: context.statusCode };
}
