import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest } from '@contract/samples';
import { expectSuccess } from './client';
import { signedInMember, signedInOwner, type SignedInMember } from './members';
import { connect, minutesAfter, type PublishingWorld } from './publishing';

export interface Team {
  owner: SignedInMember;
  editor: SignedInMember;
  viewer: SignedInMember;
}

/** An Owner with LinkedIn connected, and an Editor and a Viewer of the same business. */
export async function team(world: PublishingWorld): Promise<Team> {
  const owner = await signedInOwner(world.server, 'owner');
  await connect(owner.client, 'linkedin');
  const editor = await signedInMember(world.server, owner.userId, 'editor');
  const viewer = await signedInMember(world.server, owner.userId, 'viewer');
  return { owner, editor, viewer };
}

/** Two days ahead on the server's clock, on a whole minute. */
export const later = (world: PublishingWorld) => minutesAfter(world.clock.now(), 48 * 60);

export async function saveDraft(
  member: SignedInMember,
  changes: { image_url?: string | null } = {},
) {
  const title = `Rye loaves ${Math.random().toString(36).slice(2, 8)}`;
  return expectSuccess(
    await member.client.post(
      '/api/save-draft',
      sampleDraftRequest(member.email, { title, original_post_desc: title, ...changes }),
    ),
    endpoints.saveDraft.response,
    201,
  ).draft;
}

/** A post saved and given a time by `member`, asking for it to be approved as it goes. */
export async function scheduleAs(member: SignedInMember, postId: string, at: Date) {
  const iso = at.toISOString();
  return expectSuccess(
    await member.client.put(`/api/drafts/${postId}/schedule`, {
      user_email: member.email,
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      platforms: ['linkedin'],
      approve: true,
    }),
    endpoints.schedulePost.response,
  ).post;
}

export async function waitingPost(
  world: PublishingWorld,
  editor: SignedInMember,
  changes: { image_url?: string | null } = {},
) {
  const draft = await saveDraft(editor, changes);
  return scheduleAs(editor, draft.id, later(world));
}
