import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_SETTINGS_MESSAGES } from '@contract/ai-settings';
import { sampleOnboardingData } from '@contract/samples';
import { absoluteApiBaseUrl } from '@/config/env';
import { getAiSettings } from '@/lib/api';
import { server } from '@/mocks/node';
import { signInOwner } from '@/testing/onboarding';
import { renderApp } from '@/testing/render';

beforeAll(async () => {
  await import('@/app/routes/model-settings');
});

async function openPage(email = 'ann@example.com') {
  await signInOwner(email, sampleOnboardingData());
  const view = renderApp('/settings/model');
  await screen.findByRole('heading', { level: 1, name: 'Connect a model' });
  await screen.findByRole('radio', { name: 'Built-in (offline)' });
  return view;
}

describe('Connect a model', { timeout: 60_000 }, () => {
  it('connects a provider by keyboard, keeps the key out of the page, and tests it', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('radio', { name: 'Built-in (offline)' })).toBeChecked();
    expect(screen.getByText(/Model calls today: 0 posts, 0 images/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A model' }));
    await user.selectOptions(screen.getByLabelText('Provider'), 'mistral');
    expect(screen.getByLabelText('API address')).toHaveValue('https://api.mistral.ai/v1');
    await user.type(screen.getByLabelText('API key'), 'sk-mistral-secret-1234');
    await user.click(screen.getByRole('button', { name: 'Load the models' }));
    expect(await screen.findByText('2 models listed.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Model that writes posts'), 'mock-writer-small');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(AI_SETTINGS_MESSAGES.saved)).toHaveAttribute('role', 'status');
    const stored = await getAiSettings();
    expect(stored).toMatchObject({
      writer: 'model',
      provider: 'mistral',
      text_model: 'mock-writer-small',
      api_key_hint: 'sk-…1234',
    });
    expect(screen.getByLabelText('API key')).toHaveValue('');
    expect(document.body.textContent).not.toContain('sk-mistral-secret-1234');

    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const result = await screen.findByText(/written by the mock backend/);
    expect(result.tagName).toBe('BLOCKQUOTE');
  });

  it('offers a local Ollama in one click', async () => {
    server.use(
      http.get(`${absoluteApiBaseUrl()}/ai-settings/local-model`, () =>
        HttpResponse.json({
          found: true,
          base_url: 'http://127.0.0.1:11434/v1',
          models: ['llama3.1:latest'],
        }),
      ),
    );
    const { user } = await openPage('bea@example.com');
    const offer = await screen.findByRole('button', { name: 'Use llama3.1 on this computer' });
    await user.click(offer);
    expect(await screen.findByRole('radio', { name: 'A model' })).toBeChecked();
    expect(await getAiSettings()).toMatchObject({
      writer: 'model',
      provider: 'ollama',
      base_url: 'http://127.0.0.1:11434/v1',
      text_model: 'llama3.1:latest',
    });
    expect(screen.queryByRole('button', { name: /on this computer/ })).not.toBeInTheDocument();
  });

  it('shows the installation’s writer read-only', async () => {
    server.use(
      http.get(`${absoluteApiBaseUrl()}/ai-settings`, () =>
        HttpResponse.json({
          writer: 'model',
          provider: 'custom',
          base_url: 'http://models.internal/v1',
          text_model: 'house-model',
          image_model: '',
          api_key_hint: 'sk-…abcd',
          text_daily_limit: 100,
          image_daily_limit: 20,
          fixed_by_installation: true,
          usage: { text_today: 3, image_today: 1, text_month: 20, image_month: 4 },
        }),
      ),
    );
    await signInOwner('cy@example.com', sampleOnboardingData());
    renderApp('/settings/model');
    const fixed = await screen.findByText(/set by this installation|sets the writer/);
    expect(fixed).toBeInTheDocument();
    expect(
      screen.getByText('Model calls today: 3 posts, 1 image. This month: 20 posts, 4 images.'),
    ).toBeInTheDocument();
    expect(screen.getByText('house-model')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
