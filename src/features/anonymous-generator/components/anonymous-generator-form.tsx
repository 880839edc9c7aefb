import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CAPTION_LENGTHS, GENERATION_DEFAULTS } from '@contract/constants';
import type { CaptionLength, GenerateContentRequest } from '@contract/generation';
import { paths } from '@/app/paths';
import { generateContent } from '@/lib/api';
import { errorMessage } from '@/lib/api-error';
import {
  BLANK_BUSINESS_MESSAGE,
  BLANK_POST_MESSAGE,
  GENERATE_NETWORK_MESSAGE,
} from '../anonymous-generator-copy';
import { storeGeneratedContent, type ResultsRouterState } from '../generated-content-storage';
import '../anonymous-generator.css';

type Options = Omit<GenerateContentRequest, 'business_desc' | 'post_desc'>;

const DEFAULT_OPTIONS: Options = {
  titleGeneration: true,
  seoEnabled: false,
  trendingEnabled: false,
  captionGeneration: GENERATION_DEFAULTS.captionGeneration,
  captionLength: GENERATION_DEFAULTS.captionLength,
  hashtagGeneration: true,
  imageGeneration: true,
};

const LENGTH_LABELS: Record<CaptionLength, string> = {
  short: 'Short',
  medium: 'Medium',
  long: 'Long',
};

type FieldErrors = { business?: string; post?: string };

/** Generates a post without an account and hands the result to /results. */
export function AnonymousGeneratorForm() {
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
    length: useId(),
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
      const content = await generateContent({
        ...options,
        business_desc: business.trim(),
        post_desc: post.trim(),
      });
      storeGeneratedContent(content);
      const state: ResultsRouterState = { content };
      navigate(paths.results, { state });
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

      <fieldset className="anon-options">
        <legend className="anon-legend">Options</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={options.titleGeneration}
            onChange={(event) => set({ titleGeneration: event.target.checked })}
          />
          Title Generation
        </label>
        {options.titleGeneration ? (
          <div className="anon-suboptions" role="group" aria-label="Title options">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={options.seoEnabled}
                onChange={(event) => set({ seoEnabled: event.target.checked })}
              />
              SEO
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={options.trendingEnabled}
                onChange={(event) => set({ trendingEnabled: event.target.checked })}
              />
              Research Trending Posts
            </label>
          </div>
        ) : null}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={options.captionGeneration}
            onChange={(event) => set({ captionGeneration: event.target.checked })}
          />
          Caption Generation
        </label>
        {options.captionGeneration ? (
          <div className="anon-suboptions field">
            <label htmlFor={ids.length}>Caption length</label>
            <select
              id={ids.length}
              className="select"
              value={options.captionLength}
              onChange={(event) => {
                const length = CAPTION_LENGTHS.find((item) => item === event.target.value);
                if (length) set({ captionLength: length });
              }}
            >
              {CAPTION_LENGTHS.map((length) => (
                <option key={length} value={length}>
                  {LENGTH_LABELS[length]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={options.hashtagGeneration}
            onChange={(event) => set({ hashtagGeneration: event.target.checked })}
          />
          Hashtag Generation
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={options.imageGeneration}
            onChange={(event) => set({ imageGeneration: event.target.checked })}
          />
          Image Generation
        </label>
      </fieldset>

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
