import { randomBytes } from 'node:crypto';
import { sniffRasterType } from '../../media/sniff';
import { isKnownSunset } from '../networks/linkedin-version';
import {
  sandboxClientId,
  type NetworkSpec,
  type RouteContext,
  type StandInAnswer,
  type StandInRequest,
} from './stand-in';

/**
 * LinkedIn's stand-in (docs/network-facts.md, LinkedIn): the member's profile, the
 * organization pages they hold roles on (Organization Access Control), and the Posts API as
 * the member or a page they administer, with an image uploaded through the Images API.
 * Versioned REST headers (426 for a sunset version), 201 with the id in x-restli-id, 422
 * duplicates, 403 ACCESS_DENIED for an author the member may not post as. Two apps, as
 * LinkedIn requires (ADR 0054): the member app's tokens reach the profile only, the pages
 * app's the organization pages only.
 */

/** The pages app (Community Management API) beside the member app `sandbox-linkedin`. */
export const LINKEDIN_PAGES_APP = 'sandbox-linkedin-pages';
const LINKEDIN_MEMBER_APP = sandboxClientId('linkedin');
const MEMBER_APP_SCOPES = 'openid profile w_member_social';
const PAGES_APP_SCOPES = 'w_organization_social r_organization_social rw_organization_admin';

const LINKEDIN_MEMBER_ID = 'SandboxOwner1';
export const LINKEDIN_MEMBER = `urn:li:person:${LINKEDIN_MEMBER_ID}`;

export const LINKEDIN_ORGANIZATIONS = [
  { id: 90_000_001, localizedName: 'Sandbox Bakery', vanityName: 'sandbox-bakery' },
  { id: 90_000_002, localizedName: 'Sandbox Bakery Catering', vanityName: 'sandbox-catering' },
  { id: 90_000_003, localizedName: 'Sandbox Farmers Market', vanityName: 'sandbox-market' },
  { id: 90_000_004, localizedName: 'Sandbox Corner Cafe', vanityName: 'sandbox-cafe' },
] as const;
export const organizationUrn = (id: number) => `urn:li:organization:${id}`;

interface OrganizationRole {
  organization: string;
  role: 'ADMINISTRATOR' | 'CONTENT_ADMINISTRATOR' | 'RECRUITING_POSTER' | 'ANALYST';
  state: 'APPROVED' | 'REQUESTED' | 'REVOKED';
}

/**
 * The sandbox member's roles: administrator of two pages, a recruiter on a third, a pending
 * request on a fourth. Tests change a role to see a post refused, then call reset.
 */
export const linkedInRoles = {
  current: [] as OrganizationRole[],
  reset() {
    this.current = [
      { organization: organizationUrn(90_000_001), role: 'ADMINISTRATOR', state: 'APPROVED' },
      { organization: organizationUrn(90_000_002), role: 'ADMINISTRATOR', state: 'APPROVED' },
      { organization: organizationUrn(90_000_003), role: 'RECRUITING_POSTER', state: 'APPROVED' },
      { organization: organizationUrn(90_000_004), role: 'ADMINISTRATOR', state: 'REQUESTED' },
    ];
  },
};
linkedInRoles.reset();

/** The roles LinkedIn lets post as a page. */
const POSTING_ROLES = new Set(['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR']);

interface UploadedImage {
  owner: string;
  /** The bytes PUT to the upload address; null until then. */
  bytes: Buffer | null;
  /** PUTs received for it (a second upload of one image would show here). */
  uploads: number;
}
/** Images by URN; ids are random, so stand-ins in one process never collide. */
export const linkedInImages = new Map<string, UploadedImage>();
const IMAGE_URN_PREFIX = 'urn:li:image:';

export const linkedInError = (status: number, message: string, code?: string): StandInAnswer => ({
  status,
  body: {
    status,
    message,
    ...(code
      ? {
          errorDetailType: 'com.linkedin.common.error.BadRequest',
          errorDetails: { inputErrors: [{ description: message, code }] },
        }
      : {}),
  },
});

const version = (request: StandInRequest) => String(request.headers['linkedin-version']);

/** LinkedIn's refusal of a call the token's member may not make. */
const accessDenied = (resource: string): StandInAnswer => ({
  status: 403,
  body: {
    status: 403,
    serviceErrorCode: 100,
    code: 'ACCESS_DENIED',
    message: `Not enough permissions to access: ${resource}`,
  },
});

