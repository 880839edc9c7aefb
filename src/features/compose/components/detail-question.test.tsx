import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_PROFILE } from '@contract/business-profile';
import { endpoints } from '@contract/endpoints';
import type { GenerateBrandAwareContentResponse } from '@contract/generation';
import { sampleOnboardingData } from '@contract/samples';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser, getDrafts, saveBusinessProfile, saveOnboarding } from '@/lib/api';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';
import { DRAFT_SAVED_MESSAGE } from '../compose-messages';
import {
  FEATURE_QUESTION,
  NO_SUBJECT_MESSAGE,
  NOTHING_TO_FEATURE_MESSAGE,
} from './detail-question';

const EMAIL = 'kettle@example.com';
const VAGUE = 'remind people we exist';
const TEXT_PATH = `${absoluteApiBaseUrl()}${endpoints.generateBrandAwareContent.path}`;

/** A tea shop whose trade the writer does not know: only its business profile gives it a subject. */
async function seedTeaShop() {
  const user = await addUser({ email: EMAIL, password: 'pw-123456' });
  await saveOnboarding(
    user,
    sampleOnboardingData({
      business: { name: 'Kettle & Co', industry: 'Other' },
      contentPrefs: { platforms: ['instagram'], aiVisuals: false },
    }),
  );
  signInAs(user);
}

/** Every request body sent to the text endpoint, in order. */
function recordTextRequests() {
  const bodies: { post_desc: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url !== TEXT_PATH) return;
    void request
      .clone()
      .json()
      .then((body: { post_desc: string }) => void bodies.push(body));
  });
  return bodies;
}

async function askVaguely() {
  const view = renderApp('/compose');
  const description = await screen.findByRole('textbox', { name: 'Post description' });
  await view.user.type(description, VAGUE);
  await view.user.click(screen.getByRole('button', { name: 'Generate Post' }));
  return { ...view, description };
}

beforeEach(seedTeaShop);
afterEach(() => {
  server.events.removeAllListeners();
});

describe('/compose when a vague request has nothing to write from', () => {
  it('asks what to feature, saying what is missing, instead of showing or saving a post', async () => {
    const { user, description } = await askVaguely();

    const question = await screen.findByRole('region', { name: FEATURE_QUESTION });
    expect(within(question).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(question).getByRole('status')).toHaveTextContent(NOTHING_TO_FEATURE_MESSAGE);
    expect(within(question).getByRole('link', { name: /business profile/ })).toHaveAttribute(
      'href',
      '/business',
    );
    // No choices to offer: the profile lists nothing.
    expect(within(question).queryByRole('group')).toBeNull();
    // Not a post: nothing saved, no result card, no failure.
    expect(screen.queryByRole('region', { name: 'Saved to your drafts' })).toBeNull();
    expect(
      within(screen.getByRole('form', { name: 'Create a post' })).queryByRole('alert'),
    ).toBeNull();
    expect((await getDrafts(EMAIL)).count).toBe(0);

    // Typing a detail is always an answer: the request is kept to add it to.
    await user.click(within(question).getByRole('button', { name: 'Type a detail' }));
    expect(description).toHaveFocus();
    expect(description).toHaveValue(VAGUE);
    await user.type(description, ': loose-leaf tea, £4 a bag this week');
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));
    const saved = await screen.findByRole('region', { name: 'Saved to your drafts' });
    expect(within(saved).getByRole('status')).toHaveTextContent(DRAFT_SAVED_MESSAGE);
    expect(screen.queryByRole('region', { name: FEATURE_QUESTION })).toBeNull();
  });

  it('offers the owner’s products as answers, and writes about the one chosen', async () => {
    await saveBusinessProfile({
      ...EMPTY_BUSINESS_PROFILE,
      offerings: [
        { name: 'Loose-leaf tea', description: 'Blended in the shop', price: '£4', season: [] },
        { name: 'Teapots', description: '', price: null, season: [] },
      ],
    });
    // The writer asks once, as it may for an owner with more than one thing to feature.
    const question: GenerateBrandAwareContentResponse = {
      title: 'Kettle & Co',
      caption: 'Kettle & Co',
      hashtags: '',
      variation: 1,
      written_by: { by: 'offline' },
      needs_detail: true,
    };
    server.use(http.post(TEXT_PATH, () => HttpResponse.json(question), { once: true }));
    const bodies = recordTextRequests();
    const { user, description } = await askVaguely();

    const card = await screen.findByRole('region', { name: FEATURE_QUESTION });
    expect(within(card).getByRole('status')).toHaveTextContent(NO_SUBJECT_MESSAGE);
    const choices = within(card).getByRole('group', { name: FEATURE_QUESTION });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Loose-leaf tea', 'Teapots']);

    await user.click(within(choices).getByRole('button', { name: 'Loose-leaf tea' }));
    const saved = await screen.findByRole('region', { name: 'Saved to your drafts' });
    expect(within(saved).getByRole('status')).toHaveTextContent(DRAFT_SAVED_MESSAGE);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((body) => body.post_desc)).toEqual([
      VAGUE,
      'Loose-leaf tea (£4): Blended in the shop',
    ]);
    const [draft] = (await getDrafts(EMAIL)).drafts;
    expect(draft?.original_post_desc).toBe('Loose-leaf tea (£4): Blended in the shop');
    // Saved like any post: the form is ready for the next one.
    expect(description).toHaveValue('');
  });
});
