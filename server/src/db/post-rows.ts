import type { Draft } from '@contract/drafts';
import type { Post } from '@contract/posts';
import type { DraftRow } from './drafts';

/** A stored post as a draft: the planning fields only when they say more than "a plain draft". */
export function toDraft(row: DraftRow, userEmail: string | null): Draft {
  return {
    id: row.id,
    user_email: userEmail ?? '',
    title: row.title,
    caption: row.caption,
    hashtags: row.hashtags,
    image_url: row.imageUrl,
    image_prompt: row.imagePrompt,
    generation_params: row.generationParams,
    original_post_desc: row.originalPostDesc,
    created_at: row.createdAt.toISOString(),
    ...(row.variants ? { variants: row.variants } : {}),
    // Planning fields only when they say more than "a plain draft" (ADR 0022).
    ...(row.platforms.length ? { platforms: row.platforms } : {}),
    ...(row.status !== 'draft' ? { status: row.status } : {}),
    ...(row.scheduledAt ? { scheduled_at: row.scheduledAt.toISOString() } : {}),
    ...(row.planId ? { plan_id: row.planId } : {}),
    ...(row.resultId ? { result_id: row.resultId } : {}),
    ...(row.writtenBy ? { written_by: row.writtenBy } : {}),
    ...(row.imageBy ? { image_by: row.imageBy } : {}),
    ...(row.tiktok ? { tiktok: row.tiktok } : {}),
  };
}

/** A stored post as the schedule shows it: every planning field, empty or not. */
export function toPost(row: DraftRow, userEmail: string | null): Post {
  return {
    ...toDraft(row, userEmail),
    platforms: row.platforms,
    status: row.status,
    scheduled_at: row.scheduledAt ? row.scheduledAt.toISOString() : null,
    plan_id: row.planId,
  };
}
