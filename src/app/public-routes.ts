import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { RouteMeta } from './document-meta';

export interface PublicRoute {
  path: string;
  meta: RouteMeta;
  /** The route module; its default export is the screen. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The six signed-out pages that are prerendered (ADR 0028) and hydrated without the
 * data router (ADR 0038). One list, read by the app's router (router.tsx), by the
 * public entry (public-app.tsx) and by the prerender, so all three agree on each
 * page's code, title and description.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: paths.home,
    meta: {
      title: 'A month of social posts in one session',
      description:
        "Describe a post in one line and get the title, caption, hashtags and a branded image, in your brand's voice. Your first 30 posts are free.",
    },
    load: () => import('./routes/landing'),
  },
  {
    path: paths.pricing,
    meta: {
      title: 'Pricing',
      description:
        'Choose your plan: Starter, Professional or Enterprise. Plans for every small business, billed monthly.',
    },
    load: () => import('./routes/pricing'),
  },
  {
    path: paths.support,
    meta: {
      title: 'Support',
      description:
        'Contact Smart Suite support, read answers to common questions, or send us a request. We reply within 24 hours.',
    },
    load: () => import('./routes/support'),
  },
  {
    path: paths.privacyPolicy,
    meta: {
      title: 'Privacy Policy',
      description: 'How Smart Suite collects, uses and protects your information.',
    },
    load: () => import('./routes/privacy-policy'),
  },
  {
    path: paths.termsOfService,
    meta: {
      title: 'Terms of Service',
      description: 'The terms that govern your use of Smart Suite.',
    },
    load: () => import('./routes/terms-of-service'),
  },
  {
    path: paths.dataDeletion,
    meta: {
      title: 'Data Deletion Instructions',
      description: 'How to delete your Smart Suite account and data, and what happens when you do.',
    },
    load: () => import('./routes/data-deletion'),
  },
];

/** The public page at a pathname ('/pricing' and '/pricing/' alike), if it is one. */
export function publicRouteAt(pathname: string): PublicRoute | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PUBLIC_ROUTES.find((route) => route.path === path);
}
