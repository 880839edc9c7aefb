import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Settings"
        description="Change how it works."
      >
        <label>
          Name <input />
        </label>
        <button type="button">Save</button>
      </Dialog>
    </main>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const result = render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open settings' });
  await user.click(opener);
  return { user, opener, container: result.container };
}

describe('Dialog', () => {
  it('is a modal labelled and described by its title and text', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Change how it works.');
  });

  it('moves focus in, keeps it inside, and makes the page behind inert', async () => {
    const { user, container } = await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(container).toHaveAttribute('inert');
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    const { user, opener, container } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
