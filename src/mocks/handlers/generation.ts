import { writePost } from '@core/offline-writer/write-post';
import { generateBrandImage } from '../generator';
import { endpointHandler } from '../http';
import { inlineMedia, storeMedia } from '../media';

// Images are stored and answered as /media/<key>, as on the server: a data URL is too
// long to save with a draft.
const storeSvg = (svg: string) => storeMedia(new TextEncoder().encode(svg), 'image/svg+xml');

// The text comes from the shared offline writer, so the mock and the server write the
// same posts for the same request.
export const generationHandlers = [
  endpointHandler('generateBrandAwareContent', ({ body, reply }) =>
    reply(
      writePost({
        description: body.post_desc,
        onboarding: body.onboarding_data,
        titleGeneration: body.titleGeneration,
        seoEnabled: body.seoEnabled,
        trendingEnabled: body.trendingEnabled,
        captionGeneration: body.captionGeneration,
        captionLength: body.captionLength,
        hashtagGeneration: body.hashtagGeneration,
      }),
    ),
  ),

  endpointHandler('generateCombinedBrandImage', async ({ body, reply }) => {
    const assets = body.onboarding_data?.brandAssets;
    const photos = assets?.photos ?? [];
    const image = generateBrandImage({
      description: body.post_desc,
      colors: body.use_brand_colors ? body.brand_colors : [],
      logoUrl: body.use_logo_integration ? await inlineMedia(assets?.logoUrl ?? null) : null,
      logoPlacement: body.logo_placement,
      referencePhotoUrl: body.use_brand_photo_reference
        ? await inlineMedia(photos[body.reference_photo_index] ?? photos[0] ?? null)
        : null,
      stylePreferences: body.style_preferences,
      businessName: body.onboarding_data?.business.name ?? null,
    });
    return reply({
      success: true,
      image_url: await storeSvg(image.svg),
      image_prompt: image.prompt,
    });
  }),

  endpointHandler('generateContent', async ({ body, reply }) => {
    const text = writePost({
      description: body.post_desc,
      businessDescription: body.business_desc,
      onboarding: null,
      titleGeneration: body.titleGeneration,
      seoEnabled: body.seoEnabled,
      trendingEnabled: body.trendingEnabled,
      captionGeneration: body.captionGeneration,
      captionLength: body.captionLength,
      hashtagGeneration: body.hashtagGeneration,
    });
    const image = body.imageGeneration
      ? generateBrandImage({
          description: body.post_desc,
          colors: [],
          logoUrl: null,
          logoPlacement: 'corner',
          referencePhotoUrl: null,
          stylePreferences: '',
          businessName: null,
        })
      : null;
    return reply({ ...text, image_url: image ? await storeSvg(image.svg) : null });
  }),
];
