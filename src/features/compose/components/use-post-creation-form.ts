import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import type { ComposePresets } from '@/lib/compose-presets';
import { BLANK_DESCRIPTION_MESSAGE, MISSING_UPLOAD_MESSAGE } from '../compose-messages';
import type { ComposeCapabilities, ImageUpload, PostCreationValues } from '../compose-types';
import {
  formReducer,
  initialFormStateWith,
  type FormAction,
  type InitialContent,
} from '../form-state';
import { useImageUpload } from './use-image-upload';

interface PostCreationFormOptions {
  isDemo: boolean;
  presets?: ComposePresets;
  initial?: InitialContent;
  capabilities: ComposeCapabilities;
  onSubmit?: (values: PostCreationValues, image: ImageUpload | null) => Promise<void> | void;
  isSubmitting: boolean;
  onImageUploadingChange?: (uploading: boolean) => void;
  clearDescriptionSignal: number;
}

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

/** The post form's values, image and errors, and its submission (or the demo's notice). */
export function usePostCreationForm(options: PostCreationFormOptions) {
  const { isDemo, capabilities, onSubmit, isSubmitting, clearDescriptionSignal } = options;
  const [demoNotice, setDemoNotice] = useState(false);
  const [state, dispatch] = useReducer(formReducer, undefined, () =>
    initialFormStateWith(options.presets, options.initial),
  );
  const { values, image } = state;
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const upload = useImageUpload(dispatch, options.onImageUploadingChange);

  useEffect(() => {
    if (clearDescriptionSignal > 0) dispatch({ type: 'saved' });
  }, [clearDescriptionSignal]);

  const change = (patch: Extract<FormAction, { type: 'change' }>['patch']) =>
    dispatch({ type: 'change', patch });

  const changeDescription = (description: string) => {
    change({ description });
    if (descriptionError) setDescriptionError(null);
  };

  const descriptionBlank = values.description.trim() === '';
  const missingUpload = values.imageMode === 'upload' && image === null;
  const canSubmit =
    isDemo || !(isSubmitting || upload.processing || descriptionBlank || missingUpload);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDemo) {
      // The preview message of product.md §2, in the page rather than a native alert.
      setDemoNotice(true);
      return;
    }
    if (isSubmitting || upload.processing) return;
    if (descriptionBlank) {
      setDescriptionError(BLANK_DESCRIPTION_MESSAGE);
      descriptionRef.current?.focus();
      return;
    }
    if (missingUpload) {
      upload.setImageError(MISSING_UPLOAD_MESSAGE);
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

  return {
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
  };
}