/**
 * The versioned REST API's header rules; null when the request keeps them. A version past
 * its published sunset is answered as LinkedIn answers it: 426, NONEXISTENT_VERSION.
 */
const restRefusal = (request: StandInRequest, context: RouteContext): StandInAnswer | null => {
  if (!request.subject) return linkedInSpec.expiredToken();
  const version = String(request.headers['linkedin-version'] ?? '');
  if (!/^\d{6}$/.test(version)) {
    return linkedInError(426, 'A valid LinkedIn-Version header is required');
  }
  if (isKnownSunset(version, new Date(context.now()))) {
    return {
      status: 426,
      body: {
        status: 426,
        code: 'NONEXISTENT_VERSION',
        message: `Requested version ${version} is not active`,
      },
    };
  }
  if (request.headers['x-restli-protocol-version'] !== '2.0.0') {
    return linkedInError(400, 'X-Restli-Protocol-Version 2.0.0 is required');
  }
  return null;
};

/**
 * The fields the Posts API requires (docs/network-facts.md, "LinkedIn"), each with a value
 * it takes: the first missing or refused one, or null when the post has them all.
 */
const REQUIRED_POST_FIELDS: [path: string, allowed: readonly string[] | null][] = [
  ['author', null],
  ['commentary', null],
  ['visibility', ['PUBLIC', 'CONNECTIONS', 'LOGGED_IN', 'CONTAINER']],
  ['distribution/feedDistribution', ['MAIN_FEED', 'NONE']],
  ['lifecycleState', ['PUBLISHED', 'DRAFT', 'PUBLISH_REQUESTED', 'PUBLISH_FAILED']],
];
function missingPostField(body: unknown): string | null {
  for (const [path, allowed] of REQUIRED_POST_FIELDS) {
    let value: unknown = body;
    for (const key of path.split('/')) {
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : null;
    }
    if (typeof value !== 'string' || (allowed && !allowed.includes(value))) return path;
  }
  return null;
}

/**
 * The member app's token posts as the member (w_member_social), the pages app's as a page
 * the member administers (w_organization_social); neither as the other.
 */
const mayPostAs = (author: string, client: string | null) =>
  client === LINKEDIN_MEMBER_APP
    ? author === LINKEDIN_MEMBER
    : client === LINKEDIN_PAGES_APP &&
      linkedInRoles.current.some(
        (role) =>
          role.organization === author && role.state === 'APPROVED' && POSTING_ROLES.has(role.role),
      );

