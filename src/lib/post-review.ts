import type { Post, PostStatus } from '@contract/posts';

/** A post an Editor wrote, waiting for an Owner or Admin (a plan's posts say "to review"). */
export const waitsForApproval = (post: { status?: PostStatus; plan_id?: string | null }) =>
  post.status === 'to_review' && !post.plan_id;

/** What the post editor's owner is told once a post is saved. */
export const savedMessage = (post: Post) =>
  waitsForApproval(post) ? 'Sent for approval' : 'Post saved';
