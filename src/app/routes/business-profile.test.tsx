import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getBusinessProfile } from '@/lib/api';
import { signInOwner } from '@/testing/onboarding';
import { renderApp } from '@/testing/render';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

describe('"Your business" with Fill in from my website', () => {
  it('puts the accepted values into the form and saves nothing until Save', async () => {
    await signInOwner();
    const { user } = renderApp('/business');
    await screen.findByRole('heading', { level: 1, name: 'Your business' });
    const panel = await screen.findByRole('region', { name: 'Fill in from my website' });
    await user.type(within(panel).getByRole('textbox', { name: 'Website' }), 'hearth.example');
    await user.click(within(panel).getByRole('button', { name: 'Fill in from my website' }));
    const review = await screen.findByRole('dialog', { name: 'Review what we found' });
    await user.click(await within(review).findByRole('checkbox', { name: 'Use address' }));
    await user.click(within(review).getByRole('button', { name: /^Use \d+ selected values$/ }));

    expect(screen.getByRole('textbox', { name: 'What you do' })).toHaveValue(
      'Sourdough, pastries and celebration cakes, baked every morning on Gloucester Road.',
    );
    expect(screen.getByDisplayValue('Cardamom bun')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(/41 Gloucester Road/)).not.toBeInTheDocument();
    expect((await getBusinessProfile()).updatedAt).toBeNull();
  });
});
