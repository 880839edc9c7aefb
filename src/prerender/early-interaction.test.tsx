import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicApp } from '@/app/public-app';
import { loadPublicScreen } from '@/app/public-pages';
import { publicRouteAt } from '@/app/public-routes';
import { SUPPORT_SUBMITTED_MESSAGE } from '@/features/support/support-request';
import { getDb } from '@/mocks/db';
import { withEarlyInteraction } from './early-interaction';
import { signedOutPage } from './render-page';

const TYPED = {
  Name: 'Rosa Diaz',
  'E-mail': 'rosa@example.com',
  Subject: 'Invoice',
  Message: 'Where is my invoice?',
};

let hydrated: { root: Root; container: HTMLElement } | undefined;

afterEach(() => {
  if (!hydrated) return;
  const { root, container } = hydrated;
  act(() => root.unmount());
  container.remove();
  hydrated = undefined;
});

const supportRoute = () => {
  const route = publicRouteAt('/support');
  if (!route) throw new Error('/support is not a public page');
  return route;
};

/**
 * The support page as the browser paints it from the prerendered HTML, before any script:
 * the markup scripts/prerender.mjs writes. (Its renderer, react-dom/static, cannot share
 * the page's contexts with a client renderer in one process; renderToString can, and
 * writes the same markup for a page whose code is loaded.)
 */
async function openPrerenderedSupportPage() {
  window.history.replaceState(null, '', '/support');
  await loadPublicScreen(supportRoute());
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(signedOutPage(supportRoute()));
  document.body.append(container);
  return container;
}

/** Typing as the browser does it with no script listening: the fields' own values change. */
function typeBeforeTheAppStarts() {
  for (const [label, value] of Object.entries(TYPED)) {
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  }
}

/** What main.tsx does once the app's code has arrived. */
async function hydrate(container: HTMLElement) {
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, withEarlyInteraction(<PublicApp />));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  if (!root) throw new Error('Hydration did not start');
  hydrated = { root, container };
}

const expectTypedRequestKept = async () => {
  expect(await screen.findByText(SUPPORT_SUBMITTED_MESSAGE)).toBeInTheDocument();
  expect(getDb().snapshot().supportRequests).toEqual([
    expect.objectContaining({
      name: TYPED.Name,
      email: TYPED['E-mail'],
      subject: TYPED.Subject,
      message: TYPED.Message,
    }),
  ]);
};

describe('a prerendered form used before the app has started', { timeout: 20_000 }, () => {
  it('keeps what was typed through hydration, and sends it on Submit', async () => {
    const container = await openPrerenderedSupportPage();
    typeBeforeTheAppStarts();
    await hydrate(container);

    for (const [label, value] of Object.entries(TYPED)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    await expectTypedRequestKept();
  });

  it('sends what was typed when Submit was tapped early too', async () => {
    const container = await openPrerenderedSupportPage();
    typeBeforeTheAppStarts();
    // The page's loader holds a tap it received early (scripts/prerender.mjs).
    const submit = screen.getByRole('button', { name: 'Submit Request' });
    window.__earlyClicks = () => [submit];
    await hydrate(container);

    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    await expectTypedRequestKept();
  });
});
