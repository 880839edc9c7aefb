import type { Network } from '@contract/integrations';

/**
 * The networks that cannot publish a post without an image: Instagram and TikTok take
 * photo posts only. The editor and Upcoming Posts say so; the publisher fails such a post
 * with that reason before calling the network.
 */
export const IMAGE_REQUIRED_NETWORKS: readonly Network[] = ['instagram', 'tiktok'];

export const needsImage = (network: Network): boolean => IMAGE_REQUIRED_NETWORKS.includes(network);

/** The post's networks it cannot go to for want of an image (none when it has one). */
export const networksMissingImage = (networks: readonly Network[], hasImage: boolean): Network[] =>
  hasImage ? [] : networks.filter(needsImage);
