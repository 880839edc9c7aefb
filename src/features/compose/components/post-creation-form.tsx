import type { ComposePresets } from '@/lib/compose-presets';
import type {
  ComposeCapabilities,
  GenerationProgress as Progress,
  ImageUpload,
  PostCreationValues,
} from '../compose-types';
import type { InitialContent } from '../form-state';
import { AiImageOptions } from './ai-image-options';
import { ContentOptions } from './content-options';
import { DemoNotice } from './demo-notice';
import { DescriptionField } from './description-field';
import { GenerationProgress } from './generation-progress';
import { ImageFieldset } from './image-fieldset';
import { usePostCreationForm } from './use-post-creation-form';
import './post-creation-form.css';

export type { ComposeCapabilities, ImageUpload, PostCreationValues };

export interface PostCreationFormProps {
  /** 'demo' (the landing page) only alerts on submit and never calls anything. */
  mode: 'full' | 'demo';
  /** product.md §4 onboarding presets, applied once when the form opens. */
  presets?: ComposePresets;
  /** What the brand profile allows; options it lacks are disabled with the reason. */
  capabilities?: ComposeCapabilities;
  /**
   * Generates and saves the post. Resolving means it was saved (the description is
   * cleared); rejecting leaves the form as it was, the failure shown through `error`.
   */
  onSubmit?: (values: PostCreationValues, image: ImageUpload | null) => Promise<void> | void;
  isSubmitting?: boolean;
  /** What the button says while `isSubmitting`. */
  submittingLabel?: string;
  progress?: Progress | null;
  /** The failure of the last submission, shown above the button. */
  error?: string | null;
  /** Tells the parent while a chosen image is being read. */
  onImageUploadingChange?: (uploading: boolean) => void;
  /** A description or image the form opens with (the landing demo, the library). */
  initial?: InitialContent;
  /** Demo only: "Sign up free" in the preview message, with the description typed so far. */
  onDemoSignUp?: (description: string) => void;
  /**
   * Changes when the parent saved the post outside `onSubmit` ("Save without image"):
   * the description is cleared as after any saved post.
   */
  clearDescriptionSignal?: number;
  /** The description field's id, so the screen around the form can send the owner to it. */
  descriptionId?: string;
}

const NO_CAPABILITIES: ComposeCapabilities = { hasBrandColors: false, hasLogo: false, photos: [] };

export function PostCreationForm({
  mode,
  capabilities = NO_CAPABILITIES,
  isSubmitting = false,
  submittingLabel = 'Generating...',
  progress = null,
  error = null,
  onDemoSignUp,
  clearDescriptionSignal = 0,
  descriptionId,
  ...props
}: PostCreationFormProps) {
  const isDemo = mode === 'demo';
  const {
    values,
    image,
    change,
    changeDescription,
    descriptionError,
    descriptionRef,
    upload,
    canSubmit,
    demoNotice,
    handleSubmit,
  } = usePostCreationForm({
    ...props,
    isDemo,
    capabilities,
    isSubmitting,
    clearDescriptionSignal,
  });

  return (
    <form
      className="compose-form card"
      aria-label={isDemo ? 'Post creation demo' : 'Create a post'}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <fieldset className="compose-body" disabled={isSubmitting}>
        <DescriptionField
          id={descriptionId}
          ref={descriptionRef}
          value={values.description}
          error={descriptionError}
          onChange={changeDescription}
        />
        <ContentOptions values={values} onChange={change} />
        <ImageFieldset mode={values.imageMode} image={image} upload={upload} />
        {values.imageMode === 'ai' ? (
          <AiImageOptions values={values} capabilities={capabilities} onChange={change} />
        ) : null}
      </fieldset>

      <GenerationProgress progress={progress} />

      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}

      {isDemo ? (
        <DemoNotice shown={demoNotice} onSignUp={() => onDemoSignUp?.(values.description)} />
      ) : null}

      <div className="compose-actions">
        <button
          type="submit"
          className="btn btn-primary compose-submit"
          disabled={!canSubmit}
          aria-busy={isSubmitting || undefined}
        >
          {isDemo ? 'Try it Free' : isSubmitting ? submittingLabel : 'Generate Post'}
        </button>
      </div>
    </form>
  );
}
