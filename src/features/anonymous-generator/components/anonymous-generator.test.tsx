import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { GenerateContentRequest, GenerateContentResponse } from '@contract/generation';
import { absoluteApiBaseUrl } from '@/config/env';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render';
import {
  BLANK_BUSINESS_MESSAGE,
  BLANK_POST_MESSAGE,
  CAPTION_PLACEHOLDER,
  GENERATE_NETWORK_MESSAGE,
  NEEDS_DETAIL_MESSAGE,
  NO_RESULT_MESSAGE,
} from '../anonymous-generator-copy';
import { GENERATED_CONTENT_STORAGE_KEY, type GeneratedPost } from '../generated-content-storage';

afterEach(() => {
  server.events.removeAllListeners();
});

async function openGenerator() {
  const view = renderApp('/old-landing');
  await screen.findByRole('heading', { level: 1, name: 'Generate a Post' });
  return view;
}

function keep(content: GenerateContentResponse) {
  sessionStorage.setItem(GENERATED_CONTENT_STORAGE_KEY, JSON.stringify(content));
}

describe('/old-landing anonymous generator', () => {
  it('asks for both descriptions before calling anything', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const { user } = await openGenerator();
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));
    const business = screen.getByRole('textbox', { name: 'Business description' });
    expect(business).toHaveAccessibleDescription(BLANK_BUSINESS_MESSAGE);
    expect(business).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Post description' })).toHaveAccessibleDescription(
      BLANK_POST_MESSAGE,
    );

    await user.type(business, 'A family bakery');
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));
    expect(screen.getByRole('textbox', { name: 'Post description' })).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('shows the sub-options only while their switch is on', async () => {
    const { user } = await openGenerator();
    expect(screen.getByRole('checkbox', { name: 'SEO' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Title Generation' }));
    expect(screen.queryByRole('checkbox', { name: 'SEO' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Caption Generation' }));
    expect(screen.queryByRole('group', { name: 'Caption length' })).toBeNull();
  });

  it('generates the post and shows it on /results', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      void request
        .clone()
        .json()
        .then((body: unknown) => void bodies.push(body));
    });
    const { user, router } = await openGenerator();
    await user.type(
      screen.getByRole('textbox', { name: 'Business description' }),
      'A family bakery in Portland',
    );
    await user.type(screen.getByRole('textbox', { name: 'Post description' }), 'Croissant sale');
    await user.click(screen.getByRole('checkbox', { name: 'SEO' }));
    await user.click(screen.getByRole('radio', { name: 'Long' }));
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Generated Post' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/results');
    expect(bodies).toEqual([
      {
        business_desc: 'A family bakery in Portland',
        post_desc: 'Croissant sale',
        titleGeneration: true,
        seoEnabled: true,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength: 'long',
        imageGeneration: true,
        hashtagGeneration: true,
      },
    ]);

    const { content: stored, request } = JSON.parse(
      sessionStorage.getItem(GENERATED_CONTENT_STORAGE_KEY) ?? 'null',
    ) as GeneratedPost;
    // The request is kept with the result, so /results can ask for another version.
    expect(request).toEqual(bodies[0]);
    const post = screen.getByRole('article', { name: 'Generated post' });
    expect(within(post).getByRole('heading', { level: 2 })).toHaveTextContent(stored.title);
    // A long caption has paragraph breaks; the text matcher sees them collapsed to spaces.
    expect(within(post).getByText(stored.caption.replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(within(post).getByText(stored.hashtags)).toBeInTheDocument();
    expect(within(post).getByRole('img')).toHaveAttribute('src', stored.image_url);
  });

  it('asks for a concrete detail, not a thin post, when the request gives nothing to write from', async () => {
    const { user, router } = await openGenerator();
    await user.type(screen.getByRole('textbox', { name: 'Business description' }), 'Kettle & Co');
    const post = screen.getByRole('textbox', { name: 'Post description' });
    await user.type(post, 'remind people we exist');
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));

    await waitFor(() => expect(post).toHaveAccessibleDescription(NEEDS_DETAIL_MESSAGE));
    expect(post).toHaveFocus();
    expect(router.state.location.pathname).toBe('/old-landing');
    expect(sessionStorage.getItem(GENERATED_CONTENT_STORAGE_KEY)).toBeNull();

    // With a detail, the post is written and shown.
    await user.type(post, ': loose-leaf tea, £4 a bag this week');
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Generated Post' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a server error as is', 'Croissant sale fail-generate', 'Simulated generate failure'],
    ['a network failure', 'Croissant sale offline-generate', GENERATE_NETWORK_MESSAGE],
  ])('shows %s and stays', async (_case, text, message) => {
    const { user, router } = await openGenerator();
    await user.type(screen.getByRole('textbox', { name: 'Business description' }), 'A bakery');
    await user.type(screen.getByRole('textbox', { name: 'Post description' }), text);
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(router.state.location.pathname).toBe('/old-landing');
    expect(screen.getByRole('button', { name: 'Generate Post' })).toBeEnabled();
  });
});

