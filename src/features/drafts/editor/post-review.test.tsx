import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, saveDraft, saveOnboarding, schedulePost, setTimeZone } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { setSessionRole } from '@/mocks/team';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { APPROVAL_MESSAGES } from '@contract/team-messages';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

const EMAIL = 'ann@example.com';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/data-layout'),
    import('@/app/routes/dashboard'),
    import('./post-editor'),
  ]);
});

/** Ann's business with one draft; `waiting` makes it an Editor's post sent for approval. */
async function setUp({ role = 'owner', waiting = false } = {}) {
  const user = await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD });
  await saveOnboarding(user, sampleOnboardingData());
  await setTimeZone(EMAIL, 'Europe/Berlin');
  const draft = await saveDraft(sampleDraftRequest(EMAIL, { title: 'Rye Friday' }));
  if (waiting) {
    setSessionRole('editor');
    await schedulePost(draft.id, {
      user_email: EMAIL,
      date: '2031-03-29',
      time: '10:00',
      platforms: ['instagram'],
    });
    setSessionRole('owner');
  }
  if (role !== 'owner') setSessionRole(role as 'editor');
  signInAs(user);
  return draft;
}

async function openEditor() {
  renderApp('/dashboard');
  const section = await screen.findByRole('region', { name: 'Recent Drafts' });
  await userEvent.click(await within(section).findByRole('button', { name: /^Rye Friday/ }));
  await userEvent.click(await within(section).findByRole('button', { name: 'Edit: Rye Friday' }));
  return screen.findByRole('dialog', { name: 'Edit “Rye Friday”' });
}

describe('approvals in the post editor', { timeout: 20_000 }, () => {
  it('tells an Editor who schedules a post that it was sent for approval', async () => {
    await setUp({ role: 'editor' });
    const dialog = await openEditor();
    await userEvent.type(within(dialog).getByLabelText('Day'), '2031-03-29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Sent for approval')).toBeInTheDocument();
    expect(screen.queryByText('Post saved')).not.toBeInTheDocument();
  });

  it('shows an Editor their waiting post without Approve, and its history', async () => {
    await setUp({ role: 'editor', waiting: true });
    const dialog = await openEditor();
    expect(within(dialog).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Save and approve' }),
    ).not.toBeInTheDocument();
    const history = await within(dialog).findByRole('region', { name: 'History' });
    expect(within(history).getByText(/sent for approval “Rye Friday”/)).toBeInTheDocument();
  });

  it("lets the Owner approve an Editor's waiting post", async () => {
    const draft = await setUp({ waiting: true });
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(getDb().findOwnDraft(draft.id, EMAIL)?.status).toBe('scheduled'));
  });

  it('tells the Owner when someone else decided the post first', async () => {
    const draft = await setUp({ waiting: true });
    const dialog = await openEditor();
    // Someone on the approval link approves it while the Owner has it open.
    getDb().updateOwnDraft(draft.id, EMAIL, { status: 'scheduled' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      APPROVAL_MESSAGES.notWaiting,
    );
  });

  it('asks the Owner what should change before sending a post back', async () => {
    const draft = await setUp({ waiting: true });
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    const ask = screen.getByRole('dialog', { name: 'Request changes' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Send back to the Editor' }));
    const comment = within(ask).getByLabelText('What should change?');
    expect(comment).toHaveAccessibleDescription('Say what should change.');
    await userEvent.type(comment, 'Say it is rye');
    await userEvent.click(within(ask).getByRole('button', { name: 'Send back to the Editor' }));
    await waitFor(() => expect(getDb().findOwnDraft(draft.id, EMAIL)?.status).toBeUndefined());
    expect(getDb().teamState().reviews[draft.id]).toMatchObject({
      decision: 'changes_requested',
      comment: 'Say it is rye',
    });
  });
});
