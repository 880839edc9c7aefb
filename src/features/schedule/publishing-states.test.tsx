import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NETWORK_NAMES,
  type Network,
  type Publication,
  type PublicationState,
} from '@contract/integrations';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { toLocalParts } from '@core/schedule/zoned-time';
import { absoluteApiBaseUrl } from '@/config/env';
import {
  addUser,
  pickConnectionTargets,
  saveDraft,
  saveOnboarding,
  schedulePost,
  setTimeZone,
} from '@/lib/api';
import { PUBLICATION_POLL_MS, SOON_MS } from '@/lib/publications';
import { queryClient, STALE_TIME_MS } from '@/lib/query-client';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  // tests/setup.ts replaces the app's query defaults to turn retries off; this walk needs the
  // freshness the browser has, where a screen opened again within it is not read again.
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: STALE_TIME_MS, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  await Promise.all([
    import('@/app/layouts/data-layout'),
    import('@/app/routes/dashboard'),
    import('@/app/routes/schedule'),
    import('@/features/drafts/editor/post-editor'),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
});

const EMAIL = 'ann@example.com';
const ZONE = 'Europe/Berlin';
/** The mock backend's name for the one sandbox account it connects on a network. */
const accountName = (network: Network) => `Sandbox ${NETWORK_NAMES[network]} account`;

/**
 * The server's side: a scheduled post has one publication per platform (each with a
 * connected account), at the post's time, in the state the test sets; before it is
 * scheduled it has none. Counts the reads.
 */
function serveServerStates() {
  const states: Partial<Record<Network, Partial<Publication> & { state: PublicationState }>> = {};
  const reads = { count: 0 };
  server.use(
    http.get(`${absoluteApiBaseUrl()}/publications`, ({ request }) => {
      reads.count += 1;
      const postId = new URL(request.url).searchParams.get('post');
      const post = getDb().findOwnDraft(postId ?? '', EMAIL);
      const publications: Publication[] =
        post?.status === 'scheduled' && post.scheduled_at
          ? (post.platforms ?? []).map((network) => ({
              id: `${post.id}-${network}`,
              post_id: post.id,
              account_id: `account-${network}`,
              network,
              account_name: accountName(network),
              sandbox: true,
              state: 'scheduled',
              publish_at: post.scheduled_at ?? '',
              attempts: 0,
              next_attempt_at: null,
              remote_url: null,
              error_class: null,
              error_message: null,
              updated_at: post.scheduled_at ?? '',
              ...states[network],
            }))
          : [];
      return HttpResponse.json({ success: true, publications });
    }),
  );
  /** The server publishes: Facebook refuses the post, X takes it. */
  const publish = () => {
    states.facebook = {
      state: 'failed',
      error_class: 'content',
      error_message: 'Facebook refused the post.',
    };
    states.x = { state: 'published', remote_url: 'https://x.com/sandbox/status/1' };
  };
  return { publish, reads };
}

/** An owner in Berlin with Facebook and X connected and one draft, optionally scheduled. */
async function ownerWithDraft({ scheduledIn }: { scheduledIn?: number } = {}) {
  const user = await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD });
  const profile = sampleOnboardingData();
  profile.contentPrefs.platforms = ['facebook', 'x'];
  await saveOnboarding(user, profile);
  await setTimeZone(EMAIL, ZONE);
  const draft = await saveDraft(sampleDraftRequest(EMAIL, { title: 'Sourdough Saturday' }));
  await pickConnectionTargets('mock-connection-facebook', ['sandbox-facebook']);
  await pickConnectionTargets('mock-connection-x', ['sandbox-x']);
  if (scheduledIn !== undefined) {
    await schedulePost(draft.id, {
      user_email: EMAIL,
      ...inBerlin(scheduledIn),
      platforms: ['facebook', 'x'],
    });
  }
  signInAs(user);
}

/** The day and time (to the minute, so up to a minute earlier) `ms` from now in Berlin. */
function inBerlin(ms: number) {
  const { date, time } = toLocalParts(new Date(Date.now() + ms), ZONE);
  return { date, time };
}

