import { joinHashtags } from '../hashtags';
import { fitToPlatforms } from '../platform-rules';
import type { PostRequest, PostWriter, WrittenPost } from '../post-writer';
import { readBrief } from './brief';
import { writeCaption } from './caption';
import { chooseHashtags } from './choose-hashtags';
import type { SourcedLine } from './owner-material';
import { writeTitle } from './title';

export type { SentenceSource, SourcedLine } from './owner-material';

/** A post with where each caption sentence came from, for tests and the routes. */
export interface SourcedPost {
  post: WrittenPost;
  /** The caption's sentences in order, each with its source (ADR 0012, "sources"). */
  sentences: SourcedLine[];
  /** Whether the trade was known; false means only neutral and owner's lines were used. */
  tradeKnown: boolean;
  /**
   * True for a vague request when neither the owner's profile nor a known trade gave the
   * writer anything to write from: the post holds only the owner's identity, and the
   * screen should ask the owner for a detail ("What would you like to feature?").
   */
  needsDetail: boolean;
}

/**
 * The offline writer: the owner's message presented in the brand's voice, with no model
 * (ADR 0012). Pure and synchronous; the same request and variation always give the same
 * post. The result already fits the brand's platforms (see platform-rules.ts).
 */
export function writeSourcedPost(request: PostRequest): SourcedPost {
  const brief = readBrief(request);
  const caption = writeCaption(brief, request.captionLength);
  const post: WrittenPost = {
    title: request.titleGeneration ? writeTitle(brief, request) : '',
    caption: request.captionGeneration ? caption.text : '',
    hashtags: request.hashtagGeneration ? joinHashtags(chooseHashtags(brief)) : '',
  };
  return {
    post: fitToPlatforms(post, brief.platforms),
    sentences: caption.lines,
    tradeKnown: brief.tradeKnown,
    needsDetail: !caption.hasSubject,
  };
}

/** The post alone, in the shape every writer returns. */
export function writePost(request: PostRequest): WrittenPost {
  return writeSourcedPost(request).post;
}

/** The offline writer behind the interface the model-backed writers share. */
export const offlineWriter: PostWriter = {
  write: (request) => Promise.resolve(writePost(request)),
};
