import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyRoute } from './lazy-route';
import { PUBLIC_ROUTES } from './public-routes';
import { routeMeta } from './route-meta';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './routes/route-error';

/**
 * Every route of product.md §2. Screens are lazy so each route is its own chunk;
 * the shell (RootLayout) is the only eager part. Routes that read server state sit
 * under the data layout, which brings the query cache and the brand profile.
 */
export const routes: RouteObject[] = [
  {
    // An approval link's page stands alone: no shell, no way into the app (ADR 0061).
    path: paths.approve,
    errorElement: <RouteErrorPage />,
    handle: routeMeta('Approve posts', 'Approve or send back the posts waiting for you.'),
    lazy: lazyRoute(() => import('./routes/approve')),
  },
  {
    path: paths.home,
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // The prerendered public pages (public-routes.ts), '/' as the index route.
          ...PUBLIC_ROUTES.map(({ path, meta, load }): RouteObject => ({
            ...(path === paths.home ? { index: true } : { path }),
            handle: { meta },
            lazy: lazyRoute(load),
          })),
          {
            path: paths.oldLanding,
            handle: routeMeta(
              'Quick post generator',
              'Describe your business and a post, and get a ready-to-publish title, caption and hashtags.',
            ),
            lazy: lazyRoute(() => import('./routes/old-landing')),
          },
          {
            path: paths.results,
            handle: routeMeta(
              'Your generated post',
              'The title, caption, hashtags and image generated for your post.',
            ),
            lazy: lazyRoute(() => import('./routes/results')),
          },
          {
            path: paths.schedule,
            handle: routeMeta(
              'Content scheduler',
              'Plan your posts on a calendar and see what is coming up.',
            ),
            lazy: lazyRoute(() => import('./routes/schedule')),
          },
          {
            path: paths.library,
            handle: routeMeta('Media library', 'Your images, videos and documents in one place.'),
            lazy: lazyRoute(() => import('./routes/library')),
          },
          {
            path: paths.analytics,
            handle: routeMeta('Analytics', 'Reach, engagement and your top-performing posts.'),
            lazy: lazyRoute(() => import('./routes/analytics')),
          },
          {
            path: paths.integrations,
            handle: routeMeta(
              'Integrations',
              'Connect Facebook, Instagram, LinkedIn, Twitter/X, TikTok and YouTube.',
            ),
            lazy: lazyRoute(() => import('./routes/integrations')),
          },
          {
            path: paths.settings,
            handle: routeMeta('Settings', 'Your profile, team and notification preferences.'),
            lazy: lazyRoute(() => import('./routes/settings')),
          },
          {
            path: paths.invitation,
            handle: routeMeta('Your invitation', 'Join a business on Smart Suite.'),
            lazy: lazyRoute(() => import('./routes/invitation')),
          },
          {
            path: paths.authCallback,
            handle: routeMeta('Signing in', 'Completing your sign-in.'),
            lazy: lazyRoute(() => import('./routes/auth-callback')),
          },
          {
            path: paths.authDebug,
            handle: routeMeta('Auth debug', 'Diagnostic view of the current session.'),
            lazy: lazyRoute(() => import('./routes/auth-debug')),
          },
          { path: paths.loggedIn, lazy: lazyRoute(() => import('./routes/logged-in')) },
          {
            lazy: lazyRoute(() => import('./layouts/data-layout')),
            children: [
              {
                path: paths.dashboard,
                handle: routeMeta(
                  'Dashboard',
                  'Your brand, drafts and scheduled posts at a glance.',
                ),
                lazy: lazyRoute(() => import('./routes/dashboard')),
              },
              {
                path: paths.onboarding,
                handle: routeMeta(
                  'Brand setup',
                  'Set up your brand once: business details, logo, photos, colours and content preferences.',
                ),
                lazy: lazyRoute(() => import('./routes/onboarding')),
              },
              {
                path: paths.planMonth,
                handle: routeMeta(
                  'Plan a month',
                  'Plan a month of posts, write them in one go, review and schedule them.',
                ),
                lazy: lazyRoute(() => import('./routes/plan-month')),
              },
              {
                path: paths.businessProfile,
                handle: routeMeta(
                  'Your business',
                  'What your business does, sells and how it runs, for every post and plan.',
                ),
                lazy: lazyRoute(() => import('./routes/business-profile')),
              },
              {
                path: paths.modelSettings,
                handle: routeMeta(
                  'Connect a model',
                  'Choose who writes your posts: the built-in writer or a language model you connect.',
                ),
                lazy: lazyRoute(() => import('./routes/model-settings')),
              },
              {
                path: paths.compose,
                handle: routeMeta(
                  'Compose a post',
                  "Describe a post and generate its title, caption, hashtags and image in your brand's voice.",
                ),
                lazy: lazyRoute(() => import('./routes/compose')),
              },
              {
                path: paths.billing,
                handle: routeMeta('Billing', 'Your plan, next billing date and payment history.'),
                lazy: lazyRoute(() => import('./routes/billing')),
              },
              {
                path: paths.verifyEmail,
                handle: routeMeta('Verify your email', 'Confirming your email address.'),
                lazy: lazyRoute(() => import('./routes/verify-email')),
              },
              {
                path: paths.resetPassword,
                handle: routeMeta('Reset your password', 'Choose a new password for your account.'),
                lazy: lazyRoute(() => import('./routes/reset-password')),
              },
            ],
          },
          {
            path: '*',
            handle: routeMeta('Page not found', 'The page you are looking for does not exist.'),
            lazy: lazyRoute(() => import('./routes/not-found')),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
