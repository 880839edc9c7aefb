import type { SocialNetwork } from '@contract/website-import';

const NETWORK_HOSTS: Readonly<Record<string, SocialNetwork>> = {
  'facebook.com': 'facebook',
  'fb.com': 'facebook',
  'instagram.com': 'instagram',
  'linkedin.com': 'linkedin',
  'x.com': 'x',
  'twitter.com': 'x',
  'tiktok.com': 'tiktok',
};

/** First path segments that are the network's own pages (sharing, posts, search), not a profile. */
const NOT_PROFILES: Readonly<Record<SocialNetwork, readonly string[]>> = {
  facebook: ['sharer', 'sharer.php', 'share', 'share.php', 'dialog', 'plugins', 'tr', 'login'],
  instagram: ['p', 'reel', 'reels', 'explore', 'share', 'accounts', 'stories'],
  linkedin: ['sharearticle', 'shareArticle', 'feed', 'login'],
  x: ['intent', 'share', 'home', 'hashtag', 'search', 'i', 'login'],
  tiktok: ['share', 'tag', 'music', 'discover', 'login'],
};

/** LinkedIn profiles live under these paths only. */
const LINKEDIN_PROFILE_PATHS: readonly string[] = ['company', 'in', 'school', 'showcase'];

function registrableHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^(?:www|m|mobile|[a-z]{2})\./, '');
}

/**
 * The network and clean profile address a link points at, or null when it is not a
 * profile on one of the networks the product posts to (a share button, a post, a search).
 */
export function socialProfileOf(address: URL): { network: SocialNetwork; url: string } | null {
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return null;
  const network = NETWORK_HOSTS[registrableHost(address.hostname)];
  if (!network) return null;
  const segments = address.pathname.split('/').filter(Boolean);
  const [first] = segments;
  if (!first || NOT_PROFILES[network].includes(first.toLowerCase())) return null;
  if (network === 'linkedin' && (!LINKEDIN_PROFILE_PATHS.includes(first) || !segments[1])) {
    return null;
  }
  if (network === 'tiktok' && !first.startsWith('@')) return null;
  const kept = network === 'linkedin' ? segments.slice(0, 2) : [first];
  // A Facebook profile without a user name is named by its id alone.
  const profileId = first === 'profile.php' ? address.searchParams.get('id') : null;
  if (first === 'profile.php' && !profileId) return null;
  const query = profileId ? `?id=${encodeURIComponent(profileId)}` : '';
  return { network, url: `https://${address.hostname.toLowerCase()}/${kept.join('/')}${query}` };
}
