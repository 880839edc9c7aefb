import { MAX_TEAM_SIZE } from './team';

/**
 * The team calls' error texts (ADR 0061), written once for the server and the mock backend
 * so the app shows the same words whichever backend answers.
 */
export const TEAM_MESSAGES = {
  notAMember: 'You are not a member of this business.',
  memberNotFound: 'This person is not a member of this business.',
  ownerRoleFixed: "The Owner's role cannot be changed.",
  ownerNotRemovable: 'The Owner cannot be removed from the business.',
  removeYourself: 'To leave this business yourself, use "Leave business".',
  ownerCannotLeave: 'As its Owner you cannot leave this business.',
  lastBusiness:
    'This is the only business you belong to, so you cannot leave it. To stop using Smart Suite, delete your account in Settings.',
  teamFull: `A team has at most ${MAX_TEAM_SIZE} members and pending invitations together. Remove someone or revoke an invitation first.`,
  alreadyMember: 'This person is already a member of this business.',
  invitationNotFound: 'Invitation not found',
  invalidInvitationLink: 'This invitation link is not valid. Ask for a new one.',
  invitationAccepted: 'This invitation has already been accepted.',
  invitationRevoked: 'This invitation was withdrawn. Ask for a new one.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  tooManyInvitations:
    'This business has sent as many invitations as one hour allows. Please try again later.',
  /** The invitation names one address; the person signed in with another. */
  wrongAddress: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
} as const;

/** Why an invitation that is no longer pending cannot be used (answered with 410). */
export const INVITATION_UNUSABLE: Record<'accepted' | 'revoked' | 'expired', string> = {
  accepted: TEAM_MESSAGES.invitationAccepted,
  revoked: TEAM_MESSAGES.invitationRevoked,
  expired: TEAM_MESSAGES.invitationExpired,
};

/** What a reviewer is told when a decision cannot be made, in the product's words. */
export const APPROVAL_MESSAGES = {
  notWaiting: 'This post is not waiting for review any more: someone may have decided already.',
  noTime: 'This post has no date and time yet. Give it one, then approve it.',
  timePassed: 'The time of this post has passed. Give it a new date and time, then approve it.',
  linkNotFound: 'This approval link is not valid. Ask for a new link.',
  linkExpired: 'This approval link has expired. Ask the business for a new link.',
  linkRevoked: 'This approval link was withdrawn. Ask the business for a new link.',
  postNotOnPage: 'This post is not on this approval page.',
} as const;

/** The activity detail of a post approved with the month's plan (server and mock alike). */
export const APPROVED_WITH_PLAN_DETAIL = "Approved with the month's plan";
