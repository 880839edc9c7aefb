import { useFormContext, useWatch } from 'react-hook-form';
import type { User } from '@contract/auth';
import { TAGLINE_MAX_LENGTH } from '@contract/constants';
import type { WizardValues } from '../wizard-values';
import { BrandColors } from './brand-colors';
import { LogoUpload } from './logo-upload';
import { PhotoUpload } from './photo-upload';

/** Step 2: what the brand looks and sounds like. Everything here is optional. */
export function StepBrandAssets({ user }: { user: User }) {
  const { control, register } = useFormContext<WizardValues>();
  const tagline = useWatch({ control, name: 'brandAssets.tagline' });

  return (
    <div className="wizard-fields">
      <LogoUpload user={user} />
      <BrandColors />
      <div className="field wizard-field-wide">
        <PhotoUpload user={user} />
      </div>
      <div className="field wizard-field-wide">
        <label htmlFor="brand-tagline">Tagline</label>
        <input
          id="brand-tagline"
          className="input"
          maxLength={TAGLINE_MAX_LENGTH}
          aria-describedby="brand-tagline-count"
          {...register('brandAssets.tagline', { maxLength: TAGLINE_MAX_LENGTH })}
        />
        <span id="brand-tagline-count" className="field-hint counter" aria-live="polite">
          {tagline.length}/{TAGLINE_MAX_LENGTH}
        </span>
      </div>
      <div className="field wizard-field-wide">
        <label htmlFor="brand-sample-posts">Sample posts</label>
        <textarea
          id="brand-sample-posts"
          className="textarea"
          rows={4}
          aria-describedby="brand-sample-posts-hint"
          {...register('brandAssets.samplePosts')}
        />
        <span id="brand-sample-posts-hint" className="field-hint">
          Paste a few posts you like, one per line, so new posts sound like you.
        </span>
      </div>
    </div>
  );
}
