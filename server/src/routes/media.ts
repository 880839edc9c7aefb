import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { contentTypeOfKey, isMediaKey } from '../storage/media-keys';
import type { Storage } from '../storage/storage';

/**
 * Stored images at /media/<key>. Keys are random and never reused, so answers are
 * cached for a year; the headers stop any browser from treating the bytes as a page.
 */
export async function mediaRoutes(app: FastifyInstance, options: { storage: Storage }) {
  app.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const { key } = request.params;
    if (!isMediaKey(key)) throw new HttpError(404, API_MESSAGES.notFound);
    const bytes = await options.storage.get(key);
    if (!bytes) throw new HttpError(404, API_MESSAGES.notFound);
    return reply
      .header('Content-Type', contentTypeOfKey(key))
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .header('Content-Disposition', 'inline')
      .send(bytes);
  });
}
