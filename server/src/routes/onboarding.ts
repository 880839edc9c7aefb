import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import { assertOwnIdentifiers } from '../auth/ownership';
import type { Repositories } from '../db/repositories';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';

const idParams = z.object({ id: z.string().max(200) });
const emailParams = z.object({ email: z.string().max(320) });

/** The brand profile (product.md §3 Onboarding data) and the brand-asset counts. */
export async function onboardingRoutes(app: FastifyInstance, options: { repos: Repositories }) {
  registerBrandProfileRoutes(app, options.repos);
  registerBrandAssetRoutes(app, options.repos);
}

/** Saving the brand profile and reading it back, by the user's id or e-mail. */
function registerBrandProfileRoutes(app: FastifyInstance, repos: Repositories) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    endpoints.saveOnboarding.path,
    {
      schema: {
        body: endpoints.saveOnboarding.request,
        response: { 200: endpoints.saveOnboarding.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const businessId = request.business.id;
      const body = request.body;
      const business = body.onboarding_data.business;
      await repos.onboarding.save({ businessId, userId: user.id }, body.onboarding_data, {
        ...(body.name ? { name: body.name } : {}),
        businessName: body.business_name ?? business.name,
        industry: body.industry ?? business.industry,
        location: body.location ?? business.city,
        employees: body.employees ?? business.employees,
      });
      return { success: true as const, user_id: user.id };
    },
  );

  const profileOf = async (userId: string, userEmail: string | null) => {
    const data = await repos.onboarding.find(userId);
    if (!data) throw new HttpError(404, API_MESSAGES.onboardingNotFound);
    return { user_id: userId, user_email: userEmail, onboarding_data: data };
  };

  api.get(
    endpoints.getOnboardingById.path,
    {
      schema: { params: idParams, response: { 200: endpoints.getOnboardingById.response } },
    },
    async (request) => {
      const user = request.signedIn;
      const businessId = request.business.id;
      if (request.params.id !== user.id) throw new HttpError(403, API_MESSAGES.notYourData);
      return profileOf(businessId, user.email);
    },
  );

  api.get(
    endpoints.getOnboardingByEmail.path,
    {
      schema: { params: emailParams, response: { 200: endpoints.getOnboardingByEmail.response } },
    },
    async (request) => {
      const user = request.signedIn;
      const businessId = request.business.id;
      assertOwnIdentifiers(user, { user_email: request.params.email || ' ' });
      return profileOf(businessId, user.email);
    },
  );
}

/** How many logos and photos the brand has, with the photos' addresses. */
function registerBrandAssetRoutes(app: FastifyInstance, repos: Repositories) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.getBrandAssets.path,
    {
      schema: { params: emailParams, response: { 200: endpoints.getBrandAssets.response } },
    },
    async (request) => {
      const user = request.signedIn;
      const businessId = request.business.id;
      assertOwnIdentifiers(user, { user_email: request.params.email || ' ' });
      const [logos, photos] = await Promise.all([
        repos.uploads.listOf(businessId, 'logo'),
        repos.uploads.listOf(businessId, 'photo'),
      ]);
      return {
        success: true,
        brand_assets: {
          logos: { count: logos.length },
          photos: {
            count: photos.length,
            files: photos.map((photo) => ({
              filename: photo.filename,
              url: `/media/${photo.key}`,
            })),
          },
        },
      };
    },
  );
}
