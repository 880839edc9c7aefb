import type { WrittenBy } from '@contract/ai-settings';
import type { User } from '@contract/auth';
import type { Draft } from '@contract/drafts';
import type { GenerateBrandAwareContentResponse } from '@contract/generation';
import type { OnboardingData } from '@contract/onboarding';
import {
  generateBrandAwareContent,
  generateCombinedBrandImage,
  identifyUser,
  saveDraft,
  updatePost,
  uploadFile,
} from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import {
  GENERATION_FAILED_MESSAGE,
  MISSING_UPLOAD_MESSAGE,
  UPLOAD_NETWORK_MESSAGE,
  imageGenerationFailedMessage,
  imageUploadFailedMessage,
} from '../compose-messages';
import type { GenerationStep, ImageUpload, PostCreationValues } from '../compose-types';
import { withoutImage } from '../form-state';
import { buildGenerationParams, buildImageRequest, buildTextRequest } from '../generation-requests';

/** The text a generation wrote, before any image: what "Save without image" keeps. */
export type WrittenPost = Pick<
  GenerateBrandAwareContentResponse,
  'title' | 'caption' | 'hashtags' | 'variants' | 'written_by'
>;

/** A failed step, with the product.md §8 text the user sees. */
export class GeneratePostError extends Error {
  override readonly name = 'GeneratePostError';
  /** Set when the image step failed after the text was written: the post is not lost. */
  readonly written: WrittenPost | null;

  constructor(
    readonly step: GenerationStep,
    message: string,
    options?: { cause?: unknown; written?: WrittenPost | null },
  ) {
    super(message, { cause: options?.cause });
    this.written = options?.written ?? null;
  }
}

/**
 * The writer had nothing to write a vague request from (ADR 0012): what came back is not a
 * post to save or show, so the owner is asked for a detail instead.
 */
export class DetailNeededError extends Error {}

interface StepTexts {
  /** The text for an answer from the server (or a call that could not be made). */
  server: (message: string) => string;
  /** The text for no answer at all. */
  network: string;
}

const AS_IS: StepTexts = { server: (message) => message, network: GENERATION_FAILED_MESSAGE };
const STEP_TEXTS: Record<GenerationStep, StepTexts> = {
  text: AS_IS,
  image: { server: imageGenerationFailedMessage, network: GENERATION_FAILED_MESSAGE },
  upload: { server: imageUploadFailedMessage, network: UPLOAD_NETWORK_MESSAGE },
  save: AS_IS,
};

function stepError(
  step: GenerationStep,
  error: unknown,
  written: WrittenPost | null = null,
): GeneratePostError {
  if (error instanceof GeneratePostError) return error;
  const texts = STEP_TEXTS[step];
  let message = GENERATION_FAILED_MESSAGE;
  if (isApiError(error)) {
    if (error.kind === 'network') message = texts.network;
    else if (error.kind === 'server' || error.kind === 'client')
      message = texts.server(error.message);
  }
  return new GeneratePostError(step, message, { cause: error, written });
}

export interface GeneratePostInput {
  values: PostCreationValues;
  image: ImageUpload | null;
  user: User;
  profile: OnboardingData | null;
  /** Called as each step starts. */
  onStep?: (step: GenerationStep) => void;
  /** The version of the text to write; the server picks one when absent. */
  variation?: number;
  /** Called with the version the server wrote, so the next try can ask for another. */
  onVariation?: (variation: number) => void;
}

/** A post written by one generation, with its image: not saved until the owner says so. */
export interface WrittenResult {
  /** Names this result, so saving it twice still makes one draft. */
  resultId: string;
  written: WrittenPost;
  imageUrl: string | null;
  imagePrompt: string | null;
  /** Who made the image (ADR 0057); null without one. */
  imageBy: WrittenBy | null;
  values: PostCreationValues;
  image: ImageUpload | null;
}

/**
 * Writes the text, then uploads or generates the image when asked; saves nothing. The
 * first failing step stops the sequence.
 */
