import { useFormContext, useWatch } from 'react-hook-form';
import {
  HASHTAG_STYLE_DESCRIPTIONS,
  HASHTAG_STYLES,
  PLATFORMS,
  POST_LENGTHS,
  POSTS_PER_MONTH,
} from '@contract/constants';
import { PLATFORM_LABELS } from '../copy';
import type { WizardValues } from '../wizard-values';

/** Step 3: where and how the user posts. Defaults come from product.md §9. */
export function StepContentPrefs() {
  const { register } = useFormContext<WizardValues>();

  return (
    <div className="wizard-fields">
      <fieldset className="field wizard-field-wide">
        <legend>Platforms</legend>
        <div className="choice-grid">
          {PLATFORMS.map((platform) => (
            <label key={platform} className="choice">
              <input type="checkbox" value={platform} {...register('contentPrefs.platforms')} />
              <span>{PLATFORM_LABELS[platform]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <PostsPerMonthField />

      <fieldset className="field">
        <legend>Post length</legend>
        <div className="choice-row">
          {POST_LENGTHS.map((length) => (
            <label key={length} className="choice">
              <input type="radio" value={length} {...register('contentPrefs.postLength')} />
              <span>{length}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="field">
        <legend>AI visuals</legend>
        <label className="choice">
          <input type="checkbox" {...register('contentPrefs.aiVisuals')} />
          <span>Create an AI image for each post</span>
        </label>
      </fieldset>

      <HashtagStyleField />
    </div>
  );
}

/** How many posts a month, on a slider that shows its value. */
function PostsPerMonthField() {
  const { control, register } = useFormContext<WizardValues>();
  const postsPerMonth = useWatch({ control, name: 'contentPrefs.postsPerMonth' });
  return (
    <div className="field wizard-field-wide">
      <div className="slider-heading">
        <label htmlFor="posts-per-month">Posts per month</label>
        <output htmlFor="posts-per-month" className="slider-value">
          {postsPerMonth}
        </output>
      </div>
      <input
        id="posts-per-month"
        type="range"
        className="slider"
        min={POSTS_PER_MONTH.min}
        max={POSTS_PER_MONTH.max}
        step={1}
        {...register('contentPrefs.postsPerMonth', { valueAsNumber: true })}
      />
      <div className="slider-scale" aria-hidden="true">
        <span>{POSTS_PER_MONTH.min}</span>
        <span>{POSTS_PER_MONTH.max}</span>
      </div>
    </div>
  );
}

/** The hashtag styles, each with what it means. */
function HashtagStyleField() {
  const { register } = useFormContext<WizardValues>();
  return (
    <fieldset className="field wizard-field-wide">
      <legend>Hashtag style</legend>
      <div className="choice-grid">
        {HASHTAG_STYLES.map((style) => (
          <label key={style} className="choice choice-card">
            <input
              type="radio"
              value={style}
              aria-labelledby={`hashtag-style-${style}-name`}
              aria-describedby={`hashtag-style-${style}-hint`}
              {...register('contentPrefs.hashtagStyle')}
            />
            <span className="choice-text">
              <span id={`hashtag-style-${style}-name`}>{style}</span>
              <span id={`hashtag-style-${style}-hint`} className="field-hint">
                {HASHTAG_STYLE_DESCRIPTIONS[style]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
