import { NETWORKS, type Network, type NetworkAvailability } from '@contract/integrations';
import type { Config } from '../../config';
import type { NetworkAdapter, StoredImage } from './adapter';
import type { MediaLinks } from '../media-links';
import { createFacebookAdapter } from './facebook';
import { versionedGraph } from './graph-version';
import { createInstagramAdapter } from './instagram';
import { createLinkedInAdapter } from './linkedin';
import { createTikTokAdapter } from './tiktok';
import { createXAdapter } from './x';

/** What each network needs in the environment before "Connect" can work. */
const HOW_TO_CONFIGURE: Record<Network, string> = {
  facebook:
    'Set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET (a Meta app with Facebook Login for Business).',
  instagram:
    'Set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET (a Meta app with Facebook Login and the Instagram Graph API).',
  linkedin:
    'Set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET (a LinkedIn app with "Share on LinkedIn"; for organization pages also the approved Community Management API and LINKEDIN_ORGANIZATIONS=1).',
  x: 'Set X_CLIENT_ID and X_CLIENT_SECRET (an X app with OAuth 2.0 enabled).',
  tiktok:
    'Set TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET (a TikTok app with Login Kit and the Content Posting API, PULL_FROM_URL verified for PUBLIC_URL).',
};

export interface Networks {
  adapters: Partial<Record<Network, NetworkAdapter>>;
  availability: NetworkAvailability[];
  sandbox: boolean;
}

/** The adapters the configuration allows; a network without credentials says how to add them. */
export function createNetworks(
  config: Config,
  now: () => Date,
  sandbox: boolean,
  mediaLinks: MediaLinks,
  /** X and LinkedIn are sent the image's bytes (they do not fetch them). */
  storedImage: StoredImage,
): Networks {
  const adapters: Partial<Record<Network, NetworkAdapter>> = {};
  const graph = versionedGraph(config);
  if (config.X_CLIENT_ID && config.X_CLIENT_SECRET) {
    adapters.x = createXAdapter(
      {
        clientId: config.X_CLIENT_ID,
        clientSecret: config.X_CLIENT_SECRET,
        authorizeUrl: config.X_AUTHORIZE_URL,
        apiUrl: config.X_API_URL,
      },
      storedImage,
      now,
    );
  }
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    adapters.facebook = createFacebookAdapter(
      {
        appId: config.FACEBOOK_APP_ID,
        appSecret: config.FACEBOOK_APP_SECRET,
        authorizeUrl: graph.facebookAuthorizeUrl,
        graphUrl: graph.facebookGraphUrl,
      },
      mediaLinks,
      now,
    );
  }
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    adapters.instagram = createInstagramAdapter(
      {
        appId: config.FACEBOOK_APP_ID,
        appSecret: config.FACEBOOK_APP_SECRET,
        authorizeUrl: graph.instagramAuthorizeUrl,
        graphUrl: graph.instagramGraphUrl,
        pollIntervalMs: config.INSTAGRAM_POLL_SECONDS * 1000,
      },
      mediaLinks,
      now,
    );
  }
  if (config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET) {
    adapters.linkedin = createLinkedInAdapter(
      {
        clientId: config.LINKEDIN_CLIENT_ID,
        clientSecret: config.LINKEDIN_CLIENT_SECRET,
        oauthUrl: config.LINKEDIN_OAUTH_URL,
        apiUrl: config.LINKEDIN_API_URL,
        version: config.LINKEDIN_VERSION,
        organizations: config.LINKEDIN_ORGANIZATIONS,
      },
      storedImage,
      now,
    );
  }
  if (config.TIKTOK_CLIENT_KEY && config.TIKTOK_CLIENT_SECRET) {
    adapters.tiktok = createTikTokAdapter(
      {
        clientKey: config.TIKTOK_CLIENT_KEY,
        clientSecret: config.TIKTOK_CLIENT_SECRET,
        authorizeUrl: config.TIKTOK_AUTHORIZE_URL,
        apiUrl: config.TIKTOK_API_URL,
      },
      mediaLinks,
      now,
    );
  }
  return {
    adapters,
    sandbox,
    availability: NETWORKS.map((network) => ({
      network,
      configured: adapters[network] !== undefined,
      sandbox: sandbox && adapters[network] !== undefined,
      how_to_configure: adapters[network] ? null : HOW_TO_CONFIGURE[network],
    })),
  };
}
