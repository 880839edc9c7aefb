import { useQuery } from '@tanstack/react-query';
import type { NetworkAvailability } from '@contract/integrations';
import { getIntegrations } from '@/lib/api';

export type XPrices = NonNullable<NetworkAvailability['price_per_post_usd']>;

/** A web address as X would link it: with its scheme, or starting with www. */
const LINK = /\bhttps?:\/\/\S|\bwww\.[a-z0-9-]+\.\S/i;

export const hasLink = (caption: string) => LINK.test(caption);

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/**
 * What X charges the owner's app for this post (X bills posts by use, more for a post with
 * a link), said plainly with the other case beside it.
 */
export function xPriceText(prices: XPrices, caption: string): string {
  const post = usd.format(prices.post);
  const withLink = usd.format(prices.with_link);
  return hasLink(caption)
    ? `X charges ${withLink} for this post, because it has a link (${post} without one).`
    : `X charges ${post} for this post (${withLink} when it has a link).`;
}

/**
 * X's prices per post as this server is configured, or undefined while unknown. The same
 * cache entry as the integrations page.
 */
export function useXPrices(): XPrices | undefined {
  const query = useQuery({ queryKey: ['integrations'], queryFn: getIntegrations, retry: false });
  return query.data?.networks.find((entry) => entry.network === 'x')?.price_per_post_usd;
}
