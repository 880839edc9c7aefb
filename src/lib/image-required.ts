import { NETWORK_NAMES, type Network } from '@contract/integrations';

export { networksMissingImage } from '@core/image-required';

/** Said plainly wherever a post without an image goes to a platform that needs one. */
export const needsImageText = (network: Network) =>
  `${NETWORK_NAMES[network]} needs an image — this post will not be published there until it has one.`;
