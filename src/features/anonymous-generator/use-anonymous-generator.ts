import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { GENERATION_DEFAULTS } from '@contract/constants';
import type { GenerateContentRequest } from '@contract/generation';
import { paths } from '@/config/paths';
import { generateContent } from '@/lib/api';
import { errorMessage } from '@/lib/api-error';
import {
  BLANK_BUSINESS_MESSAGE,
  BLANK_POST_MESSAGE,
  GENERATE_NETWORK_MESSAGE,
  NEEDS_DETAIL_MESSAGE,
} from './anonymous-generator-copy';
import { storeGeneratedPost, type ResultsRouterState } from './generated-content-storage';

export type GeneratorOptions = Omit<GenerateContentRequest, 'business_desc' | 'post_desc'>;

const DEFAULT_OPTIONS: GeneratorOptions = {
  titleGeneration: true,
  seoEnabled: false,
  trendingEnabled: false,
  captionGeneration: GENERATION_DEFAULTS.captionGeneration,
  captionLength: GENERATION_DEFAULTS.captionLength,
  hashtagGeneration: true,
  imageGeneration: true,
};

type FieldErrors = { business?: string; post?: string };

/** The generator's descriptions and switches; submitting generates and opens /results. */
export function useAnonymousGenerator() {
  const navigate = useNavigate();
  const [business, setBusiness] = useState('');
  const [post, setPost] = useState('');
  const [options, setOptions] = useState<GeneratorOptions>(DEFAULT_OPTIONS);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const businessRef = useRef<HTMLTextAreaElement>(null);
  const postRef = useRef<HTMLTextAreaElement>(null);

  const set = (patch: Partial<GeneratorOptions>) =>
    setOptions((current) => {
      const next = { ...current, ...patch };
      if (!next.titleGeneration) {
        next.seoEnabled = false;
        next.trendingEnabled = false;
      }
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const errors: FieldErrors = {};
    if (!business.trim()) errors.business = BLANK_BUSINESS_MESSAGE;
    if (!post.trim()) errors.post = BLANK_POST_MESSAGE;
    setFieldErrors(errors);
    if (errors.business) return businessRef.current?.focus();
    if (errors.post) return postRef.current?.focus();

    setError(null);
    setPending(true);
    try {
      const request: GenerateContentRequest = {
        ...options,
        business_desc: business.trim(),
        post_desc: post.trim(),
      };
      const content = await generateContent(request);
      if (content.needs_detail) {
        // Only the business's name came back, not a post: ask for the detail it needs.
        setFieldErrors({ post: NEEDS_DETAIL_MESSAGE });
        setPending(false);
        return postRef.current?.focus();
      }
      // The request goes with the result so /results can ask for another version of it.
      const state: ResultsRouterState = { content, request };
      storeGeneratedPost(state);
      void navigate(paths.results, { state });
    } catch (cause) {
      setError(errorMessage(cause, { network: GENERATE_NETWORK_MESSAGE }));
      setPending(false);
    }
  };

  const fields = { business, setBusiness, businessRef, post, setPost, postRef, fieldErrors };
  return { fields, options, set, error, pending, submit };
}
