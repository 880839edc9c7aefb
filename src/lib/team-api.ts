import type { User } from '@contract/auth';
import type { Post } from '@contract/posts';
import type {
  ActivityResponse,
  ApprovalLink,
  ApprovalPageResponse,
  ApprovalPost,
  BusinessesResponse,
  BusinessSummary,
  Invitation,
  InvitationPreview,
  InviteMemberRequest,
  InviteRole,
  LinkDecisionRequest,
  ReviewPostRequest,
  TeamResponse,
} from '@contract/team';
import { send } from './api';

/** A business's team, approvals and activity (ADR 0061), each call checked by the contract. */

export const getBusinesses = (): Promise<BusinessesResponse> => send('getBusinesses');

export const switchBusiness = (businessId: string): Promise<BusinessesResponse> =>
  send('switchBusiness', { body: { business_id: businessId } });

export const createBusiness = (name: string): Promise<BusinessesResponse> =>
  send('createBusiness', { body: { name } });

export const getTeam = (): Promise<TeamResponse> => send('getTeam');

export async function inviteMember(request: InviteMemberRequest): Promise<Invitation> {
  return (await send('inviteMember', { body: request })).invitation;
}

export async function revokeInvitation(id: string): Promise<void> {
  await send('revokeInvitation', { params: { id } });
}

export const changeMemberRole = (userId: string, role: InviteRole): Promise<TeamResponse> =>
  send('changeMemberRole', { params: { userId }, body: { role } });

export async function removeMember(userId: string): Promise<void> {
  await send('removeMember', { params: { userId } });
}

export const leaveBusiness = (): Promise<BusinessesResponse> => send('leaveBusiness', { body: {} });

export const getInvitation = (token: string): Promise<InvitationPreview> =>
  send('getInvitation', { params: { token } });

export async function acceptInvitation(token: string): Promise<BusinessSummary> {
  return (await send('acceptInvitation', { params: { token }, body: {} })).business;
}

export async function reviewPost(id: string, request: ReviewPostRequest): Promise<Post> {
  return (await send('reviewPost', { params: { id }, body: request })).post;
}

export async function getApprovalLinks(): Promise<ApprovalLink[]> {
  return (await send('getApprovalLinks')).links;
}

export async function createApprovalLink(label: string): Promise<ApprovalLink> {
  return (await send('createApprovalLink', { body: { label } })).link;
}

export async function revokeApprovalLink(id: string): Promise<void> {
  await send('revokeApprovalLink', { params: { id } });
}

export const getApprovalPage = (token: string): Promise<ApprovalPageResponse> =>
  send('getApprovalPage', { params: { token } });

export async function decideThroughLink(
  token: string,
  postId: string,
  request: LinkDecisionRequest,
): Promise<ApprovalPost> {
  return (await send('decideThroughLink', { params: { token, postId }, body: request })).post;
}

export const getActivity = (before?: string): Promise<ActivityResponse> =>
  send('getActivity', { query: { limit: '20', ...(before ? { before } : {}) } });

export const getPostActivity = (postId: string): Promise<ActivityResponse> =>
  send('getPostActivity', { params: { id: postId }, query: { limit: '10' } });

/** The text of a failed team call when the server could not be reached. */
export const TEAM_NETWORK_TEXT = {
  network: 'Could not reach the server. Check your connection and try again.',
};

/** Sign-up through an invitation: the new person joins its business (ADR 0061). */
export async function signUpThroughInvitation(
  email: string,
  password: string,
  invitationToken: string,
): Promise<User> {
  return (await send('addUser', { body: { email, password, invitation_token: invitationToken } }))
    .user;
}
