import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, generateCombinedBrandImage, getLibrary, saveDraft } from '@/lib/api';
import { sampleDraftRequest } from '@contract/samples';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

const ANN = 'ann@example.com';

beforeAll(async () => {
  await Promise.all([import('@/app/routes/library'), import('@/app/routes/compose')]);
});

async function signInOwner() {
  const user = await addUser({ email: ANN, password: DEFAULT_TEST_PASSWORD });
  signInAs(user);
  return user;
}

const drawImage = async (description: string) =>
  (
    await generateCombinedBrandImage({
      post_desc: description,
      user_email: ANN,
      onboarding_data: null,
      use_brand_colors: false,
      use_logo_integration: false,
      use_brand_photo_reference: false,
      use_advanced_settings: false,
      brand_colors: [],
      logo_placement: 'corner',
      reference_photo_index: 0,
      style_preferences: '',
      quality: 'medium',
      background: 'opaque',
      output_compression: 85,
    })
  ).imageUrl;

describe('Media Library', { timeout: 20_000 }, () => {
  it('asks a visitor to log in and shows no sample files', async () => {
    renderApp('/library');
    expect(await screen.findByText('Log in to see your images.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your images' })).not.toBeInTheDocument();
  });

  it('says plainly that a new owner has no images yet', async () => {
    await signInOwner();
    renderApp('/library');
    expect(await screen.findByRole('heading', { name: 'No images yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a post' })).toHaveAttribute('href', '/compose');
  });

  it('lists the owner’s images newest first with their drafts, and deletes an unused one', async () => {
    await signInOwner();
    const used = await drawImage('Croissant sale');
    await drawImage('Sourdough is back');
    await saveDraft(sampleDraftRequest(ANN, { image_url: used, title: 'Croissant weekend' }));
    const { user } = renderApp('/library');
    const list = await screen.findByRole('list', { name: 'Your images' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Not used in a draft')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByText('Used in: Croissant weekend'),
    ).toBeInTheDocument();
    // An image a draft shows cannot be deleted from here.
    expect(within(cards[1] as HTMLElement).queryByRole('button', { name: /^Delete/ })).toBeNull();

    await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(await getLibrary({ user_email: ANN })).toHaveLength(1);
  });

  it('opens compose with the image chosen for a new post', async () => {
    await signInOwner();
    await drawImage('Croissant sale');
    const { user, router } = renderApp('/library');
    await user.click(await screen.findByRole('button', { name: 'Use in a new post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/compose'));
    expect(await screen.findByRole('radio', { name: 'Upload Image' })).toBeChecked();
  });
});
