import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/layouts/root-layout';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/require-auth';

const page = (title: string) => <h1>{title}</h1>;

/** The real shell around stand-in pages, so auth tests do not depend on other screens. */
export const shellRoutes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    children: [
      { index: true, element: page('Home page') },
      { path: paths.pricing, element: page('Pricing page') },
      { path: paths.support, element: page('Support page') },
      {
        path: paths.dashboard,
        element: <RequireAuth>{page('Dashboard page')}</RequireAuth>,
      },
      {
        path: paths.onboarding,
        element: <RequireAuth>{page('Onboarding page')}</RequireAuth>,
      },
      { path: '*', element: page('Another page') },
    ],
  },
];
