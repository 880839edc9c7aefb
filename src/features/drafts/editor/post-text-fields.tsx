import type { FieldErrors, PostText } from './post-form';

export interface PostTextFieldsProps {
  text: PostText;
  onChange: (change: Partial<PostText>) => void;
  errors: FieldErrors;
  id: (name: string) => string;
  /** The list of platform limits, which describes the caption too. */
  limitsId: string;
}

/** The post's title, caption and hashtags, each with the contract's limit as its error. */
export function PostTextFields({ text, onChange, errors, id, limitsId }: PostTextFieldsProps) {
  const describedBy = (name: keyof PostText) => (errors[name] ? id(`${name}-error`) : undefined);
  const error = (name: keyof PostText) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  return (
    <>
      <div className="field">
        <label htmlFor={id('title')}>Title</label>
        <input
          id={id('title')}
          className="input"
          value={text.title}
          onChange={(event) => onChange({ title: event.target.value })}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
        />
        {error('title')}
      </div>

      <div className="field">
        <label htmlFor={id('caption')}>Caption</label>
        <textarea
          id={id('caption')}
          className="textarea"
          rows={6}
          value={text.caption}
          onChange={(event) => onChange({ caption: event.target.value })}
          aria-invalid={errors.caption ? true : undefined}
          aria-describedby={[describedBy('caption'), limitsId].filter(Boolean).join(' ')}
        />
        {error('caption')}
      </div>

      <div className="field">
        <label htmlFor={id('hashtags')}>Hashtags</label>
        <input
          id={id('hashtags')}
          className="input"
          value={text.hashtags}
          onChange={(event) => onChange({ hashtags: event.target.value })}
          aria-invalid={errors.hashtags ? true : undefined}
          aria-describedby={describedBy('hashtags')}
        />
        <p className="field-hint">Separate tags with spaces, for example #bakery #sourdough.</p>
        {error('hashtags')}
      </div>
    </>
  );
}
