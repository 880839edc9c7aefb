import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

export interface RouteMeta {
  title: string;
  description: string;
}

export const SITE_NAME = 'Smart Suite';
export const DEFAULT_META: RouteMeta = {
  title: 'A month of social posts in one session',
  description:
    'Smart Suite writes on-brand social media posts for small businesses: titles, captions, hashtags and images, a month of posts in one session.',
};

export const routeMeta = (title: string, description: string): { meta: RouteMeta } => ({
  meta: { title, description },
});

export function isMetaHandle(handle: unknown): handle is { meta: RouteMeta } {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/**
 * Keeps the document title and description in step with the deepest route that
 * declares them (router.tsx `handle`). It updates the tags index.html ships with,
 * so crawlers without JavaScript still get a title and a description.
 */
export function RouteMetaTags() {
  const matches = useMatches();
  const meta =
    matches
      .map((match) => match.handle)
      .filter(isMetaHandle)
      .at(-1)?.meta ?? DEFAULT_META;

  useEffect(() => {
    document.title = `${meta.title} | ${SITE_NAME}`;
    let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    description.content = meta.description;
  }, [meta.title, meta.description]);

  return null;
}
