import { useState } from 'react';
import { IMAGE_BACKGROUND, OUTPUT_COMPRESSION } from '@contract/constants';
import type { WrittenBy } from '@contract/ai-settings';
import type { Draft } from '@contract/drafts';
import { parseGenerationParams } from '@contract/generation';
import { ApiError } from '@/lib/api-error';
import { generateCombinedBrandImage, getOnboardingByEmail, uploadFile } from '@/lib/api';

export interface PostImageValue {
  url: string | null;
  prompt: string | null;
  /** Who made it (ADR 0057): null for the owner's own photo, or for no image. */
  by: WrittenBy | null;
  /** Whether it was replaced or removed here: only then does saving say who made it. */
  changed: boolean;
}

export interface PostImage {
  image: PostImageValue;
  /** What is being done to the image, if anything: both actions wait for the other. */
  busy: null | 'upload' | 'generate';
  error: string | null;
  upload: (file: File) => Promise<void>;
  /** A new image from the post's description (or its title), with the settings it was made with. */
  regenerate: (title: string) => Promise<void>;
  remove: () => void;
}

/** The post's image: replaced by an upload, made again, or removed, until the post is saved. */
export function usePostImage(draft: Draft, userEmail: string): PostImage {
  const [image, setImage] = useState<PostImageValue>({
    url: draft.image_url,
    prompt: draft.image_prompt,
    by: draft.image_by ?? null,
    changed: false,
  });
  const [busy, setBusy] = useState<PostImage['busy']>(null);
  const [error, setError] = useState<string | null>(null);

  const replace = async (
    kind: 'upload' | 'generate',
    make: () => Promise<Omit<PostImageValue, 'changed'>>,
    failure: string,
  ) => {
    setBusy(kind);
    setError(null);
    try {
      setImage({ ...(await make()), changed: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : failure);
    } finally {
      setBusy(null);
    }
  };

  const upload = (file: File) =>
    replace(
      'upload',
      async () => {
        const uploaded = await uploadFile(file, { user_email: userEmail }, 'post_image');
        return { url: uploaded.url, prompt: null, by: null };
      },
      'The image could not be uploaded.',
    );

  const regenerate = (title: string) =>
    replace(
      'generate',
      async () => {
        const generated = await generateImageAgain(draft, userEmail, title);
        return { url: generated.imageUrl, prompt: generated.imagePrompt, by: generated.imageBy };
      },
      'The image could not be made.',
    );

  const remove = () => setImage({ url: null, prompt: null, by: null, changed: true });

  return { image, busy, error, upload, regenerate, remove };
}

async function generateImageAgain(draft: Draft, userEmail: string, title: string) {
  const profile = await getOnboardingByEmail(userEmail).catch(() => null);
  const params = parseGenerationParams(draft.generation_params);
  return generateCombinedBrandImage({
    post_desc: draft.original_post_desc.trim() || title || 'A post',
    user_email: userEmail,
    onboarding_data: profile,
    use_brand_colors: params?.useBrandColors ?? true,
    use_logo_integration: params?.useLogoIntegration ?? true,
    use_brand_photo_reference: false,
    use_advanced_settings: false,
    brand_colors: profile?.brandAssets.colors ?? [],
    logo_placement: params?.logoPlacement ?? 'corner',
    reference_photo_index: 0,
    style_preferences: params?.stylePreferences ?? '',
    quality: params?.imageQuality ?? 'medium',
    background: IMAGE_BACKGROUND,
    output_compression: OUTPUT_COMPRESSION,
  });
}
