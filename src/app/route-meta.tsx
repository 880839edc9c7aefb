import { useMatches } from 'react-router-dom';
import { DEFAULT_META, useDocumentMeta, type RouteMeta } from './document-meta';

export { DEFAULT_META, SITE_NAME, useDocumentMeta, type RouteMeta } from './document-meta';

export const routeMeta = (title: string, description: string): { meta: RouteMeta } => ({
  meta: { title, description },
});

export function isMetaHandle(handle: unknown): handle is { meta: RouteMeta } {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** The document's title and description from the deepest route that declares them (router.tsx `handle`). */
export function RouteMetaTags() {
  const matches = useMatches();
  const meta =
    matches
      .map((match) => match.handle)
      .filter(isMetaHandle)
      .at(-1)?.meta ?? DEFAULT_META;
  useDocumentMeta(meta);
  return null;
}
