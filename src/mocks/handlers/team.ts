import { API_MESSAGES } from '@contract/messages';
import {
  INVITATION_DAYS,
  MAX_TEAM_SIZE,
  type Invitation,
  type InvitationPreview,
} from '@contract/team';
import { INVITATION_UNUSABLE, TEAM_MESSAGES } from '@contract/team-messages';
import { TEAM_ACTIVITY_DETAILS } from '@core/team/activity-details';
import { memberChangeRefusal } from '@core/team/roles';
import { getDb } from '../db';
import { endpointHandler } from '../http';
import {
  businessesOf,
  businessName,
  createBusinessFor,
  findBusiness,
  isMember,
  logActivity,
  memberPerson,
  membersOf,
  membershipsOf,
  personName,
} from '../team';
import { hashToken, newToken, type MockActor, type MockInvitation } from '../team-store';

const DAY_MS = 86_400_000;

/** The invitation links the mock "e-mailed", by address: tests read them, nobody else. */
const mailedInvitations = new Map<string, string>();

export function mailedInvitationToken(email: string): string | undefined {
  return mailedInvitations.get(email.trim().toLowerCase());
}

/** Where an invitation stands now: a pending one past its time has expired. */
export function invitationState(record: MockInvitation): InvitationPreview['state'] {
  if (record.state === 'pending' && Date.parse(record.expiresAt) <= Date.now()) return 'expired';
  return record.state;
}

const publicInvitation = (record: MockInvitation): Invitation => ({
  id: record.id,
  email: record.email,
  role: record.role,
  invited_at: record.invitedAt,
  expires_at: record.expiresAt,
});

export async function findInvitationByToken(token: string) {
  const hash = await hashToken(token);
  return getDb()
    .teamState()
    .invitations.find((record) => record.tokenHash === hash);
}

/**
 * The invitation a sign-up may join through: pending and sent to this address. Any other
 * token is passed over, as the server does, so it neither blocks the sign-up nor joins.
 */
export async function usableInvitation(token: string | undefined, email: string) {
  const record = token ? await findInvitationByToken(token) : undefined;
  if (!record || invitationState(record) !== 'pending') return undefined;
  return record.email.toLowerCase() === email.trim().toLowerCase() ? record : undefined;
}

/** Adds an invitation and "e-mails" its link; answers the record. */
export async function issueInvitation(
  businessId: string,
  email: string,
  role: MockInvitation['role'],
): Promise<{ record: MockInvitation; token: string }> {
  const db = getDb();
  const token = newToken();
  const record: MockInvitation = {
    id: db.newId('invitation'),
    businessId,
    email: email.trim(),
    role,
    tokenHash: await hashToken(token),
    invitedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS).toISOString(),
    state: 'pending',
  };
  db.teamState().invitations.push(record);
  db.saveTeam();
  mailedInvitations.set(record.email.toLowerCase(), token);
  if (import.meta.env.MODE !== 'test') {
    const link = `${globalThis.location?.origin ?? ''}/invitations/${token}`;
    console.info(`[mock backend] Invitation e-mail to ${record.email}: ${link}`);
  }
  return { record, token };
}

const pendingOf = (businessId: string) =>
  getDb()
    .teamState()
    .invitations.filter(
      (record) => record.businessId === businessId && invitationState(record) === 'pending',
    );

export function teamAnswer(actor: MockActor) {
  const manages = actor.role === 'owner' || actor.role === 'admin';
  return {
    your_role: actor.role,
    members: membersOf(actor.business.id, actor.userId),
    invitations: manages ? pendingOf(actor.business.id).map(publicInvitation) : [],
  };
}

/** Joins the invitation's business and acts for it; the invitation is used up. */
export function joinThroughInvitation(record: MockInvitation, userId: string) {
  const db = getDb();
  const team = db.teamState();
  record.state = 'accepted';
  if (!team.memberships.some((m) => m.businessId === record.businessId && m.userId === userId)) {
    team.memberships.push({
      businessId: record.businessId,
      userId,
      role: record.role,
      joinedAt: new Date().toISOString(),
    });
  }
  team.current[userId] = record.businessId;
  db.saveTeam();
  const person = db.findUserById(userId);
  logActivity(record.businessId, {
    actor: person ? personName(person) : 'A member',
    action: 'member_joined',
    detail: TEAM_ACTIVITY_DETAILS.joined(record.role),
  });
}

function removeMembership(businessId: string, userId: string) {
  const db = getDb();
  const team = db.teamState();
  team.memberships = team.memberships.filter(
    (m) => !(m.businessId === businessId && m.userId === userId),
  );
  if (team.current[userId] === businessId) delete team.current[userId];
  db.saveTeam();
}

const findMember = (actor: MockActor, userId: string) =>
  getDb()
    .teamState()
    .memberships.find((m) => m.businessId === actor.business.id && m.userId === userId);

