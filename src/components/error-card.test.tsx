import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ErrorCard } from './error-card';
import { LoadingOverlay } from './loading-overlay';

describe('ErrorCard', () => {
  it('says Oops! Something went wrong with a Try Again button', async () => {
    const onRetry = vi.fn();
    render(<ErrorCard onRetry={onRetry} />);
    const card = screen.getByRole('alert');
    expect(card).toHaveTextContent('Oops! Something went wrong');
    expect(card).toHaveTextContent('An unexpected error occurred. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Try Again when there is nothing to retry', () => {
    render(<ErrorCard />);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  function Fragile() {
    const [broken, setBroken] = useState(false);
    if (broken) throw new Error('Rendering failed');
    return (
      <button type="button" onClick={() => setBroken(true)}>
        Break it
      </button>
    );
  }

  it('shows the error card instead of a blank page, and Try Again renders again', async () => {
    // The boundary logs what it caught: expected here, so not a test failure.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Break it' }));
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Break it' })).toBeInTheDocument();
  });
});

describe('LoadingOverlay', () => {
  it('announces its message', () => {
    render(<LoadingOverlay message="Personalizing your Smart Suite..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Personalizing your Smart Suite...');
  });
});
