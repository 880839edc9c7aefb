import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addUser } from '@/lib/api';
import { setSessionRole } from '@/mocks/team';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderWithProviders, signInAs } from '@/testing/render';
import { NETWORK_DESCRIPTIONS } from '../networks';
import { IntegrationsPage } from './integrations-page';

function renderPage() {
  return renderWithProviders(
    <IntegrationsPage
      integrations={NETWORK_DESCRIPTIONS}
      signedIn
      onLogIn={() => undefined}
      connectionId={null}
      connectError={null}
      onConnectionHandled={() => undefined}
      navigateTo={() => undefined}
    />,
  );
}

describe('Integrations by role', { timeout: 20_000 }, () => {
  it('does not offer an Editor to connect accounts, and says why', async () => {
    signInAs(await addUser({ email: 'eve@example.com', password: DEFAULT_TEST_PASSWORD }));
    setSessionRole('editor');
    renderPage();
    const connect = await screen.findByRole('button', { name: 'Connect LinkedIn' });
    await waitFor(() => expect(connect).toBeDisabled());
    expect(connect).toHaveAccessibleDescription('Only an Owner or Admin can connect accounts.');
  });

  it('offers an Owner to connect accounts', async () => {
    signInAs(await addUser({ email: 'ann@example.com', password: DEFAULT_TEST_PASSWORD }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
  });
});
