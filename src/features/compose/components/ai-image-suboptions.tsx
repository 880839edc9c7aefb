import { useId } from 'react';
import { IMAGE_QUALITIES, LOGO_PLACEMENTS } from '@contract/constants';
import type { ImageQuality, LogoPlacement } from '@contract/generation';
import type { ComposeCapabilities, PostCreationValues } from '../compose-types';
import { SegmentedChoice } from './segmented-choice';

export type Patch = Partial<Omit<PostCreationValues, 'imageMode'>>;

interface SuboptionProps {
  values: PostCreationValues;
  onChange: (patch: Patch) => void;
}

const PLACEMENT_LABELS: Record<LogoPlacement, string> = {
  corner: 'Corner',
  center: 'Center',
  watermark: 'Watermark',
  banner: 'Banner',
  natural: 'Natural',
};

const QUALITY_LABELS: Record<ImageQuality, string> = { medium: 'Medium', high: 'High' };

export function LogoPlacementField({ values, onChange }: SuboptionProps) {
  const placementId = useId();
  return (
    <div className="field">
      <label htmlFor={placementId}>Logo placement</label>
      <select
        id={placementId}
        className="select"
        value={values.logoPlacement}
        onChange={(event) => {
          const placement = LOGO_PLACEMENTS.find((item) => item === event.target.value);
          if (placement) onChange({ logoPlacement: placement });
        }}
      >
        {LOGO_PLACEMENTS.map((placement) => (
          <option key={placement} value={placement}>
            {PLACEMENT_LABELS[placement]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ReferencePhotoProps extends SuboptionProps {
  photos: ComposeCapabilities['photos'];
}

export function ReferencePhotoChoice({ values, photos, onChange }: ReferencePhotoProps) {
  const photoName = useId();
  return (
    <fieldset className="compose-photo-choice">
      <legend className="compose-sublegend">Reference photo</legend>
      <div className="compose-photos">
        {photos.map((photo, index) => (
          <label key={`${index}-${photo.filename}`} className="compose-photo">
            <input
              type="radio"
              name={photoName}
              value={index}
              checked={values.referencePhotoIndex === index}
              onChange={() => onChange({ referencePhotoIndex: index })}
            />
            {photo.url ? (
              <img src={photo.url} alt="" className="compose-photo-thumb" />
            ) : (
              <span className="compose-photo-thumb" aria-hidden="true" />
            )}
            <span className="compose-photo-name">{photo.filename}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function AdvancedImageSettings({ values, onChange }: SuboptionProps) {
  const styleId = useId();
  const styleHintId = useId();
  return (
    <div className="compose-suboptions">
      <SegmentedChoice
        legend="Image quality"
        className="compose-photo-choice"
        options={IMAGE_QUALITIES}
        labels={QUALITY_LABELS}
        value={values.imageQuality}
        onChange={(imageQuality) => onChange({ imageQuality })}
      />
      <div className="field">
        <label htmlFor={styleId}>Style preferences</label>
        <input
          id={styleId}
          className="input"
          value={values.stylePreferences}
          aria-describedby={styleHintId}
          onChange={(event) => onChange({ stylePreferences: event.target.value })}
        />
        <span id={styleHintId} className="field-hint">
          For example: bright, minimal, warm tones
        </span>
      </div>
    </div>
  );
}