describe('/results', () => {
  it('says there is nothing to show when opened directly', async () => {
    renderApp('/results');
    expect(await screen.findByText(NO_RESULT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate a post' })).toHaveAttribute(
      'href',
      '/old-landing',
    );
    expect(screen.queryByRole('button', { name: 'Schedule Post' })).toBeNull();
  });

  it('still shows the result after a reload', async () => {
    keep({ title: 'Fresh Bread', caption: 'Warm loaves.', hashtags: '#bread', image_url: null });
    renderApp('/results');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fresh Bread' })).toBeVisible();
    expect(screen.getByText('Warm loaves.')).toBeInTheDocument();
    expect(screen.getByText('#bread')).toBeInTheDocument();
  });

  it('shows the caption placeholder and leaves out what was not generated', async () => {
    keep({ title: '', caption: '', hashtags: '', image_url: null });
    renderApp('/results');
    expect(await screen.findByText(CAPTION_PLACEHOLDER)).toBeInTheDocument();
    const post = screen.getByRole('article', { name: 'Generated post' });
    expect(within(post).queryByRole('heading', { level: 2 })).toBeNull();
    expect(within(post).queryByRole('img')).toBeNull();
    expect(within(post).queryByRole('region', { name: 'Hashtags' })).toBeNull();
  });

  it('notes the post locally from the modal, saying it will not be published', async () => {
    const requests: string[] = [];
    keep({ title: 'Fresh Bread', caption: 'Warm loaves.', hashtags: '', image_url: null });
    const { user } = renderApp('/results');
    await user.click(await screen.findByRole('button', { name: 'Schedule Post' }));
    server.events.on('request:start', ({ request }) => void requests.push(request.url));

    const dialog = screen.getByRole('dialog', { name: 'Schedule Post' });
    const platform = within(dialog).getByRole('combobox', { name: 'Platform' });
    expect(
      within(platform)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['instagram', 'facebook', 'tiktok', 'x', 'linkedin']);
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2031-10-12');
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '14:30');
    expect(platform).toHaveAccessibleDescription(
      'This post will not be published: no Instagram account is connected. Sign up and connect one, or copy the post and publish it yourself.',
    );
    await user.selectOptions(platform, 'linkedin');
    expect(platform).toHaveAccessibleDescription(/no LinkedIn account is connected/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Schedule' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const confirmation =
      'Noted for LinkedIn on Oct 12, 2031, 2:30 PM. This post will not be published: no LinkedIn account is connected. Sign up and connect one, or copy the post and publish it yourself.';
    expect(screen.getAllByText(confirmation)).toHaveLength(2);
    expect(screen.queryByText(/Scheduled for/)).toBeNull();
    expect(requests).toEqual([]);
  });

  it('refuses a time already past', async () => {
    keep({ title: 'Fresh Bread', caption: 'Warm loaves.', hashtags: '', image_url: null });
    const { user } = renderApp('/results');
    await user.click(await screen.findByRole('button', { name: 'Schedule Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Post' });
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2020-01-06');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'That time has already passed. Choose a later time.',
    );
    expect(screen.queryByText(/Noted for/)).toBeNull();
  });

  it('asks for a date before scheduling, and closes on Cancel', async () => {
    keep({ title: 'Fresh Bread', caption: 'Warm loaves.', hashtags: '', image_url: null });
    const { user } = renderApp('/results');
    await user.click(await screen.findByRole('button', { name: 'Schedule Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Post' });
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a date and a time.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Noted for/)).toBeNull();
  });
});

