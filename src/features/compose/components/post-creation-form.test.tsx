import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BYTES_PER_MB, GENERATION_DEFAULTS, PREVIEW_MAX_HEIGHT_PX } from '@contract/constants';
import { server } from '@/mocks/node';
import {
  BLANK_DESCRIPTION_MESSAGE,
  BRAND_OPTION_REASONS,
  DEMO_ALERT_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  IMAGE_PROCESSING_MESSAGE,
} from '../compose-messages';
import type { ComposeCapabilities } from '../compose-types';
import { FILE_TYPE_MESSAGE } from '../image-file';
import { PostCreationForm, type PostCreationFormProps } from './post-creation-form';

const FULL_BRAND: ComposeCapabilities = {
  hasBrandColors: true,
  hasLogo: true,
  photos: [
    { url: 'data:image/png;base64,AAAA', filename: 'storefront.png' },
    { url: null, filename: 'team.jpg' },
  ],
};

function setup(props: Partial<PostCreationFormProps> = {}) {
  // applyAccept off: the picker must be able to hand over a file the form then rejects.
  const user = userEvent.setup({ applyAccept: false });
  const result = render(<PostCreationForm mode="full" {...props} />);
  return { user, ...result };
}

const pngFile = (name = 'photo.png', bytes: BlobPart[] = ['png-bytes']) =>
  new File(bytes, name, { type: 'image/png', lastModified: 1_700_000_000_000 });

const description = () => screen.getByRole('textbox', { name: 'Post description' });
const generateButton = () => screen.getByRole('button', { name: 'Generate Post' });
const imageInput = () => screen.getByLabelText('Image file');

async function chooseUploadMode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Upload Image/ }));
}

