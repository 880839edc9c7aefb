import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { onboardingDataSchema, saveOnboardingRequestSchema } from '@contract/onboarding';
import { absoluteApiBaseUrl } from '@/config/env';
import { getOnboardingByEmail } from '@/lib/api';
import { server } from '@/mocks/node';
import { composeAiPrompt } from '../ai-prompt';
import { ONBOARDING_STORAGE_KEYS } from '../onboarding-storage';
import { backButton, nameField, nextButton, openWizard } from '@/testing/onboarding';

// Whole flows through the real app (lazy routes included): slow on a busy shared machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const progress = () => screen.getByRole('progressbar', { name: /Step \d of 3/ });

/** Records the JSON body of every POST /onboarding, then lets the mock backend answer. */
function spyOnSave() {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${absoluteApiBaseUrl()}/onboarding`, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

describe('brand setup wizard: step 1', () => {
  it('keeps Next disabled until the business name is not blank', async () => {
    const { user } = await openWizard();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('value', '1');
    expect(progress()).toHaveAttribute('max', '3');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    expect(nextButton()).toBeDisabled();
    await user.type(nameField(), '   ');
    expect(nextButton()).toBeDisabled();
    await user.type(nameField(), 'Golden Crust');
    expect(nextButton()).toBeEnabled();
    await user.clear(nameField());
    expect(nextButton()).toBeDisabled();
  });

  it('offers the industries and employee ranges of product.md §9', async () => {
    await openWizard();
    const industry = screen.getByRole('combobox', { name: 'Industry' });
    const industries = within(industry)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    expect(industries).toEqual([
      'Bakery',
      'Real Estate',
      'Fitness',
      'Restaurant',
      'Retail',
      'Healthcare',
      'Technology',
      'Education',
      'Marketing',
      'Consulting',
      'Beauty & Wellness',
      'Automotive',
      'Finance',
      'Legal',
      'Entertainment',
      'Non-profit',
      'Other',
    ]);
    const employees = screen.getByRole('combobox', { name: 'Employees' });
    expect(
      within(employees)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .filter(Boolean),
    ).toEqual(['1', '2-5', '6-20', '20+']);
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
  });
});

describe('brand setup wizard: moving between steps', () => {
  it('shows the step in the URL and progress, and keeps what was typed on Back and Next', async () => {
    const { user, router } = await openWizard();
    await user.type(nameField(), 'Golden Crust Bakery');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Bakery');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await user.click(nextButton());

    const brandHeading = await stepHeading('Your brand assets');
    expect(brandHeading).toHaveFocus();
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('value', '2');
    await user.type(screen.getByRole('textbox', { name: 'Tagline' }), 'Baked fresh');

    await user.click(nextButton());
    await stepHeading('Content preferences');
    expect(router.state.location.search).toBe('?step=3');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish Setup' })).toBeInTheDocument();

    await user.click(backButton());
    await stepHeading('Your brand assets');
    expect(screen.getByRole('textbox', { name: 'Tagline' })).toHaveValue('Baked fresh');

    await user.click(backButton());
    await stepHeading('Tell us about your business');
    expect(nameField()).toHaveValue('Golden Crust Bakery');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('Bakery');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
  });

  it("follows the browser's Back and Forward buttons", async () => {
    const { user, router } = await openWizard();
    await user.type(nameField(), 'Golden Crust Bakery');
    await user.click(nextButton());
    await stepHeading('Your brand assets');

    await router.navigate(-1);
    await stepHeading('Tell us about your business');
    expect(nameField()).toHaveValue('Golden Crust Bakery');
    await router.navigate(1);
    await stepHeading('Your brand assets');
  });

  it('starts at step 1 when a later step is opened without a business name', async () => {
    const { router } = await openWizard('/onboarding?step=3');
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it("'Skip & Finish Later' goes to the dashboard without saving", async () => {
    const bodies = spyOnSave();
    const { user, router, owner } = await openWizard();
    await user.type(nameField(), 'Golden Crust Bakery');
    await user.click(screen.getByRole('button', { name: 'Skip & Finish Later' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies).toEqual([]);
    expect(await getOnboardingByEmail(owner.email ?? '')).toBeNull();
  });

  it("offers 'Skip & Finish Later' on every step", async () => {
    const { user } = await openWizard();
    const skip = () => screen.getByRole('button', { name: 'Skip & Finish Later' });
    expect(skip()).toBeInTheDocument();
    await user.type(nameField(), 'Shop');
    await user.click(nextButton());
    await stepHeading('Your brand assets');
    expect(skip()).toBeInTheDocument();
    await user.click(nextButton());
    await stepHeading('Content preferences');
    expect(skip()).toBeInTheDocument();
  });
});

describe('brand setup wizard: step 2 limits', () => {
  async function openBrandStep() {
    const view = await openWizard();
    await view.user.type(nameField(), 'Golden Crust Bakery');
    await view.user.click(nextButton());
    await stepHeading('Your brand assets');
    return view;
  }

  it('counts the tagline and stops it at 140 characters', async () => {
    const { user } = await openBrandStep();
    const tagline = screen.getByRole('textbox', { name: 'Tagline' });
    expect(screen.getByText('0/140')).toBeInTheDocument();
    await user.type(tagline, 'Baked fresh!');
    const counter = screen.getByText('12/140');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(tagline).toHaveAccessibleDescription('12/140');

    await user.clear(tagline);
    await user.click(tagline);
    await user.paste('x'.repeat(150));
    expect(tagline).toHaveValue('x'.repeat(140));
    expect(screen.getByText('140/140')).toBeInTheDocument();
  });

  it('adds up to 3 colours, black by default, and removes them', async () => {
    const { user } = await openBrandStep();
    const addColor = () => screen.queryByRole('button', { name: 'Add Color' });

    await user.click(addColor() as HTMLElement);
    expect(screen.getByLabelText('Brand color 1')).toHaveValue('#000000');
    await user.click(addColor() as HTMLElement);
    await user.click(addColor() as HTMLElement);
    expect(screen.getByLabelText('Brand color 3')).toHaveValue('#000000');
    expect(screen.getAllByLabelText(/^Brand color \d$/)).toHaveLength(3);
    expect(addColor()).not.toBeInTheDocument();

    fireEvent.input(screen.getByLabelText('Brand color 1'), { target: { value: '#b45309' } });
    await user.click(screen.getByRole('button', { name: 'Remove brand color 2' }));
    expect(screen.getAllByLabelText(/^Brand color \d$/)).toHaveLength(2);
    expect(screen.getByLabelText('Brand color 1')).toHaveValue('#b45309');
    expect(addColor()).toBeInTheDocument();
  });
});

describe('brand setup wizard: step 3 choices', () => {
  async function openContentStep() {
    const view = await openWizard();
    await view.user.type(nameField(), 'Golden Crust Bakery');
    await view.user.click(nextButton());
    await stepHeading('Your brand assets');
    await view.user.click(nextButton());
    await stepHeading('Content preferences');
    return view;
  }

  it('starts from the defaults of product.md §9', async () => {
    await openContentStep();
    const platforms = within(screen.getByRole('group', { name: 'Platforms' }));
    expect(platforms.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'instagram',
      'facebook',
      'tiktok',
      'x',
      'linkedin',
    ]);
    for (const label of ['Instagram', 'Facebook', 'TikTok', 'X (Twitter)', 'LinkedIn']) {
      expect(platforms.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Create an AI image for each post' }),
    ).toBeChecked();
    const moderate = screen.getByRole('radio', { name: 'Moderate' });
    expect(moderate).toBeChecked();
    expect(moderate).toHaveAccessibleDescription('6-10 hashtags');
    expect(screen.getByRole('radio', { name: 'Minimal' })).toHaveAccessibleDescription(
      'Up to 5 hashtags',
    );
    expect(screen.getByRole('radio', { name: 'Trending' })).toHaveAccessibleDescription(
      'Trending tags, emoji+',
    );
  });

  it('keeps posts per month between 1 and 30 and shows the value', async () => {
    await openContentStep();
    const slider = screen.getByRole('slider', { name: 'Posts per month' });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '30');
    expect(slider).toHaveValue('12');
    expect(screen.getByText('12', { selector: 'output' })).toBeInTheDocument();

    fireEvent.change(slider, { target: { value: '45' } });
    expect(slider).toHaveValue('30');
    expect(screen.getByText('30', { selector: 'output' })).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '0' } });
    expect(slider).toHaveValue('1');
    expect(screen.getByText('1', { selector: 'output' })).toBeInTheDocument();
  });
});

describe('brand setup wizard: Finish Setup', () => {
  it('saves every field as product.md §3 onboarding data and goes to the dashboard', async () => {
    const bodies = spyOnSave();
    const { user, router, owner } = await openWizard();

    await user.type(nameField(), '  Golden Crust Bakery ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Bakery');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Employees' }), '2-5');
    await user.click(nextButton());
    await stepHeading('Your brand assets');

    await user.click(screen.getByRole('button', { name: 'Add Color' }));
    await user.click(screen.getByRole('button', { name: 'Add Color' }));
    fireEvent.input(screen.getByLabelText('Brand color 1'), { target: { value: '#b45309' } });
    await user.type(screen.getByRole('textbox', { name: 'Tagline' }), 'Baked fresh every morning');
    await user.type(
      screen.getByRole('textbox', { name: 'Sample posts' }),
      'Warm bread, warm hearts.{Enter}{Enter}   {Enter}Croissants are back!{Enter}',
    );
    await user.click(nextButton());
    await stepHeading('Content preferences');

    await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await user.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Posts per month' }), {
      target: { value: '20' },
    });
    await user.click(screen.getByRole('radio', { name: 'Long' }));
    await user.click(screen.getByRole('checkbox', { name: 'Create an AI image for each post' }));
    await user.click(screen.getByRole('radio', { name: 'Trending' }));
    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));

    // The optional step after Finish Setup, skipped.
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    const expected = {
      business: {
        name: 'Golden Crust Bakery',
        industry: 'Bakery',
        city: 'Portland',
        employees: '2-5',
      },
      brandAssets: {
        logoUrl: null,
        colors: ['#b45309', '#000000'],
        photos: [],
        tagline: 'Baked fresh every morning',
        samplePosts: ['Warm bread, warm hearts.', 'Croissants are back!'],
      },
      contentPrefs: {
        platforms: ['instagram', 'linkedin'],
        postsPerMonth: 20,
        postLength: 'Long',
        aiVisuals: false,
        hashtagStyle: 'Trending',
      },
    };

    // product.md §7: the user fields plus onboarding_data, the user identified by user_email.
    expect(bodies).toHaveLength(1);
    const body = saveOnboardingRequestSchema.parse(bodies[0]);
    expect(body.user_email).toBe(owner.email);
    expect(body.google_id).toBeUndefined();
    expect(body.facebook_id).toBeUndefined();
    expect(body.business_name).toBe('Golden Crust Bakery');
    expect(body.industry).toBe('Bakery');
    expect(body.location).toBe('Portland');
    expect(body.employees).toBe('2-5');
    expect(body.onboarding_data).toEqual(expected);

    // The server keeps it, and the device keeps the form data and the prompt (product.md §4).
    expect(await getOnboardingByEmail(owner.email ?? '')).toEqual(expected);
    const stored = JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEYS.formData) ?? 'null');
    expect(onboardingDataSchema.parse(stored)).toEqual(expected);
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEYS.aiPrompt)).toBe(
      composeAiPrompt(onboardingDataSchema.parse(expected)),
    );
  });

  it('shows the saving overlay until the profile is saved', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${absoluteApiBaseUrl()}/onboarding`, async () => {
        await gate;
      }),
    );
    const { user, router } = await openWizard('/onboarding?step=1');
    await user.type(nameField(), 'Shop');
    await user.click(nextButton());
    await stepHeading('Your brand assets');
    await user.click(nextButton());
    await user.click(await screen.findByRole('button', { name: 'Finish Setup' }));

    expect(
      await screen.findByText('Personalizing your Smart Suite... 5-10 sec'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish Setup' })).toBeDisabled();
    release();
    // The optional step after Finish Setup, skipped.
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows the server's message on a failed save and keeps everything typed", async () => {
    const { user, router } = await openWizard();
    await user.type(nameField(), 'Crust fail-onboarding');
    await user.click(nextButton());
    await stepHeading('Your brand assets');
    await user.type(screen.getByRole('textbox', { name: 'Tagline' }), 'Fresh daily');
    await user.click(nextButton());
    await stepHeading('Content preferences');
    await user.click(screen.getByRole('radio', { name: 'Short' }));
    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));

    expect(await screen.findByText('Simulated onboarding failure')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(
      screen.queryByText('Personalizing your Smart Suite... 5-10 sec'),
    ).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.getByRole('radio', { name: 'Short' })).toBeChecked();
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEYS.formData)).toBeNull();

    await user.click(backButton());
    expect(await screen.findByRole('textbox', { name: 'Tagline' })).toHaveValue('Fresh daily');
    await user.click(backButton());
    expect(nameField()).toHaveValue('Crust fail-onboarding');
  });

  it('saves on a second try after a failure, without retyping', async () => {
    const { user, router, owner } = await openWizard();
    await user.type(nameField(), 'Crust flaky-onboarding');
    await user.click(nextButton());
    await stepHeading('Your brand assets');
    await user.click(nextButton());
    await user.click(await screen.findByRole('button', { name: 'Finish Setup' }));
    await screen.findByText('Simulated onboarding failure');
    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));
    // The optional step after Finish Setup, skipped.
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect((await getOnboardingByEmail(owner.email ?? ''))?.business.name).toBe(
      'Crust flaky-onboarding',
    );
  });

  it("says 'Failed to save onboarding data' on a network failure", async () => {
    const { user } = await openWizard();
    await user.type(nameField(), 'Crust offline-onboarding');
    await user.click(nextButton());
    await stepHeading('Your brand assets');
    await user.click(nextButton());
    await user.click(await screen.findByRole('button', { name: 'Finish Setup' }));
    expect(await screen.findByText('Failed to save onboarding data')).toHaveAttribute(
      'role',
      'alert',
    );
    await user.click(backButton());
    await user.click(backButton());
    expect(nameField()).toHaveValue('Crust offline-onboarding');
  });
});
