import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@contract/endpoints';
import type { OnboardingData } from '@contract/onboarding';
import { imageHeadline } from '@core/image-headline';
import type { PostRequest } from '@core/post-writer';
import { postRequestFrom } from '@core/post-request';
import type { AttributedPost, BusinessAi } from '../ai/business-ai';
import type { Billing } from '../billing/billing';
import { brandImageInput } from '../ai/image/brand-inputs';
import { businessProfileOf } from '../business/business-profiles';
import type { Repositories } from '../db/repositories';
import { ANONYMOUS_IMAGE_MS } from '../db/uploads';
import { storeOneMedia } from '../media/store-media';
import { clientKeyOf } from '../rate-limit/client-key';
import type { StorageQuota } from '../storage/quota';
import type { Storage } from '../storage/storage';

export interface GenerationRouteOptions {
  repos: Repositories;
  storage: Storage;
  quota: StorageQuota;
  /** The business's writer and image maker, each answer saying who made it (ADR 0057). */
  ai: BusinessAi;
  billing: Billing;
}

const textAnswer = ({ post, writtenBy, needsDetail }: AttributedPost, request: PostRequest) => ({
  title: post.title,
  caption: post.caption,
  hashtags: post.hashtags,
  ...(post.variants?.x ? { variants: post.variants } : {}),
  variation: request.variation,
  written_by: writtenBy,
  needs_detail: needsDetail,
});

/** Stores a generated image; the row makes it the user's (or nobody's, when anonymous). */
async function storeImage(
  { storage, repos }: Pick<GenerationRouteOptions, 'storage' | 'repos'>,
  bytes: Buffer,
  businessId: string | null,
) {
  const stored = await storeOneMedia(
    { bytes, contentType: 'image/jpeg', filename: 'generated.jpg' },
    {
      storage,
      uploads: repos.uploads,
      businessId,
      kind: 'generated',
      // Nobody owns an anonymous image: the cleanup removes it once it expires.
      expiresAt: businessId ? null : new Date(Date.now() + ANONYMOUS_IMAGE_MS),
    },
  );
  return stored.url;
}

/** One use of the AI limit: the user's, or the client address's for a visitor. */
const limitGeneration = (app: FastifyInstance, request: FastifyRequest, userId: string | null) =>
  app.enforceLimit('ai', request, userId ?? `ip:${clientKeyOf(request)}`);

/** Brand-aware text and the branded image, in the signed-in scope. */
export async function generationRoutes(app: FastifyInstance, options: GenerationRouteOptions) {
  const { repos, storage, quota, ai, billing } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The profile the request carries, or the stored one when it carries none. */
  const profileFor = async (userId: string, sent: OnboardingData | null) =>
    sent ?? (await repos.onboarding.find(userId)) ?? null;

  api.post(
    endpoints.generateBrandAwareContent.path,
    {
      schema: {
        body: endpoints.generateBrandAwareContent.request,
        response: { 200: endpoints.generateBrandAwareContent.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const businessId = request.business.id;
      const body = request.body;
      await limitGeneration(app, request, user.id);
      // A generated post counts against the plan (ADR 0055); given back if writing fails.
      const taken = await billing.takePosts(businessId, 1);
      try {
        const postRequest = postRequestFrom(body, {
          onboarding: await profileFor(businessId, body.onboarding_data),
          business: await businessProfileOf(repos, businessId),
          randomInt,
        });
        const written = await ai.writePost(businessId, postRequest);
        // A question for the owner is not a post: it does not count against the plan.
        if (written.needsDetail) await taken.giveBack();
        return textAnswer(written, postRequest);
      } catch (error) {
        await taken.giveBack();
        throw error;
      }
    },
  );

  api.post(
    endpoints.generateCombinedBrandImage.path,
    {
      schema: {
        body: endpoints.generateCombinedBrandImage.request,
        response: { 200: endpoints.generateCombinedBrandImage.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const businessId = request.business.id;
      const body = request.body;
      await limitGeneration(app, request, user.id);
      // Refused before the image is made: a full account does not spend a generation.
      await quota.assertRoomFor(businessId, 1);
      const input = await brandImageInput(body, {
        businessId,
        accountBusinessName: request.business.name,
        profile: await profileFor(businessId, body.onboarding_data),
        uploads: repos.uploads,
        storage,
      });
      const { image, imageBy } = await ai.makeImage(businessId, input);
      await quota.assertRoomFor(businessId, image.bytes.length);
      return {
        success: true as const,
        image_url: await storeImage(options, image.bytes, businessId),
        image_prompt: image.prompt,
        image_by: imageBy,
      };
    },
  );
}

/** The anonymous generator: open to visitors, limited by client address. */
export async function anonymousGenerationRoutes(
  app: FastifyInstance,
  options: Pick<GenerationRouteOptions, 'repos' | 'storage' | 'ai'>,
) {
  const { ai } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    endpoints.generateContent.path,
    {
      schema: {
        body: endpoints.generateContent.request,
        response: { 200: endpoints.generateContent.response },
      },
    },
    async (request) => {
      const body = request.body;
      await limitGeneration(app, request, null);
      const postRequest = postRequestFrom(body, {
        onboarding: null,
        businessDescription: body.business_desc,
        randomInt,
      });
      const written = await ai.writePost(null, postRequest);
      const post = written.post;
      let imageUrl: string | null = null;
      // No image for a post that is not one yet: the visitor is asked for a detail first.
      if (body.imageGeneration && !written.needsDetail) {
        const { image } = await ai.makeImage(null, {
          headline: imageHeadline({
            title: post.title,
            description: body.post_desc,
            businessDescription: body.business_desc,
            onboarding: null,
          }),
          businessName: null,
          colors: [],
          useBrandColors: false,
          logo: null,
          logoPlacement: 'corner',
          photo: null,
          stylePreferences: '',
          quality: 'medium',
          outputCompression: 85,
        });
        imageUrl = await storeImage(options, image.bytes, null);
      }
      return { ...textAnswer(written, postRequest), image_url: imageUrl };
    },
  );
}
