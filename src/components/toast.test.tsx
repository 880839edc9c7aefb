import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS } from '@contract/constants';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function Trigger({ options }: { options: ToastOptions }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(options)}>
      Notify
    </button>
  );
}

function renderToasts(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  return userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
}

const politeRegion = () => screen.getByRole('status', { name: 'Notifications' });
const urgentRegion = () => screen.getByRole('alert', { name: 'Alerts' });

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('are info by default, announced politely, and close after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderToasts({ message: 'Draft saved' });
    await user.click(screen.getByRole('button', { name: 'Notify' }));

    const toast = within(politeRegion()).getByText('Draft saved').closest('li');
    expect(toast).toHaveClass('toast-info');
    act(() => {
      vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 100);
    });
    expect(screen.getByText('Draft saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByText('Draft saved')).not.toBeInTheDocument();
  });

  it('honour a custom duration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderToasts({ message: 'Quick note', duration: 1000 });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Quick note')).not.toBeInTheDocument();
  });

  it.each([
    ['success', politeRegion],
    ['error', urgentRegion],
    ['warning', urgentRegion],
  ] as const)('show %s toasts in the right live region', async (type, region) => {
    const user = renderToasts({ message: `A ${type} message`, type });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const text = within(region()).getByText(`A ${type} message`);
    expect(text.closest('li')).toHaveClass(`toast-${type}`);
  });

  it('can be dismissed by hand', async () => {
    const user = renderToasts({ message: 'Dismiss me', type: 'error' });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Dismiss me')).not.toBeInTheDocument();
  });

  it('stack when several are shown', async () => {
    const user = renderToasts({ message: 'Again' });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(within(politeRegion()).getAllByText('Again')).toHaveLength(2);
  });
});