describe('/results Try another version', () => {
  function recordBodies(): GenerateContentRequest[] {
    const bodies: GenerateContentRequest[] = [];
    server.events.on('request:start', ({ request }) => {
      void request
        .clone()
        .json()
        .then((body: GenerateContentRequest) => void bodies.push(body));
    });
    return bodies;
  }

  function stored(): GeneratedPost {
    return JSON.parse(
      sessionStorage.getItem(GENERATED_CONTENT_STORAGE_KEY) ?? 'null',
    ) as GeneratedPost;
  }

  /** Holds generate-content answers until released, then lets the mock backend answer. */
  function holdGeneration() {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${absoluteApiBaseUrl()}/generate-content`, async () => {
        await released;
        // No answer here: the request falls through to the mock backend.
      }),
    );
    return release;
  }

  async function generateFromForm(postDescription: string) {
    const view = await openGenerator();
    const { user } = view;
    await user.type(
      screen.getByRole('textbox', { name: 'Business description' }),
      'A family bakery in Portland',
    );
    await user.type(screen.getByRole('textbox', { name: 'Post description' }), postDescription);
    await user.click(screen.getByRole('checkbox', { name: 'Image Generation' }));
    await user.click(screen.getByRole('button', { name: 'Generate Post' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Generated Post' });
    return view;
  }

  it('asks again with the next variation, as typed, and shows the new version', async () => {
    const bodies = recordBodies();
    const { user, router } = await generateFromForm('Croissant sale on Saturday 9am to noon');
    const first = stored();
    expect(first.content.variation).toEqual(expect.any(Number));
    const post = screen.getByRole('article', { name: 'Generated post' });

    const release = holdGeneration();
    const tryAnother = within(post).getByRole('button', { name: 'Try another version' });
    await user.click(tryAnother);
    expect(tryAnother).toHaveAccessibleName('Writing another version...');
    expect(tryAnother).toHaveAttribute('aria-disabled', 'true');
    expect(tryAnother).toHaveFocus();
    // A second press while writing sends nothing more.
    await user.click(tryAnother);
    release();

    await waitFor(() => expect(tryAnother).toHaveAccessibleName('Try another version'));
    expect(tryAnother).toHaveFocus();
    expect(tryAnother).not.toHaveAttribute('aria-disabled', 'true');
    expect(router.state.location.pathname).toBe('/results');

    expect(bodies).toHaveLength(2);
    const { variation: firstVariation, ...typed } = bodies[0]!;
    expect(firstVariation).toBeUndefined();
    expect(bodies[1]).toEqual({ ...typed, variation: first.content.variation! + 1 });

    const second = stored();
    expect(second.content.variation).toBe(first.content.variation! + 1);
    expect(second.content.caption).not.toBe(first.content.caption);
    expect(within(post).getByText(second.content.caption.replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(within(post).queryByText(first.content.caption.replace(/\s+/g, ' '))).toBeNull();
    expect(within(post).getByRole('heading', { level: 2 })).toHaveTextContent(second.content.title);
    // The new version is what a polite live region around the post now holds.
    expect(
      within(post).getByText(second.content.hashtags).closest('[aria-live="polite"]'),
    ).not.toBeNull();
  });

  it('keeps counting up from the version shown after a reload', async () => {
    const bodies = recordBodies();
    const request: GenerateContentRequest = {
      business_desc: 'A family bakery in Portland',
      post_desc: 'Sourdough is back on Friday',
      titleGeneration: true,
      seoEnabled: false,
      trendingEnabled: false,
      captionGeneration: true,
      captionLength: 'short',
      hashtagGeneration: true,
      imageGeneration: false,
      variation: 41,
    };
    sessionStorage.setItem(
      GENERATED_CONTENT_STORAGE_KEY,
      JSON.stringify({
        content: {
          title: 'Sourdough',
          caption: 'Back Friday.',
          hashtags: '',
          image_url: null,
          variation: 41,
        },
        request,
      }),
    );
    const { user } = renderApp('/results');
    await user.click(await screen.findByRole('button', { name: 'Try another version' }));
    await waitFor(() => expect(screen.queryByText('Back Friday.')).toBeNull());
    expect(bodies).toEqual([{ ...request, variation: 42 }]);
    expect(stored().content.variation).toBe(42);
  });

  it.each([
    ['a server error as is', 'Sourdough fail-generate', 'Simulated generate failure'],
    ['a network failure', 'Sourdough offline-generate', GENERATE_NETWORK_MESSAGE],
  ])('shows %s and keeps the shown post', async (_case, postDescription, message) => {
    const shown = {
      title: 'Sourdough',
      caption: 'Back Friday.',
      hashtags: '#bread',
      image_url: null,
      variation: 3,
    };
    sessionStorage.setItem(
      GENERATED_CONTENT_STORAGE_KEY,
      JSON.stringify({
        content: shown,
        request: {
          business_desc: 'A bakery',
          post_desc: postDescription,
          titleGeneration: true,
          seoEnabled: false,
          trendingEnabled: false,
          captionGeneration: true,
          captionLength: 'short',
          hashtagGeneration: true,
          imageGeneration: false,
          variation: 3,
        },
      }),
    );
    const { user } = renderApp('/results');
    const tryAnother = await screen.findByRole('button', { name: 'Try another version' });
    await user.click(tryAnother);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Sourdough' })).toBeVisible();
    expect(screen.getByText('Back Friday.')).toBeInTheDocument();
    expect(tryAnother).toHaveAccessibleName('Try another version');
    expect(tryAnother).toHaveFocus();
    expect(stored().content).toEqual(shown);
  });

  it('keeps the shown post and asks for a detail when the next version is not a post', async () => {
    const shown = {
      title: 'Sourdough',
      caption: 'Back Friday.',
      hashtags: '#bread',
      image_url: null,
      variation: 3,
    };
    sessionStorage.setItem(
      GENERATED_CONTENT_STORAGE_KEY,
      JSON.stringify({
        content: shown,
        request: {
          business_desc: 'A bakery',
          post_desc: 'Something for the weekend',
          titleGeneration: true,
          seoEnabled: false,
          trendingEnabled: false,
          captionGeneration: true,
          captionLength: 'short',
          hashtagGeneration: true,
          imageGeneration: false,
          variation: 3,
        },
      }),
    );
    // The model failed this time and the offline writer had only the business's name.
    const thin: GenerateContentResponse = {
      title: 'A bakery',
      caption: 'A bakery.',
      hashtags: '',
      image_url: null,
      variation: 4,
      needs_detail: true,
    };
    server.use(
      http.post(`${absoluteApiBaseUrl()}/generate-content`, () => HttpResponse.json(thin)),
    );
    const { user } = renderApp('/results');
    const tryAnother = await screen.findByRole('button', { name: 'Try another version' });
    await user.click(tryAnother);

    expect(await screen.findByText(NEEDS_DETAIL_MESSAGE)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Sourdough' })).toBeVisible();
    expect(screen.getByText('Back Friday.')).toBeInTheDocument();
    expect(screen.queryByText('A bakery.')).toBeNull();
    expect(tryAnother).toHaveFocus();
    expect(stored().content).toEqual(shown);
  });

  it('does not show the new version as scheduled', async () => {
    const { user } = await generateFromForm('Croissant sale on Saturday');
    await user.click(screen.getByRole('button', { name: 'Schedule Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Schedule' }));
    const post = screen.getByRole('article', { name: 'Generated post' });
    expect(within(post).getByRole('status')).toHaveTextContent(/Noted for Instagram/);

    const caption = stored().content.caption;
    await user.click(within(post).getByRole('button', { name: 'Try another version' }));
    await waitFor(() => expect(within(post).queryByText(caption.replace(/\s+/g, ' '))).toBeNull());
    expect(stored().content.caption).not.toBe(caption);
    expect(within(post).getByRole('status')).toBeEmptyDOMElement();
  });

  it('is not offered for a result kept without its request', async () => {
    keep({ title: 'Fresh Bread', caption: 'Warm loaves.', hashtags: '', image_url: null });
    renderApp('/results');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fresh Bread' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try another version' })).toBeNull();
  });
});
