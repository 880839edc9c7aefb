import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest } from '@contract/samples';
import type { InviteRole } from '@contract/team';
import { TEAM_MESSAGES } from '@contract/team-messages';
import { failure, ok, PASSWORD, uniqueEmail } from './answers';
import type { BackendActor, BackendTeamHooks, BackendUnderTest } from './backend';

/**
 * A business's team and its role rules (ADR 0061): the same answers from the mock and the
 * server. Members join through an invitation, so these cases need the backend's team hooks
 * (the invitation it e-mailed, a client of one's own); a backend without them skips them.
 */

const schedule = (actor: BackendActor, id: string) =>
  actor.call('PUT', `/drafts/${encodeURIComponent(id)}/schedule`, {
    user_email: actor.email,
    date: '2027-03-10',
    time: '09:30',
    platforms: ['instagram'],
  });

async function saveDraft(actor: BackendActor, title: string) {
  const answer = await actor.call(
    'POST',
    '/save-draft',
    sampleDraftRequest(actor.email, { title, original_post_desc: `Sourdough ${title}` }),
  );
  return ok(answer, endpoints.saveDraft.response, 201).draft;
}

const tokenOf = (url: string | null) => url?.split('/').at(-1) ?? '';

export function describeTeam(backend: () => BackendUnderTest) {
  const hooks = (): BackendTeamHooks => {
    const team = backend().team;
    if (!team) throw new Error('The team cases need the backend team hooks');
    return team;
  };
  const signUp = async (name: string) =>
    (await backend().signUp(uniqueEmail(name), PASSWORD)).actor;

  /** `owner` invites a new person with `role`, who signs up through the invitation. */
  async function join(owner: BackendActor, name: string, role: InviteRole) {
    const email = uniqueEmail(name);
    ok(
      await owner.call('POST', '/team/invitations', { email, role }),
      endpoints.inviteMember.response,
      201,
    );
    const token = await hooks().invitationToken(email);
    const member = hooks().client(email);
    const answer = await member.call('POST', '/add-user', {
      email,
      password: PASSWORD,
      invitation_token: token,
    });
    ok(answer, endpoints.addUser.response, 201);
    return member;
  }

  const waitingPost = async (owner: BackendActor, editor: BackendActor) => {
    const draft = await saveDraft(editor, 'Rye Friday');
    const scheduled = ok(await schedule(editor, draft.id), endpoints.schedulePost.response);
    expect(scheduled.post.status).toBe('to_review');
    return { owner, editor, id: draft.id };
  };

  // Cases with one person run everywhere; the members' cases need the team hooks.
  describe('team: a business of one', () => {
    it('makes the person who signs up the Owner of their business', async () => {
      const ann = await signUp('ann');
      const mine = ok(await ann.call('GET', '/businesses'), endpoints.getBusinesses.response);
      expect(mine.businesses.map((business) => business.role)).toEqual(['owner']);
      expect(mine.current_business_id).toBe(mine.businesses[0]?.id);
      const team = ok(await ann.call('GET', '/team'), endpoints.getTeam.response);
      expect(team.your_role).toBe('owner');
      expect(team.members.find((member) => member.is_you)?.role).toBe('owner');
    });

    it('lists an invitation until it is revoked, and refuses an invitation as Owner', async () => {
      const ann = await signUp('ann');
      const email = uniqueEmail('cat');
      const sent = ok(
        await ann.call('POST', '/team/invitations', { email, role: 'viewer' }),
        endpoints.inviteMember.response,
        201,
      ).invitation;
      const listed = ok(await ann.call('GET', '/team'), endpoints.getTeam.response);
      expect(listed.invitations.map((invitation) => invitation.email)).toContain(email);
      ok(
        await ann.call('DELETE', `/team/invitations/${sent.id}`),
        endpoints.revokeInvitation.response,
      );
      const after = ok(await ann.call('GET', '/team'), endpoints.getTeam.response);
      expect(after.invitations.map((invitation) => invitation.email)).not.toContain(email);
      const asOwner = await ann.call('POST', '/team/invitations', { email, role: 'owner' });
      failure(asOwner, 400);
    });

    it('keeps the Owner in the business and asks a comment for changes', async () => {
      const ann = await signUp('ann');
      failure(await ann.call('POST', '/team/leave', {}), 409);
      const draft = await saveDraft(ann, 'Seeded loaf');
      const noComment = await ann.call('POST', `/posts/${draft.id}/review`, {
        decision: 'changes_requested',
      });
      expect(failure(noComment, 400)).toBe('comment: Say what should change');
    });

    it('shows an approval link once, then lists it without its address, until revoked', async () => {
      const ann = await signUp('ann');
      const made = ok(
        await ann.call('POST', '/approval-links', { label: 'Sam at the shop' }),
        endpoints.createApprovalLink.response,
        201,
      ).link;
      expect(made.url).toMatch(/\/approve\/[^/]+$/);
      const page = ok(
        await backend()
          .anonymous()
          .call('GET', `/approve/${tokenOf(made.url)}`),
        endpoints.getApprovalPage.response,
      );
      expect(page.label).toBe('Sam at the shop');
      const links = ok(
        await ann.call('GET', '/approval-links'),
        endpoints.getApprovalLinks.response,
      );
      expect(links.links.find((link) => link.id === made.id)?.url).toBeNull();
      ok(
        await ann.call('DELETE', `/approval-links/${made.id}`),
        endpoints.revokeApprovalLink.response,
      );
      failure(
        await backend()
          .anonymous()
          .call('GET', `/approve/${tokenOf(made.url)}`),
        410,
      );
    });
  });

  describe.skipIf(!backend().team)('team: members and their roles', () => {
    it('lets an invited person join as an Editor whose scheduled posts wait', async () => {
      const ann = await signUp('ann');
      const eve = await join(ann, 'eve', 'editor');
      const team = ok(await eve.call('GET', '/team'), endpoints.getTeam.response);
      expect(team.your_role).toBe('editor');
      expect(team.invitations).toEqual([]);
      await waitingPost(ann, eve);
    });

    it('refuses an Editor the team, approvals, links and the activity log with 403', async () => {
      const ann = await signUp('ann');
      const eve = await join(ann, 'eve', 'editor');
      const { id } = await waitingPost(ann, eve);
      const refusals = await Promise.all([
        eve.call('POST', '/team/invitations', { email: uniqueEmail('x'), role: 'viewer' }),
        eve.call('POST', `/posts/${id}/review`, { decision: 'approved' }),
        eve.call('POST', '/approval-links', { label: 'Sam' }),
        eve.call('GET', '/activity'),
        eve.call('POST', '/posts/approve', { user_email: eve.email, ids: [id] }),
      ]);
      for (const answer of refusals) failure(answer, 403);
    });

    it('refuses a Viewer any writing with 403 but shows the team', async () => {
      const ann = await signUp('ann');
      const vic = await join(ann, 'vic', 'viewer');
      ok(await vic.call('GET', '/team'), endpoints.getTeam.response);
      const save = await vic.call('POST', '/save-draft', sampleDraftRequest(vic.email));
      failure(save, 403);
    });

    it("approves an Editor's post to scheduled and sends one back to drafts with the comment", async () => {
      const ann = await signUp('ann');
      const eve = await join(ann, 'eve', 'editor');
      const first = await waitingPost(ann, eve);
      const approved = ok(
        await ann.call('POST', `/posts/${first.id}/review`, { decision: 'approved' }),
        endpoints.reviewPost.response,
      ).post;
      expect(approved.status).toBe('scheduled');
      expect(approved.review?.decision).toBe('approved');

      const second = await waitingPost(ann, eve);
      const sentBack = ok(
        await ann.call('POST', `/posts/${second.id}/review`, {
          decision: 'changes_requested',
          comment: 'Say it is rye',
        }),
        endpoints.reviewPost.response,
      ).post;
      expect(sentBack.status).toBe('draft');
      // Its time is kept, so the Editor resubmits it for the same slot.
      expect(sentBack.scheduled_at).toBe(approved.scheduled_at);
      expect(sentBack.review).toMatchObject({
        decision: 'changes_requested',
        comment: 'Say it is rye',
      });
      // The Editor finds the comment with the draft.
      const drafts = ok(
        await eve.call('GET', `/get-drafts?user_email=${encodeURIComponent(eve.email)}`),
        endpoints.getDrafts.response,
      ).drafts;
      expect(drafts.find((draft) => draft.id === second.id)?.review).toMatchObject({
        decision: 'changes_requested',
        comment: 'Say it is rye',
      });
      const history = ok(
        await eve.call('GET', `/posts/${second.id}/activity`),
        endpoints.getPostActivity.response,
      );
      expect(history.entries.map((entry) => entry.action)).toContain('changes_requested');
    });

    it('never removes the Owner; an Admin removes an Editor, who then leaves no trace in the team', async () => {
      const ann = await signUp('ann');
      const ada = await join(ann, 'ada', 'admin');
      const eve = await join(ann, 'eve', 'editor');
      const team = ok(await ada.call('GET', '/team'), endpoints.getTeam.response);
      const owner = team.members.find((member) => member.role === 'owner');
      const editor = team.members.find((member) => member.email === eve.email);
      failure(await ada.call('DELETE', `/team/members/${owner?.user_id}`), 403);
      failure(await ada.call('PUT', `/team/members/${owner?.user_id}`, { role: 'viewer' }), 403);
      ok(
        await ada.call('DELETE', `/team/members/${editor?.user_id}`),
        endpoints.removeMember.response,
      );
      const after = ok(await ann.call('GET', '/team'), endpoints.getTeam.response);
      expect(after.members.map((member) => member.email)).not.toContain(eve.email);
    });

    it('approves through a link, and the activity log says who did', async () => {
      const ann = await signUp('ann');
      const eve = await join(ann, 'eve', 'editor');
      const { id } = await waitingPost(ann, eve);
      const link = ok(
        await ann.call('POST', '/approval-links', { label: 'Sam' }),
        endpoints.createApprovalLink.response,
        201,
      ).link;
      const visitor = backend().anonymous();
      const page = ok(
        await visitor.call('GET', `/approve/${tokenOf(link.url)}`),
        endpoints.getApprovalPage.response,
      );
      expect(page.posts.map((post) => post.id)).toContain(id);
      const decided = ok(
        await visitor.call('POST', `/approve/${tokenOf(link.url)}/posts/${id}`, {
          decision: 'approved',
        }),
        endpoints.decideThroughLink.response,
      );
      expect(decided.post.review?.by).toBe('Sam (approval link)');
      const log = ok(await ann.call('GET', '/activity'), endpoints.getActivity.response);
      expect(log.entries[0]).toMatchObject({ action: 'approved', actor: 'Approval link: Sam' });
    });

    it('lets a member leave for another business of theirs, but not their only one', async () => {
      const ann = await signUp('ann');
      const vic = await join(ann, 'vic', 'viewer');
      const only = await vic.call('POST', '/team/leave', {});
      expect(failure(only, 409)).toBe(TEAM_MESSAGES.lastBusiness);
      const annBusiness = ok(
        await vic.call('GET', '/businesses'),
        endpoints.getBusinesses.response,
      ).current_business_id;
      const own = ok(
        await vic.call('POST', '/businesses', { name: 'Vic’s Deli' }),
        endpoints.createBusiness.response,
        201,
      ).current_business_id;
      ok(
        await vic.call('POST', '/businesses/switch', { business_id: annBusiness }),
        endpoints.switchBusiness.response,
      );
      const left = ok(await vic.call('POST', '/team/leave', {}), endpoints.leaveBusiness.response);
      expect(left.businesses.map((business) => business.id)).toEqual([own]);
      expect(left.current_business_id).toBe(own);
    });
  });
}
