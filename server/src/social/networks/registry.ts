import {
  NETWORKS,
  type ConnectAs,
  type Network,
  type NetworkAvailability,
} from '@contract/integrations';
import type { Config } from '../../config';
import type { NetworkAdapter, StoredImage } from './adapter';
import type { MediaLinks } from '../media-links';
import { createFacebookAdapter } from './facebook';
import { versionedGraph } from './graph-version';
import { createInstagramAdapter } from './instagram';
import { createLinkedInAdapter, type LinkedInSettings } from './linkedin';
import { linkedInAppOf } from './linkedin-organizations';
import { createGoogleBusinessAdapter } from './google-business';
import { createTikTokAdapter } from './tiktok';
import { createXAdapter } from './x';

/** What each network needs in the environment before "Connect" can work. */
const HOW_TO_CONFIGURE: Record<Network, string> = {
  facebook:
    'Set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET (a Meta app with Facebook Login for Business).',
  instagram:
    'Set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET (a Meta app with Facebook Login and the Instagram Graph API).',
  linkedin:
    'Set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET (a LinkedIn app with "Sign In with LinkedIn using OpenID Connect" and "Share on LinkedIn", for posting as your profile).',
  x: 'Set X_CLIENT_ID and X_CLIENT_SECRET (an X app with OAuth 2.0 enabled).',
  tiktok:
    'Set TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET (a TikTok app with Login Kit and the Content Posting API; for photos, PUBLIC_URL verified with TikTok for PULL_FROM_URL and set as TIKTOK_VERIFIED_URL_PREFIX).',
  google_business:
    'Set GOOGLE_BUSINESS_CLIENT_ID and GOOGLE_BUSINESS_CLIENT_SECRET (an OAuth client of a Google Cloud project with the Business Profile APIs enabled; Google must approve the project for the Business Profile APIs before they answer, which takes a request form and some days).',
};

/** LinkedIn's second app, for organization pages (ADR 0054). */
const HOW_TO_CONFIGURE_LINKEDIN_PAGES =
  'Set LINKEDIN_PAGES_CLIENT_ID and LINKEDIN_PAGES_CLIENT_SECRET (a second LinkedIn app with the Community Management API as its only product; LinkedIn must approve it first).';

/** Said on a page's post when the pages app that issued its token is no longer configured. */
export const LINKEDIN_PAGES_APP_MISSING =
  'This server is no longer set up to post as LinkedIn pages: LINKEDIN_PAGES_CLIENT_ID and LINKEDIN_PAGES_CLIENT_SECRET must be set again.';

export interface Networks {
  /** Each network's app; LinkedIn's is its member app. */
  adapters: Partial<Record<Network, NetworkAdapter>>;
  /** LinkedIn's pages app (Community Management API), when configured. */
  linkedInPages?: NetworkAdapter;
  availability: NetworkAvailability[];
  sandbox: boolean;
}

/** The app a "Connect" signs in with: LinkedIn's pages app when asked, else the network's. */
export const connectAdapter = (
  networks: Networks,
  network: Network,
  as: ConnectAs,
): NetworkAdapter | undefined =>
  network === 'linkedin' && as === 'pages' ? networks.linkedInPages : networks.adapters[network];

/**
 * The app that issued a connected account's token: publishing, refreshing and revoking
 * use its credentials. Undefined when that app is no longer configured.
 */
export const accountAdapter = (
  networks: Networks,
  account: { network: Network; remoteId: string },
): NetworkAdapter | undefined =>
  connectAdapter(
    networks,
    account.network,
    account.network === 'linkedin' ? linkedInAppOf(account.remoteId) : 'member',
  );

/** Why an account's app is missing, in words for the owner. */
export const missingAdapterMessage = (account: { network: Network; remoteId: string }) =>
  account.network === 'linkedin' && linkedInAppOf(account.remoteId) === 'pages'
    ? LINKEDIN_PAGES_APP_MISSING
    : 'This account is no longer connected.';

