import type { ActivityAction, BusinessSummary, Role, TeamMember } from '@contract/team';
import { getDb, type UserRecord } from './db';
import type { MockActor, MockBusiness, SimulatedPerson } from './team-store';

/**
 * The mock's businesses and members (ADR 0061). A person owns a business of their own from
 * their first call, with two simulated members beside them so the Team tab has people to
 * show; those members never sign in and say "(simulated)" in their names.
 */

const SIMULATED_MEMBERS: ReadonlyArray<{ local: string; name: string; role: Role }> = [
  { local: 'priya', name: 'Priya Shah (simulated)', role: 'editor' },
  { local: 'sam', name: 'Sam Rivera (simulated)', role: 'viewer' },
];
const SIMULATED_OWNER = { local: 'alex', name: 'Alex Morgan (simulated)' };

let simulatedMembers = true;

/** Tests that count members turn the simulated ones off. */
export function setSimulatedMembers(on: boolean) {
  simulatedMembers = on;
}

const now = () => new Date().toISOString();
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function personName(record: UserRecord): string {
  return record.user.name?.trim() || record.user.email?.split('@')[0] || 'A member';
}

function simulatedPerson(local: string, name: string, businessId: string): SimulatedPerson {
  const db = getDb();
  const person = {
    id: `simulated-${local}-${businessId}`,
    name,
    email: `${local}@simulated.example`,
  };
  const people = db.teamState().simulatedPeople;
  if (!people.some((item) => item.id === person.id)) people.push(person);
  return person;
}

/** A member as the team list shows them: a real person or a simulated one. */
export function memberPerson(userId: string): { name: string; email: string | null } | null {
  const record = getDb().findUserById(userId);
  if (record) return { name: personName(record), email: record.user.email ?? null };
  const simulated = getDb()
    .teamState()
    .simulatedPeople.find((person) => person.id === userId);
  return simulated ? { name: simulated.name, email: simulated.email } : null;
}

function addMember(businessId: string, userId: string, role: Role) {
  getDb().teamState().memberships.push({ businessId, userId, role, joinedAt: now() });
}

/** A new business with `record` as its Owner, and the session acting for it. */
export function createBusinessFor(
  record: UserRecord,
  name: string,
  dataEmail: string,
  options: { simulated: boolean } = { simulated: simulatedMembers },
) {
  const db = getDb();
  const team = db.teamState();
  const business: MockBusiness = { id: crypto.randomUUID(), name, dataEmail, createdAt: now() };
  team.businesses.push(business);
  addMember(business.id, record.id, 'owner');
  if (options.simulated) {
    for (const member of SIMULATED_MEMBERS) {
      addMember(
        business.id,
        simulatedPerson(member.local, member.name, business.id).id,
        member.role,
      );
    }
  }
  team.current[record.id] = business.id;
  db.saveTeam();
  return business;
}

export const membershipsOf = (userId: string) =>
  getDb()
    .teamState()
    .memberships.filter((membership) => membership.userId === userId);

export const findBusiness = (id: string) =>
  getDb()
    .teamState()
    .businesses.find((business) => business.id === id);

/** The business's name as its brand profile says it, else the one it was made with. */
export function businessName(business: MockBusiness): string {
  const db = getDb();
  const keeper = db.findUserByEmail(business.dataEmail);
  const brand = keeper ? db.findOnboarding(keeper.id)?.data.business.name : undefined;
  if (keeper && membershipsOf(keeper.id).some((m) => m.businessId === business.id)) {
    return brand?.trim() || keeper.user.business_name?.trim() || business.name;
  }
  return business.name;
}

