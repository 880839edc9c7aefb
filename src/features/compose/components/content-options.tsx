import { CAPTION_LENGTHS } from '@contract/constants';
import type { PostCreationValues } from '../compose-types';
import { SegmentedChoice } from './segmented-choice';
import './post-creation-form.css';

/** The text switches, shared by the compose form and the anonymous generator. */
export type TextGenerationValues = Pick<
  PostCreationValues,
  | 'titleGeneration'
  | 'seoEnabled'
  | 'trendingEnabled'
  | 'captionGeneration'
  | 'captionLength'
  | 'hashtagGeneration'
>;

interface ContentOptionsProps {
  values: TextGenerationValues;
  onChange: (patch: Partial<TextGenerationValues>) => void;
}

const CAPTION_LENGTH_LABELS: Record<TextGenerationValues['captionLength'], string> = {
  short: 'Short',
  medium: 'Medium',
  long: 'Long',
};

/** The text switches; each one's sub-options show only while it is on. */
export function ContentOptions({ values, onChange }: ContentOptionsProps) {
  return (
    <fieldset className="compose-fieldset">
      <legend className="compose-legend">What to generate</legend>
      <div className="compose-options">
        <div className="compose-option">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.titleGeneration}
              onChange={(event) => onChange({ titleGeneration: event.target.checked })}
            />
            Title Generation
          </label>
          {values.titleGeneration ? (
            <div className="compose-suboptions" role="group" aria-label="Title options">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={values.seoEnabled}
                  onChange={(event) => onChange({ seoEnabled: event.target.checked })}
                />
                SEO
              </label>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={values.trendingEnabled}
                  onChange={(event) => onChange({ trendingEnabled: event.target.checked })}
                />
                Research Trending Posts
              </label>
            </div>
          ) : null}
        </div>

        <div className="compose-option">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.captionGeneration}
              onChange={(event) => onChange({ captionGeneration: event.target.checked })}
            />
            Caption Generation
          </label>
          {values.captionGeneration ? (
            <SegmentedChoice
              legend="Caption length"
              options={CAPTION_LENGTHS}
              labels={CAPTION_LENGTH_LABELS}
              value={values.captionLength}
              onChange={(captionLength) => onChange({ captionLength })}
            />
          ) : null}
        </div>

        <div className="compose-option">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.hashtagGeneration}
              onChange={(event) => onChange({ hashtagGeneration: event.target.checked })}
            />
            Hashtag Generation
          </label>
        </div>
      </div>
    </fieldset>
  );
}
