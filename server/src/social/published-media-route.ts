import type { FastifyPluginAsync } from 'fastify';
import { imageForNetwork } from '../media/publish-image';
import type { Storage } from '../storage/storage';
import {
  PUBLISHED_MEDIA_PATH,
  PULLED_IMAGE_LIMITS,
  isPullingNetwork,
  type MediaLinks,
} from './media-links';

/**
 * The one sessionless way to a stored image: a network fetching a post's photo with a
 * signed link, converted on the way to the JPEG shape that network takes (nothing extra is
 * stored). A bad or expired signature answers 403 and reveals nothing else.
 */
export const publishedMediaRoute: FastifyPluginAsync<{
  storage: Storage;
  mediaLinks: MediaLinks;
}> = async (app, { storage, mediaLinks }) => {
  app.get<{
    Params: { network: string; key: string };
    Querystring: { expires?: string; signature?: string };
  }>(`${PUBLISHED_MEDIA_PATH}:network/:key`, async (request, reply) => {
    const { network, key } = request.params;
    const check = mediaLinks.check(network, key, request.query.expires, request.query.signature);
    if (check !== 'valid' || !isPullingNetwork(network)) {
      return reply.code(403).send({
        error: check === 'expired' ? 'This link has expired.' : 'This link is not valid.',
      });
    }
    const bytes = await storage.get(key);
    if (!bytes) return reply.code(404).send({ error: 'Not found' });
    const converted = await imageForNetwork(bytes, PULLED_IMAGE_LIMITS[network]);
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, no-store')
      .send(converted.bytes);
  });
};