/** The person as a member of the business their session acts for (their own one at first). */
export function actorOf(record: UserRecord): MockActor {
  const team = getDb().teamState();
  let memberships = membershipsOf(record.id);
  if (memberships.length === 0) {
    createBusinessFor(record, `${personName(record)}'s business`, record.user.email ?? record.id);
    memberships = membershipsOf(record.id);
  }
  const current =
    memberships.find((membership) => membership.businessId === team.current[record.id]) ??
    memberships[0];
  if (!current) throw new Error('A person without a business');
  const business = findBusiness(current.businessId);
  if (!business) throw new Error('A membership without its business');
  return {
    userId: record.id,
    name: personName(record),
    email: record.user.email ?? '',
    business,
    role: current.role,
  };
}

/** The signed-in person as a member, or null without a session. */
export function sessionActor(): MockActor | null {
  const record = getDb().sessionUser();
  return record ? actorOf(record) : null;
}

export function businessesOf(userId: string): {
  current_business_id: string;
  businesses: BusinessSummary[];
} {
  const record = getDb().findUserById(userId);
  if (!record) throw new Error('Unknown person');
  const actor = actorOf(record);
  const businesses = membershipsOf(userId).flatMap((membership) => {
    const business = findBusiness(membership.businessId);
    return business
      ? [{ id: business.id, name: businessName(business), role: membership.role }]
      : [];
  });
  return { current_business_id: actor.business.id, businesses };
}

export function membersOf(businessId: string, youId: string): TeamMember[] {
  const db = getDb();
  return db
    .teamState()
    .memberships.filter((membership) => membership.businessId === businessId)
    .flatMap((membership) => {
      const person = memberPerson(membership.userId);
      if (!person) return [];
      return [
        {
          user_id: membership.userId,
          name: person.name,
          email: person.email,
          role: membership.role,
          joined_at: membership.joinedAt,
          is_you: membership.userId === youId,
        },
      ];
    })
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
}

const ROLE_ORDER: Role[] = ['owner', 'admin', 'editor', 'viewer'];

export function isMember(businessId: string, email: string): boolean {
  return getDb()
    .teamState()
    .memberships.some(
      (membership) =>
        membership.businessId === businessId &&
        sameEmail(memberPerson(membership.userId)?.email ?? '', email),
    );
}

/** One line of the business's activity log. */
export function logActivity(
  businessId: string,
  entry: {
    actor: string;
    action: ActivityAction;
    post_id?: string | null;
    subject?: string;
    detail?: string;
  },
) {
  const db = getDb();
  db.teamState().activity.push({
    id: db.newId('activity'),
    businessId,
    at: now(),
    actor: entry.actor,
    action: entry.action,
    post_id: entry.post_id ?? null,
    subject: entry.subject ?? '',
    detail: entry.detail ?? '',
  });
  db.saveTeam();
}

/**
 * Development and tests: the signed-in person takes `role` in the business they act for.
 * Any role but Owner hands the business to a simulated Owner, so it always has exactly one.
 */
export function setSessionRole(role: Role) {
  const db = getDb();
  const record = db.sessionUser();
  if (!record) throw new Error('Sign in before choosing a role');
  const actor = actorOf(record);
  const team = db.teamState();
  const members = team.memberships.filter((m) => m.businessId === actor.business.id);
  const mine = members.find((m) => m.userId === record.id);
  if (!mine) return;
  if (role === 'owner') {
    for (const member of members) if (member.role === 'owner') member.role = 'admin';
  } else if (mine.role === 'owner') {
    const owner = simulatedPerson(SIMULATED_OWNER.local, SIMULATED_OWNER.name, actor.business.id);
    const existing = members.find((m) => m.userId === owner.id);
    if (existing) existing.role = 'owner';
    else addMember(actor.business.id, owner.id, 'owner');
  }
  mine.role = role;
  db.saveTeam();
}

/** The e-mail the business's drafts, posts and plans are filed under, for the one asking. */
export function dataEmailFor(askedEmail: string): string {
  const actor = sessionActor();
  if (!actor || !sameEmail(actor.email, askedEmail)) return askedEmail;
  return actor.business.dataEmail;
}
