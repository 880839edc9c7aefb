import { z } from 'zod';
import {
  postReviewSchema,
  roleSchema,
  activityEntrySchema,
  inviteRoleSchema,
} from '@contract/team';
import type { ActivityEntry, PostReview, Role } from '@contract/team';

/**
 * The mock backend's businesses and their people (ADR 0061), kept inside the mock's
 * database. Every person owns a business of their own from their first call; members and
 * invitations, approval links, reviews and the activity log hang off a business. Tokens are
 * kept only as hashes, as on the server.
 */

export const mockBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The e-mail the mock files the business's drafts, posts and plans under. */
  dataEmail: z.string(),
  createdAt: z.string(),
});
export type MockBusiness = z.infer<typeof mockBusinessSchema>;

const membershipSchema = z.object({
  businessId: z.string(),
  userId: z.string(),
  role: roleSchema,
  joinedAt: z.string(),
});
export type MockMembership = z.infer<typeof membershipSchema>;

const invitationRecordSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  email: z.string(),
  role: inviteRoleSchema,
  tokenHash: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(['pending', 'accepted', 'revoked']),
});
export type MockInvitation = z.infer<typeof invitationRecordSchema>;

const approvalLinkRecordSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  label: z.string(),
  tokenHash: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revoked: z.boolean(),
});
export type MockApprovalLink = z.infer<typeof approvalLinkRecordSchema>;

const activityRecordSchema = activityEntrySchema.extend({ businessId: z.string() });
export type MockActivity = z.infer<typeof activityRecordSchema>;

/** A member the mock makes up so a team has people in it; never signs in. */
const simulatedPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type SimulatedPerson = z.infer<typeof simulatedPersonSchema>;

export const teamStateSchema = z.object({
  simulatedPeople: z.array(simulatedPersonSchema).default([]),
  businesses: z.array(mockBusinessSchema).default([]),
  memberships: z.array(membershipSchema).default([]),
  /** The business each person's session acts for, by user id. */
  current: z.record(z.string(), z.string()).default({}),
  invitations: z.array(invitationRecordSchema).default([]),
  approvalLinks: z.array(approvalLinkRecordSchema).default([]),
  /** The last review of each post, by post id. */
  reviews: z.record(z.string(), postReviewSchema).default({}),
  activity: z.array(activityRecordSchema).default([]),
});
export type TeamState = z.infer<typeof teamStateSchema>;

export const emptyTeamState = (): TeamState => ({
  simulatedPeople: [],
  businesses: [],
  memberships: [],
  current: {},
  invitations: [],
  approvalLinks: [],
  reviews: {},
  activity: [],
});

/** The person acting, the business they act for and their role in it. */
export interface MockActor {
  userId: string;
  name: string;
  email: string;
  business: MockBusiness;
  role: Role;
}

export type { PostReview, ActivityEntry };

/** A token's SHA-256, the only form in which the mock keeps it. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const newToken = () =>
  `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '').slice(0, 48);
