import type { PostResultsResponse } from '@contract/analytics';
import { API_MESSAGES } from '@contract/messages';
import { summarisePostResults } from '@core/analytics';
import type { Repositories } from '../../db/repositories';
import { isUuid } from '../../db/uuid';
import { HttpError } from '../../http-error';

/**
 * One post's numbers per publication for the editor's and calendar's Results panel
 * (ADR 0060), shaped by core/analytics.ts as the mock backend shapes them. A post of
 * another user is as missing as an unknown one (404), as GET /publications answers.
 */
export function createPostResults(options: { repos: Pick<Repositories, 'posts' | 'metrics'> }) {
  const { repos } = options;
  return {
    async read(businessId: string, postId: string): Promise<PostResultsResponse> {
      const post = isUuid(postId) ? await repos.posts.findOwn(businessId, postId) : undefined;
      if (!post) throw new HttpError(404, API_MESSAGES.postNotFound);
      return summarisePostResults(
        post.id,
        await repos.metrics.publicationsWithReading(businessId, post.id),
      );
    },
  };
}
export type PostResults = ReturnType<typeof createPostResults>;