export const linkedInSpec: NetworkSpec = {
  network: 'linkedin',
  authorizePath: '/oauth/v2/authorization',
  tokenPath: '/oauth/v2/accessToken',
  tokenMethod: 'POST',
  revokePath: '/oauth/v2/revoke',
  otherApps: [LINKEDIN_PAGES_APP],
  revokeByIssuingApp: true,
  pkce: false,
  refresh: 'none',
  accessTtlSeconds: 60 * 86_400,
  refreshTtlSeconds: 0,
  tokenAnswer: (input) => ({
    access_token: input.accessToken,
    expires_in: input.expiresIn,
    scope: input.client === LINKEDIN_PAGES_APP ? PAGES_APP_SCOPES : MEMBER_APP_SCOPES,
  }),
  oauthError: (error, description) => ({
    status: 400,
    body: { error, error_description: description },
  }),
  expiredToken: () => linkedInError(401, 'Invalid access token'),
  serverError: (status) => linkedInError(status, 'Internal Server Error'),
  // LinkedIn announces no reset: a 429 with no rate-limit headers.
  rateLimited: () =>
    linkedInError(429, 'Resource level throttle limit for calls to this resource is reached.'),
  routes: {
    // OpenID Connect: the member app's `openid profile` scopes only.
    'GET /v2/userinfo': (request) => {
      if (!request.subject) return linkedInSpec.expiredToken();
      if (request.client !== LINKEDIN_MEMBER_APP) return accessDenied('userinfo');
      return { status: 200, body: { sub: LINKEDIN_MEMBER_ID, name: 'Sandbox Owner' } };
    },
    // The roleAssignee finder: the token's member's roles, filtered as asked.
    'GET /rest/organizationAcls': (request, context) => {
      const refused = restRefusal(request, context);
      if (refused) return refused;
      // rw_organization_admin: the pages app's scope.
      if (request.client !== LINKEDIN_PAGES_APP) {
        return accessDenied(`organizationAcls.FINDER-roleAssignee.${version(request)}`);
      }
      if (request.query.get('q') !== 'roleAssignee') {
        return linkedInError(400, 'Unsupported finder');
      }
      const role = request.query.get('role');
      const state = request.query.get('state');
      const elements = linkedInRoles.current
        .filter((acl) => (!role || acl.role === role) && (!state || acl.state === state))
        .map((acl) => ({ ...acl, roleAssignee: LINKEDIN_MEMBER }));
      return {
        status: 200,
        body: {
          paging: { start: 0, count: Number(request.query.get('count') ?? 10), links: [] },
          elements,
        },
      };
    },
    'GET /rest/organizations/:id': (request, context) => {
      const refused = restRefusal(request, context);
      if (refused) return refused;
      const id = Number(request.path.split('/')[3]);
      const organization = LINKEDIN_ORGANIZATIONS.find((item) => item.id === id);
      if (!organization) return linkedInError(404, `Organization ${id} not found`);
      return {
        status: 200,
        body: {
          ...organization,
          name: { localized: { en_US: organization.localizedName } },
          primaryOrganizationType: 'NONE',
        },
      };
    },
    'POST /rest/images': (request, context) => {
      const refused = restRefusal(request, context);
      if (refused) return refused;
      if (request.query.get('action') !== 'initializeUpload') {
        return linkedInError(400, 'Unsupported action');
      }
      const body = request.json as { initializeUploadRequest?: { owner?: string } } | undefined;
      const owner = body?.initializeUploadRequest?.owner ?? '';
      if (!mayPostAs(owner, request.client)) {
        return accessDenied(`images.ACTION.${version(request)}`);
      }
      const id = `D4E10AQ${randomBytes(9).toString('base64url')}`;
      linkedInImages.set(`${IMAGE_URN_PREFIX}${id}`, { owner, bytes: null, uploads: 0 });
      return {
        status: 200,
        body: {
          value: {
            uploadUrlExpiresAt: context.now() + 86_400_000,
            uploadUrl: `${context.baseUrl}/dms-uploads/${id}?ca=vector_feedshare&sync=0&v=beta`,
            image: `${IMAGE_URN_PREFIX}${id}`,
          },
        },
      };
    },
    // The upload address: the bytes must be an image (by their magic numbers).
    'PUT /dms-uploads/:id': async (request) => {
      if (!request.subject) return linkedInSpec.expiredToken();
      const image = linkedInImages.get(`${IMAGE_URN_PREFIX}${request.path.split('/')[2] ?? ''}`);
      if (!image) return linkedInError(404, 'Upload not found');
      if (!(await sniffRasterType(request.raw))) {
        return linkedInError(400, 'The uploaded file is not a JPEG, PNG or GIF image');
      }
      image.bytes = request.raw;
      image.uploads += 1;
      return { status: 201 };
    },
    'POST /rest/posts': (request, context) => {
      const refused = restRefusal(request, context);
      if (refused) return refused;
      const body = request.json as
        { author?: string; commentary?: string; content?: { media?: { id?: string } } } | undefined;
      const missing = missingPostField(request.json);
      if (missing) {
        return linkedInError(
          422,
          `ERROR :: /${missing} :: field is required but not found and has no default value`,
          'MISSING_FIELD',
        );
      }
      const author = body?.author ?? '';
      const text = body?.commentary ?? '';
      if (!mayPostAs(author, request.client)) {
        return accessDenied(`partnerApiPostsExternal.CREATE.${version(request)}`);
      }
      if (!text) return linkedInError(422, 'commentary is required', 'MISSING_FIELD');
      const imageUrn = body?.content?.media?.id;
      if (imageUrn !== undefined) {
        const image = linkedInImages.get(imageUrn);
        if (!image?.bytes || image.owner !== author) {
          return linkedInError(
            422,
            `ERROR :: /content/media/id :: ${imageUrn} is not an uploaded image of ${author}`,
            'INVALID_MEDIA',
          );
        }
      }
      const earlier = context.ledger.find(
        (entry) => entry.author === author && entry.text === text,
      );
      if (earlier) {
        return linkedInError(
          422,
          `Content is a duplicate of urn:li:share:${earlier.id}`,
          'DUPLICATE_POST',
        );
      }
      const entry = context.record(author, text);
      if (imageUrn) entry.media = [imageUrn];
      return { status: 201, headers: { 'x-restli-id': `urn:li:share:${entry.id}` } };
    },
  },
};
