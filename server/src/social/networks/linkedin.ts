import {
  networkFetch,
  assertRevoked,
  PublishError,
  RETRY_LATER,
  classifyStatus,
  field,
  readJson,
  stringField,
  tokenFailure,
  tokenSetFrom,
  type NetworkAdapter,
  type PreparedRefs,
  type StoredImage,
} from './adapter';
import {
  administeredOrganizations,
  ORGANIZATION_SCOPES,
  ORGANIZATION_URN_PREFIX,
  type LinkedInApp,
} from './linkedin-organizations';
import { LinkedInCallFailed, uploadImage } from './linkedin-images';
import { restPost } from './linkedin-rest';

export interface LinkedInSettings {
  /** Which of the two apps these credentials are (ADR 0054): it decides scopes and targets. */
  app: LinkedInApp;
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  apiUrl: string;
  version: string;
}

const MEMBER_SCOPES = 'openid profile w_member_social';
/** LinkedIn announces no reset on 429: wait this long before asking again. */
const RATE_LIMIT_PAUSE_MS = 15 * 60_000;

/** "little text": these characters are markup in commentary and must be escaped. */
export const escapeLittleText = (text: string) => text.replace(/[\\<>#~_|[\]*(){}@]/g, '\\$&');

/** The post's address, for a member's post and a page's alike. */
export const linkedInPostUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

/** A refusal as our classes: what to tell the owner and whether to try again. */
async function failure(
  response: Response,
  doing: string,
  author: string,
  now: () => Date,
): Promise<PublishError> {
  const body = await readJson(response);
  const message = stringField(body, 'message') ?? `LinkedIn answered ${response.status}`;
  const inputErrors = field(body, 'errorDetails', 'inputErrors');
  const codes = Array.isArray(inputErrors)
    ? inputErrors.map((item: unknown) => stringField(item, 'code'))
    : [];
  if (codes.includes('DUPLICATE_POST')) {
    return new PublishError('duplicate', message, 'DUPLICATE_POST');
  }
  if (response.status === 429) {
    return new PublishError(
      'rate_limit',
      'LinkedIn asked us to slow down.',
      '429',
      new Date(now().getTime() + RATE_LIMIT_PAUSE_MS),
    );
  }
  if (response.status === 403 && author.startsWith(ORGANIZATION_URN_PREFIX)) {
    return new PublishError(
      'permission',
      'LinkedIn no longer lets this account post as this page. Check that you are still one of its administrators, then connect LinkedIn again.',
      '403',
    );
  }
  const errorClass = classifyStatus(response.status);
  return new PublishError(
    errorClass,
    errorClass === 'transient' ? RETRY_LATER : `LinkedIn refused ${doing}: ${message}`,
    String(response.status),
  );
}

/** Signing in with the app's scopes, and forgetting the grant. */
function linkedInLogin(
  settings: LinkedInSettings,
  now: () => Date,
): Pick<NetworkAdapter, 'authorizeUrl' | 'exchangeCode' | 'revoke'> {
  const scopes = settings.app === 'pages' ? ORGANIZATION_SCOPES : MEMBER_SCOPES;
  return {
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${settings.oauthUrl}/authorization`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        state,
        scope: scopes,
      }).toString();
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const response = await networkFetch(`${settings.oauthUrl}/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
      });
      if (!response.ok) throw await tokenFailure(response);
      return tokenSetFrom(await readJson(response), now());
    },
    async revoke(accessToken) {
      const response = await networkFetch(`${settings.oauthUrl}/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: accessToken,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
      });
      assertRevoked('LinkedIn', response);
    },
  };
}

/** What the owner can post as: the member's profile, or the pages they administer. */
function linkedInTargets(settings: LinkedInSettings): Pick<NetworkAdapter, 'listTargets'> {
  return {
    async listTargets(tokens) {
      // The pages app has no member scopes: its login lists the pages alone, each posted to
      // with the member's token (LinkedIn has no page tokens).
      if (settings.app === 'pages') {
        const organizations = await administeredOrganizations(settings, tokens.accessToken);
        return organizations.map((organization) => ({
          id: organization.urn,
          name: organization.name,
          accessToken: tokens.accessToken,
        }));
      }
      const response = await networkFetch(`${settings.apiUrl}/v2/userinfo`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      if (!response.ok) throw new Error(`LinkedIn answered ${response.status} for the profile`);
      const body = await readJson(response);
      const sub = stringField(body, 'sub');
      if (!sub) throw new Error('LinkedIn sent no member id');
      return [
        {
          id: `urn:li:person:${sub}`,
          name: stringField(body, 'name') ?? 'LinkedIn member',
          accessToken: tokens.accessToken,
        },
      ];
    },
  };
}

/** The image uploaded for its author, then the post itself. */
function linkedInPosting(
  settings: LinkedInSettings,
  readImage: StoredImage,
  now: () => Date,
): Pick<NetworkAdapter, 'prepare' | 'publish'> {
  return {
    /** The post's image uploaded for its author, once: its URN is the checkpoint. */
    async prepare({ target, accessToken, post }): Promise<PreparedRefs> {
      if (!post.imageKey) return {};
      const bytes = await readImage(post.imageKey);
      if (!bytes) {
        throw new PublishError('content', 'The post’s image is missing. Choose another image.');
      }
      try {
        return { image: await uploadImage(settings, { owner: target, accessToken, bytes }) };
      } catch (error) {
        if (error instanceof LinkedInCallFailed) {
          throw await failure(error.response, error.doing, target, now);
        }
        throw error;
      }
    },
    async publish({ target, accessToken, post, prepared }) {
      // The author is the member or an organization page: the same call either way.
      const response = await restPost(settings, '/rest/posts', accessToken, {
        author: target,
        commentary: escapeLittleText(post.text),
        ...(prepared.image ? { content: { media: { id: prepared.image } } } : {}),
        visibility: 'PUBLIC',
        distribution: {
          feedDistribution: 'MAIN_FEED',
          targetEntities: [],
          thirdPartyDistributionChannels: [],
        },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      });
      if (response.status === 201) {
        const header = response.headers.get('x-restli-id');
        if (!header) throw new Error('LinkedIn accepted the post but sent no id');
        // Rest.li may send the URN URL-encoded.
        const id = decodeURIComponent(header);
        return { remoteId: id, url: linkedInPostUrl(id) };
      }
      throw await failure(response, 'the post', target, now);
    },
  };
}

/**
 * LinkedIn Posts API through one of its two apps: the member app posts as the member's
 * profile, the pages app (Community Management API) as the pages they administer. Refresh
 * tokens exist only for approved partners.
 */
export function createLinkedInAdapter(
  settings: LinkedInSettings,
  readImage: StoredImage,
  now: () => Date,
): NetworkAdapter {
  return {
    network: 'linkedin',
    pkce: false,
    ...linkedInLogin(settings, now),
    ...linkedInTargets(settings),
    ...linkedInPosting(settings, readImage, now),
  };
}
