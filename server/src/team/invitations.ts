import {
  INVITATION_DAYS,
  MAX_TEAM_SIZE,
  type Invitation,
  type InvitationPreview,
  type InviteMemberRequest,
  type BusinessSummary,
  type Role,
} from '@contract/team';
import { INVITATION_UNUSABLE, TEAM_MESSAGES } from '@contract/team-messages';
import { hashSessionToken, newSessionToken } from '../auth/session-tokens';
import {
  invitationState,
  type InvitationRow,
  type InvitationWithBusiness,
} from '../db/invitations';
import type { Repositories } from '../db/repositories';
import { normaliseEmail, type UserRow } from '../db/users';
import { isUuid } from '../db/uuid';
import { TEAM_ACTIVITY_DETAILS } from '@core/team/activity-details';
import { memberActor, type ActivityLog } from '../activity/activity-log';
import { HttpError } from '../http-error';
import type { Mailer, MailMessage } from '../mail/mailer';
import { invitationMail } from './invitation-mail';
import type { TeamSession } from './team-session';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Invitations one business sends per hour: enough for a team, too few to spam with. */
export const INVITATIONS_PER_HOUR = 20;

/** The path of an invitation's link in the app; the token is its last segment. */
export const INVITATION_PATH = '/invitations/';

export interface TeamInvitationOptions {
  repos: Pick<Repositories, 'invitations' | 'memberships' | 'users' | 'rateLimits'>;
  mailer: Mailer;
  /** Invitations sent and withdrawn, and people joining, are written to the business's log. */
  activity: ActivityLog;
  log: { error(details: object, message: string): void };
  /** Where the app is reached; links are built on it, never on a request's Host header. */
  appUrl: string;
  now: () => Date;
}

const publicInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

/** Not a member yet, and members plus pending invitations (a replaced one aside) within the cap. */
async function assertRoomFor(options: TeamInvitationOptions, businessId: string, email: string) {
  const { repos } = options;
  const members = await repos.memberships.listByBusiness(businessId);
  if (members.some((member) => member.email === email)) {
    throw new HttpError(409, TEAM_MESSAGES.alreadyMember);
  }
  const waiting = await repos.invitations.countPending(businessId, email, options.now());
  if (members.length + waiting >= MAX_TEAM_SIZE) throw new HttpError(409, TEAM_MESSAGES.teamFull);
}

/** INVITATIONS_PER_HOUR per business, counted in the database so every instance shares it. */
async function limitPerBusiness(options: TeamInvitationOptions, businessId: string) {
  const window = await options.repos.rateLimits.hit(`team-invitations:${businessId}`, HOUR_MS);
  if (window.count <= INVITATIONS_PER_HOUR) return;
  throw new HttpError(429, TEAM_MESSAGES.tooManyInvitations, {
    'Retry-After': String(Math.max(1, Math.ceil(window.ttlMs / 1000))),
  });
}

/** Sent after the answer, as account links are: a mail server that is down fails no request. */
function sendLater(options: TeamInvitationOptions, message: MailMessage) {
  options.mailer.send(message).catch((error: unknown) => {
    options.log.error({ err: error }, 'an invitation e-mail could not be sent');
  });
}

/** Stores the invitation (replacing one still open to that address) and e-mails its link. */
async function invite(
  options: TeamInvitationOptions,
  session: TeamSession,
  request: InviteMemberRequest,
): Promise<Invitation> {
  if (!session.business) throw new HttpError(403, TEAM_MESSAGES.notAMember);
  const business = session.business;
  const email = normaliseEmail(request.email);
  await assertRoomFor(options, business.id, email);
  await limitPerBusiness(options, business.id);
  const token = newSessionToken();
  const row = await options.repos.invitations.issue({
    businessId: business.id,
    email,
    role: request.role,
    tokenHash: hashSessionToken(token),
    invitedBy: session.user.id,
    expiresAt: new Date(options.now().getTime() + INVITATION_DAYS * DAY_MS),
  });
  sendLater(
    options,
    invitationMail({
      to: email,
      link: `${options.appUrl.replace(/\/+$/, '')}${INVITATION_PATH}${token}`,
      businessName: (await options.repos.memberships.nameOf(business.id)) ?? business.name,
      inviterName: session.user.name?.trim() || session.user.email || 'A member',
      role: request.role,
    }),
  );
  await options.activity.record({
    businessId: business.id,
    actor: memberActor(session.user),
    action: 'invited',
    subject: email,
    detail: TEAM_ACTIVITY_DETAILS.invited(email, request.role),
  });
  return publicInvitation(row);
}

