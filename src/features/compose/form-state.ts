import { GENERATION_DEFAULTS } from '@contract/constants';
import type { ComposePresets } from '@/lib/compose-presets';
import type { ImageMode, ImageUpload, PostCreationValues } from './compose-types';

export interface FormState {
  values: PostCreationValues;
  image: ImageUpload | null;
}

/** product.md §9 defaults, with the product.md §4 onboarding presets applied on top. */
export function initialFormState(presets?: ComposePresets): FormState {
  return {
    values: {
      description: '',
      titleGeneration: false,
      seoEnabled: false,
      trendingEnabled: false,
      captionGeneration: GENERATION_DEFAULTS.captionGeneration,
      captionLength: presets?.captionLength ?? GENERATION_DEFAULTS.captionLength,
      hashtagGeneration: presets?.hashtagGeneration ?? false,
      imageMode: presets?.imageMode ?? 'none',
      useBrandColors: presets?.useBrandColors ?? false,
      useLogoIntegration: presets?.useLogoIntegration ?? false,
      useBrandPhotoReference: false,
      useAdvancedSettings: false,
      logoPlacement: GENERATION_DEFAULTS.logoPlacement,
      referencePhotoIndex: GENERATION_DEFAULTS.referencePhotoIndex,
      imageQuality: GENERATION_DEFAULTS.imageQuality,
      stylePreferences: '',
    },
    image: null,
  };
}

/** What a form opened from elsewhere starts with: a description, an image from the library. */
export interface InitialContent {
  description?: string;
  image?: ImageUpload | null;
}

export function initialFormStateWith(
  presets: ComposePresets | undefined,
  initial: InitialContent | undefined,
): FormState {
  const state = initialFormState(presets);
  if (initial?.description) state.values.description = initial.description;
  if (initial?.image) {
    return formReducer(formReducer(state, { type: 'image-mode', mode: 'upload' }), {
      type: 'image',
      image: initial.image,
    });
  }
  return state;
}

export type FormAction =
  | { type: 'change'; patch: Partial<Omit<PostCreationValues, 'imageMode'>> }
  | { type: 'image-mode'; mode: ImageMode }
  | { type: 'image'; image: ImageUpload | null }
  | { type: 'saved' };

const AI_OPTIONS_OFF = {
  useBrandColors: false,
  useLogoIntegration: false,
  useBrandPhotoReference: false,
  useAdvancedSettings: false,
} as const;

/** Sub-options follow their parent, so what is sent always matches what is shown. */
function withDependents(values: PostCreationValues): PostCreationValues {
  const next = { ...values };
  if (!next.titleGeneration) {
    next.seoEnabled = false;
    next.trendingEnabled = false;
  }
  if (!next.useAdvancedSettings) {
    next.imageQuality = GENERATION_DEFAULTS.imageQuality;
    next.stylePreferences = '';
  }
  return next;
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'change':
      return { ...state, values: withDependents({ ...state.values, ...action.patch }) };
    case 'image-mode': {
      // product.md §4: Upload turns AI generation and its toggles off; any other mode
      // discards the uploaded image.
      const values = withDependents({
        ...state.values,
        imageMode: action.mode,
        ...(action.mode === 'ai' ? {} : AI_OPTIONS_OFF),
      });
      return { values, image: action.mode === 'upload' ? state.image : null };
    }
    case 'image':
      return { ...state, image: action.image };
    case 'saved':
      return { ...state, values: { ...state.values, description: '' } };
  }
}

/** The same request with no image, its image options off as the No Image choice leaves them. */
export function withoutImage(values: PostCreationValues): PostCreationValues {
  return formReducer({ values, image: null }, { type: 'image-mode', mode: 'none' }).values;
}
