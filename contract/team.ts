import { z } from 'zod';
import { emailSchema, isoDateTimeSchema, storableTextSchema } from './common';
import { TEXT_LIMITS } from './constants';
import { networkSchema } from './integrations';

/**
 * A business and its people (ADR 0061): the business owns the brand profile, posts, plans,
 * media, accounts and results; people are its members with a role. The session decides
 * both who the person is and which business they act for, so none of these calls names a
 * business the server would trust beyond checking the session's own memberships.
 */

/** Highest last: a role may do everything the roles before it may. */
export const ROLES = ['viewer', 'editor', 'admin', 'owner'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** SPEC's invite choices: nobody is invited as the Owner. */
export const INVITE_ROLES = ['admin', 'editor', 'viewer'] as const;
export const inviteRoleSchema = z.enum(INVITE_ROLES);
export type InviteRole = z.infer<typeof inviteRoleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

/**
 * Who may call an endpoint (declared beside each one in `endpoints.ts`): `visitor` needs no
 * session; `person` needs one but no particular role in the business (the person's own
 * account, their memberships); the roles need at least that role in the session's business.
 */
export const ACCESS_LEVELS = ['visitor', 'person', ...ROLES] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** True when `role` is at least `needed` (`visitor` and `person` ask for no role). */
export function roleAllows(role: Role, needed: Access): boolean {
  if (needed === 'visitor' || needed === 'person') return true;
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** How long an invitation link and an approval link stay valid. */
export const INVITATION_DAYS = 7;
export const APPROVAL_LINK_DAYS = 14;
/** A business holds at most this many members and pending invitations together. */
export const MAX_TEAM_SIZE = 25;

const businessNameSchema = storableTextSchema
  .trim()
  .min(1, 'Business name is required')
  .max(TEXT_LIMITS.shortText, `must be at most ${TEXT_LIMITS.shortText} characters`);

const commentSchema = storableTextSchema
  .trim()
  .max(1000, 'A comment must be at most 1,000 characters');

// --- Businesses of the person ------------------------------------------------------

export const businessSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
});
export type BusinessSummary = z.infer<typeof businessSummarySchema>;

/** GET /businesses: every business the person belongs to and the one the session acts for. */
export const businessesResponseSchema = z.object({
  current_business_id: z.string(),
  businesses: z.array(businessSummarySchema).min(1),
});
export type BusinessesResponse = z.infer<typeof businessesResponseSchema>;

/** POST /businesses/switch: the session acts for another of the person's businesses. */
export const switchBusinessRequestSchema = z.object({ business_id: z.string().uuid() });
export type SwitchBusinessRequest = z.infer<typeof switchBusinessRequestSchema>;

/** POST /businesses: a new business with the person as its Owner; the session switches to it. */
export const createBusinessRequestSchema = z.object({ name: businessNameSchema });
export type CreateBusinessRequest = z.infer<typeof createBusinessRequestSchema>;

// --- Team --------------------------------------------------------------------------

export const teamMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  joined_at: isoDateTimeSchema,
  /** The member is the person asking. */
  is_you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: inviteRoleSchema,
  invited_at: isoDateTimeSchema,
  expires_at: isoDateTimeSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /team: the members; pending invitations only for Owners and Admins (else empty). */
