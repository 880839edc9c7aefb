import type { ReactNode } from 'react';
import { useAnonymousGenerator, type GeneratorOptions } from '../use-anonymous-generator';
import { DescriptionTextarea } from './description-textarea';
import '../anonymous-generator.css';

type TextOptions = Omit<GeneratorOptions, 'imageGeneration'>;

interface AnonymousGeneratorFormProps {
  /** The text switches (title, caption, hashtags), drawn by the route from compose's. */
  renderTextOptions: (
    values: TextOptions,
    onChange: (patch: Partial<TextOptions>) => void,
  ) => ReactNode;
}

/** Generates a post without an account and hands the result to /results. */
export function AnonymousGeneratorForm({ renderTextOptions }: AnonymousGeneratorFormProps) {
  const { fields, options, set, error, pending, submit } = useAnonymousGenerator();
  const { business, setBusiness, businessRef, post, setPost, postRef, fieldErrors } = fields;

  return (
    <form
      className="card anon-form"
      aria-label="Generate a post"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <DescriptionTextarea
        label="Business description"
        ref={businessRef}
        value={business}
        placeholder="A family bakery in Portland known for sourdough and croissants"
        error={fieldErrors.business}
        onChange={setBusiness}
      />

      <DescriptionTextarea
        label="Post description"
        ref={postRef}
        value={post}
        placeholder="Weekend croissant sale: 20% off before 10am"
        error={fieldErrors.post}
        onChange={setPost}
      />

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
