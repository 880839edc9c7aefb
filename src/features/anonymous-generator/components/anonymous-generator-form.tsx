import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
} from '../anonymous-generator-copy';
import { storeGeneratedPost, type ResultsRouterState } from '../generated-content-storage';
import '../anonymous-generator.css';

export type GeneratorOptions = Omit<GenerateContentRequest, 'business_desc' | 'post_desc'>;
type Options = GeneratorOptions;
type TextOptions = Omit<Options, 'imageGeneration'>;

interface AnonymousGeneratorFormProps {
  /** The text switches (title, caption, hashtags), drawn by the route from compose's. */
  renderTextOptions: (
    values: TextOptions,
    onChange: (patch: Partial<TextOptions>) => void,
  ) => ReactNode;
}

const DEFAULT_OPTIONS: Options = {
  titleGeneration: true,
  seoEnabled: false,
  trendingEnabled: false,
  captionGeneration: GENERATION_DEFAULTS.captionGeneration,
  captionLength: GENERATION_DEFAULTS.captionLength,
  hashtagGeneration: true,
  imageGeneration: true,
};

type FieldErrors = { business?: string; post?: string };

/** Generates a post without an account and hands the result to /results. */
export function AnonymousGeneratorForm({ renderTextOptions }: AnonymousGeneratorFormProps) {
  const navigate = useNavigate();
  const [business, setBusiness] = useState('');
  const [post, setPost] = useState('');
  const [options, setOptions] = useState<Options>(DEFAULT_OPTIONS);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const businessRef = useRef<HTMLTextAreaElement>(null);
  const postRef = useRef<HTMLTextAreaElement>(null);
  const ids = {
    business: useId(),
    businessError: useId(),
    post: useId(),
    postError: useId(),
  };

  const set = (patch: Partial<Options>) =>
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
      // The request goes with the result so /results can ask for another version of it.
      const state: ResultsRouterState = { content, request };
      storeGeneratedPost(state);
      void navigate(paths.results, { state });
    } catch (cause) {
      setError(errorMessage(cause, { network: GENERATE_NETWORK_MESSAGE }));
      setPending(false);
    }
  };

  return (
    <form
      className="card anon-form"
      aria-label="Generate a post"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="field">
        <label htmlFor={ids.business}>Business description</label>
        <textarea
          ref={businessRef}
          id={ids.business}
          className="textarea"
          rows={3}
          value={business}
          placeholder="A family bakery in Portland known for sourdough and croissants"
          aria-invalid={fieldErrors.business ? true : undefined}
          aria-describedby={fieldErrors.business ? ids.businessError : undefined}
          onChange={(event) => setBusiness(event.target.value)}
        />
        {fieldErrors.business ? (
          <p id={ids.businessError} className="field-error">
            {fieldErrors.business}
          </p>
        ) : null}
      </div>

      <div className="field">
        <label htmlFor={ids.post}>Post description</label>
        <textarea
          ref={postRef}
          id={ids.post}
          className="textarea"
          rows={3}
          value={post}
          placeholder="Weekend croissant sale: 20% off before 10am"
          aria-invalid={fieldErrors.post ? true : undefined}
          aria-describedby={fieldErrors.post ? ids.postError : undefined}
          onChange={(event) => setPost(event.target.value)}
        />
        {fieldErrors.post ? (
          <p id={ids.postError} className="field-error">
            {fieldErrors.post}
          </p>
        ) : null}
      </div>

      {renderTextOptions(options, set)}
      <label className="checkbox anon-image-option">
        <input
          type="checkbox"
          checked={options.imageGeneration}
          onChange={(event) => set({ imageGeneration: event.target.checked })}
        />
        Image Generation
      </label>

      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}

      <button type="submit" className="btn btn-primary anon-submit" disabled={pending}>
        {pending ? 'Generating...' : 'Generate Post'}
      </button>
    </form>
  );
}
