import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import type { ComposePresets } from '@/lib/compose-presets';
import {
  BLANK_DESCRIPTION_MESSAGE,
  DEMO_ALERT_MESSAGE,
  IMAGE_PROCESSING_MESSAGE,
  MISSING_UPLOAD_MESSAGE,
} from '../compose-messages';
import type {
  ComposeCapabilities,
  GenerationProgress as Progress,
  ImageMode,
  ImageUpload,
  PostCreationValues,
} from '../compose-types';
import {
  formReducer,
  initialFormStateWith,
  type FormAction,
  type InitialContent,
} from '../form-state';
import { readImageFile, validateImageFile } from '../image-file';
import { AiImageOptions } from './ai-image-options';
import { ContentOptions } from './content-options';
import { GenerationProgress } from './generation-progress';
import { ImageModeField } from './image-mode-field';
import { ImageUploadField } from './image-upload-field';
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
}

const NO_CAPABILITIES: ComposeCapabilities = { hasBrandColors: false, hasLogo: false, photos: [] };

/** Options the profile cannot back are never sent, even if they were on before. */
function effectiveValues(
  values: PostCreationValues,
  capabilities: ComposeCapabilities,
): PostCreationValues {
  const photoCount = capabilities.photos.length;
  return {
    ...values,
    description: values.description.trim(),
    useBrandColors: values.useBrandColors && capabilities.hasBrandColors,
    useLogoIntegration: values.useLogoIntegration && capabilities.hasLogo,
    useBrandPhotoReference: values.useBrandPhotoReference && photoCount > 0,
    referencePhotoIndex: photoCount > 0 ? Math.min(values.referencePhotoIndex, photoCount - 1) : 0,
  };
}

export function PostCreationForm({
  mode,
  presets,
  capabilities = NO_CAPABILITIES,
  onSubmit,
  isSubmitting = false,
  submittingLabel = 'Generating...',
  progress = null,
  error = null,
  onImageUploadingChange,
  initial,
  onDemoSignUp,
  clearDescriptionSignal = 0,
}: PostCreationFormProps) {
  const [demoNotice, setDemoNotice] = useState(false);
  const [state, dispatch] = useReducer(formReducer, undefined, () =>
    initialFormStateWith(presets, initial),
  );
  const { values, image } = state;
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [processing, setProcessingState] = useState(false);
  // A read that finishes after the image was removed or the mode changed is dropped.
  const readToken = useRef(0);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const descriptionId = useId();
  const descriptionHintId = useId();
  const descriptionErrorId = useId();
  const isDemo = mode === 'demo';

  useEffect(() => {
    if (clearDescriptionSignal > 0) dispatch({ type: 'saved' });
  }, [clearDescriptionSignal]);

  const setProcessing = useCallback(
    (next: boolean) => {
      setProcessingState(next);
      onImageUploadingChange?.(next);
    },
    [onImageUploadingChange],
  );

  const change = (patch: Extract<FormAction, { type: 'change' }>['patch']) =>
    dispatch({ type: 'change', patch });

  const changeImageMode = (next: ImageMode) => {
    if (next !== 'upload') {
      readToken.current += 1;
      if (processing) setProcessing(false);
      setImageError(null);
    }
    dispatch({ type: 'image-mode', mode: next });
  };

  const acceptFile = async (file: File) => {
    setImageError(null);
    const problem = validateImageFile(file);
    if (problem) {
      setImageError(problem);
      return;
    }
    const token = ++readToken.current;
    setProcessing(true);
    try {
      const upload = await readImageFile(file);
      if (token === readToken.current) dispatch({ type: 'image', image: upload });
    } catch {
      if (token === readToken.current) setImageError(IMAGE_PROCESSING_MESSAGE);
    } finally {
      if (token === readToken.current) setProcessing(false);
    }
  };

  const removeImage = () => {
    readToken.current += 1;
    setImageError(null);
    dispatch({ type: 'image', image: null });
  };

  const rejectPreview = () => {
    dispatch({ type: 'image', image: null });
    setImageError(IMAGE_PROCESSING_MESSAGE);
  };

  const descriptionBlank = values.description.trim() === '';
  const missingUpload = values.imageMode === 'upload' && image === null;
  const canSubmit = isDemo || !(isSubmitting || processing || descriptionBlank || missingUpload);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDemo) {
      // The preview message of product.md §2, in the page rather than a native alert.
      setDemoNotice(true);
      return;
    }
    if (isSubmitting || processing) return;
    if (descriptionBlank) {
      setDescriptionError(BLANK_DESCRIPTION_MESSAGE);
      descriptionRef.current?.focus();
      return;
    }
    if (missingUpload) {
      setImageError(MISSING_UPLOAD_MESSAGE);
      return;
    }
    if (!onSubmit) return;
    try {
      await onSubmit(effectiveValues(values, capabilities), image);
      dispatch({ type: 'saved' });
    } catch {
      // The parent shows why through `error`; the user's input stays for a retry.
    }
  };

  const describedBy = [descriptionHintId, descriptionError ? descriptionErrorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      className="compose-form card"
      aria-label={isDemo ? 'Post creation demo' : 'Create a post'}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <fieldset className="compose-body" disabled={isSubmitting}>
        <div className="field">
          <label htmlFor={descriptionId}>Post description</label>
          <textarea
            ref={descriptionRef}
            id={descriptionId}
            className="textarea"
            rows={4}
            value={values.description}
            placeholder="Weekend croissant sale: 20% off everything baked before 10am"
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              change({ description: event.target.value });
              if (descriptionError) setDescriptionError(null);
            }}
          />
          <span id={descriptionHintId} className="field-hint">
            Describe what the post is about; we write it in your brand&apos;s voice.
          </span>
          {descriptionError ? (
            <p id={descriptionErrorId} className="field-error" role="alert">
              {descriptionError}
            </p>
          ) : null}
        </div>

        <ContentOptions values={values} onChange={change} />

        <fieldset className="compose-fieldset">
          <legend className="compose-legend">Image</legend>
          <ImageModeField value={values.imageMode} onChange={changeImageMode} />
          {values.imageMode === 'upload' ? (
            <ImageUploadField
              image={image}
              processing={processing}
              error={imageError}
              onFile={(file) => void acceptFile(file)}
              onRemove={removeImage}
              onPreviewError={rejectPreview}
            />
          ) : null}
        </fieldset>

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
        <div className="compose-demo-notice" role="status">
          {demoNotice ? (
            <div className="alert compose-demo-message">
              <p>{DEMO_ALERT_MESSAGE}</p>
              <button
                type="button"
                className="btn btn-primary btn-small"
                onClick={() => onDemoSignUp?.(values.description)}
              >
                Sign up free
              </button>
            </div>
          ) : null}
        </div>
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