describe('PostCreationForm: text options', () => {
  it('shows SEO and Research Trending Posts only while Title Generation is on', async () => {
    const { user } = setup();
    const title = screen.getByRole('checkbox', { name: 'Title Generation' });
    expect(title).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'SEO' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Research Trending Posts' })).toBeNull();

    await user.click(title);
    await user.click(screen.getByRole('checkbox', { name: 'SEO' }));
    expect(screen.getByRole('checkbox', { name: 'SEO' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Research Trending Posts' })).not.toBeChecked();

    // Turning the title off drops its sub-options, so they come back off.
    await user.click(title);
    expect(screen.queryByRole('checkbox', { name: 'SEO' })).toBeNull();
    await user.click(title);
    expect(screen.getByRole('checkbox', { name: 'SEO' })).not.toBeChecked();
  });

  it('starts with caption generation on at medium length, the length shown only while on', async () => {
    const { user } = setup();
    const caption = screen.getByRole('checkbox', { name: 'Caption Generation' });
    expect(caption).toBeChecked();
    const lengths = screen.getByRole('group', { name: 'Caption length' });
    expect(within(lengths).getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(
      within(lengths)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['short', 'medium', 'long']);

    await user.click(caption);
    expect(screen.queryByRole('group', { name: 'Caption length' })).toBeNull();
  });

  it('has Hashtag Generation off and No Image chosen by default', () => {
    setup();
    expect(screen.getByRole('checkbox', { name: 'Hashtag Generation' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /No Image/ })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'AI image options' })).toBeNull();
  });
});

describe('PostCreationForm: presets', () => {
  it('applies the onboarding presets when it opens', () => {
    setup({ presets: { captionLength: 'long', imageMode: 'ai', hashtagGeneration: true } });
    expect(screen.getByRole('radio', { name: 'Long' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /AI Generate Image/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hashtag Generation' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'AI image options' })).toBeInTheDocument();
  });

  it('keeps the defaults for presets that are not set', () => {
    setup({ presets: { captionLength: null, imageMode: null, hashtagGeneration: null } });
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /No Image/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hashtag Generation' })).not.toBeChecked();
  });
});

describe('PostCreationForm: AI image options', () => {
  it('disables each brand option the profile lacks and says why', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /AI Generate Image/ }));

    const colors = screen.getByRole('checkbox', { name: 'Enhanced Brand Colors' });
    const logo = screen.getByRole('checkbox', { name: 'Logo Integration' });
    const photo = screen.getByRole('checkbox', { name: 'Brand Photo Style Reference' });
    expect(colors).toBeDisabled();
    expect(colors).toHaveAccessibleDescription(BRAND_OPTION_REASONS.colors);
    expect(logo).toBeDisabled();
    expect(logo).toHaveAccessibleDescription(BRAND_OPTION_REASONS.logo);
    expect(photo).toBeDisabled();
    expect(photo).toHaveAccessibleDescription(BRAND_OPTION_REASONS.photos);
  });

  it('enables only the options each capability backs', async () => {
    const { user } = setup({ capabilities: { hasBrandColors: true, hasLogo: false, photos: [] } });
    await user.click(screen.getByRole('radio', { name: /AI Generate Image/ }));
    const colors = screen.getByRole('checkbox', { name: 'Enhanced Brand Colors' });
    expect(colors).toBeEnabled();
    expect(colors).not.toHaveAccessibleDescription(BRAND_OPTION_REASONS.colors);
    expect(screen.getByRole('checkbox', { name: 'Logo Integration' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Brand Photo Style Reference' })).toBeDisabled();
  });

  it('shows the logo placement only with Logo Integration, corner first', async () => {
    const { user } = setup({ capabilities: FULL_BRAND });
    await user.click(screen.getByRole('radio', { name: /AI Generate Image/ }));
    expect(screen.queryByRole('combobox', { name: 'Logo placement' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Logo Integration' }));
    const placement = screen.getByRole('combobox', { name: 'Logo placement' });
    expect(placement).toHaveValue(GENERATION_DEFAULTS.logoPlacement);
    expect(
      within(placement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Corner', 'Center', 'Watermark', 'Banner', 'Natural']);
    await user.selectOptions(placement, 'banner');
    expect(placement).toHaveValue('banner');
  });

  it('offers the uploaded photos as the style reference, the first chosen', async () => {
    const { user } = setup({ capabilities: FULL_BRAND });
    await user.click(screen.getByRole('radio', { name: /AI Generate Image/ }));
    expect(screen.queryByRole('group', { name: 'Reference photo' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Brand Photo Style Reference' }));
    const photos = screen.getByRole('group', { name: 'Reference photo' });
    expect(within(photos).getByRole('radio', { name: 'storefront.png' })).toBeChecked();
    await user.click(within(photos).getByRole('radio', { name: 'team.jpg' }));
    expect(within(photos).getByRole('radio', { name: 'team.jpg' })).toBeChecked();
  });

  it('shows quality (medium) and style preferences only with Advanced Settings', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /AI Generate Image/ }));
    expect(screen.queryByRole('group', { name: 'Image quality' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Style preferences' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Advanced Settings' }));
    const quality = screen.getByRole('group', { name: 'Image quality' });
    expect(within(quality).getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(within(quality).getByRole('radio', { name: 'High' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Style preferences' })).toHaveValue('');
  });
});

describe('PostCreationForm: image upload', () => {
  it('rejects a file type that is not accepted', async () => {
    const { user } = setup();
    await chooseUploadMode(user);
    await user.upload(imageInput(), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(FILE_TYPE_MESSAGE)).toBeInTheDocument();
    expect(FILE_TYPE_MESSAGE).toBe(
      'File type not supported. Please use: image/jpeg, image/jpg, image/png, image/gif',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('rejects a file over 10 MB', async () => {
    const { user } = setup();
    await chooseUploadMode(user);
    const big = pngFile('big.png', [new ArrayBuffer(11 * BYTES_PER_MB)]);
    await user.upload(imageInput(), big);
    expect(await screen.findByText(FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { user } = setup();
    await chooseUploadMode(user);
    const file = pngFile('edge.png');
    Object.defineProperty(file, 'size', { value: 10 * BYTES_PER_MB });
    await user.upload(imageInput(), file);
    expect(await screen.findByRole('img', { name: 'Preview of edge.png' })).toBeInTheDocument();
    expect(screen.queryByText(FILE_TOO_LARGE_MESSAGE)).toBeNull();
  });

  it('says so when the file cannot be read', async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    const { user } = setup();
    await chooseUploadMode(user);
    await user.upload(imageInput(), pngFile());
    expect(await screen.findByText(IMAGE_PROCESSING_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so when the image cannot be decoded, and drops it', async () => {
    const { user } = setup();
    await chooseUploadMode(user);
    await user.upload(imageInput(), pngFile('broken.png'));
    const preview = await screen.findByRole('img', { name: 'Preview of broken.png' });
    fireEvent.error(preview);
    expect(await screen.findByText(IMAGE_PROCESSING_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('previews the chosen image at most 300px high and removes it', async () => {
    const { user } = setup();
    await chooseUploadMode(user);
    await user.upload(imageInput(), pngFile('croissant.png'));
    const preview = await screen.findByRole('img', { name: 'Preview of croissant.png' });
    expect(preview).toHaveStyle({ maxHeight: `${PREVIEW_MAX_HEIGHT_PX}px` });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('croissant.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: /Choose an image/ })).toBeInTheDocument();
  });

  it('accepts a dropped image', async () => {
    const { user } = setup();
    await chooseUploadMode(user);
    fireEvent.drop(screen.getByRole('button', { name: /Choose an image/ }), {
      dataTransfer: { files: [pngFile('dropped.png')] },
    });
    expect(await screen.findByRole('img', { name: 'Preview of dropped.png' })).toBeInTheDocument();
  });

  it('opens the file picker from the drop zone with the keyboard', async () => {
    const { user } = setup();
    await chooseUploadMode(user);
    const input = imageInput() as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    screen.getByRole('button', { name: /Choose an image/ }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });
});

describe('PostCreationForm: image mode rules', () => {
  it('turns AI generation and all its toggles off when Upload is chosen', async () => {
    const { user } = setup({ capabilities: FULL_BRAND });
    await user.click(screen.getByRole('radio', { name: /AI Generate Image/ }));
    for (const name of [
      'Enhanced Brand Colors',
      'Logo Integration',
      'Brand Photo Style Reference',
      'Advanced Settings',
    ]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }

    await chooseUploadMode(user);
    expect(screen.queryByRole('group', { name: 'AI image options' })).toBeNull();
    expect(screen.getByRole('radio', { name: /AI Generate Image/ })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: /AI Generate Image/ }));
    for (const name of [
      'Enhanced Brand Colors',
      'Logo Integration',
      'Brand Photo Style Reference',
      'Advanced Settings',
    ]) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
  });

  it.each([
    [/No Image/, 'No Image'],
    [/AI Generate Image/, 'AI Generate Image'],
  ])('discards the uploaded image when %s is chosen', async (radioName) => {
    const { user } = setup();
    await chooseUploadMode(user);
    await user.upload(imageInput(), pngFile('keep-me.png'));
    await screen.findByRole('img', { name: 'Preview of keep-me.png' });

    await user.click(screen.getByRole('radio', { name: radioName }));
    expect(screen.queryByRole('img', { name: /keep-me/ })).toBeNull();
    await chooseUploadMode(user);
    expect(screen.queryByRole('img', { name: /keep-me/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Choose an image/ })).toBeInTheDocument();
  });
});

describe('PostCreationForm: submitting', () => {
  it('keeps Generate Post disabled while the description is blank', async () => {
    const { user } = setup();
    expect(generateButton()).toBeDisabled();
    await user.type(description(), '   ');
    expect(generateButton()).toBeDisabled();
    await user.type(description(), 'Croissant sale');
    expect(generateButton()).toBeEnabled();
  });

  it('says a blank description must be filled in when submitted anyway', async () => {
    const onSubmit = vi.fn();
    setup({ onSubmit });
    fireEvent.submit(screen.getByRole('form', { name: 'Create a post' }));
    expect(await screen.findByText(BLANK_DESCRIPTION_MESSAGE)).toBeInTheDocument();
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(description()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps Generate Post disabled in upload mode until an image is chosen', async () => {
    const { user } = setup();
    await user.type(description(), 'Croissant sale');
    await chooseUploadMode(user);
    expect(generateButton()).toBeDisabled();
    await user.upload(imageInput(), pngFile());
    await screen.findByRole('img', { name: 'Preview of photo.png' });
    expect(generateButton()).toBeEnabled();
  });

  it('keeps Generate Post disabled while the image is being read', async () => {
    const readers: FileReader[] = [];
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      readers.push(this);
    });
    const onUploading = vi.fn();
    const { user } = setup({ onImageUploadingChange: onUploading });
    await user.type(description(), 'Croissant sale');
    await chooseUploadMode(user);
    await user.upload(imageInput(), pngFile());
    expect(generateButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: /Processing image/ })).toBeDisabled();
    expect(onUploading).toHaveBeenLastCalledWith(true);

    const [reader] = readers;
    if (!reader) throw new Error('the file was never read');
    Object.defineProperty(reader, 'result', { value: 'data:image/png;base64,AAAA' });
    reader.onload?.(new ProgressEvent('load') as ProgressEvent<FileReader>);
    await waitFor(() => expect(generateButton()).toBeEnabled());
    expect(onUploading).toHaveBeenLastCalledWith(false);
  });

  it('disables the form while submitting and shows the progress and error it is given', () => {
    setup({
      isSubmitting: true,
      progress: { steps: ['text', 'image', 'save'], current: 'image', status: 'running' },
    });
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(description()).toBeDisabled();
    const steps = within(screen.getByRole('list', { name: 'Generation progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Writing your post(done)',
      'Creating your image(in progress)',
      'Saving your draft(waiting)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the error of the last submission', () => {
    setup({ error: 'Simulated text failure' });
    expect(screen.getByRole('alert')).toHaveTextContent('Simulated text failure');
  });

  it('hands over the choices and the image, then clears the description once saved', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { user } = setup({ onSubmit, capabilities: FULL_BRAND });
    await user.type(description(), '  Croissant sale  ');
    await chooseUploadMode(user);
    await user.upload(imageInput(), pngFile('croissant.png'));
    await screen.findByRole('img', { name: 'Preview of croissant.png' });
    await user.click(generateButton());

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values, image] = onSubmit.mock.calls[0] as [unknown, unknown];
    expect(values).toMatchObject({ description: 'Croissant sale', imageMode: 'upload' });
    expect(image).toMatchObject({
      name: 'croissant.png',
      size: 9,
      type: 'image/png',
      lastModified: 1_700_000_000_000,
      preview: expect.stringMatching(/^data:image\/png/) as unknown,
    });
    await waitFor(() => expect(description()).toHaveValue(''));
  });

  it('keeps the description when the submission fails', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('no'));
    const { user } = setup({ onSubmit });
    await user.type(description(), 'Croissant sale');
    await user.click(generateButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(description()).toHaveValue('Croissant sale');
  });
});

describe('PostCreationForm: demo mode', () => {
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('alerts that it is a preview and makes no request', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    const onSubmit = vi.fn();
    const onDemoSignUp = vi.fn();
    const user = userEvent.setup();
    render(<PostCreationForm mode="demo" onSubmit={onSubmit} onDemoSignUp={onDemoSignUp} />);

    expect(screen.queryByRole('button', { name: 'Generate Post' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Post description' }), 'Croissant sale');
    await user.click(screen.getByRole('button', { name: 'Try it Free' }));

    // The words of product.md §2, in the page instead of a native alert, with a way to sign up.
    expect(screen.getByText(DEMO_ALERT_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign up free' }));
    expect(onDemoSignUp).toHaveBeenCalledWith('Croissant sale');
  });

  it('shows the preview message even before anything is typed', async () => {
    const user = userEvent.setup();
    render(<PostCreationForm mode="demo" />);
    await user.click(screen.getByRole('button', { name: 'Try it Free' }));
    expect(screen.getByText(DEMO_ALERT_MESSAGE)).toBeInTheDocument();
  });
});