/** The log's entry for a person who joined through an invitation. */
const recordJoined = (
  options: TeamInvitationOptions,
  invitation: InvitationRow,
  user: UserRow,
  role: Role,
) =>
  options.activity.record({
    businessId: invitation.businessId,
    actor: memberActor(user),
    action: 'member_joined',
    detail: TEAM_ACTIVITY_DETAILS.joined(role),
  });

/** Withdraws an invitation of the session's own business (any other id is not found). */
async function revoke(options: TeamInvitationOptions, session: TeamSession, id: string) {
  if (!session.business) throw new HttpError(403, TEAM_MESSAGES.notAMember);
  const revoked = isUuid(id)
    ? await options.repos.invitations.revoke(session.business.id, id, options.now())
    : undefined;
  if (!revoked) throw new HttpError(404, TEAM_MESSAGES.invitationNotFound);
  await options.activity.record({
    businessId: session.business.id,
    actor: memberActor(session.user),
    action: 'invitation_revoked',
    subject: revoked.email,
    detail: TEAM_ACTIVITY_DETAILS.invitationRevoked(revoked.email),
  });
}

/**
 * Invitations by e-mail (ADR 0061): a single-use link valid INVITATION_DAYS days, only its
 * hash stored. The link shows only what the e-mail said; joining takes the invited address,
 * signed in or signing up, and nothing of the business is visible before that.
 */
export function createTeamInvitations(options: TeamInvitationOptions) {
  const { repos, now } = options;

  const findByToken = (token: string) => repos.invitations.findByTokenHash(hashSessionToken(token));

  /** The pending invitation a token names and the address it was sent to, or why not. */
  const usable = async (token: string): Promise<InvitationWithBusiness> => {
    const invitation = await findByToken(token);
    if (!invitation) throw new HttpError(404, TEAM_MESSAGES.invalidInvitationLink);
    const state = invitationState(invitation, now());
    if (state !== 'pending') throw new HttpError(410, INVITATION_UNUSABLE[state]);
    return invitation;
  };

  return {
    /** Stores the invitation (replacing one still open to that address) and e-mails its link. */
    invite: (session: TeamSession, request: InviteMemberRequest) =>
      invite(options, session, request),

    /** Only an invitation of the session's own business: any other id is not found. */
    revoke: (session: TeamSession, id: string) => revoke(options, session, id),

    /** What the e-mail already said, and where the invitation stands; nothing else. */
    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await findByToken(token);
      if (!invitation) throw new HttpError(404, TEAM_MESSAGES.invalidInvitationLink);
      return {
        business_name: invitation.businessName,
        role: invitation.role,
        email: invitation.email,
        state: invitationState(invitation, now()),
      };
    },

    /** The signed-in person with the invited address joins; the session acts for the business. */
    async accept(session: TeamSession, token: string): Promise<BusinessSummary> {
      const invitation = await usable(token);
      if (normaliseEmail(session.user.email ?? '') !== invitation.email) {
        throw new HttpError(403, TEAM_MESSAGES.wrongAddress(invitation.email));
      }
      const accepted = await repos.invitations.accept(invitation, session.user.id, now());
      if (!accepted) throw new HttpError(410, TEAM_MESSAGES.invitationAccepted);
      await session.actFor(invitation.businessId);
      const role = await repos.memberships.roleOf(invitation.businessId, session.user.id);
      await recordJoined(options, invitation, session.user, role ?? invitation.role);
      return {
        id: invitation.businessId,
        name: invitation.businessName,
        role: role ?? invitation.role,
      };
    },

    /**
     * Sign-up through an invitation: when the token is pending and names this address, the
     * person is made with it proven and joins that business only. Undefined otherwise, and
     * the sign-up goes on as any other: a bad token neither blocks it nor joins anything.
     */
    async signUpThrough(
      token: string,
      email: string,
      passwordHash: string,
    ): Promise<UserRow | undefined> {
      const invitation = await findByToken(token);
      if (!invitation || invitationState(invitation, now()) !== 'pending') return undefined;
      if (invitation.email !== normaliseEmail(email)) return undefined;
      const user = await repos.invitations.signUpThrough(invitation, passwordHash, now());
      if (user) await recordJoined(options, invitation, user, invitation.role);
      return user;
    },
  };
}
export type TeamInvitations = ReturnType<typeof createTeamInvitations>;