export async function writePost({
  values,
  image,
  user,
  profile,
  onStep,
  variation,
  onVariation,
}: GeneratePostInput): Promise<WrittenResult> {
  const email = user.email ?? '';
  // Widened on purpose: the steps below move it on inside `start`, out of the compiler's sight.
  let step = 'text' as GenerationStep;
  const start = (next: GenerationStep) => {
    step = next;
    onStep?.(next);
  };

  let written: WrittenPost | null = null;

  try {
    start('text');
    const text = await generateBrandAwareContent(
      buildTextRequest(values, email, profile, variation),
    );
    if (text.variation !== undefined) onVariation?.(text.variation);
    if (text.needs_detail) throw new DetailNeededError();
    written = { title: text.title, caption: text.caption, hashtags: text.hashtags };
    if (text.variants) written.variants = text.variants;
    if (text.written_by) written.written_by = text.written_by;

    let imageUrl: string | null = null;
    let imagePrompt: string | null = null;
    let imageBy: WrittenBy | null = null;
    if (values.imageMode === 'upload') {
      start('upload');
      if (!image) throw new GeneratePostError('upload', MISSING_UPLOAD_MESSAGE);
      imageUrl = (await uploadFile(image.file, identifyUser(user), 'post_image')).url;
    } else if (values.imageMode === 'ai') {
      start('image');
      const generated = await generateCombinedBrandImage(
        buildImageRequest(values, email, profile, text.title),
      );
      imageUrl = generated.imageUrl;
      imagePrompt = generated.imagePrompt;
      imageBy = generated.imageBy;
    }
    return {
      resultId: crypto.randomUUID(),
      written,
      imageUrl,
      imagePrompt,
      imageBy,
      values,
      image,
    };
  } catch (error) {
    if (error instanceof DetailNeededError) throw error;
    const imageStep = step === 'image' || step === 'upload';
    throw stepError(step, error, imageStep ? written : null);
  }
}

/** Saves a written result as a draft; saving the same result again answers the same draft. */
export async function saveResult(result: WrittenResult, user: User): Promise<Draft> {
  try {
    return await saveDraft({
      ...draftFields(result.written, result.values, result.image, user.email ?? ''),
      image_url: result.imageUrl,
      image_prompt: result.imagePrompt,
      result_id: result.resultId,
      ...(result.imageBy ? { image_by: result.imageBy } : {}),
    });
  } catch (error) {
    throw stepError('save', error);
  }
}

/**
 * Puts another version in place of the draft it was asked for: one draft, its words and
 * image replaced. Saving it again writes the same again.
 */
export async function replaceWithResult(draft: Draft, result: WrittenResult): Promise<Draft> {
  try {
    return await updatePost(draft.id, {
      user_email: draft.user_email,
      title: result.written.title,
      caption: result.written.caption,
      hashtags: result.written.hashtags,
      image_url: result.imageUrl,
      image_prompt: result.imagePrompt,
      platforms: draft.platforms ?? [],
      variants: result.written.variants ?? null,
      // The draft now holds this version: its writer and image maker, not the earlier one's.
      written_by: result.written.written_by ?? null,
      image_by: result.imageBy,
    });
  } catch (error) {
    throw stepError('save', error);
  }
}

/**
 * product.md §4 and §7: write the text, then upload or generate the image when asked, then
 * save the draft. The first failing step stops the sequence, so nothing is saved.
 */
export async function generatePost(input: GeneratePostInput): Promise<Draft> {
  const result = await writePost(input);
  input.onStep?.('save');
  return saveResult(result, input.user);
}

/** Everything a saved draft holds except its image. */
function draftFields(
  written: WrittenPost,
  values: PostCreationValues,
  image: ImageUpload | null,
  email: string,
) {
  return {
    user_email: email,
    title: written.title,
    caption: written.caption,
    hashtags: written.hashtags,
    generation_params: JSON.stringify(buildGenerationParams(values, image)),
    original_post_desc: values.description,
    // The X version travels with the draft, so the dashboard can show it later.
    ...(written.variants ? { variants: written.variants } : {}),
    ...(written.written_by ? { written_by: written.written_by } : {}),
  };
}

export interface SaveWithoutImageInput {
  written: WrittenPost;
  /** The request as it was sent; the draft records it as a post without an image. */
  values: PostCreationValues;
  user: User;
}

/**
 * The image step failed but the text is written: saves that text as a draft with no
 * image, its settings saying so, so nothing the owner waited for is lost.
 */
export async function saveWithoutImage({
  written,
  values,
  user,
}: SaveWithoutImageInput): Promise<Draft> {
  try {
    return await saveDraft({
      ...draftFields(written, withoutImage(values), null, user.email ?? ''),
      image_url: null,
      image_prompt: null,
    });
  } catch (error) {
    throw stepError('save', error);
  }
}
