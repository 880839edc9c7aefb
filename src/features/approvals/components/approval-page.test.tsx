import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleDraftRequest } from '@contract/samples';
import { approvalPageResponseSchema } from '@contract/team';
import { APPROVAL_MESSAGES } from '@contract/team-messages';
import { addUser, saveDraft, schedulePost } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { DEFAULT_TEST_PASSWORD, callMockApi } from '@/mocks/test-client';
import { setSessionRole } from '@/mocks/team';
import { renderApp } from '@/testing/render';

beforeAll(async () => {
  await import('@/app/routes/approve');
});

/** Ann's Editor's post waits; Ann made a link for Sam. Answers the link's token. */
async function waitingPostAndLink(post: { title?: string; image_url?: string } = {}) {
  await addUser({ email: 'ann@example.com', password: DEFAULT_TEST_PASSWORD });
  const link = await callMockApi('POST', '/approval-links', { label: 'Sam at the shop' });
  const url = (link.body.link as { url: string }).url;
  setSessionRole('editor');
  const draft = await saveDraft(
    sampleDraftRequest('ann@example.com', {
      title: 'Rye Friday',
      caption: 'Fresh rye today',
      ...post,
    }),
  );
  await schedulePost(draft.id, {
    user_email: 'ann@example.com',
    date: '2027-03-10',
    time: '09:30',
    platforms: ['instagram'],
  });
  getDb().signIn(null);
  return url.split('/').at(-1) ?? '';
}

describe('The approval page', { timeout: 20_000 }, () => {
  it('shows the waiting post and approves it', async () => {
    const token = await waitingPostAndLink();
    const { user } = renderApp(`/approve/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Posts from ann's business" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/For Sam at the shop/)).toBeInTheDocument();
    const post = screen.getByRole('article', { name: 'Rye Friday' });
    expect(within(post).getByText('Fresh rye today')).toBeInTheDocument();
    expect(within(post).getByText(/Instagram/)).toBeInTheDocument();
    await user.click(within(post).getByRole('button', { name: 'Approve' }));
    expect(await within(post).findByRole('status')).toHaveTextContent(/Approved/);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("names the post's image by the post's title", async () => {
    const token = await waitingPostAndLink({ image_url: 'https://example.com/rye.png' });
    renderApp(`/approve/${token}`);
    const post = await screen.findByRole('article', { name: 'Rye Friday' });
    expect(within(post).getByRole('img', { name: 'Image for “Rye Friday”' })).toHaveAttribute(
      'src',
      'https://example.com/rye.png',
    );
  });

  it('names the image of a post without a title', async () => {
    const token = await waitingPostAndLink({ title: '', image_url: 'https://example.com/rye.png' });
    renderApp(`/approve/${token}`);
    expect(await screen.findByRole('img', { name: 'Image for this post' })).toBeInTheDocument();
  });

  it('says so when someone else decided the post first', async () => {
    const token = await waitingPostAndLink();
    const { user } = renderApp(`/approve/${token}`);
    const post = await screen.findByRole('article', { name: 'Rye Friday' });
    const page = await callMockApi('GET', `/approve/${token}`);
    const [waiting] = approvalPageResponseSchema.parse(page.body).posts;
    await callMockApi('POST', `/approve/${token}/posts/${waiting?.id ?? ''}`, {
      decision: 'approved',
    });
    await user.click(within(post).getByRole('button', { name: 'Approve' }));
    expect(await within(post).findByRole('alert')).toHaveTextContent(APPROVAL_MESSAGES.notWaiting);
    expect(within(post).queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for a comment before sending a post back', async () => {
    const token = await waitingPostAndLink();
    const { user } = renderApp(`/approve/${token}`);
    const post = await screen.findByRole('article', { name: 'Rye Friday' });
    await user.click(within(post).getByRole('button', { name: 'Request changes' }));
    await user.click(within(post).getByRole('button', { name: 'Send comment' }));
    const comment = within(post).getByLabelText('What should change?');
    expect(comment).toHaveAccessibleDescription('Say what should change.');
    await user.type(comment, 'Say it is rye');
    await user.click(within(post).getByRole('button', { name: 'Send comment' }));
    expect(await within(post).findByRole('status')).toHaveTextContent(
      'Sent back with your comment: “Say it is rye”',
    );
  });

  it('keeps a comment through Cancel, for Request changes again', async () => {
    const token = await waitingPostAndLink();
    const { user } = renderApp(`/approve/${token}`);
    const post = await screen.findByRole('article', { name: 'Rye Friday' });
    await user.click(within(post).getByRole('button', { name: 'Request changes' }));
    await user.type(within(post).getByLabelText('What should change?'), 'Say it is rye');
    await user.click(within(post).getByRole('button', { name: 'Cancel' }));
    expect(within(post).queryByLabelText('What should change?')).not.toBeInTheDocument();

    await user.click(within(post).getByRole('button', { name: 'Request changes' }));
    expect(within(post).getByLabelText('What should change?')).toHaveValue('Say it is rye');
  });

  it('says when the link has expired or was revoked', async () => {
    const token = await waitingPostAndLink();
    for (const link of getDb().teamState().approvalLinks) link.revoked = true;
    renderApp(`/approve/${token}`);
    expect(await screen.findByText(/expired or was revoked/)).toHaveAttribute('role', 'alert');
  });
});
