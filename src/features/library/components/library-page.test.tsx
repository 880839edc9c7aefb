import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

async function renderLibrary() {
  const view = renderApp('/library');
  await screen.findByRole('heading', { level: 1, name: 'Media Library' });
  return view;
}

const file = (name: RegExp) => screen.getByRole('button', { name });

describe('Media Library', { timeout: 20_000 }, () => {
  it('shows the six sample files with their type and a human size', async () => {
    await renderLibrary();
    const files = within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem');
    expect(files).toHaveLength(6);
    expect(file(/storefront-autumn\.jpg/)).toHaveTextContent('Image · 2.2 MB');
    expect(file(/brand-guidelines\.pdf/)).toHaveTextContent('Document · 842 KB');
    expect(file(/caption-ideas\.txt/)).toHaveTextContent('Document · 912 B');
    expect(file(/fall-menu-reel\.mp4/)).toHaveTextContent('Video · 18 MB');
  });

  it('selects and deselects files on click and announces the count', async () => {
    const { user } = await renderLibrary();
    const status = screen.getByText('No files selected');
    expect(status).toHaveAttribute('role', 'status');

    await user.click(file(/storefront-autumn\.jpg/));
    await user.click(file(/logo-primary\.png/));
    expect(file(/storefront-autumn\.jpg/)).toHaveAttribute('aria-pressed', 'true');
    expect(file(/logo-primary\.png/)).toHaveAttribute('aria-pressed', 'true');
    expect(file(/radio-spot\.mp3/)).toHaveAttribute('aria-pressed', 'false');
    expect(status).toHaveTextContent('2 files selected');

    await user.click(file(/storefront-autumn\.jpg/));
    expect(file(/storefront-autumn\.jpg/)).toHaveAttribute('aria-pressed', 'false');
    expect(status).toHaveTextContent('1 file selected');
  });

  it('keeps Upload disabled with the storage note, and Delete only logs', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await renderLibrary();
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    expect(upload).toHaveAccessibleDescription(/blob storage with signed upload tokens/i);

    const remove = screen.getByRole('button', { name: 'Delete selected' });
    expect(remove).toBeDisabled();
    await user.click(file(/logo-primary\.png/));
    await user.click(remove);
    expect(info).toHaveBeenCalledWith('Delete requested (sample only)', ['file-4']);
    expect(
      within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem'),
    ).toHaveLength(6);
  });
});
