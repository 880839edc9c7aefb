import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@contract/constants';
import { ChunkLoadTimeoutError, lazyRoute, withTimeout } from './lazy-route';
import { CHUNK_LOAD_FAILED_MESSAGE, RouteErrorPage } from './routes/route-error';

afterEach(() => {
  vi.useRealTimers();
});

function renderLazyRoute(load: () => Promise<{ default: () => React.JSX.Element }>) {
  const router = createMemoryRouter(
    [{ path: '/', lazy: lazyRoute(load), errorElement: <RouteErrorPage /> }],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('lazy routes', () => {
  it('raises a named error when a chunk takes longer than 120 seconds', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never);
    const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    await expect(result).rejects.toMatchObject({
      name: 'ChunkLoadTimeoutError',
      timeoutMs: 120_000,
    });
  });

  it('passes a chunk that arrives in time through untouched', async () => {
    await expect(withTimeout(Promise.resolve('screen'))).resolves.toBe('screen');
  });

  it('shows the route error page, not a blank page, when a chunk fails to load', async () => {
    renderLazyRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /pricing.js')),
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(CHUNK_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the route error page when a screen throws while rendering', async () => {
    // React reports the caught error through console.error; that is expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    renderLazyRoute(async () => ({
      default: () => {
        throw new Error('The pricing table broke');
      },
    }));
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The pricing table broke')).toBeInTheDocument();
  });
});
