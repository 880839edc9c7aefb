import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Draft } from '@contract/drafts';
import { GeneratedPostPreview } from './generated-post-preview';

const draft = {
  id: 7,
  title: 'Hazy Daze IPA is back on tap',
  caption: 'Hazy Daze IPA is back on tap from Friday 14 March, £5.50 a pint.',
  hashtags: '#HazyDazeIPA #CraftBeer',
  image_url: null,
  original_post_desc: 'Hazy Daze IPA is back on tap from Friday 14 March, £5.50 a pint',
} as unknown as Draft;

describe('GeneratedPostPreview', () => {
  it('offers another version of the same request', async () => {
    const onTryAnother = vi.fn();
    render(
      <MemoryRouter>
        <GeneratedPostPreview draft={draft} onTryAnother={onTryAnother} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Saved to your drafts' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Try another version' }));
    expect(onTryAnother).toHaveBeenCalledOnce();
  });

  it('has no such button before there is a request to repeat', () => {
    render(
      <MemoryRouter>
        <GeneratedPostPreview draft={draft} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Try another version' })).toBeNull();
  });
});
