import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { absoluteApiBaseUrl } from '@/config/env';
import { getOnboardingByEmail } from '@/lib/api';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';
import { nameField, nextButton, openWizard, pngFile } from '@/testing/onboarding';

// Whole flows through the real app (lazy routes included): slow on a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

/*
 * jsdom's FormData drops file names on the way to the mock backend, so these tests put
 * the failure sentinels in the user's e-mail (sent with every upload) instead. The e2e
 * suite covers the file-name sentinels in a real browser.
 */

async function openBrandStep(email?: string) {
  const view = await openWizard('/onboarding', email);
  await view.user.type(nameField(), 'Golden Crust Bakery');
  await view.user.click(nextButton());
  await screen.findByRole('heading', { level: 2, name: 'Your brand assets' });
  return view;
}

const logoInput = () => screen.getByLabelText(/^(Upload|Replace) logo$/);
const photoInput = () => screen.getByLabelText(/^(Upload|Add) photos$/);

describe('brand setup: logo', () => {
  it('uploads the logo as soon as it is chosen and previews it', async () => {
    const { user } = await openBrandStep();
    const input = logoInput();
    expect(input).toHaveAttribute('accept', '.png,.svg,.jpg,.jpeg');
    await user.upload(input, pngFile('logo.png'));

    const preview = await screen.findByRole('img', { name: 'Logo preview: logo.png' });
    expect(preview.getAttribute('src')).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    expect(screen.getByLabelText('Replace logo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: /Logo preview/ })).not.toBeInTheDocument();
  });

  it('shows progress while the logo uploads', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${absoluteApiBaseUrl()}/upload`, async () => {
        await gate;
      }),
    );
    const { user } = await openBrandStep();
    await user.upload(logoInput(), pngFile('logo.png'));

    expect(await screen.findByRole('progressbar', { name: 'Uploading logo' })).toBeInTheDocument();
    expect(logoInput()).toBeDisabled();
    release();
    await screen.findByRole('img', { name: 'Logo preview: logo.png' });
    expect(screen.queryByRole('progressbar', { name: 'Uploading logo' })).not.toBeInTheDocument();
  });

  it("says 'Logo upload failed: {error}' with the server's message", async () => {
    const { user } = await openBrandStep('ann+fail-upload@example.com');
    await user.upload(logoInput(), pngFile('logo.png'));
    const error = await screen.findByText('Logo upload failed: Simulated upload failure');
    expect(error).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('img', { name: /Logo preview/ })).not.toBeInTheDocument();
  });

  it("says 'Logo upload failed: Network error' when there is no answer", async () => {
    const { user } = await openBrandStep('ann+offline-upload@example.com');
    await user.upload(logoInput(), pngFile('logo.png'));
    expect(await screen.findByText('Logo upload failed: Network error')).toBeInTheDocument();
  });

  it('clears the failure when a later upload succeeds', async () => {
    const { user } = await openBrandStep('ann+flaky-upload@example.com');
    await user.upload(logoInput(), pngFile('logo.png'));
    await screen.findByText('Logo upload failed: Simulated upload failure');
    await user.upload(logoInput(), pngFile('logo.png'));
    await screen.findByRole('img', { name: 'Logo preview: logo.png' });
    expect(screen.queryByText(/Logo upload failed/)).not.toBeInTheDocument();
  });
});

describe('brand setup: photos', () => {
  it('uploads several photos at once, previews them and lets one be removed', async () => {
    const { user } = await openBrandStep();
    const input = photoInput();
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [pngFile('shop.png'), pngFile('bread.png')]);

    const list = await screen.findByRole('list', { name: 'Uploaded photos' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Brand photo: shop.png', 'Brand photo: bread.png']);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1: shop.png' }));
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Brand photo: bread.png']);

    await user.upload(photoInput(), pngFile('cake.png'));
    await within(list).findByRole('img', { name: 'Brand photo: cake.png' });
    expect(within(list).getAllByRole('img')).toHaveLength(2);
  });

  it("says 'Photo upload failed: {error}' with the server's message", async () => {
    const { user } = await openBrandStep('ann+fail-photos@example.com');
    await user.upload(photoInput(), [pngFile('shop.png')]);
    const error = await screen.findByText('Photo upload failed: Simulated photos failure');
    expect(error).toHaveAttribute('role', 'alert');
  });

  it("says 'Photo upload failed: Network error' when there is no answer", async () => {
    const { user } = await openBrandStep('ann+offline-photos@example.com');
    await user.upload(photoInput(), [pngFile('shop.png')]);
    expect(await screen.findByText('Photo upload failed: Network error')).toBeInTheDocument();
  });
});

describe('brand setup: uploads still running', () => {
  it('holds Finish Setup until the photos have uploaded', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${absoluteApiBaseUrl()}/upload-multiple`, async () => {
        await gate;
      }),
    );
    const { user } = await openBrandStep();
    await user.upload(photoInput(), [pngFile('shop.png')]);
    await screen.findByRole('progressbar', { name: 'Uploading photos' });
    await user.click(nextButton());

    const finish = await screen.findByRole('button', { name: 'Finish Setup' });
    expect(finish).toBeDisabled();
    expect(screen.getByText('Waiting for your uploads to finish...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(finish).toBeEnabled());
    expect(screen.queryByText('Waiting for your uploads to finish...')).not.toBeInTheDocument();
  });
});

describe('brand setup: unexpected upload failures', () => {
  it("says 'File upload failed: {message}' when the upload cannot even start", async () => {
    // A session with no e-mail, Google or Facebook id has nothing to file uploads under.
    signInAs({ name: 'Nobody' });
    const { user } = renderApp('/onboarding');
    await user.type(await screen.findByRole('textbox', { name: 'Business Name *' }), 'Shop');
    await user.click(nextButton());
    await user.upload(logoInput(), pngFile('logo.png'));
    expect(
      await screen.findByText('File upload failed: No user identification found'),
    ).toBeInTheDocument();
    await user.upload(photoInput(), [pngFile('shop.png')]);
    expect(
      await screen.findAllByText('File upload failed: No user identification found'),
    ).toHaveLength(2);
  });
});

describe('brand setup: uploads in the saved profile', () => {
  it('saves the uploaded logo and photos with the profile', async () => {
    const { user, owner } = await openBrandStep();
    await user.upload(logoInput(), pngFile('logo.png'));
    const logo = await screen.findByRole('img', { name: 'Logo preview: logo.png' });
    await user.upload(photoInput(), [pngFile('shop.png'), pngFile('bread.png')]);
    await screen.findByRole('img', { name: 'Brand photo: bread.png' });
    const photoUrls = screen
      .getAllByRole('img', { name: /^Brand photo/ })
      .map((img) => img.getAttribute('src'));

    await user.click(nextButton());
    await user.click(await screen.findByRole('button', { name: 'Finish Setup' }));

    await waitFor(async () => {
      const saved = await getOnboardingByEmail(owner.email ?? '');
      expect(saved?.brandAssets.logoUrl).toBe(logo.getAttribute('src'));
      expect(saved?.brandAssets.photos).toEqual(photoUrls);
    });
  });
});
