import type { ConnectAs } from '@contract/integrations';
import { field, readJson, stringField } from './adapter';
import { restGet, type LinkedInRest } from './linkedin-rest';

export const ORGANIZATION_URN_PREFIX = 'urn:li:organization:';

/**
 * LinkedIn's two apps (ADR 0054): `member` (OpenID Connect + Share on LinkedIn) issues
 * tokens for the member's profile, `pages` (the Community Management API, alone on its app)
 * for the organization pages they administer.
 */
export type LinkedInApp = ConnectAs;

/**
 * The app that issued a connected account's token, told by its author URN: each app only
 * ever issues one kind, so an organization page's token is always the pages app's.
 */
export const linkedInAppOf = (remoteId: string): LinkedInApp =>
  remoteId.startsWith(ORGANIZATION_URN_PREFIX) ? 'pages' : 'member';

/** The pages app's scopes: posting as a page and finding the pages a member administers. */
export const ORGANIZATION_SCOPES =
  'w_organization_social r_organization_social rw_organization_admin';

/** One page of ACLs is plenty: a small business administers a handful of pages. */
const ACL_PAGE_SIZE = 100;

export interface LinkedInOrganization {
  urn: string;
  name: string;
}

/**
 * The organization pages the member may post as: their approved ADMINISTRATOR roles
 * (Organization Access Control), each named by its localizedName.
 */
export async function administeredOrganizations(
  rest: LinkedInRest,
  accessToken: string,
): Promise<LinkedInOrganization[]> {
  const query = new URLSearchParams({
    q: 'roleAssignee',
    role: 'ADMINISTRATOR',
    state: 'APPROVED',
    count: String(ACL_PAGE_SIZE),
  });
  const response = await restGet(rest, `/rest/organizationAcls?${query.toString()}`, accessToken);
  if (!response.ok) {
    throw new Error(`LinkedIn answered ${response.status} for the organization roles`);
  }
  const elements = field(await readJson(response), 'elements');
  const urns = new Set<string>();
  for (const element of Array.isArray(elements) ? elements : []) {
    // The filters are asked of LinkedIn and checked again here: posting needs exactly this role.
    if (stringField(element, 'role') !== 'ADMINISTRATOR') continue;
    if (stringField(element, 'state') !== 'APPROVED') continue;
    const urn =
      stringField(element, 'organization') ?? stringField(element, 'organizationalTarget');
    if (urn?.startsWith(ORGANIZATION_URN_PREFIX)) urns.add(urn);
  }
  return Promise.all(
    [...urns].map(async (urn) => ({ urn, name: await organizationName(rest, urn, accessToken) })),
  );
}

async function organizationName(rest: LinkedInRest, urn: string, accessToken: string) {
  const id = urn.slice(ORGANIZATION_URN_PREFIX.length);
  const response = await restGet(
    rest,
    `/rest/organizations/${encodeURIComponent(id)}`,
    accessToken,
  );
  if (!response.ok) throw new Error(`LinkedIn answered ${response.status} for organization ${id}`);
  return stringField(await readJson(response), 'localizedName') ?? `LinkedIn page ${id}`;
}
