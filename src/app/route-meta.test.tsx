import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

describe('route titles and descriptions', () => {
  it('gives each route its own title and meta description', async () => {
    const { router } = renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: /choose your plan/i });
    await waitFor(() => expect(document.title).toBe('Pricing | Smart Suite'));
    const description = document.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toMatch(/choose your plan/i);

    await router.navigate('/support');
    await waitFor(() => expect(document.title).toBe('Support | Smart Suite'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /within 24 hours/,
    );
  });
});
