import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyRoute } from './lazy-route';
import { paths } from './paths';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './routes/route-error';

/**
 * Every route of SPEC section 2. Screens are lazy so each route is its own chunk;
 * the shell (RootLayout) is the only eager part. Routes that read server state sit
 * under the data layout, which brings the query cache and the brand profile.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: lazyRoute(() => import('./routes/landing')) },
          { path: paths.oldLanding, lazy: lazyRoute(() => import('./routes/old-landing')) },
          { path: paths.results, lazy: lazyRoute(() => import('./routes/results')) },
          { path: paths.pricing, lazy: lazyRoute(() => import('./routes/pricing')) },
          { path: paths.support, lazy: lazyRoute(() => import('./routes/support')) },
          { path: paths.schedule, lazy: lazyRoute(() => import('./routes/schedule')) },
          { path: paths.library, lazy: lazyRoute(() => import('./routes/library')) },
          { path: paths.analytics, lazy: lazyRoute(() => import('./routes/analytics')) },
          { path: paths.integrations, lazy: lazyRoute(() => import('./routes/integrations')) },
          { path: paths.billing, lazy: lazyRoute(() => import('./routes/billing')) },
          { path: paths.settings, lazy: lazyRoute(() => import('./routes/settings')) },
          { path: paths.privacyPolicy, lazy: lazyRoute(() => import('./routes/privacy-policy')) },
          {
            path: paths.termsOfService,
            lazy: lazyRoute(() => import('./routes/terms-of-service')),
          },
          { path: paths.dataDeletion, lazy: lazyRoute(() => import('./routes/data-deletion')) },
          { path: paths.authCallback, lazy: lazyRoute(() => import('./routes/auth-callback')) },
          { path: paths.authDebug, lazy: lazyRoute(() => import('./routes/auth-debug')) },
          { path: paths.loggedIn, lazy: lazyRoute(() => import('./routes/logged-in')) },
          {
            lazy: lazyRoute(() => import('./layouts/data-layout')),
            children: [
              { path: paths.dashboard, lazy: lazyRoute(() => import('./routes/dashboard')) },
              { path: paths.onboarding, lazy: lazyRoute(() => import('./routes/onboarding')) },
              { path: paths.compose, lazy: lazyRoute(() => import('./routes/compose')) },
            ],
          },
          { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
