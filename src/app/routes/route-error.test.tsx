import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render-with-session';
import { ChunkLoadTimeoutError } from '../lazy-route';
import { RouteErrorPage } from './route-error';

function renderFailingRoute(error: unknown) {
  return renderWithSession([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <p>Loading</p>,
      loader: () => {
        throw error;
      },
      element: <h1>Never shown</h1>,
    },
  ]);
}

describe('route error page', () => {
  it('says Unexpected Application Error! with the reason and a way out', async () => {
    renderFailingRoute(new Error('The chart data is broken'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The chart data is broken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('names a chunk that took too long to load', async () => {
    renderFailingRoute(new ChunkLoadTimeoutError(120_000));
    expect(
      await screen.findByText('Loading part of the app took longer than 120 seconds.'),
    ).toBeInTheDocument();
  });
});
