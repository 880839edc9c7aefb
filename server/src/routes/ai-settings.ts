import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@contract/endpoints';
import type { AiSettingsService } from '../ai/ai-settings-service';

/**
 * The business's writer (ADR 0057), in the signed-in scope: the owner's alone, as every
 * account is one business with one owner. Model calls made from here (the model list, a
 * test) use the AI rate limit like a generation.
 */
export async function aiSettingsRoutes(
  app: FastifyInstance,
  options: { aiSettings: AiSettingsService },
) {
  const { aiSettings } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.getAiSettings.path,
    { schema: { response: { 200: endpoints.getAiSettings.response } } },
    async (request) => aiSettings.read(request.business.id),
  );

  api.put(
    endpoints.saveAiSettings.path,
    {
      schema: {
        body: endpoints.saveAiSettings.request,
        response: { 200: endpoints.saveAiSettings.response },
      },
    },
    async (request) => aiSettings.save(request.business.id, request.body),
  );

  api.post(
    endpoints.listAiModels.path,
    {
      schema: {
        body: endpoints.listAiModels.request,
        response: { 200: endpoints.listAiModels.response },
      },
    },
    async (request) => {
      await app.enforceLimit('ai', request, request.signedIn.id);
      return aiSettings.listModels(request.business.id, request.body);
    },
  );

  api.post(
    endpoints.testAiConnection.path,
    {
      schema: {
        body: endpoints.testAiConnection.request,
        response: { 200: endpoints.testAiConnection.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const businessId = request.business.id;
      await app.enforceLimit('ai', request, user.id);
      return aiSettings.testConnection(businessId, user.businessName ?? null, request.body.kind);
    },
  );

  api.get(
    endpoints.findLocalModel.path,
    { schema: { response: { 200: endpoints.findLocalModel.response } } },
    async () => aiSettings.findLocalModel(),
  );
}
