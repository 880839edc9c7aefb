import { useEffect } from 'react';

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

/**
 * Keeps the document title and description in step with a page's meta. It updates the
 * tags index.html ships with, so crawlers without JavaScript still get a title and a
 * description.
 */
export function useDocumentMeta(meta: RouteMeta) {
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
}
