import { useRef, useState } from 'react';
import { MAX_VARIATION } from '@contract/generation';
import { generateContent } from '@/lib/api';
import { errorMessage } from '@/lib/api-error';
import { GENERATE_NETWORK_MESSAGE, NEEDS_DETAIL_MESSAGE } from './anonymous-generator-copy';
import { storeGeneratedPost, type GeneratedPost } from './generated-content-storage';

/** The version after the one shown; wraps to 0 rather than leave the contract's range. */
export function nextVariation(post: GeneratedPost): number {
  const current = post.content.variation ?? post.request?.variation ?? 0;
  return current >= MAX_VARIATION ? 0 : current + 1;
}

/**
 * The post shown on /results and "Try another version": the same request as the visitor
 * typed it, sent again with the next variation. The new version replaces the shown one
 * (and the one kept for the tab) only when it arrives; a failure keeps the shown post.
 * So does an answer that needs a detail: a model that fails is stood in for by the offline
 * writer, which for a vague request has only the business's name to write, so the first
 * version can be a post and the next one not.
 * Plain state like the form's: the public pages load without the data layer's client.
 */
export function useAnotherVersion(initial: GeneratedPost | null) {
  const [post, setPost] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Guards a second press before the pending state has rendered.
  const inFlight = useRef(false);

  const request = post?.request ?? null;

  const tryAnother = async () => {
    if (!post || !request || inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    const next = { ...request, variation: nextVariation(post) };
    try {
      const written: GeneratedPost = { content: await generateContent(next), request: next };
      if (written.content.needs_detail) return setError(NEEDS_DETAIL_MESSAGE);
      storeGeneratedPost(written);
      setPost(written);
    } catch (cause) {
      setError(errorMessage(cause, { network: GENERATE_NETWORK_MESSAGE }));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return {
    post,
    /** Null when the shown post has no request kept with it (a result stored before). */
    tryAnother: request ? () => void tryAnother() : null,
    isPending: pending,
    error,
  };
}