export const teamHandlers = [
  endpointHandler('getBusinesses', ({ actor, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    return reply(businessesOf(actor.userId));
  }),

  endpointHandler('switchBusiness', ({ actor, body, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    if (!membershipsOf(actor.userId).some((m) => m.businessId === body.business_id)) {
      return fail(403, TEAM_MESSAGES.notAMember);
    }
    getDb().teamState().current[actor.userId] = body.business_id;
    getDb().saveTeam();
    return reply(businessesOf(actor.userId));
  }),

  endpointHandler('createBusiness', ({ actor, body, reply, fail }) => {
    const record = getDb().sessionUser();
    if (!actor || !record) return fail(401, API_MESSAGES.unauthenticated);
    const id = crypto.randomUUID();
    createBusinessFor(record, body.name, `business-${id}@mock.invalid`, { simulated: false });
    return reply(businessesOf(actor.userId), 201);
  }),

  endpointHandler('getTeam', ({ actor, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    return reply(teamAnswer(actor));
  }),

  endpointHandler('inviteMember', async ({ actor, body, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    const businessId = actor.business.id;
    if (isMember(businessId, body.email)) return fail(409, TEAM_MESSAGES.alreadyMember);
    const pending = pendingOf(businessId);
    // A new invitation to an address replaces the one still open to it, as on the server.
    const replaced = pending.filter(
      (record) => record.email.toLowerCase() === body.email.toLowerCase(),
    );
    if (
      membersOf(businessId, actor.userId).length + pending.length - replaced.length >=
      MAX_TEAM_SIZE
    ) {
      return fail(409, TEAM_MESSAGES.teamFull);
    }
    for (const record of replaced) record.state = 'revoked';
    const { record } = await issueInvitation(businessId, body.email, body.role);
    logActivity(businessId, {
      actor: actor.name,
      action: 'invited',
      detail: TEAM_ACTIVITY_DETAILS.invited(record.email, record.role),
    });
    return reply({ invitation: publicInvitation(record) }, 201);
  }),

  endpointHandler('revokeInvitation', ({ actor, params, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    const record = pendingOf(actor.business.id).find((item) => item.id === params.id);
    if (!record) return fail(404, TEAM_MESSAGES.invitationNotFound);
    record.state = 'revoked';
    getDb().saveTeam();
    logActivity(actor.business.id, {
      actor: actor.name,
      action: 'invitation_revoked',
      detail: TEAM_ACTIVITY_DETAILS.invitationRevoked(record.email),
    });
    return reply({ success: true });
  }),

  endpointHandler('changeMemberRole', ({ actor, params, body, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    const member = findMember(actor, params.userId ?? '');
    if (!member) return fail(404, TEAM_MESSAGES.memberNotFound);
    const refusal = memberChangeRefusal(actor, member, 'role');
    if (refusal) return fail(refusal.status, refusal.message);
    member.role = body.role;
    getDb().saveTeam();
    logActivity(actor.business.id, {
      actor: actor.name,
      action: 'role_changed',
      detail: TEAM_ACTIVITY_DETAILS.roleChanged(
        memberPerson(member.userId)?.name ?? 'A member',
        body.role,
      ),
    });
    return reply(teamAnswer(actor));
  }),

  endpointHandler('removeMember', ({ actor, params, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    const member = findMember(actor, params.userId ?? '');
    if (!member) return fail(404, TEAM_MESSAGES.memberNotFound);
    const refusal = memberChangeRefusal(actor, member, 'remove');
    if (refusal) return fail(refusal.status, refusal.message);
    const person = memberPerson(member.userId);
    removeMembership(actor.business.id, member.userId);
    logActivity(actor.business.id, {
      actor: actor.name,
      action: 'member_removed',
      detail: TEAM_ACTIVITY_DETAILS.removed(person?.name ?? 'a member'),
    });
    return reply({ success: true });
  }),

  endpointHandler('leaveBusiness', ({ actor, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    if (actor.role === 'owner') return fail(409, TEAM_MESSAGES.ownerCannotLeave);
    // Deleting the account is the way out of one's only business, as on the server.
    if (membershipsOf(actor.userId).length < 2) return fail(409, TEAM_MESSAGES.lastBusiness);
    removeMembership(actor.business.id, actor.userId);
    logActivity(actor.business.id, { actor: actor.name, action: 'member_left' });
    return reply(businessesOf(actor.userId));
  }),

  endpointHandler('getInvitation', async ({ params, reply, fail }) => {
    const record = await findInvitationByToken(params.token ?? '');
    const business = record ? findBusiness(record.businessId) : undefined;
    if (!record || !business) return fail(404, TEAM_MESSAGES.invalidInvitationLink);
    return reply({
      business_name: businessName(business),
      role: record.role,
      email: record.email,
      state: invitationState(record),
    });
  }),

  endpointHandler('acceptInvitation', async ({ actor, params, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    const record = await findInvitationByToken(params.token ?? '');
    const business = record ? findBusiness(record.businessId) : undefined;
    if (!record || !business) return fail(404, TEAM_MESSAGES.invalidInvitationLink);
    const state = invitationState(record);
    if (state !== 'pending') return fail(410, INVITATION_UNUSABLE[state]);
    if (record.email.toLowerCase() !== actor.email.toLowerCase()) {
      return fail(403, TEAM_MESSAGES.wrongAddress(record.email));
    }
    joinThroughInvitation(record, actor.userId);
    return reply({
      business: { id: business.id, name: businessName(business), role: record.role },
    });
  }),
];