async function setWhen(dialog: HTMLElement, user: UserEvent, when: { date: string; time: string }) {
  const day = within(dialog).getByLabelText('Day');
  await user.clear(day);
  await user.type(day, when.date);
  const time = within(dialog).getByLabelText('Time');
  await user.clear(time);
  await user.type(time, when.time);
  await user.click(within(dialog).getByRole('button', { name: 'Save post' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const SCHEDULED = [
  'Facebook Pages Sandbox Facebook Pages account (Sandbox): Scheduled',
  'X Sandbox X account (Sandbox): Scheduled',
];

/** The post's lines in Upcoming Posts, once there. */
async function upcomingLines() {
  const upcoming = await screen.findByRole('region', { name: 'Upcoming Posts' });
  const publishing = await within(upcoming).findByRole('list', { name: 'Publishing' });
  return {
    publishing,
    lines: () =>
      within(publishing)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
  };
}

async function expectPublished({ publishing, lines }: Awaited<ReturnType<typeof upcomingLines>>) {
  await vi.waitFor(() =>
    expect(lines()).toEqual([
      expect.stringMatching(/^Facebook Pages Sandbox Facebook Pages account \(Sandbox\): Failed/),
      'X Sandbox X account (Sandbox): Published View post',
    ]),
  );
  expect(within(publishing).getByText('Facebook refused the post.')).toBeInTheDocument();
  expect(
    within(publishing).getByRole('link', { name: 'View post on X Sandbox X account' }),
  ).toHaveAttribute('href', 'https://x.com/sandbox/status/1');
}

describe('publication states across screens', { timeout: 30_000 }, () => {
  it("shows a post's publishing lines on the Schedule page right after it is scheduled from the dashboard, then follows the server", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = serveServerStates();
    await ownerWithDraft();
    const { user } = renderApp('/dashboard');

    // The dashboard's editor: the draft goes out in two minutes to Facebook and X.
    const drafts = await screen.findByRole('region', { name: 'Recent Drafts' });
    await user.click(await within(drafts).findByRole('button', { name: /^Sourdough Saturday/ }));
    await user.click(
      await within(drafts).findByRole('button', { name: 'Edit: Sourdough Saturday' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Sourdough Saturday”' });
    await setWhen(dialog, user, inBerlin(2 * 60_000));

    // The Schedule page shows where the post stands at once, without a reload.
    await user.click(screen.getAllByRole('link', { name: 'Schedule' })[0] as HTMLElement);
    const shown = await upcomingLines();
    expect(shown.lines()).toEqual(SCHEDULED);

    // The server publishes; the page follows on its own.
    backend.publish();
    await act(() => vi.advanceTimersByTimeAsync(PUBLICATION_POLL_MS));
    await expectPublished(shown);
  });

  it('opens the post a failure e-mail links to (/schedule?post=<id>)', async () => {
    serveServerStates();
    await ownerWithDraft({ scheduledIn: 24 * 3_600_000 });
    const id = getDb().listDrafts(EMAIL)[0]?.id ?? '';
    const { user } = renderApp(`/schedule?post=${id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Sourdough Saturday”' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows a post moved from tomorrow to in two minutes from the Schedule page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = serveServerStates();
    await ownerWithDraft({ scheduledIn: 24 * 3_600_000 });
    const { user } = renderApp('/schedule');
    const shown = await upcomingLines();
    await vi.waitFor(() => expect(shown.lines()).toEqual(SCHEDULED));

    await user.click(screen.getByRole('button', { name: 'Edit Sourdough Saturday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Sourdough Saturday”' });
    await setWhen(dialog, user, inBerlin(2 * 60_000));

    backend.publish();
    await act(() => vi.advanceTimersByTimeAsync(PUBLICATION_POLL_MS));
    await expectPublished(await upcomingLines());
  });

  it('asks nothing while a post is far off, and follows it once its time comes near', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = serveServerStates();
    await ownerWithDraft({ scheduledIn: SOON_MS + 5 * 60_000 });
    renderApp('/schedule');
    const shown = await upcomingLines();
    await vi.waitFor(() => expect(shown.lines()).toEqual(SCHEDULED));

    // Nothing can change for minutes yet: the page does not poll.
    const reads = backend.reads.count;
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(backend.reads.count).toBe(reads);

    // At its time the server publishes; the page, polling since the post came due, shows it.
    backend.publish();
    await act(() => vi.advanceTimersByTimeAsync(SOON_MS + 2 * 60_000));
    await expectPublished(shown);
  });
});