export const teamResponseSchema = z.object({
  your_role: roleSchema,
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** POST /team/invitations: an e-mail with a single-use link, valid INVITATION_DAYS days. */
export const inviteMemberRequestSchema = z.object({
  email: emailSchema.max(254),
  role: inviteRoleSchema,
});
export type InviteMemberRequest = z.infer<typeof inviteMemberRequestSchema>;
export const inviteMemberResponseSchema = z.object({ invitation: invitationSchema });

/** PUT /team/members/:userId: nobody is made or unmade the Owner here. */
export const changeRoleRequestSchema = z.object({ role: inviteRoleSchema });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

// --- Accepting an invitation -------------------------------------------------------

export const INVITATION_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;

/**
 * GET /invitations/:token, open to visitors: only what the e-mail already said (the
 * business's name, the role, the invited address), nothing else of the business.
 */
export const invitationPreviewSchema = z.object({
  business_name: z.string(),
  role: inviteRoleSchema,
  email: z.string(),
  state: z.enum(INVITATION_STATES),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /invitations/:token/accept: the signed-in person joins; the session switches to it. */
export const acceptInvitationResponseSchema = z.object({ business: businessSummarySchema });

// --- Approvals ---------------------------------------------------------------------

/**
 * Where a post stands in review, beside its status: an Editor's post waits ("to_review"
 * status) until an Owner or Admin approves it or asks for changes; only approved posts
 * publish. Null when nobody has reviewed it.
 */
export const REVIEW_DECISIONS = ['approved', 'changes_requested'] as const;
export const reviewDecisionSchema = z.enum(REVIEW_DECISIONS);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const postReviewSchema = z.object({
  decision: reviewDecisionSchema,
  comment: z.string(),
  /** A member's name, or the name a link's reviewer gave followed by "(approval link)". */
  by: z.string(),
  at: isoDateTimeSchema,
});
export type PostReview = z.infer<typeof postReviewSchema>;

/** POST /posts/:id/review (Owner, Admin): approving schedules it; changes send it back. */
export const reviewPostRequestSchema = z
  .object({
    decision: reviewDecisionSchema,
    comment: commentSchema.default(''),
  })
  .refine((value) => value.decision === 'approved' || value.comment.length > 0, {
    message: 'Say what should change',
    path: ['comment'],
  });
export type ReviewPostRequest = z.input<typeof reviewPostRequestSchema>;

// --- Approval links ----------------------------------------------------------------

export const approvalLinkSchema = z.object({
  id: z.string(),
  /** The whole link; shown once, when made (only its hash is stored). */
  url: z.string().nullable(),
  label: z.string(),
  created_at: isoDateTimeSchema,
  expires_at: isoDateTimeSchema,
});
export type ApprovalLink = z.infer<typeof approvalLinkSchema>;

/** POST /approval-links: who the link is for ("Sam at the shop"), for the list and the log. */
export const createApprovalLinkRequestSchema = z.object({
  label: storableTextSchema.trim().min(1, 'Say who the link is for').max(80),
});
export type CreateApprovalLinkRequest = z.infer<typeof createApprovalLinkRequestSchema>;
export const approvalLinkResponseSchema = z.object({ link: approvalLinkSchema });
export const approvalLinksResponseSchema = z.object({ links: z.array(approvalLinkSchema) });

/** A post as the approval page shows it: nothing but what is to be approved. */
export const approvalPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  caption: z.string(),
  hashtags: z.string(),
  /** Served through the link itself, so the page needs no session. */
  image_url: z.string().nullable(),
  platforms: z.array(networkSchema),
  scheduled_at: isoDateTimeSchema.nullable(),
  review: postReviewSchema.nullable(),
});
export type ApprovalPost = z.infer<typeof approvalPostSchema>;

/** GET /approve/:token, open to visitors holding the link: the posts waiting, nothing else. */
export const approvalPageResponseSchema = z.object({
  business_name: z.string(),
  label: z.string(),
  expires_at: isoDateTimeSchema,
  posts: z.array(approvalPostSchema),
});
export type ApprovalPageResponse = z.infer<typeof approvalPageResponseSchema>;

/** POST /approve/:token/posts/:postId: a decision through the link. */
export const linkDecisionRequestSchema = z
  .object({
    decision: reviewDecisionSchema,
    comment: commentSchema.default(''),
  })
  .refine((value) => value.decision === 'approved' || value.comment.length > 0, {
    message: 'Say what should change',
    path: ['comment'],
  });
export type LinkDecisionRequest = z.input<typeof linkDecisionRequestSchema>;
export const linkDecisionResponseSchema = z.object({ post: approvalPostSchema });

// --- Activity ----------------------------------------------------------------------

export const ACTIVITY_ACTIONS = [
  'created',
  'changed',
  'submitted',
  'approved',
  'changes_requested',
  'scheduled',
  'published',
  'deleted',
  'member_joined',
  'member_removed',
  'member_left',
  'role_changed',
  'invited',
  'invitation_revoked',
  'approval_link_created',
  'approval_link_revoked',
] as const;
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof activityActionSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  /** A member's name, "Approval link: <label>", or "Publishing" for the product's own steps. */
  actor: z.string(),
  action: activityActionSchema,
  post_id: z.string().nullable(),
  /** The post's title when the entry was written (it may since have changed or gone). */
  subject: z.string(),
  detail: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /activity (Owner, Admin) and GET /posts/:id/activity (anyone in the business). */
export const activityQuerySchema = z.object({
  before: isoDateTimeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const activityResponseSchema = z.object({ entries: z.array(activityEntrySchema) });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
