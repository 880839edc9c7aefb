/**
 * `base` with the Graph version as its first path segment, as Meta recommends for every
 * call (docs/network-facts.md, "Graph API version"): `https://graph.facebook.com` becomes
 * `https://graph.facebook.com/v26.0`, and the login dialog `…/dialog/oauth` becomes
 * `…/v26.0/dialog/oauth`. An address that already names a version is kept as it is.
 */
export function withGraphVersion(base: string, version: string): string {
  const url = new URL(base);
  if (/^\/v\d+\.\d+(\/|$)/.test(url.pathname)) return base;
  const rest = url.pathname === '/' ? '' : url.pathname;
  url.pathname = `/${version}${rest}`;
  return url.toString().replace(/\/$/, '');
}

/** The configured Graph addresses, each naming META_GRAPH_VERSION. */
export function versionedGraph(config: {
  META_GRAPH_VERSION: string;
  FACEBOOK_GRAPH_URL: string;
  FACEBOOK_AUTHORIZE_URL: string;
  INSTAGRAM_GRAPH_URL: string;
  INSTAGRAM_AUTHORIZE_URL: string;
}) {
  const version = config.META_GRAPH_VERSION;
  return {
    facebookGraphUrl: withGraphVersion(config.FACEBOOK_GRAPH_URL, version),
    facebookAuthorizeUrl: withGraphVersion(config.FACEBOOK_AUTHORIZE_URL, version),
    instagramGraphUrl: withGraphVersion(config.INSTAGRAM_GRAPH_URL, version),
    instagramAuthorizeUrl: withGraphVersion(config.INSTAGRAM_AUTHORIZE_URL, version),
  };
}