/** LinkedIn's two apps from the configuration, each only when its credentials are set. */
function linkedInAdapters(config: Config, now: () => Date, storedImage: StoredImage) {
  const shared: Omit<LinkedInSettings, 'app' | 'clientId' | 'clientSecret'> = {
    oauthUrl: config.LINKEDIN_OAUTH_URL,
    apiUrl: config.LINKEDIN_API_URL,
    version: config.LINKEDIN_VERSION,
  };
  const app = (settings: Pick<LinkedInSettings, 'app' | 'clientId' | 'clientSecret'>) =>
    createLinkedInAdapter({ ...shared, ...settings }, storedImage, now);
  const { LINKEDIN_CLIENT_ID, LINKEDIN_CLIENT_SECRET } = config;
  const { LINKEDIN_PAGES_CLIENT_ID, LINKEDIN_PAGES_CLIENT_SECRET } = config;
  return {
    member:
      LINKEDIN_CLIENT_ID && LINKEDIN_CLIENT_SECRET
        ? app({ app: 'member', clientId: LINKEDIN_CLIENT_ID, clientSecret: LINKEDIN_CLIENT_SECRET })
        : undefined,
    pages:
      LINKEDIN_PAGES_CLIENT_ID && LINKEDIN_PAGES_CLIENT_SECRET
        ? app({
            app: 'pages',
            clientId: LINKEDIN_PAGES_CLIENT_ID,
            clientSecret: LINKEDIN_PAGES_CLIENT_SECRET,
          })
        : undefined,
  };
}

/** What the app reads beside a network's availability: LinkedIn's pages app, X's prices. */
function availabilityExtras(
  network: Network,
  config: Config,
  linkedInPages: NetworkAdapter | undefined,
): Pick<NetworkAvailability, 'pages' | 'price_per_post_usd'> {
  if (network === 'linkedin') {
    return {
      pages: {
        configured: linkedInPages !== undefined,
        how_to_configure: linkedInPages ? null : HOW_TO_CONFIGURE_LINKEDIN_PAGES,
      },
    };
  }
  if (network === 'x') {
    return {
      price_per_post_usd: {
        post: config.X_PRICE_PER_POST_USD,
        with_link: config.X_PRICE_PER_POST_WITH_URL_USD,
      },
    };
  }
  return {};
}

/** Google Business Profile's adapter, when its OAuth client is configured. */
function googleBusinessAdapter(config: Config, mediaLinks: MediaLinks, now: () => Date) {
  const { GOOGLE_BUSINESS_CLIENT_ID: clientId, GOOGLE_BUSINESS_CLIENT_SECRET: clientSecret } =
    config;
  if (!clientId || !clientSecret) return undefined;
  return createGoogleBusinessAdapter(
    {
      clientId,
      clientSecret,
      authorizeUrl: config.GOOGLE_BUSINESS_AUTHORIZE_URL,
      tokenUrl: config.GOOGLE_BUSINESS_TOKEN_URL,
      revokeUrl: config.GOOGLE_BUSINESS_REVOKE_URL,
      accountsUrl: config.GOOGLE_BUSINESS_ACCOUNTS_URL,
      informationUrl: config.GOOGLE_BUSINESS_INFORMATION_URL,
      postsUrl: config.GOOGLE_BUSINESS_POSTS_URL,
    },
    mediaLinks,
    now,
  );
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
  const linkedIn = linkedInAdapters(config, now, storedImage);
  if (linkedIn.member) adapters.linkedin = linkedIn.member;
  if (config.TIKTOK_CLIENT_KEY && config.TIKTOK_CLIENT_SECRET) {
    adapters.tiktok = createTikTokAdapter(
      {
        verifiedUrlPrefix: config.TIKTOK_VERIFIED_URL_PREFIX ?? '',
        clientKey: config.TIKTOK_CLIENT_KEY,
        clientSecret: config.TIKTOK_CLIENT_SECRET,
        authorizeUrl: config.TIKTOK_AUTHORIZE_URL,
        apiUrl: config.TIKTOK_API_URL,
        pkce: config.TIKTOK_PKCE,
      },
      mediaLinks,
      now,
    );
  }
  const googleBusiness = googleBusinessAdapter(config, mediaLinks, now);
  if (googleBusiness) adapters.google_business = googleBusiness;
  return {
    adapters,
    ...(linkedIn.pages ? { linkedInPages: linkedIn.pages } : {}),
    sandbox,
    availability: NETWORKS.map((network) => ({
      network,
      configured: adapters[network] !== undefined,
      sandbox: sandbox && adapters[network] !== undefined,
      how_to_configure: adapters[network] ? null : HOW_TO_CONFIGURE[network],
      ...availabilityExtras(network, config, linkedIn.pages),
    })),
  };
}
