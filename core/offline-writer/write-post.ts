import { joinHashtags } from '../hashtags';
import { fitToPlatforms } from '../platform-rules';
import type { PostRequest, PostWriter, WrittenPost } from '../post-writer';
import { readBrief } from './brief';
import { writeCaption } from './caption';
import { chooseHashtags } from './choose-hashtags';
import { writeTitle } from './title';

/**
 * The offline writer: the owner's message presented in the brand's voice, with no model
 * (ADR 0012). Pure and synchronous; the same request and variation always give the same
 * post. The result already fits the brand's platforms (see platform-rules.ts).
 */
export function writePost(request: PostRequest): WrittenPost {
  const brief = readBrief(request);
  const post: WrittenPost = {
    title: request.titleGeneration ? writeTitle(brief, request) : '',
    caption: request.captionGeneration ? writeCaption(brief, request.captionLength) : '',
    hashtags: request.hashtagGeneration ? joinHashtags(chooseHashtags(brief)) : '',
  };
  return fitToPlatforms(post, brief.platforms);
}

/** The offline writer behind the interface the model-backed writers share. */
export const offlineWriter: PostWriter = {
  write: (request) => Promise.resolve(writePost(request)),
};
