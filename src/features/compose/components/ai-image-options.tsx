import { useId, type ReactNode } from 'react';
import { IMAGE_QUALITIES, LOGO_PLACEMENTS } from '@contract/constants';
import type { ImageQuality, LogoPlacement } from '@contract/generation';
import { BRAND_OPTION_REASONS } from '../compose-messages';
import type { ComposeCapabilities, PostCreationValues } from '../compose-types';
import { SegmentedChoice } from './segmented-choice';

type Patch = Partial<Omit<PostCreationValues, 'imageMode'>>;

interface AiImageOptionsProps {
  values: PostCreationValues;
  capabilities: ComposeCapabilities;
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

interface BrandOptionProps {
  label: string;
  description: string;
  /** Why the option is unavailable; null when it can be used. */
  unavailableReason: string | null;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  children?: ReactNode;
}

function BrandOption({
  label,
  description,
  unavailableReason,
  checked,
  onToggle,
  children,
}: BrandOptionProps) {
  const noteId = useId();
  const available = unavailableReason === null;
  return (
    <div className={`compose-option${available ? '' : ' is-unavailable'}`}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={available && checked}
          disabled={!available}
          aria-describedby={noteId}
          onChange={(event) => onToggle(event.target.checked)}
        />
        {label}
      </label>
      <p id={noteId} className={available ? 'compose-note' : 'compose-note compose-reason'}>
        {available ? description : unavailableReason}
      </p>
      {available && checked && children ? (
        <div className="compose-suboptions">{children}</div>
      ) : null}
    </div>
  );
}

/** The brand-aware image switches (product.md §2), each gated by the brand profile (§5). */
export function AiImageOptions({ values, capabilities, onChange }: AiImageOptionsProps) {
  const placementId = useId();
  const photoName = useId();
  const styleId = useId();
  const styleHintId = useId();
  const { photos } = capabilities;

  return (
    <fieldset className="compose-fieldset compose-ai">
      <legend className="compose-legend">AI image options</legend>
      <div className="compose-options">
        <BrandOption
          label="Enhanced Brand Colors"
          description="Build the image around your brand colors."
          unavailableReason={capabilities.hasBrandColors ? null : BRAND_OPTION_REASONS.colors}
          checked={values.useBrandColors}
          onToggle={(checked) => onChange({ useBrandColors: checked })}
        />

        <BrandOption
          label="Logo Integration"
          description="Place your logo on the image."
          unavailableReason={capabilities.hasLogo ? null : BRAND_OPTION_REASONS.logo}
          checked={values.useLogoIntegration}
          onToggle={(checked) => onChange({ useLogoIntegration: checked })}
        >
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
        </BrandOption>

        <BrandOption
          label="Brand Photo Style Reference"
          description="Match the look of one of your brand photos."
          unavailableReason={photos.length > 0 ? null : BRAND_OPTION_REASONS.photos}
          checked={values.useBrandPhotoReference}
          onToggle={(checked) => onChange({ useBrandPhotoReference: checked })}
        >
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
        </BrandOption>

        <div className="compose-option">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.useAdvancedSettings}
              onChange={(event) => onChange({ useAdvancedSettings: event.target.checked })}
            />
            Advanced Settings
          </label>
          <p className="compose-note">Choose the image quality and describe a style.</p>
          {values.useAdvancedSettings ? (
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
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
