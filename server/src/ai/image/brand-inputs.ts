import type { GenerateCombinedBrandImageRequest } from '@contract/generation';
import type { OnboardingData } from '@contract/onboarding';
import { imageHeadline } from '@core/image-headline';
import type { UploadRepository } from '../../db/uploads';
import type { Storage } from '../../storage/storage';
import { readOwnMedia } from '../own-media';
import type { BrandImageInput } from './types';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export interface BrandInputSources {
  businessId: string;
  /** The account's business name, used when the profile has none. */
  accountBusinessName: string | null;
  /** The profile the request carried, or the stored one. */
  profile: OnboardingData | null;
  uploads: UploadRepository;
  storage: Storage;
}

/**
 * What the branded image is drawn from: the request's choices filled in from the brand
 * profile. The logo and the reference photo are read only from the owner's own uploads.
 */
export async function brandImageInput(
  body: GenerateCombinedBrandImageRequest,
  sources: BrandInputSources,
): Promise<BrandImageInput> {
  const { businessId, profile, uploads, storage } = sources;
  const assets = profile?.brandAssets;
  const photos = assets?.photos ?? [];
  const sentColors = body.brand_colors.filter((color) => HEX_COLOR.test(color));
  return {
    headline: imageHeadline({
      title: body.headline,
      description: body.post_desc,
      onboarding: profile,
    }),
    businessName: profile?.business.name ?? sources.accountBusinessName,
    colors: sentColors.length ? sentColors : (assets?.colors ?? []),
    useBrandColors: body.use_brand_colors,
    logo: body.use_logo_integration
      ? await readOwnMedia(assets?.logoUrl, businessId, uploads, storage)
      : null,
    logoPlacement: body.logo_placement,
    photo: body.use_brand_photo_reference
      ? await readOwnMedia(
          photos[body.reference_photo_index] ?? photos[0],
          businessId,
          uploads,
          storage,
        )
      : null,
    stylePreferences: body.style_preferences,
    quality: body.quality,
    outputCompression: body.output_compression,
  };
}
