import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, pickConnectionTargets, saveDraft, saveOnboarding, setTimeZone } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/data-layout'),
    import('@/app/routes/dashboard'),
    import('./post-editor'),
  ]);
});

/** The editor of a draft for a brand on Instagram and TikTok, TikTok connected or not. */
async function openEditor(email: string, { connected = true } = {}) {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  const profile = sampleOnboardingData();
  profile.contentPrefs.platforms = ['instagram', 'tiktok'];
  await saveOnboarding(user, profile);
  await setTimeZone(email, 'Europe/Berlin');
  const saved = await saveDraft(sampleDraftRequest(email, { title: 'Rye Friday' }));
  if (connected) await pickConnectionTargets('mock-connection-tiktok', ['sandbox-tiktok']);
  signInAs(user);
  renderApp('/dashboard');
  const section = await screen.findByRole('region', { name: 'Recent Drafts' });
  await userEvent.click(await within(section).findByRole('button', { name: /^Rye Friday/ }));
  await userEvent.click(await within(section).findByRole('button', { name: 'Edit: Rye Friday' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Rye Friday”' });
  return { dialog, id: saved.id };
}

const tiktokGroup = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'TikTok' });

describe('the post editor’s TikTok section', () => {
  it('shows the account, says posts go out private, and offers nothing chosen', async () => {
    const { dialog } = await openEditor('tia@example.com');
    const group = tiktokGroup(dialog);
    expect(await within(group).findByText('Sandbox Bakery')).toBeInTheDocument();
    expect(within(group).getByText(/TikTok posts go out private: only you/)).toBeInTheDocument();
    const privacy = within(group).getByLabelText('Who can see this post on TikTok');
    expect(privacy).toHaveValue('');
    expect(
      within(privacy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose who can see it', 'Only me']);
    expect(within(group).getByRole('checkbox', { name: 'Allow comments' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(
      within(group).getByText("By posting, you agree to TikTok's Music Usage Confirmation."),
    ).toBeInTheDocument();
  });

  it('refuses to schedule until a privacy level is chosen, then saves the choices', async () => {
    const { dialog, id } = await openEditor('tom@example.com');
    const group = tiktokGroup(dialog);
    await within(group).findByText('Sandbox Bakery');
    await userEvent.type(within(dialog).getByLabelText('Day'), '2031-05-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    const privacy = within(group).getByLabelText('Who can see this post on TikTok');
    expect(privacy).toHaveAccessibleDescription('Choose who can see this post on TikTok.');
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
    expect(getDb().findOwnDraft(id, 'tom@example.com')?.scheduled_at).toBeUndefined();

    await userEvent.selectOptions(privacy, 'Only me');
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Allow comments' }));
    await userEvent.click(within(group).getByRole('radio', { name: 'Your brand' }));
    expect(
      within(group).getByText("Your photo will be labeled as 'Promotional content'."),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    await screen.findByRole('region', { name: 'Recent Drafts' });
    await expect
      .poll(() => getDb().findOwnDraft(id, 'tom@example.com'))
      .toMatchObject({
        scheduled_at: expect.any(String),
        tiktok: { privacy_level: 'SELF_ONLY', allow_comments: true, disclosure: 'your_brand' },
      });
  });

  it('keeps branded content from being private, with TikTok’s wording', async () => {
    const { dialog } = await openEditor('bea@example.com');
    const group = tiktokGroup(dialog);
    await within(group).findByText('Sandbox Bakery');
    await userEvent.click(within(group).getByRole('radio', { name: 'Branded content' }));
    expect(
      within(group).getByText("Your photo will be labeled as 'Paid partnership'."),
    ).toBeInTheDocument();
    expect(
      within(group).getByText(
        "By posting, you agree to TikTok's Branded Content Policy and Music Usage Confirmation.",
      ),
    ).toBeInTheDocument();
    expect(within(group).getByRole('option', { name: /Only me/ })).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: 'No' }));
    await userEvent.selectOptions(
      within(group).getByLabelText('Who can see this post on TikTok'),
      'Only me',
    );
    expect(within(group).getByRole('radio', { name: 'Branded content' })).toBeDisabled();
  });

  it('asks to connect TikTok when no account is connected, and is gone without TikTok', async () => {
    const { dialog } = await openEditor('cal@example.com', { connected: false });
    const group = tiktokGroup(dialog);
    expect(
      await within(group).findByText(/Connect a TikTok account to choose how this post goes there/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'TikTok' }));
    expect(within(dialog).queryByRole('group', { name: 'TikTok' })).not.toBeInTheDocument();
  });
});
