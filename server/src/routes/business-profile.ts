import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@contract/endpoints';
import type { BusinessProfiles } from '../business/business-profiles';

/** The business profile and "Fill in from my website" (ADR 0051), in the signed-in scope. */
export async function businessProfileRoutes(
  app: FastifyInstance,
  options: { businessProfiles: BusinessProfiles },
) {
  const { businessProfiles } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.getBusinessProfile.path,
    { schema: { response: { 200: endpoints.getBusinessProfile.response } } },
    async (request) => businessProfiles.read(request.business.id),
  );

  api.put(
    endpoints.saveBusinessProfile.path,
    {
      schema: {
        body: endpoints.saveBusinessProfile.request,
        response: { 200: endpoints.saveBusinessProfile.response },
      },
    },
    async (request) => businessProfiles.save(request.business.id, request.body),
  );

  api.post(
    endpoints.importBusinessWebsite.path,
    {
      schema: {
        body: endpoints.importBusinessWebsite.request,
        response: { 200: endpoints.importBusinessWebsite.response },
      },
    },
    async (request) => businessProfiles.importFromWebsite(request.business.id, request.body.url),
  );

  api.post(
    endpoints.copyWebsiteLogo.path,
    {
      schema: {
        body: endpoints.copyWebsiteLogo.request,
        response: { 200: endpoints.copyWebsiteLogo.response },
      },
    },
    async (request) => businessProfiles.copyWebsiteLogo(request.business.id, request.body.url),
  );
}
