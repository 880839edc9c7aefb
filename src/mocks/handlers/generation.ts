import type { OnboardingData } from '@contract/onboarding';
import { defaultImageInput } from '@core/default-image-input';
import { imageHeadline } from '@core/image-headline';
import { writeSourcedPost } from '@core/offline-writer/write-post';
import { postRequestFrom } from '@core/post-request';
import { getDb } from '../db';
import { generateBrandImage } from '../generator';
import { endpointHandler } from '../http';
import { inlineMedia, storeMedia } from '../media';

// Images are stored and answered as /media/<key>, as on the server: a data URL is too
// long to save with a draft.
const storeSvg = (svg: string) => storeMedia(new TextEncoder().encode(svg), 'image/svg+xml');

/** Like the server, a request without a version number gets a new one each time. */
const browserRandomInt = (limit: number) => {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % limit;
};

/** As the server: the profile the request carries, or the owner's stored one when it carries none. */
function profileFor(email: string, sent: OnboardingData | null): OnboardingData | null {
  if (sent) return sent;
  const db = getDb();
  const owner = db.findUserByEmail(email);
  return owner ? (db.findOnboarding(owner.id)?.data ?? null) : null;
}

/** As the server: the owner's business profile, null when never saved. */
function businessFor(email: string) {
  const db = getDb();
  const owner = db.findUserByEmail(email);
  return owner ? (db.findBusinessProfile(owner.id)?.profile ?? null) : null;
}

/** The writer's post and whether it asks the owner for a detail, as the server answers it. */
function writeText(request: Parameters<typeof writeSourcedPost>[0]) {
  const { post, needsDetail } = writeSourcedPost(request);
  return { ...post, needs_detail: needsDetail };
}

// The text comes from the shared offline writer, so the mock and the server write the
// same posts for the same request.
export const generationHandlers = [
  endpointHandler('generateBrandAwareContent', ({ body, reply }) => {
    const request = postRequestFrom(body, {
      onboarding: profileFor(body.user_email, body.onboarding_data),
      business: businessFor(body.user_email),
      randomInt: browserRandomInt,
    });
    return reply({
      ...writeText(request),
      variation: request.variation,
      written_by: { by: 'offline' },
    });
  }),

  endpointHandler('generateCombinedBrandImage', async ({ body, reply }) => {
    const profile = profileFor(body.user_email, body.onboarding_data);
    const assets = profile?.brandAssets;
    const photos = assets?.photos ?? [];
    const image = generateBrandImage({
      headline: imageHeadline({
        title: body.headline,
        description: body.post_desc,
        onboarding: profile,
      }),
      colors: body.use_brand_colors ? body.brand_colors : [],
      logoUrl: body.use_logo_integration ? await inlineMedia(assets?.logoUrl ?? null) : null,
      logoPlacement: body.logo_placement,
      referencePhotoUrl: body.use_brand_photo_reference
        ? await inlineMedia(photos[body.reference_photo_index] ?? photos[0] ?? null)
        : null,
      stylePreferences: body.style_preferences,
      businessName: profile?.business.name ?? null,
    });
    const imageUrl = await storeSvg(image.svg);
    // Filed under the owner like the server's stored images, so the library lists it.
    getDb().addUploads([
      {
        owner: body.user_email,
        kind: 'generated',
        url: imageUrl,
        filename: 'generated-image.svg',
        size: image.svg.length,
        contentType: 'image/svg+xml',
      },
    ]);
    return reply({
      success: true,
      image_url: imageUrl,
      image_prompt: image.prompt,
      image_by: { by: 'offline' },
    });
  }),

  endpointHandler('generateContent', async ({ body, reply }) => {
    const request = postRequestFrom(body, {
      onboarding: null,
      businessDescription: body.business_desc,
      randomInt: browserRandomInt,
    });
    const text = writeText(request);
    // No image for a post that is not one yet: the visitor is asked for a detail first.
    const image =
      body.imageGeneration && !text.needs_detail
        ? generateBrandImage({
            ...defaultImageInput(
              imageHeadline({
                title: text.title,
                description: body.post_desc,
                businessDescription: body.business_desc,
                onboarding: null,
              }),
              null,
            ),
            referencePhotoUrl: null,
          })
        : null;
    return reply({
      ...text,
      variation: request.variation,
      image_url: image ? await storeSvg(image.svg) : null,
    });
  }),
];
